# Terms: (English -> Italian; [choice] = chosen here, there is no Italian rulebook in the seeds)
#   LP (Legend Points) -> PL (punti leggenda) [choice, as on the board]
#   Marshal / Marshal points -> Marshal / punti Marshal [choice; never «PM»]
#   Wanted / Wanted points -> Ricercato / punti Ricercato [choice; never «PR»]
#   gold nugget -> pepita d'oro; Prospect -> cercare l'oro [choice]
#   dice faces: Nugget -> pepita, $ -> $10, $+Reroll -> $10 e ritira, Blank -> ghiaia (niente) [choice]
#   poker -> poker; Saloon -> Saloon; fight -> scontro; fight card -> carta scontro [choice]
#   Duel / Rob / Arrest -> Duello / Rapina / Arresto; wound -> ferita; story card -> carta storia
#   cattle token -> segnalino bestiame; Legendary token -> segnalino Leggenda
#   General Store -> Emporio; Bank -> Banca; Doctor -> Dottore; Rail Station -> Stazione
#   Hideout -> Covo; Mine -> Miniera; Ranch -> Ranch; Sheriff -> Sceriffo; Man in Black -> Uomo in Nero
#   Revel -> fare baldoria; income -> entrate; upgraded -> migliorato
#   places: as the board labels them («Banca (DK10)», a street or plain by its id «DK05»)
#   poker cards: rank and suit in words, as `card` names them («4 di fiori», «Re di quadri»)
# Grammar: a player's action uses «ha» + participle (never «è andato»), so it reads the same for everyone.

# Western Legends (legends): ogni parola del motore. I posti sono nominati con il nome del
# giocatore; caselle, personaggi e titoli delle storie sono nomi propri.

legends-blurb = Fuorilegge, marshal, poker e oro nel Vecchio West (2-6 giocatori).
legends-illegal = Non è possibile ora ({ $question }).
legends-no-twice = Hai già dichiarato uno scontro contro { $who } in questo turno.
legends-no-heist = Puoi rapinare la banca solo una volta per turno.
legends-no-actions = Non ti restano azioni in questo turno.
legends-no-path = Non puoi raggiungere { $place } con questo movimento.
legends-no-walk = Non puoi andare a { $place } in { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
} con questo movimento.
legends-fight-self = Non puoi dichiarare uno scontro contro te stesso.
legends-fight-away = Puoi affrontare solo un giocatore nel tuo spazio.
legends-no-hand = Ti serve una carta da poker in mano per dichiarare uno scontro.
legends-no-card = Non hai quella carta.
legends-no-arrest = Solo un giocatore sul tracciato Marshal può arrestare, e solo un giocatore Ricercato: non { $who }.
legends-decline-card = Rifiutare uno scontro non gioca alcuna carta.
legends-not-instinct = Quella carta non è una carta Istinto.
legends-sell-away = Puoi vendere oro solo alla Banca ({ $space }).
legends-sell-none = Vendi almeno 1 pepita o gioca una carta Oro degli Stolti.
legends-sell-gold = Porti { $gold ->
    [one] { $gold } pepita d'oro
   *[other] { $gold } pepite d'oro
}; non puoi venderne { $nuggets }.
legends-sell-fools = Hai { $have ->
    [one] { $have } carta Oro degli Stolti
   *[other] { $have } carte Oro degli Stolti
}; non puoi giocarne { $fools }.
legends-revel-away = Puoi fare baldoria solo al Cabaret ({ $space }).
legends-revel-cost = Hai ${ $money }; fare baldoria per { $lp } PL costa ${ $amount }.
legends-card-untargeted = { $name } non ha un bersaglio.
legends-card-no-action = { $name } non è una carta AZIONE: si gioca quando lo dice il suo testo.
legends-reputation-used = Hai già giocato Reputazione in questo turno.
legends-reputation-when = Reputazione si gioca subito dopo aver ottenuto punti Marshal o punti Ricercato in questo turno.
legends-ambush-far = Imboscata colpisce un altro giocatore nel tuo spazio o in uno adiacente.
legends-manhunt-nobody = Caccia all'Uomo richiede un giocatore Ricercato: nessuno è Ricercato.
legends-no-wounds = Non hai ferite da curare.
legends-dime-nowhere = Nessuna carta storia ha posto per il tuo disco in questo turno.
legends-store-leave = All'Emporio compri, migliori, scarti un oggetto vario o esci.
legends-drop-none = Non hai { $item } tra i tuoi oggetti vari.
legends-not-haggle = Quella carta non è una carta Contrattare.
legends-haggle-lowest = Contratta con { $card }: le tue carte Contrattare sono tutte uguali.
legends-upgrade-misc = Gli oggetti vari non si possono migliorare.
legends-upgrade-unowned = Devi possedere l'oggetto { $item } per migliorarlo.
legends-upgrade-done = Il tuo oggetto { $item } è già migliorato.
legends-activate-new = Solo un'arma o una cavalcatura appena comprata può essere messa in uso.
legends-owned = Possiedi già l'oggetto { $item }: nessuno possiede 2 copie dello stesso oggetto.
legends-sold-out = All'Emporio non restano copie di { $item }.
legends-misc-full = Non c'è posto: porti { $limit ->
    [one] { $limit } oggetto vario
   *[other] { $limit } oggetti vari
}, il massimo; scartane uno prima.
legends-store-cost = Hai ${ $money }; { $upgrade ->
    [true] migliorare l'oggetto { $item } costa
   *[false] l'oggetto { $item } costa
} ${ $price }.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } ({ $effect })
legends-fight-card = carta scontro { $rank }
legends-effect = { $name ->
    [cheat] Baro
    [last_stand] Ultima Difesa
    [lady_luck] Dea Bendata
    [ambush] Imboscata
    [manhunt] Caccia all'Uomo
    [stick_em_up] Mani in Alto
    [payday] Giorno di Paga
    [sprint] Scatto
    [saddle_up] In Sella
    [shootout] Sparatoria
    [reputation] Reputazione
    [patch_up] Rattoppo
    [wallop] Batosta
    [quick_draw] Estrazione Rapida
    [instinct] Istinto
    [bounty] Taglia
    [fools_gold] Oro degli Stolti
    [motherlode] Filone
    [haggle] Contrattare
    [cover_fire] Fuoco di Copertura
    [duck_and_cover] Al Riparo
    [tall_tale] Leggenda
    [dime_novel] Romanzo da Dieci Centesimi
    [dead_eye] Occhio di Falco
    [high_noon] Mezzogiorno di Fuoco
   *[ace_in_the_hole] Asso nella Manica
}
legends-item = { $item ->
    [mule] Mulo
    [mustang] Mustang
    [revolver] Revolver
    [shotgun] Fucile a Pompa
    [rifle] Carabina
    [miners_map] Mappa del Minatore
    [provisions] Provviste
    [whiskey] Whisky
    [ten_gallon] Cappello Texano
    [gamblers_vest] Panciotto del Giocatore
    [branding_iron] Marchio a Fuoco
    [canvas_duster] Spolverino
    [bounty_ledger] Registro delle Taglie
    [bandana] Bandana
    [harmonica] Armonica
    [lantern] Lanterna
   *[none] niente
}

