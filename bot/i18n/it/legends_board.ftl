# Western Legends: testi delle immagini del tabellone (render/legends*.py).

legends-r-mesa = { $which ->
    [n] Mesa Nord
   *[s] Mesa Sud
}
legends-r-building = { $kind ->
    [store] Emporio
   *[saloon] Saloon
}
legends-r-loc = { $loc ->
    [sheriff] Sceriffo
    [bank] Banca
    [doctor] Dottore
    [cabaret] Cabaret
    [green] Ranch Verde
    [blue] Ranch Blu
    [mine] Miniera
    [rail] Stazione
    [hideout-a] Covo A
    [hideout-b] Covo B
   *[hideout-c] Covo C
}
legends-r-herd = { $count } capi
legends-r-key = { $what ->
    [sheriff] Sceriffo
    [bandit] bandito
   *[mib] Uomo in Nero
}
legends-r-players = Giocatori
legends-r-order = Ordine di turno:
legends-r-lp = { $lp } PL
legends-r-legendary = { $name }, leggenda
legends-r-money = ${ $money }
legends-r-gold = { $gold } oro
legends-r-cards = { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    }
legends-r-wounds = { $wounds ->
        [one] 1 ferita
       *[other] { $wounds } ferite
    }
legends-r-track = { $track ->
    [marshal] Marshal { $n }
   *[wanted] Ricercato { $n }
}
legends-r-neutral = neutrale
legends-r-cattle = { $colour ->
    [green] bestiame verde
   *[blue] bestiame blu
}
legends-r-disc = { $count ->
    [one] disco
   *[other] { $count } dischi
} su storia { $slot }
legends-r-tokens = { $count ->
        [one] 1 segnalino Leggenda
       *[other] { $count } segnalini Leggenda
    }
legends-r-goals = { $count ->
        [one] 1 obiettivo compiuto
       *[other] { $count } obiettivi compiuti
    }
legends-r-no-items = nessun oggetto
legends-r-now = Adesso
legends-r-idle = Niente a cui rispondere ora.
legends-r-asks = { $who }: { $question }
legends-r-fight = { $kind ->
    [duel] Duello
    [rob] Rapina
    [arrest] Arresto
    [bandit] Scontro col bandito
    [guard] Assalto alla banca
    [sheriff] Scontro con lo Sceriffo
   *[mib] Duello con l'Uomo in Nero
}: { $fighter } contro { $target } a { $place }
legends-r-npc = { $kind ->
    [bandit] il bandito
    [guard] la Guardia della Banca
    [sheriff] lo Sceriffo
   *[mib] l'Uomo in Nero
}
legends-r-declined = { $who } ha rifiutato lo scontro.
legends-r-fight-cards = Giocate: { $mine } contro { $theirs }
legends-r-fight-values = Valore: { $a } contro { $b }
legends-r-fight-card = { $card } ({ $effect })
legends-r-fight-hidden = Carte scontro ancora coperte.
legends-r-poker = Poker a { $saloon ->
    [DK_SALOON] Darkrock
   *[other] Red Falls
}: piatto ${ $pot }, { $players ->
        [one] 1 giocatore
       *[other] { $players } giocatori
    }
legends-r-flop = Flop: { $cards }
legends-r-chosen = { $chosen } di { $total } hanno scelto le carte
legends-r-dealer = { $who } dà le carte per il banco.
legends-r-actions = { $count ->
        [one] 1 azione rimasta
       *[other] { $count } azioni rimaste
    }
legends-r-end-round = ultimo round { $round }
legends-r-face = { $face ->
    [N] pepita
    [R] $10 e ritira
    [B] ghiaia (niente)
   *[other] $10
}
legends-r-dice = ultimo tiro: { $faces }
legends-r-mib = Uomo in Nero { $lp } PL a { $place }
legends-r-decks = mazzo di poker { $deck }, scarti { $discard }, mazzo scontri { $fight }
legends-r-story = Storia { $slot }{ $major ->
    [yes] {" "}(maggiore)
   *[no] {""}
}: { $req } · dischi { $discs }/{ $needed } · ne restano { $left }
legends-r-req = { $tag ->
    [arrest_won] vinci un Arresto
    [bandit_fought] affronta un bandito
    [bandit_won] batti un bandito
    [card_action] usa l'AZIONE di una carta
    [cattle_acquired] prendi un segnalino bestiame
    [delivered] consegna un segnalino bestiame
    [duel_declared] dichiara un Duello
    [fight_declared] dichiara uno scontro a un giocatore
    [fight_won] vinci uno scontro qualsiasi
    [gold_3] porta 3+ oro
    [gold_sold] vendi oro alla Banca
    [healed] cura una ferita
    [heist] tenta un assalto alla banca
    [item_bought] compra o migliora un oggetto
    [lp_10] possiedi 10+ PL
    [money_80] possiedi $80+
    [move_bank] termina un movimento alla Banca
    [move_darkrock] termina un movimento a Darkrock
    [move_hideout] termina un movimento su un covo
    [move_long] muovi di 4+ caselle in una volta
    [move_rail] termina un movimento alla Stazione
    [move_red_falls] termina un movimento a Red Falls
    [move_sheriff_office] termina un movimento all'Ufficio dello Sceriffo
    [move_with_player] termina un movimento con un altro giocatore
    [mp_gained] ottieni punti Marshal
    [poker_played] inizia o unisciti a una partita al Saloon
    [poker_won] vinci una partita al Saloon
    [prospect_gold] trova oro cercando
    [prospected] cerca l'oro
    [reveled] fai baldoria al Cabaret
    [rob_won] vinci una Rapina
    [rustled] ruba bestiame
    [sold_2] vendi 2+ oro in una volta
    [spent_40] spendi $40+ in un'azione
    [start_mine_ranch] inizia il turno su una miniera o un ranch
    [upgraded_gear] possiedi una cavalcatura o un'arma migliorata
    [weapons_2] possiedi 2+ armi
    [worked] lavora
    [wounded] subisci una ferita
    [wp_gained] ottieni punti Ricercato
    [wrangled] consegna bestiame alla stazione
   *[other] { $tag }
}
legends-r-your-items = I tuoi oggetti: { $items }
legends-r-secret = { $what ->
    [committed] La tua carta nello scontro: { $cards }
    [npc] Carte scontro pescate per il PNG: { $cards }
    [peek] Carabina, hai visto: { $cards }
   *[poker] Le tue carte di poker: { $cards }
}
legends-r-no-cards = Nessuna carta di poker in mano.
legends-r-your-question = Tocca a te: { $question }
