# Western Legends: nomi di luoghi, carte, facce dei dadi, titoli delle storie e da dove viene ogni guadagno.

legends-place-plain = { $id }
legends-fight-card-effect = { $card }: { $effect }
legends-fight-effect = { $id ->
    [F2] 1 ferita e −1 PL
    [F3] 2 ferite
    [F4] 1 ferita e scartare 1 carta
    [F5] 1 ferita; niente punto Marshal per questo bandito
    [F6] 1 ferita che non si può evitare
    [F7] 1 ferita o scartare 1 carta a caso
    [F8] 1 ferita
    [F9] scartare 1 carta o pagare $10; niente punto Marshal per questo bandito
    [F10] lo scontro si può annullare e ripetere
    [FJ] +$10
    [FQ] pescare 1 carta poker
    [FK] +1 PL
   *[FA] +1 PL, 1 punto Marshal o 1 punto Ricercato
}
legends-die-face = { $face ->
    [N] pepita
    [R] $10 e ritira
    [B] ghiaia (niente)
   *[other] $10
}
legends-die-then = { $first } › { $rest }
legends-dice-and = { $first }; { $rest }
legends-cattle-token = segnalino bestiame { $colour ->
    [green] verde
   *[blue] blu
} ({ $reward })
legends-cattle-colour = { $colour ->
    [green] verde
   *[blue] blu
}
legends-income = { $option ->
    [money] $20
    [cards] 2 carte poker
   *[both] $10 e 1 carta poker
}
legends-equipped = { $weapon } e { $mount }
legends-saloon = { $id ->
    [DK_SALOON] il Saloon di Darkrock
   *[other] il Saloon di Red Falls
}
legends-why-mod = { $why ->
    [dead_eye] { $card } non può scendere (Occhio di Falco)
    [limit] { $card } resta tra 2 e Asso
    [jesse_james] Jesse James fuori città { $n } a { $card }
    [kit_carson] Kit Carson fuori città { $n } a { $card }
    [revolver] Revolver migliorato { $n } a { $card }
    [rifle] Carabina migliorata { $n } a { $card }
    [shotgun] Fucile a Pompa migliorato { $n } a { $card }
    [stick_em_up] Mani in Alto { $n } a { $card }
    [cover_fire] Fuoco di Copertura { $n } a { $card }
   *[shootout] Sparatoria { $n } a { $card }
}
legends-source = { $what ->
    [work] lavoro
    [income] entrate
    [revel] baldoria al Cabaret
    [wanted_turn] Ricercato, fine del turno
    [marshal_end] fine del tracciato Marshal
    [wanted_end] fine del tracciato Ricercato
    [marshal] tracciato Marshal
    [wanted] tracciato Ricercato
    [duel] duello vinto
    [rob] rapina
    [high_noon] Mezzogiorno di Fuoco
    [bounty] Taglia
    [bounty_ledger] Registro delle Taglie
    [lantern] Lanterna
    [motherlode] Filone
    [sold] vendita d'oro
    [doctor] Dottore
    [mib] Uomo in Nero
    [mib_duel] Uomo in Nero battuto
    [bandit] bandito battuto
    [billy] Billy the Kid
    [cattle] segnalino bestiame
    [branding_iron] Marchio a Fuoco
    [fight_card] carta scontro
    [heist] rapina in banca
    [poker] piatto del Saloon
    [poker_active] Saloon vinto da giocatore attivo
    [ten_gallon] Cappello Texano
    [wild_bill_hickok] Wild Bill Hickok
    [ace_in_the_hole] Asso nella Manica
    [ante] puntata iniziale
    [arrest] arresto
    [store] Emporio
    [stagecoach_mary_fields] Stagecoach Mary Fields
   *[story] carta storia
}
legends-hand-me = Tu: { $lp } PL · ${ $money } · { $gold ->
        [one] 1 pepita d'oro
       *[other] { $gold } pepite d'oro
    } · { $wounds ->
        [one] 1 ferita
       *[other] { $wounds } ferite
    } · { $track ->
        [marshal] Marshal { $n }
        [wanted] Ricercato { $n }
       *[none] né Marshal né Ricercato
    }
legends-story-title = { $id ->
    [S01] Agguato alla diligenza
    [S02] Colore nel setaccio
    [S03] L'ufficio del saggiatore
    [S04] Una partita amichevole
    [S05] La fortuna sorride
    [S06] Stivali nuovi
    [S07] L'orgoglio dell'armaiolo
    [S08] L'ultimo sipario
    [S09] Visita a domicilio
    [S10] Pascoli aperti
    [S11] Capolinea
    [S12] Ladri di bestiame al chiaro di luna
    [S13] Duello in strada
    [S14] Mani in alto!
    [S15] La legge arriva in città
    [S16] Voci sul caveau
    [S17] Una paga onesta
    [S18] La pista dei fuorilegge
    [S19] Tutti in carrozza!
    [S20] Notizie da Red Falls
    [S21] Il dispaccio di Darkrock
    [S22] Rivendicare una concessione
    [S23] Vicesceriffo
    [S24] Il manifesto dei Ricercati
    [S25] Gioco di prestigio
    [S26] Cattivo sangue
    [S27] Una lunga cavalcata
    [S28] Spese folli
    [S29] Terra di banditi
    [S30] Cicatrici e storie
    [S31] All'alba
    [S32] Crocevia
    [S33] Tasche pesanti
    [S34] Tasche profonde
    [S35] Armi fino ai denti
    [S36] In visita dal Marshal
    [S37] La corsa all'oro
    [S38] Guerra dei pascoli
    [S39] Una leggenda vivente
   *[S40] Il giorno della resa dei conti
}
legends-card-ref = { $card } ({ $effect })
legends-sheriff-office = Ufficio dello Sceriffo
legends-die-which = { $n } ({ $faces })