## Domande

legends-q-none = niente da decidere
legends-q-character = scegli il tuo personaggio
legends-q-start = scegli la tua casella di partenza
legends-q-income = incassa le tue entrate
legends-q-equip = scegli l'arma e la cavalcatura attive
legends-q-rowdy = Y. B. Rowdy: scartare una carta per cavalcare fino a 3 caselle?
legends-q-action = fai un'azione o termina il turno
legends-q-store = compra o migliora all'Emporio
legends-q-post = completa la tua azione di Movimento
legends-q-sprint = Scatto: muoviti fino a 2 caselle in più
legends-q-saddle = In Sella: scegli dove cavalcare
legends-q-whiskey = Whisky: scegli chi subisce una ferita
legends-q-harmonica = Armonica: pescare una carta e poi scartarne una?
legends-q-token = tieni uno dei segnalini Leggenda pescati
legends-q-dime = Romanzo da Dieci Centesimi: piazza un disco storia
legends-q-walk = scegli il passo successivo
legends-q-billy = Billy the Kid: scegli chi ti paga
legends-q-billy_pay = paga $10 a Billy the Kid o dagli una carta
legends-q-prospect = usare un effetto di ricerca?
legends-q-story_reward = scegli la tua ricompensa della storia
legends-q-discard = scarta fino al limite di mano
legends-q-join = unirti alla partita al Saloon?
legends-q-hand = scegli le carte della tua mano di poker
legends-q-answer = rispondi allo scontro dichiarato contro di te
legends-q-annie = Annie Oakley: scarta una carta o subisci una ferita
legends-q-ambush = Imboscata: scarta una carta o subisci una ferita
legends-q-react = gioca una reazione di scontro o passa
legends-q-rob = prendi metà del denaro o metà dell'oro
legends-q-commit = impegna una carta nello scontro
legends-q-npc_card = scegli la carta scontro del PNG
legends-q-cancel = carta scontro 10: annullare e ripetere lo scontro?
legends-q-fight_card = scegli come ti colpisce la carta scontro
legends-q-bandit = scegli la ricompensa per aver battuto il bandito
legends-q-sheriff_discard = lo Sceriffo è qui: scarta una carta
legends-q-sheriff_target = scegli chi lo Sceriffo tenta di arrestare
legends-q-duck = Al Riparo: scartarne una per evitare una ferita?
legends-q-luck = Dea Bendata: scambiarla con la prima carta del mazzo?

## Stato e riepiloghi

legends-status = Round { $round } · turno di { $turn } · { $who }: { $question } · obiettivo { $target } PL
legends-status-over = La partita è finita.
legends-line = { $who }{ $character ->
        [none] {""}
       *[other] {" "}({ $character })
    }{ $space ->
        [none] {""}
       *[other] {" "}a { $space }
    }: { $lp } PL, ${ $money }, { $gold } oro, { $wounds ->
        [one] 1 ferita
       *[other] { $wounds } ferite
    }, Marshal { $mp }, Ricercato { $wp }, { $cards ->
        [one] 1 carta
       *[other] { $cards } carte
    }
