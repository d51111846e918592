# Terms: (English -> Italian; "rulebook" = the Italian rules translation in the seeds, "our choice" otherwise)
#   cattle / cattle token -> bestiame / segnalino bestiame: rulebook; counted as "capo/capi di bestiame": our choice
#   cowboy -> cowboy (invariable): rulebook
#   corral -> recinto (casella recinto): rulebook
#   town -> città: rulebook
#   property (buildings and transport) -> proprietà (segnalini edifici e trasporti): rulebook
#   jail / stagecoach / general store / hotel / bank / train -> prigione / diligenza / emporio / hotel / banca / treno: rulebook
#   sheriff -> sceriffo: rulebook
#   farmer -> contadino: rulebook
#   guard (of a bank or train) -> guardia: rulebook ("guardia della banca")
#   phantom defender -> cowboy fittizio: our choice, after the rulebook ("se un giocatore non ha cowboy
#       nella città, difenderà come se ne avesse uno"); never "fantasma"
#   shootout / gunfight -> sparatoria: rulebook (never "scontro")
#   attacker / defender / target -> attaccante / difensore / bersaglio: rulebook
#   retreat / scatter -> ritirarsi / sparpagliare: rulebook
#   hit -> colpo a segno: our choice (the rulebook says "un colpito")
#   rob a bank / haul -> svaligiare una banca / bottino: rulebook / our choice
#   Wanted token -> segnalino Wanted: rulebook (never "Ricercato", Tiny Epic Western's word)
#   money -> denaro: rulebook (never "soldi")
#   action box -> casella azione: rulebook
#   disc -> pedina (nera): rulebook
#   Buy cattle -> Compra bestiame: rulebook box BESTIAME ("acquistare ... segnalini bestiame")
#   Hire cowboys -> Assumi cowboy: our choice (rulebook box COWBOY, "acquistare e piazzare")
#   Build -> Costruisci (menus and board alike): our choice (rulebook "edificare", "posizionare", "costruito")
#   Move cowboys / Move cattle -> Muovi i cowboy / Muovi il bestiame: rulebook (MUOVERE I COWBOY / MUOVERE IL BESTIAME)
#   auction / bid / raise / drop out -> asta / puntata / rilanciare / abbandonare l'asta: rulebook (rilanciare: our choice, rulebook "alzare la puntata")
#   round -> turno: rulebook (so "Turno 3 di 9")
#   round track -> segna-turni: rulebook
#   turn order -> ordine di gioco: rulebook
#   income -> entrate: rulebook
#   supply (a player's own pieces) -> scorta: rulebook
#   bank (the money supply) -> riserva: rulebook
#   control (of a town) -> controllo: rulebook
#   points -> punti (punti vittoria): rulebook
#   phases: Setup / Auction / Actions -> Inizio del gioco / Asta / Azioni: rulebook ("Inizio del Gioco",
#       "asta", "Fase di Azione")
#   simultaneous / sequential fire -> fuoco simultaneo / alternato: rulebook
#   town names -> unchanged (San Antonia, Kansas City, Abilene, Dodge City, Deadwood): rulebook
#
# Town and building names arrive as finished text: "a"/"ad" before a town and the article of a
# building are chosen on that text (ad Abilene; la prigione, l'emporio, il treno).

# Way Out West (wow): every word the engine says. Seats are worded as player names; towns are
# the board's proper names.

wow-blurb = Bestiame, città e sparatorie nel vecchio West (Martin Wallace, 3-5 giocatori).
wow-seat-count = Way Out West richiede da { $low } a { $high } giocatori.

## Shared pieces

