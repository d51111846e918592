# Western Legends (legends): ogni parola del motore. I posti sono nominati con il nome del
# giocatore; caselle, personaggi e titoli delle storie sono nomi propri.

legends-blurb = Fuorilegge, marshal, poker e oro nel Vecchio West (2-6 giocatori).
legends-illegal = Non è possibile ora ({ $question }).
legends-no-twice = Hai già dichiarato uno scontro contro { $who } in questo turno.
legends-no-heist = Puoi rapinare la banca solo una volta per turno.
legends-no-actions = Non ti restano azioni in questo turno.
legends-no-path = Non puoi raggiungere { $place } con questo movimento.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } { $effect }
legends-fight-card = carta scontro { $card }
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
legends-gain = ${ $money }, { $cards } carte, { $lp } PL, { $mp } PM, { $wp } PR, { $heal } curate, { $gold } oro

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

## Stato e riepiloghi

legends-status = Round { $round } · turno di { $turn } · { $who }: { $question } · obiettivo { $target } PL
legends-status-over = La partita è finita.
legends-line = { $who } ({ $character }) a { $space }: { $lp } PL, ${ $money }, { $gold } oro, { $wounds } ferite, PM { $mp }, PR { $wp }, { $cards } carte
legends-score = tracciato { $track }, oggetti { $items }, denaro { $money }, ferite { $wounds }, Ricercato { $wanted }, Marshal { $marshal }, segnalini { $tokens }
legends-result = { $shared ->
    [0] { $who } vince con { $score } PL.
   *[other] { $who } e altri { $shared } condividono la vittoria con { $score } PL.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Obiettivo { $goal }: { $tag ->
    [fight_low] vinci uno scontro contro un giocatore con una carta di valore 10 o meno
    [bandit_won] batti { $count } bandito/i
    [upgraded_rifle] possiedi una Carabina migliorata
    [poker_won] vinci { $count } partita/e al Saloon
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
    [money] { $who }: denaro { $n }
    [gold] { $who }: pepite d'oro { $n }
    [lp] { $who }: PL { $n }
    [mp] { $who } ha raggiunto la casella { $n } del tracciato Marshal
    [wp] { $who } ha raggiunto la casella { $n } del tracciato Ricercato
    [mp_lost] { $who } ha lasciato il tracciato Marshal
    [wounds] { $who } ha subito { $n } ferite
    [healed] { $who } ha curato { $n } ferite
    [prevented] { $who } ha evitato { $n } ferita
    [end_triggered] { $who } ha raggiunto l'obiettivo: la partita finisce dopo il round { $n }
    [first_player] { $who } è il primo giocatore
    [placed] { $who } parte da { $detail }
    [worked] { $who } ha lavorato
    [rolled] { $who } ha tirato { $detail }
    [rerolled] { $who } ha ritirato: { $detail }
    [sold] { $who } ha venduto { $n } oro
    [acquired] { $who } ha preso un segnalino bestiame { $detail }
    [wrangle] { $who } ha consegnato il bestiame { $detail } alla stazione
    [rustle] { $who } ha rubato il bestiame { $detail }
    [heist] { $who } rapina la banca
    [upgraded] { $who } ha migliorato { $detail }
    [bought] { $who } ha comprato { $detail }
    [dropped] { $who } ha scartato { $detail }
    [provisions] { $who } ha usato le Provviste
    [ambush] { $who } tende un'imboscata al posto { $n }
    [declared] { $who } dichiara { $detail } contro il posto { $n }
    [declined] { $who } ha rifiutato lo scontro
    [accepted] { $who } ha accettato lo scontro
    [took_cattle] { $who } ha preso il bestiame { $detail } del posto { $n }
    [arrested] { $who } è stato arrestato e ha perso { $n } oro
    [fight_card] { $who } subisce la carta scontro { $detail }
    [escaped] { $who } ha battuto lo Sceriffo
    [bandit_removed] il bandito di { $detail } se n'è andato ({ $who })
    [bandit_spawned] appare un bandito a { $detail } ({ $who })
    [extra_action] { $who } ottiene un'azione extra
    [disc] { $who } ha piazzato un disco storia sulla carta { $detail }
    [poker] { $who } inizia una partita a poker a { $detail }
    [joined] { $who } si unisce alla partita a poker
    [not_joined] { $who } non si unisce
    [chose_cards] { $who } ha scelto le carte di poker
    [dealer] { $who } dà le carte per il banco
    [dealer_won] vince il banco; { $who } non riceve nulla
    [poker_won] { $who } vince ${ $n } a poker
    [kept_card] { $who } ha tenuto una carta giocata
    [income] { $who } ha incassato: { $detail }
    [equipped] { $who } ha equipaggiato { $detail }
    [gave_card] { $who } ha dato una carta al posto { $n }
    [goal] { $who } ha completato l'obiettivo { $detail }
    [token] { $who } ha tenuto un segnalino Leggenda
    [mib_duel] { $who } sfida l'Uomo in Nero
    [next] prossimo: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } ha pescato { $cards }
legends-ev-drew-count = { $who } ha pescato { $n } carte
legends-ev-shown = { $who } ha mostrato { $cards } ({ $what })
legends-ev-secret = { $who } in privato: { $what } { $detail }
legends-ev-secret-public = { $who } ha ricevuto un'informazione segreta ({ $what })
legends-ev-moved = { $who } si è mosso { $path }
legends-ev-sheriff-moved = Lo Sceriffo si è mosso a { $path }
legends-ev-reveal = { $kind } di { $who }: { $card } contro { $other } ({ $mine } contro { $theirs })
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
legends-ev-mib-moved = L'Uomo in Nero si è mosso { $path }
legends-result-mib = L'Uomo in Nero vince con { $score } PL; nessun altro vince.
legends-mib-two = L'Uomo in Nero è solo per 2 giocatori.
legends-ev-turn = Round { $round }: turno di { $who }
legends-ev-story = Carta storia { $card } risolta: { $title }
legends-ev-characters = Personaggi: { $names }
legends-ev-over = La partita è finita.

## Scelte

legends-stage = { $what ->
    [move] Muovi
    [location] Azioni del luogo
    [cards] Azioni delle carte
    [fight] Sfida un giocatore
   *[free] Passi gratuiti
}
legends-stage-region = { $region }
legends-stage-fight = { $kind } contro { $target }
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
legends-do-move = Vai a { $place }, { $steps } passi
legends-do-sell = Vendi { $nuggets } oro + { $fools } Oro degli Stolti
legends-do-revel = Fai baldoria: paga ${ $amount } per { $lp } PL
legends-do-card = Gioca { $card } { $target }
legends-do-fight = { $kind } { $target } con { $card }
legends-do-disc = Disco storia sulla carta { $slot } (da { $source })
legends-do-drop = Scarta { $item }
legends-do-buy = { $upgrade ->
    [true] Migliora
   *[false] Compra
} { $item }{ $haggle ->
    [true] {" "}contrattando
   *[false] {""}
}{ $activate ->
    [true] {" "}e usalo subito
   *[false] {""}
}
legends-do-whiskey = Usa il Whisky su un giocatore qui
legends-do-pick = { $card }
legends-do-pair = Usa { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Paga $10
    [money] Denaro
    [cards] Due carte
    [both] $10 e una carta
    [lp] 1 PL
    [mp] 1 PM
    [wp] 1 PR
    [gold] Oro
    [wound] Subisci una ferita
    [random] Scarta una carta a caso
    [keep] Niente da dare
    [seat] { $detail }
    [reward] { $detail }
    [token] Tieni il segnalino da { $detail } PL
    [1] Ritira il dado 1
    [2] Ritira il dado 2
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

legends-rules-overview = A ogni turno: incassa le entrate e fai 3 azioni (muovere, lavorare, sfidare, poker, cercare oro, vendere oro, emporio, bestiame, carte). Raggiungi i PL obiettivo per chiudere la partita.
legends-rules-turn = Effetti d'inizio turno, entrate ($20, 2 carte, o $10 e 1 carta), 3 azioni, poi carte storia, limite di mano (5 meno le ferite) e PL da Ricercato.
legends-rules-fights = Duello, Rapina o Arresto contro un giocatore nella tua casella con una carta di poker coperta; il giocatore attivo vince i pareggi. Banditi, la Guardia della Banca e lo Sceriffo combattono con carte scontro e vincono i pareggi.
legends-rules-poker = Punta $10 a un Saloon; i giocatori della stessa città possono unirsi; il banco aggiunge $50; usa 2 carte con le 3 scoperte; il giocatore attivo vince i pareggi e 1 PL.
legends-rules-tracks = I punti Marshal vengono da arresti, banditi e consegne di bestiame; quelli da Ricercato da rapine, assalti alla banca e furti di bestiame. I Ricercati guadagnano PL ogni turno; lo Sceriffo dà loro la caccia.
legends-rules-end = Quando qualcuno raggiunge i PL obiettivo, si finisce il round e se ne gioca un altro. Si sommano oggetti migliorati, scaglioni da $60 e bonus dei tracciati, meno le ferite.