legends-score = tracciato { $track }, oggetti { $items }, denaro { $money }, ferite { $wounds }, Ricercato { $wanted }, Marshal { $marshal }, segnalini { $tokens }
legends-result = { $shared ->
    [0] { $who } vince con { $score } PL.
   *[other] { $who } e altri { $shared } condividono la vittoria con { $score } PL.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Obiettivo: { $text }
legends-goal-text = { $tag ->
    [fight_low] vinci uno scontro contro un giocatore con una carta di valore 10 o meno
    [bandit_won] batti { $count ->
        [one] 1 bandito
       *[other] { $count } banditi
    }
    [upgraded_rifle] possiedi una Carabina migliorata
    [poker_won] vinci { $count ->
        [one] 1 partita
       *[other] { $count } partite
    } al Saloon
    [arrest_won] vinci un Arresto
    [mp_3] raggiungi la casella 3 del tracciato Marshal
    [mp_6] raggiungi la casella 6 del tracciato Marshal
    [wrangled] consegna bestiame alla stazione
    [rob_won] vinci una Rapina
    [wp_4] raggiungi la casella 4 del tracciato Ricercato
    [wp_6] raggiungi la casella 6 del tracciato Ricercato
    [sheriff_beaten] vinci uno scontro contro lo Sceriffo
    [rustled] ruba bestiame
    [prospect_mines] cerca oro in { $count } miniere diverse
    [gold_4] porta 4 o più pepite d'oro
    [sold_3] vendi 3 o più pepite in un'azione
    [contributed] contribuisci a { $count } carte storia
    [hand_6] termina il turno con 6 o più carte
    [duel_won] vinci un Duello
    [reveled] fai baldoria al Cabaret
    [poker_won_active] vinci al Saloon come giocatore attivo
    [duel_won_2w] vinci un Duello con 2 o più ferite
    [money_100] possiedi $100 o più
    [doctor_2] cura 2 o più ferite dal Dottore
    [heist_won] vinci un assalto alla banca
    [fight_out_player] vinci uno scontro contro un giocatore fuori città
    [move_mines] termina un Movimento su ciascuna delle { $count } miniere
    [own_mustang] possiedi un Mustang
    [money_120] possiedi $120
    [store_2] compra 2 o più oggetti in un'azione all'Emporio
    [delivered] consegna un segnalino bestiame
    [poker_won_3k] vinci al Saloon con un tris o meglio
    [upgraded_weapon] possiedi un'arma migliorata
    [prospect_2] ottieni 2 o più pepite in una ricerca
    [fight_out] vinci uno scontro fuori città
    [moves_3] fai 3 azioni di Movimento in un turno
   *[sold] vendi oro alla Banca
}
legends-hand-token = Segnalino Leggenda: { $value } PL
legends-hand-cattle = Il tuo segnalino bestiame: { $token }

## Eventi

legends-ev = { $what ->
    [mp] { $who } ha raggiunto la casella { $n } del tracciato Marshal
    [wp] { $who } ha raggiunto la casella { $n } del tracciato Ricercato
    [mp_lost] { $who } ha lasciato il tracciato Marshal
    [wounds] { $who } ha subito { $n ->
        [one] 1 ferita
       *[other] { $n } ferite
    }
    [healed] { $who } ha curato { $n ->
        [one] 1 ferita
       *[other] { $n } ferite
    }
    [prevented] { $who } ha evitato { $n ->
        [one] 1 ferita
       *[other] { $n } ferite
    }
    [end_triggered] { $who } ha raggiunto l'obiettivo: la partita finisce dopo il round { $n }
    [first_player] { $who } ha il segnalino di primo giocatore
    [placed] { $who } parte da { $detail }
    [worked] { $who } ha lavorato
    [rolled] { $who } ha tirato i dadi: { $detail }
    [rerolled] { $who } ha ritirato un dado (Mappa del Minatore): { $detail }
    [sold] { $who } ha venduto { $n ->
        [one] 1 pepita d'oro
       *[other] { $n } pepite d'oro
    }
    [acquired] { $who } ha preso un segnalino bestiame { $detail }
    [wrangle] { $who } ha consegnato il bestiame alla Stazione: { $detail }
    [rustle] { $who } ha rubato bestiame all'altro ranch: { $detail }
    [heist] { $who } rapina la banca
    [upgraded] { $who } ha migliorato { $detail }
    [bought] { $who } ha comprato { $detail }
    [dropped] { $who } ha scartato { $detail }
    [provisions] { $who } ha usato le Provviste
    [ambush] { $who } tende un'imboscata a { $other }
    [declared] { $who } dichiara uno scontro contro { $other }: { $detail }
    [declined] { $who } ha rifiutato lo scontro
    [accepted] { $who } ha accettato lo scontro
    [took_cattle] { $who } ha preso il bestiame { $detail } di { $other }
    [arrested] arresto di { $who }: perde { $n ->
        [one] 1 pepita d'oro
       *[other] { $n } pepite d'oro
    }
    [fight_card] { $who } subisce la { $detail }
    [escaped] { $who } ha battuto lo Sceriffo
    [bandit_removed] il bandito di { $detail } se n'è andato ({ $who })
    [bandit_spawned] appare un bandito a { $detail } ({ $who })
    [extra_action] { $who } ottiene un'azione extra
    [disc] { $who } ha piazzato un disco storia sulla carta { $detail }
    [poker] { $who } inizia una partita a poker: { $detail }
    [joined] { $who } si unisce alla partita a poker
    [not_joined] { $who } non si unisce
    [chose_cards] { $who } ha scelto le carte di poker
    [dealer] { $who } dà le carte per il banco
    [dealer_won] vince il banco; { $who } non riceve nulla
    [poker_won] { $who } vince ${ $n } a poker
    [kept_card] { $who } ha tenuto una carta giocata
    [income] { $who } ha incassato: { $detail }
    [equipped] { $who } ha equipaggiato { $detail }
    [gave_card] { $who } ha dato una carta a { $other }
    [goal] { $who } ha completato un obiettivo: { $detail }
    [token] { $who } ha tenuto un segnalino Leggenda
    [mib_duel] { $who } sfida l'Uomo in Nero
    [next] prossimo: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } ha pescato { $cards }
legends-ev-drew-count = { $who } ha pescato { $n ->
        [one] 1 carta
       *[other] { $n } carte
    }
legends-ev-shown = { $what ->
    [hand_limit] { $who } ha scartato { $cards } (limite di mano)
    [sheriff] { $who } ha scartato { $cards } per lo Sceriffo
    [rowdy] { $who } ha scartato { $cards } per cavalcare ancora (Y. B. Rowdy)
    [fight_card] { $who } ha scartato { $cards }
    [annie_demand] { $who } ha scartato { $cards } per Annie Oakley
    [ambush_demand] { $who } ha scartato { $cards } per l'Imboscata
    [cancelled] { $who } perde la carta di scontro { $cards }: niente scontro
    [reaction] { $who } ha reagito con { $cards } ({ $effect })
    [flop] Il flop: { $cards }
    [poker_hand] Mano di poker di { $who }: { $cards }
    [lady_luck] { $who } ha usato { $effect }: { $cards }
   *[other] { $who } ha giocato { $cards } ({ $effect })
}
legends-ev-secret = { $what ->
    [committed] { $who } ha scelto { $detail } coperta
    [peek] { $who } ha visto { $detail } con il Fucile
    [cattle] Segnalino bestiame di { $who }: { $detail }
    [token] { $who } ha tenuto un segnalino Leggenda da { $detail } PL
   *[other] { $who } in privato: { $what } { $detail }
}
legends-ev-secret-public = { $what ->
    [committed] { $who } ha scelto una carta coperta
    [peek] { $who } ha guardato una carta con il Fucile
    [cattle] { $who } ha guardato un segnalino bestiame
    [token] { $who } ha tenuto un segnalino Leggenda coperto
   *[other] { $who } ha ricevuto un'informazione segreta
}
legends-ev-moved = { $who } va a { $place }: { $path }
legends-ev-delta = { $who }: { $sign ->
    [loss] −
   *[gain] +
}{ $what ->
    [money] ${ $n }
    [gold] { $n ->
        [one] 1 pepita d'oro
       *[other] { $n } pepite d'oro
    }
   *[lp] { $n } PL
}{ $source ->
    [none] {""}
   *[other] {" "}({ $source })
}{ $why ->
    [cap] {" "}(al limite)
    [empty] {" "}(non ne ha più)
   *[other] {""}
}
legends-ev-sheriff-moved = Lo Sceriffo è andato a { $place }
legends-ev-reveal = Scontro di { $who } ({ $kind }): { $card } contro { $other } ({ $mine } contro { $theirs }{ $why ->
    [none] {""}
   *[other] : { $why }
})
legends-ev-fight-cancelled = Lo scontro ({ $kind }) di { $who } è stato annullato
legends-ev-fight-npc = { $who } ha perso lo scontro ({ $kind })
legends-ev-fight-won = { $who } ha vinto lo scontro ({ $kind })
legends-ev-mib = { $card ->
    [lp] L'Uomo in Nero ha { $lp } PL
    [MIB01] Uomo in Nero: Vagabondo
    [MIB02] Uomo in Nero: Baro
    [MIB03] Uomo in Nero: Ladro di Concessioni
    [MIB04] Uomo in Nero: Barone del Bestiame
    [MIB05] Uomo in Nero: Colpo in Banca
    [MIB06] Uomo in Nero: Pistoleri Prezzolati
    [MIB07] Uomo in Nero: Cacciatore di Taglie
    [MIB08] Uomo in Nero: Showman
    [MIB09] Uomo in Nero: Imboscata
   *[MIB10] Uomo in Nero: Leggenda Nascente
}
legends-ev-mib-moved = L'Uomo in Nero è andato a { $place }{ $path ->
    [none] {""}
   *[other] : { $path }
}
legends-result-mib = L'Uomo in Nero vince con { $score } PL; nessun altro vince.
legends-mib-two = L'Uomo in Nero è solo per 2 giocatori.
legends-ev-turn = Round { $round }: turno di { $who }
legends-ev-story = Carta storia risolta: «{ $title }»
legends-ev-characters = Personaggi: { $names }
legends-ev-plays = { $who } gioca con { $character }
legends-ev-over = La partita è finita.