wow-list = { $head }, { $tail }
wow-and = { $head } e { $tail }
wow-nothing = niente
wow-none = -
wow-nowhere = nessuna città
wow-building = { $kind ->
    [jail] prigione
    [stagecoach] diligenza
    [store] emporio
    [hotel] hotel
    [bank] banca
   *[train] treno
}
wow-building-text = { $kind ->
    [jail] Lo sceriffo del proprietario può unirsi alle sparatorie in città; se perde, viene distrutta.
    [stagecoach] $1 dalla banca ogni volta che un cowboy altrui viene assunto, entra o esce dalla città.
    [store] Entrate: $1 per capo di bestiame altrui in città, +$2 se in città c'è un contadino.
    [hotel] Entrate: $1 per cowboy altrui in città.
    [bank] Entrate: $2 per proprietà altrui in città. Sorvegliata (+1); si svaligia, non si conquista.
   *[train] Raddoppia entrate e punti finali di ogni capo di bestiame in città. Sorvegliato (+1 combattente).
}
wow-fighter = { $kind ->
    [cowboy] cowboy
    [phantom] cowboy fittizio
    [guard] guardia
    [sheriff] sceriffo
   *[farmer] contadino
}
wow-farmer-side = La parte del contadino
wow-target-farmer = il contadino
wow-target-cattle = { $count ->
    [one] 1 capo di bestiame
   *[other] { $count } capi di bestiame
} di { $owner }
wow-target-building = { $building ->
    [prigione] la { $building }
    [diligenza] la { $building }
    [banca] la { $building }
    [emporio] l'{ $building }
    [hotel] l'{ $building }
   *[other] il { $building }
} di { $owner }
wow-box = { $action ->
    [buy_cattle] Compra bestiame (casella { $slot }, ${ $cost } l'uno, fino a { $units })
    [hire_cowboys] Assumi cowboy (casella { $slot }, ${ $cost } l'uno, fino a { $units })
    [move_cowboys] Muovi i cowboy (fino a { $units })
    [move_cattle] Muovi il bestiame
    [gunfight] Sparatoria (casella { $slot })
   *[farmer] Contadino
}
wow-box-build = Costruisci { $building ->
    [prigione] una
    [diligenza] una
    [banca] una
   *[other] un
} { $building } (${ $cost })
wow-box-name = { $action ->
    [buy_cattle] Compra bestiame
    [hire_cowboys] Assumi cowboy
    [build] Costruisci { $kind ->
        [store] emporio
       *[other] { $building }
    }
    [move_cowboys] Muovi i cowboy
    [move_cattle] Muovi il bestiame
    [gunfight] Sparatoria
   *[farmer] Contadino
}
wow-box-detail = { $action ->
    [buy_cattle] n. { $slot } · ${ $cost } l'uno, 1-{ $units }
    [hire_cowboys] n. { $slot } · ${ $cost } l'uno, 1-{ $units }
    [build] ${ $cost }
    [move_cowboys] fino a { $units }
    [gunfight] n. { $slot } · gratis
   *[other] gratis
}

## Events

wow-ev-start-cowboy = { $who } piazza un cowboy iniziale { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-ev-round = Inizia il turno { $round } di { $rounds } (segna-turni { $track }).
wow-ev-bid = { $who } punta ${ $amount }.
wow-ev-dropped = { $who } abbandona l'asta{ $forced ->
    [true] {" "}(non poteva rilanciare)
   *[other] {""}
}, paga ${ $paid } e prende la posizione { $position }.
wow-ev-auction-won = { $who } vince l'asta per ${ $paid }. Ordine di gioco: { $order }.
wow-ev-box = { $who } sceglie: { $box }.
wow-ev-passed = { $who } passa{ $forced ->
    [true] {" "}(nessuna azione possibile).
   *[other] .
}
wow-ev-cattle-bought = { $who } compra un capo di bestiame { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ($1).
wow-ev-hired = { $who } assume un cowboy { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ($1).
wow-ev-stagecoach = La diligenza di { $owner } { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} guadagna $1.
wow-ev-built = { $who } costruisce { $building ->
    [prigione] una
    [diligenza] una
    [banca] una
   *[other] un
} { $building } { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} (${ $cost }).
wow-ev-cowboy-moved = { $who } sposta un cowboy da { $src } { $dst ->
    [Abilene] ad { $dst }
   *[other] a { $dst }
}.
wow-ev-cattle-moved = { $who } sposta un capo di bestiame da { $src } { $dst ->
    [Abilene] ad { $dst }
   *[other] a { $dst }
}.
wow-ev-farmer = { $who } piazza un contadino { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-ev-farmer-displaced = { $who } piazza un contadino { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} e il bestiame di { $owner } torna al proprietario.
wow-ev-shootout = { $who } apre una sparatoria { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} contro { $target }.
wow-ev-sheriff = Lo sceriffo di { $owner } { $joined ->
    [attack] si unisce all'attacco.
    [defence] si unisce alla difesa.
    [farmer] si schiera con il contadino.
   *[none] resta fuori.
}
wow-ev-help-asked = { $who } { $asked ->
    [true] chiede
   *[other] non chiede
} a { $owner } l'aiuto dello sceriffo.
wow-ev-sides = Sparatoria: { $attack } contro { $defence }{ $phantom ->
    [true] {" "}(la difesa, senza cowboy, ne ha uno fittizio)
   *[other] {""}
}; { $mode ->
    [sim] fuoco simultaneo
   *[other] fuoco alternato, spara prima la parte più debole
}.
wow-ev-volley = { $who } tira [{ $dice }], { $hits ->
    [one] 1 colpo a segno
   *[other] { $hits } colpi a segno
}{ $any ->
    [0] {""}
   *[other] : { $killed } a terra
}.
wow-ev-retreated = { $who } si ritira e perde la sparatoria.
wow-ev-won = { $who } vince la sparatoria.
wow-ev-defender-won = { $who } vince la sparatoria; il bersaglio resta dov'è.
wow-ev-farmer-won = Il contadino vince la sparatoria; il bersaglio resta dov'è.
wow-ev-nobody-won = Cadono entrambe le parti: nessuno vince e il bersaglio resta dov'è.
wow-ev-scattered = I cowboy di { $who } si sparpagliano verso: { $towns }{ $home ->
    [0] {""}
   *[other] ; { $home ->
        [one] 1 torna nella scorta
       *[other] { $home } tornano nella scorta
    }
}.
wow-ev-robbed = { $who } svaligia la banca di { $owner }: bottino { $dice } = { $haul }; { $owner } paga ${ $paid }{ $lost ->
    [true] , tutto ciò che ha, meno del bottino, e perde la banca
   *[other] {""}
}.
wow-ev-moved-out = { $who } porta { $count ->
    [one] 1 cowboy
   *[other] { $count } cowboy
} fuori città, { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-ev-wanted-supply = { $who } prende un segnalino Wanted dalla riserva.
wow-ev-wanted-from = { $who } prende un segnalino Wanted da { $source }.
wow-ev-wanted-none = { $who } vince un segnalino Wanted, ma non ne resta nessuno da prendere.
wow-ev-captured-farmer = { $who } abbatte il contadino: il recinto { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} è di nuovo libero.
wow-ev-captured-jail = { $who } distrugge { $target } { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}; esce dal gioco.
wow-ev-captured = { $who } conquista { $target } { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-income-part = { $who } +${ $amount }
wow-ev-income = Entrate: { $parts }.
wow-score-part = { $who } { $score }
wow-ev-game-over = Partita finita. Punteggi: { $parts }.

## Result

wow-score-detail = proprietà { $property }, bestiame { $cattle }, controllo { $control }, denaro { $money } (${ $cash }), Wanted { $wanted } ({ $tokens })
wow-result = { $names } { $count ->
    [one] vince
   *[other] si dividono la vittoria
} con { $points ->
    [one] 1 punto
   *[other] { $points } punti
}.

## The questions (what is asked now)

wow-q-start = piazza un cowboy iniziale
wow-q-bid = { $high ->
    [0] punta
   *[other] rilancia sulla puntata più alta, ${ $high },
} o abbandona l'asta (${ $money } disponibili)
wow-q-turn = prendi una casella azione o passa
wow-q-cattle = piazza il bestiame (${ $cost } a capo, fino a { $units })
wow-q-hire = piazza i cowboy assunti (${ $cost } l'uno, fino a { $units })
wow-q-build = scegli la città in cui costruire: { $building } (${ $cost })
wow-q-move = muovi i cowboy (fino a { $units })
wow-q-move_cattle = sposta un capo di bestiame
wow-q-farmer = piazza il contadino
wow-q-target = scegli il bersaglio della sparatoria
wow-q-sheriff_attack = aggiungi il tuo sceriffo all'attacco?
wow-q-sheriff_defend = aggiungi il tuo sceriffo alla difesa?
wow-q-ask_help = chiedi l'aiuto dello sceriffo?
wow-q-help_defender = aiuti il difensore con lo sceriffo?
wow-q-help_farmer = aiuti il contadino?
wow-q-fire = spara o ritirati
wow-q-fight-now = { $question } — { $now }
wow-q-scatter = sparpaglia i cowboy
wow-q-move_out = lascia la città
wow-q-wanted = scegli a chi togliere un segnalino Wanted

## Labels of the answers

wow-do-start = Cowboy iniziale { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}
wow-do-bid = Punta ${ $amount }
wow-stage-bids = Puntate ${ $low }-${ $high }
wow-do-drop = Abbandona l'asta
wow-drop-help = Paga la tua puntata di ${ $bid } alla riserva e prendi la peggiore posizione libera.
wow-bid-help = Punta più di ${ $high }, la puntata più alta (hai ${ $money }; il rilancio è il nuovo totale).
wow-pass-help = Scarta una pedina senza fare azioni.
wow-retreat-help = La tua parte perde; i suoi cowboy si sparpagliano in altre città.
wow-fire-help = Tira un dado per combattente; ogni 5 o 6 abbatte uno dei loro.
wow-fight-now = Ora attacco { $attack } contro difesa { $defence }
wow-fight-desc = { $now }. { $what }
wow-target-help = { $cowboys ->
    [one] Il tuo unico cowboy lì combatte
   *[other] Combattono tutti i tuoi { $cowboys } cowboy lì
}; il difensore può avere sceriffo, guardia o un cowboy fittizio.
wow-do-pass = Passa (scarta una pedina)
wow-box-help = { $action ->
    [buy_cattle] Paga $1 a capo; mettine 1 o 2 in città dove hai un cowboy.
    [hire_cowboys] Paga $1 a cowboy; mettine 1 o 2 in qualsiasi città.
    [build] Costruisci questa proprietà in una città con uno spazio libero.
    [move_cowboys] Muovi i tuoi cowboy tra le città, uno alla volta.
    [move_cattle] Sposta un tuo capo di bestiame in una città dove hai un cowboy.
    [gunfight] Apri una sparatoria in una città dove hai un cowboy.
   *[farmer] Piazza il tuo contadino (una volta per partita) su un recinto.
}
wow-do-cattle = Bestiame { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ($1)
wow-do-hire = Assumi un cowboy { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ($1)
wow-do-done = { $question ->
    [cattle] Fatto (niente più bestiame)
    [hire] Fatto (niente più cowboy)
    [move] Fatto (niente più spostamenti)
   *[other] Fatto
}
wow-do-build = Costruisci { $building ->
    [prigione] una
    [diligenza] una
    [banca] una
   *[other] un
} { $building } { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} (${ $cost })
wow-do-build-here = Costruisci { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}
wow-do-move = Muovi un cowboy: { $src } → { $dst }
wow-do-move_cattle = Sposta un capo: { $src } → { $dst }
wow-do-farmer-empty = Contadino { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} su un recinto vuoto
wow-do-farmer-on = Contadino { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} sul bestiame di { $owner }
wow-stage-town = { $town }
wow-do-target = { $what ->
    [farmer] Spara al contadino { $town ->
        [Abilene] ad { $town }
       *[other] a { $town }
    }
    [cattle] Razzia { $target } { $town ->
        [Abilene] ad { $town }
       *[other] a { $town }
    }
   *[other] Attacca { $target } { $town ->
        [Abilene] ad { $town }
       *[other] a { $town }
    }
}
wow-answer = { $question ->
    [sheriff_attack] { $yes ->
        [true] Aggiungi il tuo sceriffo all'attacco
       *[other] Tieni fuori il tuo sceriffo
    }
    [sheriff_defend] { $yes ->
        [true] Aggiungi il tuo sceriffo alla difesa
       *[other] Tieni fuori il tuo sceriffo
    }
    [ask_help] { $yes ->
        [true] Chiedi lo sceriffo a chi ha la prigione
       *[other] Non chiedere aiuto
    }
    [help_defender] { $yes ->
        [true] Manda il tuo sceriffo ad aiutare il difensore
       *[other] Non aiutare
    }
    [help_farmer] { $yes ->
        [true] Manda il tuo sceriffo ad aiutare il contadino
       *[other] Resta fuori
    }
   *[other] { $yes ->
        [true] Sì
       *[other] No
    }
}
wow-do-fire = Spara
wow-do-retreat = Ritirati (perdi la sparatoria)
wow-do-scatter = Sparpaglia un cowboy verso { $town }
wow-do-move-out = { $all ->
    [true] Porta tutti i cowboy fuori, { $town ->
        [Abilene] ad { $town }
       *[other] a { $town }
    }
   *[other] Porta un cowboy fuori, { $town ->
        [Abilene] ad { $town }
       *[other] a { $town }
    }
}
wow-do-take-wanted = Togli un segnalino Wanted a { $who }

## Refusals

wow-bid-too-low = La puntata deve superare quella più alta (${ $high }).
wow-bid-too-high = Non puoi puntare più dei ${ $money } che hai.
wow-no-such-box = In questa partita quella casella azione non esiste.
wow-box-taken = In questo turno la casella { $box } è già occupata.
wow-box-unusable = Ora non puoi eseguire { $box }, quindi non puoi prendere la sua casella.
wow-done-too-early = La prima scelta è obbligatoria: falla prima di fermarti.
wow-box-limit = Questa casella ne consente al massimo { $units }.
wow-no-money = { $cost ->
    [one] Ti serve $1 per farlo.
   *[other] Ti servono ${ $cost } per farlo.
}
wow-no-cattle-left = Nella tua scorta non c'è più bestiame.
wow-no-cowboys-left = Nella tua scorta non ci sono più cowboy.
wow-no-building-left = Nella tua scorta non ci sono più segnalini { $building }.
wow-pair-one-town = Entrambi i capi di bestiame devono andare { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-cattle-needs-cowboy = Per mettere bestiame { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ti serve un cowboy lì.
wow-no-empty-corral = { $town } non ha recinti vuoti.
wow-town-closed = { $town } è chiusa al nuovo bestiame: { $below } non è piena per più della metà.
wow-town-full = { $town } non ha spazi edificio liberi.
wow-type-present = { $town } ha già { $building ->
    [prigione] una
    [diligenza] una
    [banca] una
   *[other] un
} { $building }.
wow-build-limit = Possiedi già 2 edifici { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-same-town = Scegli una città diversa in cui spostarti.
wow-no-cowboy-in = Non hai cowboy { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-cowboy-just-arrived = I tuoi cowboy { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} sono arrivati durante questa azione e non possono muoversi di nuovo.
wow-no-own-cattle-in = Non hai bestiame { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-farmer-used = Hai già usato il tuo contadino in questa partita.
wow-farmer-already = { $town } ha già un contadino.
wow-no-cattle-of = { $owner } non ha bestiame { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-no-cowboy-to-fight = Per aprire una sparatoria { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} ti serve un cowboy lì.
wow-no-farmer-there = Non c'è nessun contadino { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-farmer-target-plain = Il contadino non appartiene a nessuno: prendi di mira solo lui.
wow-no-such-building = Non c'è { $building ->
    [prigione] nessuna
    [diligenza] nessuna
    [banca] nessuna
   *[other] nessun
} { $building } da attaccare { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-own-building = Non puoi attaccare un tuo edificio.
wow-no-token-to-replace = Nella tua scorta non hai segnalini { $building } con cui sostituire il bersaglio.
wow-raid-whose = Indica un altro giocatore a cui razziare il bestiame.
wow-raid-too-many = { $owner } ha solo { $have ->
    [one] 1 capo di bestiame
   *[other] { $have } capi di bestiame
} { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}.
wow-raid-no-supply = { $count ->
    [one] Ti serve 1 capo di bestiame nella scorta per sostituirlo.
   *[other] Ti servono { $count } capi di bestiame nella scorta per sostituirli.
}
wow-leave-town = I tuoi cowboy devono lasciare { $town } per un'altra città.
wow-scatter-used = Un cowboy è già andato { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}: uno per città.
wow-one-cowboy-left = Resta da spostare un solo cowboy.
wow-wanted-self = Il segnalino Wanted va tolto a un altro giocatore, non a te.
wow-wanted-none = { $who } non ha segnalini Wanted.

## The board in words

wow-status = Turno { $round } di { $rounds } · { $phase } · tocca a { $who }
wow-status-over = Partita finita
wow-phase = { $phase ->
    [setup] Inizio del gioco
    [auction] Asta
   *[actions] Azioni
}
wow-phase-shootout = Sparatoria { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
} per { $target }
wow-status-asked = Turno { $round } di { $rounds } · { $phase } · { $prompt }
wow-prompt = { $who }: { $question }
wow-line-track = Segna-turni { $track } (entrate dopo i turni { $income }).
wow-line-order = Ordine di gioco: { $order }.
wow-line-player = { $who }: ${ $money }, { $wanted } Wanted, punteggio attuale { $score }, entrate { $income }, cowboy in scorta { $cowboys }, bestiame in scorta { $cattle }.
wow-line-town = { $town }: bestiame [{ $cattle }]{ $farmer ->
    [true] {" "}+ contadino
   *[other] {""}
}; proprietà [{ $property }]; cowboy [{ $cowboys }].
wow-owned = { $building } di { $who }
wow-cowboys-of = { $who } x{ $count }
wow-taken-box = { $box } ({ $who })
wow-line-boxes = Caselle occupate: { $boxes }.
wow-line-fight = Sparatoria { $town ->
    [Abilene] ad { $town }
   *[other] a { $town }
}: attacco { $attack } contro difesa { $defence }.
wow-supply-of = { $building } { $count }
wow-hand-me = Tu ({ $who }): ${ $money }, { $wanted } Wanted, posizione nell'ordine { $position }, { $discs ->
    [one] 1 pedina rimasta
   *[other] { $discs } pedine rimaste
}.
wow-hand-supply = Scorta: { $cowboys } cowboy, { $cattle ->
    [one] 1 capo di bestiame
   *[other] { $cattle } capi di bestiame
}; { $buildings }.
wow-hand-farmer = Contadino: { $used ->
    [true] usato
   *[other] disponibile
}. Entrate se si incassasse ora: ${ $income }. Punteggio se la partita finisse ora: { $score }.

## /rules

wow-rules-overview = Way Out West: da 3 a 5 baroni del bestiame comprano bestiame, assumono cowboy e costruiscono proprietà in cinque città (San Antonia, Kansas City, Abilene, Dodge City, Deadwood), poi usano le sparatorie per impadronirsi di ciò che hanno costruito gli altri. In 3 giocatori si giocano 12 turni ($20 a testa); in 4, 9 turni ($20); in 5, 9 turni ($25). Tutto è pubblico. Ogni turno: un'asta per l'ordine di gioco, poi due giri di azioni, poi le entrate sulle caselle 3, 6, 9 e 12 del segna-turni.
wow-rules-auction = Si punta seguendo l'ordine di gioco del turno precedente. Al tuo turno rilancia a un nuovo totale più alto della puntata maggiore, fino a tutto il tuo denaro, oppure abbandona l'asta. Chi abbandona paga la sua ultima puntata alla riserva e prende la peggiore posizione libera; l'ultimo rimasto prende la posizione 1 e paga la sua puntata. Chi non può rilanciare abbandona automaticamente.
wow-rules-actions = In ordine di gioco, due volte per turno, metti una pedina su una casella azione libera ed esegui subito l'azione, oppure passa. Compra bestiame ($1 a capo, 1-2): un recinto vuoto in una città dove hai un cowboy; le città sopra San Antonia si aprono solo quando la città sotto è piena per più della metà. Assumi cowboy ($1 l'uno, 1-2) in qualsiasi città. Costruisci una prigione $3, una diligenza $4, un emporio $5, un hotel $8, una banca $10 o un treno $20: uno per tipo in ogni città, al massimo 2 tuoi edifici per città. Muovi fino a 3 o 5 cowboy; sposta un tuo capo di bestiame in una città dove hai un cowboy; piazza il tuo contadino una volta per partita; oppure apri una sparatoria. La diligenza di un altro giocatore guadagna $1 dalla riserva per ogni cowboy assunto nella sua città o che ne esce o vi entra. Puoi prendere solo una casella che puoi davvero usare.
wow-rules-shootouts = Attacca un edificio di un altro giocatore, 1-2 suoi capi di bestiame o il contadino, in una città dove hai un cowboy. Tutti i tuoi cowboy lì combattono contro tutti quelli del difensore; una banca o un treno aggiunge una guardia; chi possiede la prigione della città può aggiungere uno sceriffo; chi difende senza cowboy difende come se ne avesse uno (un cowboy fittizio). Se le parti sono pari sparano insieme a ogni scambio; altrimenti spara prima la parte più debole e poi si alternano. Ogni 5 o 6 uccide un combattente (muoiono prima i cowboy). Invece di sparare, una parte può ritirarsi e perdere, sparpagliando i suoi cowboy uno per ciascuna delle altre città. Chi vince prende un segnalino Wanted. Un edificio o del bestiame conquistato viene sostituito da pezzi dell'attaccante; una prigione viene distrutta; una banca viene svaligiata per il risultato di tre dadi (se il proprietario non può pagare tutto, paga quanto ha e perde la banca); un contadino abbattuto esce dal gioco.
wow-rules-income = Dopo i turni 3, 6, 9 e 12 del segna-turni: ogni capo di bestiame rende $2 ($1 se in città c'è un contadino, il doppio con un treno). Una banca rende $2 per ogni edificio di altri giocatori nella sua città, un emporio $1 per ogni capo di bestiame di altri giocatori più $2 se c'è un contadino, un hotel $1 per ogni cowboy di altri giocatori.
wow-rules-scoring = Alla fine ogni edificio vale tanti punti quanti sono gli edifici della sua città. Ogni capo di bestiame vale 1 (2 con un treno, 1 in meno con un contadino). Chi da solo ha più edifici + bestiame in una città guadagna tanti punti quanto è grande la città (in caso di parità, nessuno). Chi ha più denaro guadagna 5 (parità: 2 a testa), chi ha più segnalini Wanted 4 (parità: 2 a testa). Vince il totale più alto; in caso di parità la vittoria è condivisa.

## Drawings (render/wow*.py)

wow-draw-supply = { $who } · scorta: { $cowboys } cowboy, { $cattle ->
    [one] 1 capo
   *[other] { $cattle } capi
}, { $buildings }, { $farmer ->
    [true] contadino usato
   *[other] contadino pronto
}
wow-draw-round = Turno { $round } di { $rounds }  ($ = entrate)
wow-draw-high-bid = Asta · puntata più alta ${ $high }
wow-draw-bidder = ${ $bid } { $active ->
    [true] in gara
   *[other] fuori, posto { $position }
}
wow-draw-start-dice = Dadi per il primo giocatore: { $rolls }
wow-draw-rolled = { $who } tira { $die }
wow-draw-fight = { $town }: { $attacker } attacca { $target } · { $mode ->
    [sim] fuoco simultaneo
    [seq] fuoco alternato
   *[other] scelta delle parti
}
wow-draw-sides = attacco { $attack }   difesa { $defence }
wow-draw-side-part = { $count } { $kind ->
    [cowboys] cowboy
    [phantom] { $count ->
        [one] cowboy fittizio
       *[other] cowboy fittizi
    }
    [guard] { $count ->
        [one] guardia
       *[other] guardie
    }
    [sheriff] { $count ->
        [one] sceriffo
       *[other] sceriffi
    }
   *[farmer] { $count ->
        [one] contadino
       *[other] contadini
    }
}
wow-draw-side-none = nessuno rimasto
wow-draw-volley = { $who } tira [{ $dice }]: { $hits ->
    [one] 1 colpo a segno
   *[other] { $hits } colpi a segno
}, { $killed } a terra
wow-draw-no-one = nessuno
wow-draw-won = { $who } vince
wow-draw-nobody-won = nessun vincitore
wow-draw-plus = { $head }+{ $tail }
wow-draw-idle = Niente da decidere per ora.
wow-draw-panel = { $panel ->
    [shootout] Sparatoria
    [last] Ultima sparatoria
    [auction] Asta
   *[now] Ora
}

## Didascalie fisse dell'immagine del tabellone (render/wow*.py); brevi, devono stare nelle caselle

wow-r-key = Legenda
wow-r-legend-corrals = Recinti: quadrato = recinto, segnalino = bestiame, C = contadino
wow-r-legend-buildings = Proprietà: nel colore del proprietario, con la sua lettera
wow-r-legend-colours = Giallo = deve agire ora; casella grigia = presa in questo turno
wow-r-legend-supply = Scorta: P prigione, D dilig., E emporio, H hotel, B banca, T treno
wow-r-farmer-mark = C
wow-r-corrals = recinti
wow-r-buildings = edifici
wow-r-cowboys = cowboy
wow-r-token = { $kind ->
    [jail] Prigione
    [stagecoach] Dilig.
    [store] Emporio
    [hotel] Hotel
    [bank] Banca
   *[train] Treno
}
wow-r-letter = { $kind ->
    [jail] P
    [stagecoach] D
    [store] E
    [hotel] H
    [bank] B
   *[train] T
}
wow-r-action-boxes = Caselle azione
wow-r-players = Giocatori
wow-r-col-money = denaro
wow-r-col-wanted = Wanted
wow-r-col-score = punti
wow-r-col-income = entrate
wow-r-col-discs = pedine
wow-r-turn-order = Ordine di gioco
wow-r-buildings-do = Cosa fanno gli edifici

# /rules topics
wow-topic-overview = Panoramica
wow-topic-auction = Asta
wow-topic-actions = Azioni
wow-topic-shootouts = Sparatorie
wow-topic-income = Entrate
wow-topic-scoring = Punteggio

## The card reference (/card)
wow-card-building = Edificio