## Scelte

legends-stage = { $what ->
    [move] Muovi
    [location] Azioni del luogo
    [cards] Azioni delle carte
    [fight] Sfida un giocatore
   *[free] Passi gratuiti
}
legends-stage-region = { $region } ({ $ids })
legends-stage-fight = { $kind } { $target }
legends-stage-card = con { $card }
legends-do = { $what ->
    [work] Lavora (+$10)
    [prospect] Cerca l'oro
    [heist] Rapina la banca
    [heal] Curati dal Dottore
    [acquire] Prendi un segnalino bestiame
    [store] Visita l'Emporio
    [poker] Gioca a poker
    [provisions] Usa le Provviste
    [mib] Sfida a duello l'Uomo in Nero
   *[end] Termina il turno
}
legends-do-move = Vai a { $place }, { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
}
legends-do-move-back = Andata e ritorno a { $place } via { $via }, { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
}
legends-do-move-long = Vai a { $place } in { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
} (strada lunga)
legends-do-move-back-long = Andata e ritorno a { $place } in { $steps ->
    [one] { $steps } passo
   *[other] { $steps } passi
}
legends-move-way = Il percorso: { $way }
legends-do-sell = Vendi { $nuggets } oro + { $fools } Oro degli Stolti
legends-do-revel = Fai baldoria: paga ${ $amount } per { $lp } PL
legends-do-card = Gioca { $card }{ $target ->
    [none] {""}
   *[other] {" "}contro { $target }
}
legends-do-fight = { $kind } { $target } con { $card }
legends-do-disc = Disco storia sulla carta { $slot }{ $source ->
    [none] {""}
   *[other] {" "}(spostato da { $source })
}
legends-do-drop = Scarta { $item }
legends-do-buy = { $upgrade ->
    [true] Migliora
   *[false] Compra
} { $item } per ${ $price }{ $haggle ->
    [true] {" "}contrattando
   *[false] {""}
}{ $activate ->
    [true] {" "}da usare subito
   *[false] {""}
}
legends-do-whiskey = Usa il Whisky su un giocatore qui
legends-do-pick = { $card }
legends-do-defence = { $question ->
    [duck] Scarta { $card }: evita 1 ferita
   *[luck] Scambia { $card } con la prima carta del mazzo
}
legends-do-pair = Usa { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Paga $10
    [money] Denaro
    [cards] Due carte
    [both] $10 e una carta
    [lp] 1 PL
    [mp] 1 punto Marshal
    [wp] 1 punto Ricercato
    [gold] Oro
    [wound] Subisci una ferita
    [random] Scarta una carta a caso
    [keep] Niente da dare
    [seat] { $detail }
    [reward] { $detail }
    [token] Tieni il segnalino da { $detail } PL
    [die] Ritira il dado { $detail }
   *[other] { $option } ({ $question })
}
legends-do-decide = { $question ->
    [post] { $yes ->
        [true] Consegna il bestiame
       *[false] Termina il movimento
    }
    [join] { $yes ->
        [true] Unisciti ($10)
       *[false] Non unirti
    }
    [store] { $yes ->
        [true] Sì
       *[false] Esci dall'emporio
    }
    [walk] { $yes ->
        [true] Sì
       *[false] Fermati qui
    }
    [cancel] { $yes ->
        [true] Annulla lo scontro
       *[false] Mantieni lo scontro
    }
    [duck] { $yes ->
        [true] Sì
       *[false] Tieni la carta e subisci le ferite
    }
    [luck] { $yes ->
        [true] Sì
       *[false] Tieni la tua mano
    }
    *[other] { $yes ->
        [true] Sì
       *[false] No, continua
    }
}
legends-do-step = Passo verso { $place }
legends-do-answer = { $how ->
    [fight] Combatti con { $card }
    [instinct] Istinto: annulla con { $card }
   *[decline] Rifiuta lo scontro
}
legends-do-react = Gioca { $card }
legends-do-pass = Passa
legends-do-character = Gioca con { $name }
legends-do-start = Parti da { $place }
legends-do-equip = Usa { $weapon } e { $mount }

## Regole

legends-rules-overview = A ogni turno: incassa le entrate e fai 3 azioni (muovere, lavorare, sfidare, poker, cercare oro, vendere oro, emporio, bestiame, carte). Raggiungi l'obiettivo di punti leggenda (PL) per chiudere la partita.
legends-rules-turn = Effetti d'inizio turno, entrate ($20, 2 carte, o $10 e 1 carta), 3 azioni, poi carte storia, limite di mano (5 meno le ferite) e PL da Ricercato.
legends-rules-fights = Duello, Rapina o Arresto contro un giocatore nella tua casella con una carta di poker coperta; il giocatore attivo vince i pareggi. Banditi, la Guardia della Banca e lo Sceriffo combattono con carte scontro e vincono i pareggi.
legends-rules-poker = Punta $10 a un Saloon; i giocatori della stessa città possono unirsi; il banco aggiunge $50; usa 2 carte con le 3 scoperte; il giocatore attivo vince i pareggi e 1 PL.
legends-rules-tracks = I punti Marshal vengono da arresti, banditi e consegne di bestiame; quelli da Ricercato da rapine, assalti alla banca e furti di bestiame. I Ricercati guadagnano PL ogni turno; lo Sceriffo dà loro la caccia.
legends-rules-end = Quando qualcuno raggiunge i PL obiettivo, si finisce il round e se ne gioca un altro. Si sommano oggetti migliorati, scaglioni da $60 e bonus dei tracciati, meno le ferite.

# /rules topic titles
legends-topic-overview = Panoramica
legends-topic-turn = Il turno
legends-topic-fights = Scontri
legends-topic-poker = Poker
legends-topic-tracks = Marshal e Ricercato
legends-topic-end = Fine della partita

## Consultazione delle carte (/card)

legends-card-character = Personaggio
legends-card-item = { $kind ->
    [mount] Oggetto (cavalcatura)
    [weapon] Oggetto (arma)
   *[misc] Oggetto (vario)
}
legends-card-poker = Carta di poker
legends-card-story = { $major ->
    [yes] Carta storia maggiore
   *[no] Carta storia
}
legends-card-character-name = { $id ->
    [annie_oakley] Annie Oakley
    [bass_reeves] Bass Reeves
    [billy_the_kid] Billy the Kid
    [bloody_knife] Bloody Knife
    [calamity_jane] Calamity Jane
    [doc_holliday] Doc Holliday
    [jesse_james] Jesse James
    [kit_carson] Kit Carson
    [stagecoach_mary_fields] Stagecoach Mary Fields
    [wild_bill_hickok] Wild Bill Hickok
    [wyatt_earp] Wyatt Earp
   *[y_b_rowdy] Y. B. Rowdy
}
legends-card-legendary = Abilità leggendaria (finché hai almeno { $lp } PL): { $ability }
legends-card-ability = { $id ->
    [annie_oakley] All'inizio di uno scontro con un altro giocatore, quel giocatore deve scartare 1 carta di poker o subire 1 ferita.
    [bass_reeves] All'inizio del tuo turno, pesca 1 carta di poker.
    [billy_the_kid] Quando termini un Movimento in una casella con altri giocatori, scegline uno: ti dà $10 o 1 carta di poker a sua scelta.
    [bloody_knife] Puoi attraversare una mesa come se fosse una sola casella, ma non puoi mai terminarvi un Movimento; dopo averla attraversata, cura 1 ferita.
    [calamity_jane] Il tuo limite di mano è più alto di 1. Quando contribuisci a una carta storia, pesca 1 carta di poker.
    [doc_holliday] Quando subisci ferite, pesca 1 carta di poker. Le ferite non riducono il tuo limite di mano.
    [jesse_james] In uno scontro fuori città, la carta giocata contro di te ha −1. In uno scontro contro un altro giocatore, vinci tutti i pareggi.
    [kit_carson] Alla fine di un Movimento, puoi muoverti di 1 casella in più. In uno scontro fuori città, la carta giocata contro di te ha −1.
    [stagecoach_mary_fields] All'inizio del tuo turno, ottieni $10. Quando contribuisci a una carta storia, ottieni $10.
    [wild_bill_hickok] Quando vinci una partita a poker, ottieni $20. Quando ne perdi una, tieni 1 carta a caso tra quelle giocate.
    [wyatt_earp] La prima volta in ogni turno che batti un bandito, ottieni 1 azione extra.
   *[y_b_rowdy] Se inizi il turno fuori città, puoi scartare 1 carta di poker per muoverti fino a 3 caselle.
}
legends-card-start = { $count ->
    [1] Parte da { $places }
   *[other] Parte da una di queste: { $places }{ $free ->
        [yes] {" "}(senza altri giocatori)
       *[no] {""}
    }
}
legends-card-kit = Parte con ${ $money } e { $cards ->
    [0] nessuna carta di poker
    [1] 1 carta di poker
   *[other] { $cards } carte di poker
}
legends-card-start-item = Oggetto iniziale: { $item }{ $upgraded ->
    [yes] {" "}(migliorato)
   *[no] {""}
}
legends-card-start-points = Parte con { $n } { $track ->
    [mp] { $n ->
        [1] punto Marshal
       *[other] punti Marshal
    }
   *[wp] { $n ->
        [1] punto Ricercato
       *[other] punti Ricercato
    }
}
legends-card-start-wounds = Parte con { $n ->
    [1] 1 ferita
   *[other] { $n } ferite
}
legends-card-item-text = { $id ->
    [mule] Base e migliorato: puoi portare 2 pepite d'oro in più (6 invece di 4) finché lo possiedi.
    [mustang] Nessun testo: la cavalcatura più veloce.
    [revolver] Base: nessun effetto. Migliorato: in uno scontro, la carta giocata contro di te ha −1.
    [shotgun] Base: quando vinci uno scontro, pesca 1 carta di poker. Migliorato: lo stesso e, in uno scontro contro un bandito, la Guardia della Banca o lo Sceriffo, la tua carta ha +1.
    [rifle] Base: all'inizio di uno scontro, guarda 2 carte a caso dalla mano del giocatore sfidato. Migliorata: lo stesso e, in ogni scontro, la tua carta ha +1.
    [miners_map] Dopo aver cercato l'oro, puoi ritirare 1 dei tuoi dadi di ricerca (una volta per azione di ricerca).
    [provisions] Quando le ottieni: pesca 1 carta di poker. AZIONE: scartale per pescare 1 carta di poker e curare 1 ferita.
    [whiskey] Quando lo ottieni: cura 1 ferita. REAZIONE (tuo turno): quando termini un Movimento in una casella con un altro giocatore, puoi scartarlo per dare 1 ferita a 1 giocatore lì.
    [ten_gallon] Quando vinci una partita a poker, ottieni 1 PL. Quando ne perdi una, ottieni $10.
    [gamblers_vest] Quando inizi una partita al Saloon o ti unisci a essa, pesca 1 carta di poker in più.
    [branding_iron] Quando consegni un segnalino bestiame, ottieni $10 in più.
    [canvas_duster] Una volta per turno (di chiunque), quando subiresti una ferita, evitane 1 (non quella della carta scontro 6).
    [bounty_ledger] Quando vinci un Arresto, ottieni $20. Quando batti un bandito, ottieni $10.
    [bandana] Quando vinci una Rapina, pesca 1 carta di poker.
    [harmonica] All'inizio del tuo turno, se sei in città, puoi pescare 1 carta di poker e poi scartarne 1.
   *[lantern] Dopo aver cercato l'oro, se non hai ottenuto pepite, ottieni $10.
}
legends-card-price = Prezzo: ${ $price }
legends-card-upgrade = Miglioramento: altri ${ $price }; vale { $lp } PL alla fine una volta migliorato
legends-card-move = Movimento { $basic } ({ $upgraded } migliorato); { $walk } senza cavalcatura
legends-card-item-rule = { $kind ->
    [mount] Ti muove solo la cavalcatura attiva
    [weapon] Vale solo il testo della tua arma attiva
   *[misc] Al massimo 3 oggetti vari alla volta; non si può migliorare
}
legends-card-copies = { $copies } all'Emporio{ $house ->
    [yes] {" "}(oggetto della casa: solo con l'opzione degli oggetti della casa)
   *[no] {""}
}
legends-card-effect-text = { $effect ->
    [cheat] In una mano di poker vale qualsiasi valore e seme (viene scelto il migliore per te); può usarla anche il banco. In uno scontro è un semplice 2.
    [last_stand] Se perdi uno scontro contro un giocatore con questa carta, il vincitore subisce 1 ferita.
    [lady_luck] In una mano di poker, dopo la rivelazione, puoi scambiarla con la prima carta del mazzo.
    [ambush] Scegli un giocatore nella tua casella o in una adiacente: scarta 1 carta di poker o subisce 1 ferita (a sua scelta).
    [manhunt] Solo se qualcuno è Ricercato: muovi lo Sceriffo fino a 3 caselle.
    [stick_em_up] Nella fase di reazione di uno scontro in cui sei coinvolto, scartala: la carta giocata contro di te ha −2.
    [payday] Ottieni $30.
    [sprint] Tuo turno: quando termini un Movimento (non fermato da un bandito), scartala per muoverti fino a 2 caselle in più.
    [saddle_up] Fai un Movimento con 3 di movimento in più del normale.
    [shootout] Se la carta giocata contro di te è un Asso, ha −3.
    [reputation] Tuo turno: quando ottieni punti Marshal o punti Ricercato, scartala per ottenere 1 punto in più sullo stesso tracciato (una volta per turno).
    [patch_up] Cura 1 ferita.
    [wallop] Se vinci uno scontro contro un giocatore con questa carta, lo sconfitto subisce 1 ferita in più.
    [quick_draw] Se sei il bersaglio dello scontro di un giocatore, vinci i pareggi.
    [instinct] Quando un giocatore ti dichiara uno scontro, scartala prima di rispondere: lo scontro è annullato.
    [bounty] Se vinci un Arresto o batti un bandito con questa carta, ottieni $20.
    [fools_gold] Quando vendi oro alla Banca, scartala: conta come 1 pepita venduta in più ($20 e 1 PL), anche senza pepite.
    [motherlode] Dopo il tiro di ricerca, scartala per ottenere 1 pepita d'oro.
    [haggle] Nella tua azione all'Emporio, scartala: un acquisto o miglioramento costa $10 in meno.
    [cover_fire] Nella fase di reazione di uno scontro in cui sei coinvolto, scartala: la tua carta ha +1.
    [duck_and_cover] Quando subiresti ferite, puoi scartarla per evitarne 1 (non quella della carta scontro 6).
    [tall_tale] Ottieni 1 PL.
    [dime_novel] Piazza o sposta uno dei tuoi dischi storia su una carta storia disponibile senza soddisfarne il requisito (è il tuo disco del turno).
    [dead_eye] Il valore di questa carta non può essere ridotto.
    [high_noon] Se vinci un Duello con questa carta, ottieni 1 PL.
   *[ace_in_the_hole] Se questa carta è nella tua mano vincente di poker, ottieni 1 PL.
}
legends-card-rank = { $rank ->
    [J] Fante
    [Q] Donna
    [K] Re
    [A] Asso
   *[other] { $rank }
} di { $suit ->
    [C] fiori
    [D] quadri
    [H] cuori
   *[S] picche
}
legends-card-value = Valore in scontro: { $value }
legends-card-type = { $type ->
    [action] AZIONE: costa 1 azione nel tuo turno
    [reaction] REAZIONE: si scarta dalla mano quando arriva il suo momento
    [reaction_fight] REAZIONE in scontro: si gioca nella fase di reazione dello scontro
    [bonus_fight] BONUS in scontro: vale se è la carta con cui combatti
   *[bonus_saloon] BONUS al Saloon: vale se è nella tua mano di poker
}
legends-card-story-text =
    { $kind ->
        [E] Requisito: { $req }, durante il turno in cui piazzi il disco.
       *[S] Requisito: { $req }, quando piazzi il disco.
    }
    Ricompensa per ogni partecipante: { $reward }.
legends-card-req = { $tag ->
    [arrest_won] vinci un Arresto
    [bandit_fought] affronta un bandito (vinci o perdi)
    [bandit_won] vinci uno scontro contro un bandito
    [card_action] usa l'AZIONE di una carta di poker
    [cattle_acquired] prendi un segnalino bestiame
    [delivered] consegna un segnalino bestiame (alla stazione o rubato)
    [duel_declared] dichiara un Duello
    [fight_declared] dichiara uno scontro a un altro giocatore
    [gold_3] porta 3 o più pepite d'oro
    [gold_sold] vendi almeno 1 pepita alla Banca
    [healed] cura almeno 1 ferita (in qualsiasi modo)
    [heist] tenta un assalto alla banca
    [item_bought] compra o migliora almeno 1 oggetto
    [lp_10] possiedi 10 PL o più
    [money_80] possiedi $80 o più
    [move_bank] termina un Movimento alla Banca
    [move_darkrock] termina un Movimento a Darkrock
    [move_hideout] termina un Movimento su un covo di banditi
    [move_long] muoviti di 4 caselle o più in un Movimento
    [move_rail] termina un Movimento alla Stazione
    [move_red_falls] termina un Movimento a Red Falls
    [move_sheriff_office] termina un Movimento all'Ufficio dello Sceriffo
    [move_with_player] termina un Movimento in una casella con un altro giocatore
    [mp_gained] ottieni almeno 1 punto Marshal
    [poker_played] inizia una partita al Saloon o unisciti a essa
    [poker_won] vinci una partita al Saloon (da solo o in parità)
    [prospect_gold] ottieni almeno 1 pepita cercando l'oro
    [prospected] fai l'azione di ricerca dell'oro
    [reveled] fai baldoria al Cabaret
    [rob_won] vinci una Rapina
    [rustled] ruba bestiame
    [sold_2] vendi 2 pepite o più in un'azione
    [spent_40] spendi $40 o più in un'azione
    [start_mine_ranch] inizia il turno su una miniera o un ranch
    [upgraded_gear] possiedi una cavalcatura o un'arma migliorata
    [weapons_2] possiedi 2 armi o più
    [worked] fai l'azione Lavora
    [wounded] subisci almeno 1 ferita
    [wp_gained] ottieni almeno 1 punto Ricercato
    [wrangled] consegna bestiame alla stazione
    [fight_won] vinci uno scontro qualsiasi (contro un giocatore o un PNG)
   *[other] { $tag }
}
legends-card-or = { $a } o { $b }
legends-card-and = { $a } e { $b }
legends-card-gain = { $what ->
    [money] ${ $n }
    [cards] { $n ->
        [1] 1 carta di poker
       *[other] { $n } carte di poker
    }
    [lp] { $n } PL
    [mp] { $n ->
        [1] 1 punto Marshal
       *[other] { $n } punti Marshal
    }
    [wp] { $n ->
        [1] 1 punto Ricercato
       *[other] { $n } punti Ricercato
    }
    [heal] { $n ->
        [1] cura 1 ferita
       *[other] cura { $n } ferite
    }
   *[gold] { $n ->
        [1] 1 pepita d'oro
       *[other] { $n } pepite d'oro
    }
}
legends-card-nothing = niente
legends-card-discs = Dischi necessari da 2 a 6 giocatori: { $discs }
legends-card-gangs = { $count ->
    [0] Non appare nessun bandito
    [1] Appaiono banditi nei covi della banda { $gangs }
   *[other] Appaiono banditi nei covi delle bande { $gangs }
}
legends-card-sheriff = { $n ->
    [0] Lo Sceriffo non si muove
    [1] Se qualcuno è Ricercato, chi la risolve muove lo Sceriffo di 1 casella
   *[other] Se qualcuno è Ricercato, chi la risolve muove lo Sceriffo di { $n } caselle
}
legends-tie-track = { $who } è più avanti sul tracciato Marshal o Ricercato
legends-tie-gold = { $who } ha più oro (stesso tracciato)
legends-tie-wounds = { $who } ha meno ferite (stesso tracciato e oro)
legends-fight-kind = { $kind ->
    [duel] duello
    [rob] rapina
    [arrest] arresto
    [bandit] bandito
    [guard] Guardia della Banca
    [sheriff] Sceriffo
   *[mib] Uomo in Nero
}
legends-fight-verb = { $kind ->
    [duel] Sfidare
    [rob] Rapinare
   *[arrest] Arrestare
}
