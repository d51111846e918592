# Terms: (English -> Italian. The only rulebook for this game in the seeds is the Spanish
# edition, "Pequeños grandes westerns", so every Italian term is our choice; where it follows
# the Spanish rulebook's term, that term is given.)
#   posse (token) -> pistolero, pl. pistoleri: our choice (Spanish rulebook "ficha de pistolero")
#   third posse -> terzo pistolero: our choice (Spanish "tercer pistolero")
#   standing / lying down / wounded -> in piedi / sdraiato / ferito: our choice (Spanish erguido / tumbado / herido)
#   boss -> capo: our choice (Spanish "jefe")
#   building (card) -> edificio: our choice (Spanish "carta de propiedad")
#   mat -> plancia: our choice (Spanish "tapete")
#   Town Hall -> Municipio: our choice (Spanish "Alcaldía")
#   Bank -> Banca: our choice
#   Courthouse -> Tribunale: our choice
#   Sheriff's Office -> Ufficio dello sceriffo: our choice (Spanish "Oficina del sheriff")
#   Saloon -> Saloon: our choice (Spanish "salón")
#   Hideout -> Covo: our choice (Spanish "guarida")
#   influence -> influenza: our choice (Spanish "influencia")
#   MONEY / LAW / FORCE -> DENARO / LEGGE / FORZA: our choice (Spanish Dinero / Ley / Fuerza)
#   ANY / wild -> A SCELTA / a scelta: our choice (Spanish "influencia libre")
#   industry -> industria: our choice (Spanish "negocio")
#   MINING / RAILROAD / WAGON -> MINIERA / FERROVIA / CAROVANA: our choice (Spanish minería / ferrocarril / caravana)
#   industry track START / THIRD / SECOND / FIRST -> partenza / 3ª / 2ª / 1ª posizione: our choice (Spanish "3.ª posición")
#   phases -> Fase 1 (tieni una carta), Fase 2 (piazzamento), Fase 3 (risoluzione), Fase 4 (acquisti): our choice
#       (Spanish: Barajar y repartir, Colocar pistoleros, Resolver edificios, Comprar propiedades)
#   round -> round: our choice (Spanish "ronda")
#   dealer -> mazziere: our choice (Spanish "crupier")
#   spot -> casella: our choice (Spanish "casilla de colocación")
#   influence spot -> casella Influenza: our choice (Spanish "casilla de influencia")
#   porch -> portico: our choice (Spanish "porche")
#   instant / resolution side -> lato istantaneo / lato risoluzione: our choice (Spanish "¡Al instante!" / "Resolución")
#   buy slot -> zona acquisto: our choice (Spanish "zona de compra")
#   gap -> spazio (tra le plance): our choice (Spanish "espacio entre los tapetes")
#   pot -> piatto: our choice (Spanish "Bote del Ganador")
#   Leftover -> Invenduti: our choice (Spanish «Sobrante»)
#   Wanted card -> carta Ricercato: our choice (Spanish carta «Se busca»)
#   Rival -> Rivale: our choice (Spanish "Rival")
#   duel / attacker / defender / power -> duello / attaccante / difensore / potenza: our choice
#       (Spanish duelo / atacante / defensor / "valor de disparo")
#   reroll / stand (in a duel) -> ritirare il dado / fermarsi ("Mi fermo"): our choice
#   VP -> PV (punti vittoria): our choice (Spanish "PV")
#   icon -> simbolo: our choice (Spanish "símbolo")
#   suits HAT / TEEPEE / HORSESHOE / STEER -> CAPPELLI / TEPEE / FERRI DI CAVALLO / BUOI: our choice
#       (Spanish "sombrero", "res"); plural, like Italian card suits: "4 di CAPPELLI"
#   hands -> scala colore, tris, colore, scala, coppia, carta alta: our choice (Italian poker terms)
#   bosses -> Il Banchiere, Il Giocatore d'azzardo, L'Allevatore, L'Esploratore, La Cowgirl,
#       Il Marshal, Il Fuorilegge, Il Becchino: our choice (Il Banchiere follows Spanish "banquero")
#   buildings -> see tew-building-B01..B30 below: our choice; Perito, Miniera crollata, Ranch,
#       Barbiere and Cimitero follow the Spanish cards (Tasador, Mina derrumbada, Hacienda,
#       Barbería, Cementerio)
#
# Mat names arrive as finished text ($mat), so "del/della/dell'" and "al/alla/all'" are chosen
# on the name. The default branch is "Ufficio dello sceriffo", which cannot be a variant key
# (it has spaces). Buildings are named after "l'edificio" in sentences, so that no article has
# to agree with 30 names. Events are in the present tense, so no past participle has to agree
# with a player's name.

# Tiny Epic Western: every sentence the engine's keyed messages stand for.
# Players are passed as names ($who, $attacker, ...); card codes like 4Te are tokens.

tew-blurb = Mani di poker, duelli e conquiste in una minuscola città di frontiera (1-4 giocatori, Rivale in solitario).

## Names of components

tew-mat = { $mat ->
    [TOWN_HALL] Municipio
    [BANK] Banca
    [COURTHOUSE] Tribunale
    [SHERIFF] Ufficio dello sceriffo
    [SALOON] Saloon
   *[HIDEOUT] Covo
}
tew-spot = { $kind ->
    [INFLUENCE] Influenza
    [PORCH] Portico
    [VALUE] Valore
    [SUIT] Seme
   *[LEFTOVER] Invenduti
} { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-spot-side = { $spot } ({ $side ->
    [INSTANT] lato istantaneo
    [RESOLUTION] lato risoluzione
    [MINUS] -1
    [PLUS] +1
    [DOWN] giù
   *[UP] su
})
tew-side = { $side ->
    [INSTANT] istantaneo
    [RESOLUTION] risoluzione
    [MINUS] -1
    [PLUS] +1
    [DOWN] giù
   *[UP] su
}
tew-inf = { $type ->
    [MONEY] DENARO
    [LAW] LEGGE
    [FORCE] FORZA
   *[ANY] A SCELTA
}
tew-inf-or-wild = { $type ->
    [MONEY] DENARO
    [LAW] LEGGE
    [FORCE] FORZA
   *[ANY] a scelta
}
tew-industry = { $industry ->
    [MINING] MINIERA
    [RAILROAD] FERROVIA
   *[WAGON] CAROVANA
}
tew-track = { $pos ->
    [START] partenza
    [THIRD] 3ª posizione
    [SECOND] 2ª posizione
   *[FIRST] 1ª posizione
}
tew-suit = { $suit ->
    [Ha] CAPPELLI
    [Te] TEPEE
    [Ho] FERRI DI CAVALLO
   *[St] BUOI
}
tew-card = { $value } di { $suit }
tew-hand = { $hand ->
    [STRAIGHT_FLUSH] scala colore
    [THREE_OF_A_KIND] tris
    [FLUSH] colore
    [STRAIGHT] scala
    [PAIR] coppia
   *[HIGH_CARD] carta alta
}
tew-cost-nothing = niente
tew-cost-part = { $n } { $type }
tew-cost-plus = { $rest } + { $n } { $type }
tew-cost-short = { $n }{ $type ->
    [MONEY] $
    [LAW] L
   *[FORCE] F
}
tew-cost-short-plus = { $rest } { $item }
tew-who = { $who }
tew-join-comma = { $rest }, { $item }
tew-join-and = { $rest } e { $item }
tew-how = { $how ->
    [REGULAR] acquisto normale
    [LEFTOVER] Invenduti
    [AUCTION] Casa d'aste
    [BANK] Banca centrale
   *[FREE] gratis
}
tew-pot = { $n } { $type }
tew-pot-sheriff = 1 LEGGE + 1 FORZA, oppure il terzo pistolero

## What grants a gain or asks a payment (shown in brackets or after "Fonte:")

tew-src-wanted = carta Ricercato
tew-src-banker = Banchiere
tew-src-cowgirl = Cowgirl
tew-src-undertaker = Becchino
tew-src-marshal = Marshal
tew-src-rancher = Allevatore
tew-src-reroll = nuovo tiro
tew-src-force-rival = forzatura del Rivale
tew-src-auction-house = Casa d'aste
tew-src-central-bank = Banca centrale
tew-src-post-office = Ufficio postale
tew-src-sheriff-pot = piatto dell'Ufficio dello sceriffo
tew-src-pot = piatto { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-src-resolution = risoluzione { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-src-instant = lato istantaneo { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-src-porch = portico { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-src-income = portico usato da { $who }

## Events

tew-ev-boss = Capo di { $who }: { $boss }.
tew-ev-round = Inizia il round { $round }; { $dealer } fa da mazziere.
tew-ev-gaps = Il mazzo di poker viene mescolato; negli spazi ci sono { $cards }.
tew-ev-gaps-solo = Il mazzo di poker viene mescolato; negli spazi ci sono { $cards }. La carta scoperta del Rivale è { $rival }.
tew-ev-dealt = { $who } riceve { $cards }.
tew-ev-dealt-public = { $who } riceve { $n ->
    [one] 1 carta
   *[other] { $n } carte
}.
tew-ev-kept = { $who } tiene { $card }.
tew-ev-kept-public = { $who } tiene una carta.
tew-ev-third = Il terzo pistolero di { $who } si alza per questo round.
tew-ev-third-paid = Il terzo pistolero di { $who } si alza per questo round (costo: 1 { $type }).
tew-ev-placed = { $who } piazza un pistolero nella casella { $spot }.
tew-ev-sat-out = { $who } non ha caselle valide: quel pistolero resta fuori per questo round.
tew-ev-rival-rolled = Il Rivale tira { $roll } per il suo piazzamento.
tew-ev-gained = { $who } ottiene { $n } { $type }.
tew-ev-gained-from = { $who } ottiene { $n } { $type } ({ $source }).
tew-ev-gained-capped = { $who } ottiene { $n } { $type } invece di { $face }: nessuno può averne più di { $cap }.
tew-ev-gained-from-capped = { $who } ottiene { $n } { $type } ({ $source }) invece di { $face }: nessuno può averne più di { $cap }.
tew-ev-paid = { $who } paga { $n } { $type }.
tew-ev-paid-for = { $who } paga { $n } { $type } ({ $reason }).
tew-ev-used = { $who } usa l'edificio { $building }.
tew-ev-used-note = { $who } usa l'edificio { $building }: { $note }.
tew-ev-traded = { $who } usa l'edificio { $building }: paga { $paid } e ottiene { $gained }.
tew-ev-traded-capped = { $who } usa l'edificio { $building }: paga { $paid } e ottiene { $gained } invece di { $face }; nessuno può averne più di { $cap }.
tew-ev-traded-free = { $who } usa l'edificio { $building } e ottiene { $gained }.
tew-ev-traded-free-capped = { $who } usa l'edificio { $building } e ottiene { $gained } invece di { $face }; nessuno può averne più di { $cap }.
tew-note-outhouse = niente duelli con { $who } in questo round
tew-note-gunsmith = +1 alla potenza nei duelli in questo round
tew-note-no-wounded = nessun pistolero ferito, niente guadagno
tew-note-unusable = { $kind ->
    [STOCK] non ha 3 di un tipo da pagare, o nessuna industria può avanzare; non succede nulla
    [HOTEL] non ha 2 di un tipo da pagare; non succede nulla
    [BOUNTY] non ha 2 FORZA da pagare, o ha già la carta Ricercato; non succede nulla
    [AUCTION] non ha 1 da pagare, o non restano edifici da pescare; non succede nulla
    [POST_OFFICE] non ha 2 di un tipo da pagare; non succede nulla
    [BANK] non può pagare nessun edificio delle zone acquisto; non succede nulla
    [DOCTOR] nessun pistolero ferito da spostare; non succede nulla
    [LIVERY] nessun pistolero da spostare; non succede nulla
   *[other] niente di ciò che offre è possibile ora; non succede nulla
}
tew-ev-duel = { $attacker } sfida { $defender } nella casella { $spot }: dadi { $a } contro { $d }.
tew-ev-reroll = { $who } ritira il dado e ottiene { $die }.
tew-ev-reroll-paid = { $who } ritira il dado (paga 1 { $type }) e ottiene { $die }.
tew-ev-rival-reroll-paid = { $who } paga 1 { $type } per far ritirare il Rivale; ottiene { $die }.
tew-ev-card-added = { $who } rivela { $card } e la aggiunge al duello.
tew-ev-rival-card = Il Rivale pesca { $card } come carta da duello.
tew-ev-rival-redraw = { $who } paga 1 { $type } per far ripescare il Rivale; il Rivale pesca { $card } come carta da duello.
tew-ev-stood = { $who } si ferma.
tew-ev-duel-won = { $winner } vince il duello nella casella { $spot } ({ $won } a { $lost }); il pistolero di { $loser } è ferito.
tew-ev-wanted = Ora la carta Ricercato è di { $who }.
tew-ev-wanted-bounty = { $who } paga 2 FORZA all'edificio { $building } e ora la carta Ricercato è sua.
tew-reveal-part = { $who } { $card }
tew-ev-revealed = Carte rivelate: { $cards }.
tew-ev-face = All'Ufficio dello sceriffo la carta { $natural } di { $who } ora vale come { $face }.
tew-ev-hand = { $mat }: { $who } vince la mano con { $hand }.
tew-ev-hand-rival = { $mat }: la mano va al Rivale con { $hand }; nessuno incassa.
tew-ev-order = Ordine del Municipio: { $order }.
tew-ev-bought = { $who } compra l'edificio { $building } per { $paid } ({ $how }).
tew-ev-bought-free = { $who } compra l'edificio { $building } ({ $how }).
tew-ev-passed = { $who } non compra niente.
tew-ev-advanced = { $who } fa avanzare { $industry } in { $position }.
tew-ev-advanced-paid = { $who } paga { $paid } all'edificio { $building } e fa avanzare { $industry } in { $position }.
tew-ev-industry-skipped = Nessun segnalino industria può avanzare.
tew-ev-swapped = { $who } scambia le carte degli spazi { $a } e { $b }.
tew-ev-reordered = { $who } mette l'edificio { $building } in cima al portico { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}.
tew-ev-moved = { $who } sposta un pistolero dalla casella { $src } alla casella { $dst }.
tew-ev-auction = { $who } guarda { $buildings }.
tew-ev-auction-public = { $who } guarda { $n ->
    [one] 1 edificio
   *[other] { $n } edifici
} del mazzo.
tew-ev-auction-paid = { $who } paga 1 { $type } alla Casa d'aste e guarda { $buildings }.
tew-ev-auction-paid-public = { $who } paga 1 { $type } alla Casa d'aste e guarda { $n ->
    [one] 1 edificio
   *[other] { $n } edifici
} del mazzo.
tew-ev-poker-reshuffled = Il mazzo di poker è finito; gli scarti vengono mescolati in un nuovo mazzo.
tew-ev-deck-shuffled = Il mazzo degli edifici viene mescolato.
tew-ev-refilled = { $where ->
    [PORCH] Nuovo edificio sul portico
   *[SLOT] Nuovo edificio nella zona acquisto
} { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}: { $building }.
tew-ev-third-set = Nel prossimo round il terzo pistolero di { $who } { $standing ->
    [true] sarà in piedi
   *[false] resterà sdraiato
}.
tew-ev-round-ended = Fine del round { $round }.
tew-ev-game-ended = La partita è finita: { $reason ->
    [ROUNDS] si sono giocati sei round
   *[DECK] il mazzo degli edifici è esaurito
}.

## Results

tew-score-detail = { $total } PV: edifici { $buildings }, industria { $industry }, Ricercato { $wanted }; { $n ->
    [one] 1 edificio
   *[other] { $n } edifici
}, { $icons ->
    [one] 1 simbolo
   *[other] { $icons } simboli
}
tew-score-solo = { $human } | Rivale: { $rival }
tew-result-won = { $who } vince con { $vp } PV.
tew-result-shared = { $who } si dividono la vittoria con { $vp } PV.
tew-result-solo-won = { $who } batte il Rivale, { $vp } PV a { $rival }.
tew-result-solo-draw = { $who } e il Rivale pareggiano a { $vp } PV; un pareggio non è una vittoria.
tew-result-solo-lost = Il Rivale batte { $who }, { $rival } PV a { $vp }.

## Status and the question asked

tew-phase = { $stage ->
    [boss] Preparazione (scelta dei capi)
    [keep] Fase 1 (tieni una carta)
    [rancher] Fase 2 (piazzamento)
    [place] Fase 2 (piazzamento)
    [reveal] Fase 3 (risoluzione)
    [start3] Fase 3 (risoluzione)
    [resolve] Fase 3 (risoluzione)
    [post_office] Fase 4 (acquisti)
    [order] Fase 4 (acquisti)
    [buy] Fase 4 (acquisti)
    [leftover] Fase 4 (acquisti)
    [claim] Fase 4 (acquisti)
    [industry] Fase 4 (acquisti)
    [end_round] Fine del round
   *[over] Partita finita
}
tew-status = Round { $round } · { $phase } · { $who } deve { $doing }
tew-status-choosing = Round { $round } · { $phase } · scelgono una carta: { $who }
tew-status-over = Round { $round } · Partita finita
tew-doing = { $kind ->
    [PLACE] piazzare
    [DUEL] agire in un duello — { $detail }
    [GAIN] ottenere { $amount } di un tipo ({ $source })
    [GRAVEYARD] ottenere 1 di ciascuno di due tipi diversi ({ $source })
    [BUY] comprare
    [LEFTOVER] fare un acquisto dagli Invenduti
    [ADVANCE] far avanzare un'industria
    [BOSS] scegliere un capo
    [DISCOUNT] scegliere lo sconto sull'edificio { $source }
    [MOVE_TO] scegliere dove va il pistolero ({ $source })
   *[other] decidere — { $detail }
}
tew-q-boss = Scegli il tuo capo
tew-q-keep = Tieni una delle carte ricevute
tew-q-rancher = { $source }: paghi 1 per alzare il terzo pistolero?
tew-q-place = Piazza un pistolero
tew-q-duel = Duello
tew-q-duel-now = Duello: { $now }
tew-q-gain = Di che tipo ottieni { $amount }? ({ $source })
tew-q-graveyard = { $source }: ottieni 1 di ciascuno di due tipi diversi
tew-q-convert = { $source }: quanto vuoi convertire?
tew-q-hotel = Grand Hotel: paghi 2 di un tipo?
tew-q-telegraph = Ufficio del telegrafo: scambi due spazi?
tew-q-bounty = Ufficio delle taglie: paghi 2 FORZA?
tew-q-stock = Borsa: paghi 3 per far avanzare un'industria?
tew-q-auction = Casa d'aste: paghi 1 per guardare?
tew-q-auction-pick = Casa d'aste: ne compri uno?
tew-q-bank = Banca centrale: compri da una zona acquisto?
tew-q-barber = Barbiere: riordini un portico?
tew-q-barber-card = { $source }: quale carta metti in cima?
tew-q-doctor = Studio medico: sposti un pistolero ferito?
tew-q-livery = Scuderia: sposti un pistolero?
tew-q-move-to = { $source }: dove va il pistolero?
tew-q-sheriff-pot = Piatto dell'Ufficio dello sceriffo: 1 LEGGE + 1 FORZA, o il terzo pistolero nel prossimo round?
tew-q-post-office = Ufficio postale: paghi 2 per passare in testa all'ordine?
tew-q-buy = Compra un edificio
tew-q-leftover = Invenduti: compra da qualsiasi zona
tew-q-discount = Acquisto dell'edificio { $source }: quali unità di costo toglie lo sconto?
tew-q-advance = Fai avanzare un'industria
tew-q-short = { $kind ->
    [RANCHER] Allevatore
   *[other] effetto
}

## Action labels and descriptions

tew-keep = Tieni { $card }
tew-keep-hidden = Tieni una carta
tew-keep-desc = Le altre carte ricevute vengono scartate coperte
tew-pick-top = Metti in cima: { $building }
tew-pick-hidden = Compra un edificio pescato
tew-duel-reroll = Ritira il dado (paga 1 { $type })
tew-duel-reveal = Rivela e aggiungi { $card }
tew-duel-reveal-hidden = Rivela e aggiungi la carta tenuta
tew-duel-reveal-desc = Aggiunge { $n } alla tua potenza in questo duello
tew-duel-stand = Mi fermo
tew-duel-stand-desc = Chiudi il duello così com'è
tew-duel-now = Ora { $mine } contro { $theirs }; in parità vince { $ties ->
    [attacker] l'attaccante
   *[defender] il difensore
}
tew-duel-desc = { $now }. { $what }
tew-duel-die = Il tuo dado mostra { $die }
tew-duel-rival-reroll = Fai ritirare il Rivale (paga 1 { $type })
tew-duel-rival-redraw = Fai ripescare il Rivale (paga 1 { $type })
tew-gain = Ottieni { $n } { $type }
tew-from = Fonte: { $source }
tew-gain-pair = Ottieni 1 { $type } e 1 { $second }
tew-capped = { $label } → +{ $got } (max)
tew-pay = Paga { $n } { $type } ({ $source })
tew-decline = { $kind ->
    [BUY] Passa
    [LEFTOVER] Passa
    [AUCTION_PICK] Non comprarne nessuno
   *[other] Rinuncia
}
tew-decline-desc = { $kind ->
    [BUY] Non comprare niente in questo round
    [LEFTOVER] Nessun acquisto dagli Invenduti
    [AUCTION_PICK] Le carte pescate tornano nel mazzo, che viene mescolato
   *[other] Non usare questo effetto
}
tew-convert = Converti { $n } { $src } in { $got } { $dst }
tew-reorder = Riordina il portico { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}
tew-move-from = Sposta il pistolero: { $spot }
tew-move-to = Sposta: { $place }
tew-swap = Scambia gli spazi { $a } e { $b } ({ $ca } <-> { $cb })
tew-stock = Paga 3 { $type }, fai avanzare { $industry }
tew-sheriff-pot = { $choice ->
    [INFLUENCE] Ottieni 1 LEGGE + 1 FORZA
   *[POSSE] Terzo pistolero nel prossimo round
}
tew-sheriff-pot-last = Terzo pistolero nel prossimo round (non c'è: è l'ultimo)
tew-discount = Togli { $money } DENARO, { $law } LEGGE, { $force } FORZA
tew-advance = Fai avanzare { $industry }
tew-buy = Compra { $building } — { $vp } PV, costa { $cost }
tew-buy-empty = La zona acquisto { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
} è vuota
tew-bank-buy = Compra { $building } — { $vp } PV, costa { $cost } +1 { $type }
tew-place = { $spot }: { $gives }
tew-spot-on-side = { $spot }, { $side ->
    [INSTANT] lato istantaneo
   *[RESOLUTION] lato risoluzione
}
tew-place-duel = { $place } (duello)
tew-place-duel-desc = Inizia un duello con { $who }
tew-gives-influence = { $side ->
    [INSTANT] +1 { $type } subito
   *[RESOLUTION] +2 { $type } se vinci
}
tew-gives-empty-porch = vuoto
tew-gives-grey-porch = +1 { $type }, { $porch }
tew-gives-grey-porch-capped = +1 { $type } → +{ $got } (max), { $porch }
tew-gives-sheriff = { $kind ->
    [LEFTOVER] compra ovunque a fine Fase 4
    [VALUE] { $side ->
        [MINUS] valore della carta -1
       *[PLUS] valore della carta +1
    }
   *[SUIT] { $side ->
        [DOWN] seme giù
       *[UP] seme su
    }
}
tew-gives-leftover-desc = Alla fine della Fase 4, compra da qualsiasi zona acquisto

## Refusals

tew-not-dealt = Non hai ricevuto quella carta.
tew-no-such-boss = Quel capo non esiste.
tew-boss-taken = Quel capo è già stato scelto.
tew-no-such-spot = In questa partita quella casella non c'è.
tew-already-there = Hai già un pistolero in piedi su quella casella.
tew-outhouse-no-duels = In questo round hai usato la Latrina, quindi il tuo pistolero non può iniziare duelli.
tew-outhouse-protects = In questo round il pistolero di { $who } su quella casella è protetto dalla Latrina.
tew-no-such-side = La casella { $spot } non ha quel lato.
tew-no-second-type = Scegli un solo tipo.
tew-need-two-types = Scegli due tipi diversi.
tew-two-types-order = Indica due tipi diversi, nell'ordine DENARO, LEGGE, FORZA.
tew-convert-too-many = Hai solo { $n } { $type } da convertire.
tew-cannot-pay = { $n ->
    [one] Ti serve 1 { $type } per pagarlo.
   *[other] Ti servono { $n } { $type } per pagarlo.
}
tew-swap-order = Indica due spazi diversi, prima quello più basso.
tew-bounty-force = L'Ufficio delle taglie accetta solo FORZA.
tew-bounty-yours = La carta Ricercato è già tua.
tew-industry-full = Ora { $industry } non può avanzare.
tew-deck-empty = Il mazzo degli edifici è vuoto.
tew-not-drawn = Non è uno degli edifici che hai pescato.
tew-cannot-afford = Non puoi pagare { $cost }.
tew-slot-empty = La zona acquisto { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
} è vuota.
tew-barber-target = Il portico { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
} non si può riordinare: servono almeno due carte e nessun pistolero sopra.
tew-barber-card = Quella carta non è sotto la carta in cima al portico { $mat ->
    [Municipio] del { $mat }
    [Tribunale] del { $mat }
    [Saloon] del { $mat }
    [Covo] del { $mat }
    [Banca] della { $mat }
   *[other] dell'{ $mat }
}.
tew-no-empty-spot = Non c'è nessuna casella vuota in cui spostarsi.
tew-no-wounded-there = Non hai pistoleri feriti su quella casella.
tew-livery-other = Sposta un altro pistolero, non quello appena arrivato.
tew-no-standing-there = Non hai pistoleri in piedi su quella casella.
tew-move-elsewhere = Il pistolero deve spostarsi su un'altra casella.
tew-spot-not-empty = Quella casella non è vuota.
tew-duel-no-pay = Quella mossa del duello non prevede un tipo di pagamento.
tew-reroll-cost = Non hai { $type } per pagare un nuovo tiro.
tew-already-added = In questo round hai già aggiunto la tua carta tenuta in un duello.
tew-rival-only = Si può fare solo in un duello contro il Rivale in solitario.
tew-force-pay = Indica con quale tipo paghi per forzare il Rivale.
tew-buy-not-present = Per comprare lì ti serve un pistolero { $mat ->
    [Municipio] al { $mat }
    [Tribunale] al { $mat }
    [Saloon] al { $mat }
    [Covo] al { $mat }
    [Banca] alla { $mat }
   *[other] all'{ $mat }
}.
tew-discount-size = Lo sconto toglie esattamente { $n ->
    [one] 1 unità
   *[other] { $n } unità
}.
tew-discount-over = Uno sconto non può togliere di un tipo più di quanto costa la carta.

## Screen-reader board (alt text) and the private hand

tew-alt-gaps = Spazi g0-g5: { $cards }
tew-alt-rival = Carte del Rivale: { $cards }. Ricercato: { $wanted }.
tew-alt-centre = al centro
tew-alt-industry = Industria: { $track } (lato per { $side } giocatori).
tew-alt-track = { $industry }: { $pos }
tew-alt-mat = { $mat } ({ $side ->
    [colour] lato colorato, di { $owner }
    [grey] lato grigio
   *[sheriff] neutrale
}; ai lati { $flanks }; piatto { $pot }): zona acquisto { $buy }; portico { $porch }
tew-alt-building = { $building } ({ $vp } PV)
tew-alt-empty = vuota
tew-alt-none = nessuno
tew-alt-face-down = coperta
tew-alt-code = { $card }
tew-alt-nobody = nessuno
tew-alt-spot = · { $spot }: { $posse }
tew-alt-posse = { $who }{ $standing ->
    [true] {""}
   *[false] {" "}(ferito)
}
tew-alt-posse-side = { $who } ({ $standing ->
    [true] {""}
   *[false] ferito,{" "}
}{ $side })
tew-alt-card = carta { $card }
tew-alt-card-face = carta { $card } (vale come { $face })
tew-alt-card-kept = carta tenuta
tew-alt-card-choosing = sta scegliendo
tew-alt-player = { $who } ({ $colour ->
    [YELLOW] giallo
    [BLUE] blu
    [RED] rosso
    [GREEN] verde
   *[other] { $colour }
}, { $boss }): DENARO { $money }, LEGGE { $law }, FORZA { $force }; { $card }; { $buildings ->
    [one] 1 edificio
   *[other] { $buildings } edifici
}{ $wanted ->
    [true] ; Ricercato
   *[false] {""}
}
tew-alt-duel = Duello nella casella { $spot }: { $attacker } { $a } contro { $defender } { $d }; sta perdendo { $losing }.
tew-hand-dealt = Carte ricevute: { $cards }
tew-hand-card = { $card } ({ $name })
tew-hand-kept = Carta tenuta: { $card }
tew-hand-discards = Scartate: { $cards }
tew-hand-auction = Casa d'aste: { $buildings }
tew-hand-influence = Influenza: DENARO { $money }, LEGGE { $law }, FORZA { $force }

## Rules summary (/rules) by topic

tew-rules-overview =
    Tiny Epic Western per 1-4 giocatori, 6 round. Piazza i tuoi 3 pistoleri attorno a un anello di sei plance per ottenere DENARO, LEGGE e FORZA (ciascuno da 0 a 6), vinci le mani di poker alle plance e compra edifici per fare punti vittoria. Vince chi ha più PV: i PV degli edifici, le quote delle industrie e 2 PV per chi ha la carta Ricercato. Spareggi: più edifici, poi più simboli industria.
tew-rules-phases =
    1. Distribuzione: sei carte vanno scoperte negli spazi tra le plance e una coperta al Rivale; ogni giocatore riceve 2 carte e ne tiene 1 in segreto.
    2. Piazzamento: a partire dal mazziere, ognuno piazza un pistolero per turno (2, o 3 quando il terzo pistolero è in piedi). Prendere una casella dove c'è il pistolero in piedi di un altro giocatore avvia un duello.
    3. Risoluzione: le carte tenute vengono rivelate; a ogni plancia i giocatori presenti confrontano le mani (carta tenuta + le due carte negli spazi ai lati) e chi vince prende il piatto. Chi è da solo deve pareggiare o battere la carta del Rivale.
    4. Acquisti: la mano al Municipio decide l'ordine; ognuno può comprare un edificio a una plancia dove ha un pistolero. La mano migliore al Municipio fa avanzare un segnalino industria. Chi in questo round non ha comprato niente avrà il terzo pistolero nel round successivo.
tew-rules-spots =
    Plance colorate: una casella Influenza (lato istantaneo: +1 subito; lato risoluzione: +2 se vinci la mano restando in piedi) e un portico che offre l'edificio in cima del proprietario (il proprietario guadagna 1 DENARO quando lo usa qualcun altro). Plance grigie: un portico che prima dà 1 del tipo della plancia. Ufficio dello sceriffo: cambia il valore (-1/+1) o il seme (giù/su) della tua carta per le Fasi 3-4, la casella Invenduti (compra da qualsiasi zona alla fine) e un portico.
tew-rules-duels =
    Chi arriva attacca il pistolero in piedi. Entrambi tirano un dado; potenza = dado (+ il valore naturale della tua carta tenuta, una volta rivelata, una volta per round, + Armeria). In caso di parità vince il difensore (il Fuorilegge vince le parità). Chi sta perdendo può ritirare il dado (l'attaccante paga 1 FORZA, il difensore 1 LEGGE), rivelare la carta o fermarsi; il duello finisce quando chi perde si ferma. Il pistolero sconfitto è ferito (resta presente e concorre al piatto, ma perde gli altri benefici); chi vince prende la carta Ricercato.
tew-rules-hands =
    Tre carte, dalla migliore: scala colore, tris, colore, scala, coppia, carta alta. Il colore batte la scala. Le scale sono 1-2-3, 2-3-4, 3-4-5 (senza giro). A parità di combinazione decide la carta del giocatore: prima il valore, poi il seme (CAPPELLI > TEPEE > FERRI DI CAVALLO > BUOI). In caso di parità completa a una plancia vengono pagati tutti i giocatori in parità.
tew-rules-buying =
    Paga il costo stampato nei tipi indicati. La carta comprata resta in attesa sul tuo portico e ne diventa la carta in cima alla fine della Fase 4. Le zone vuote si riempiono alla fine del round; quando il mazzo degli edifici finisce, la partita termina. Industrie: dopo 6 avanzamenti i segnalini occupano la 1ª, 2ª e 3ª posizione; chi ha più simboli di un'industria segna i PV di maggioranza (con 3-4 giocatori c'è anche una quota di minoranza).
tew-rules-solo =
    In solitario giochi contro il Rivale, che ha 3 pistoleri, nessuna influenza e da 0 a 4 edifici secondo la difficoltà. Dopo ogni tuo piazzamento tira un dado: con 1-5 sceglie una plancia in senso orario (saltando quelle dove è già presente), con 6 punta la casella che hai appena preso. Nei duelli agisci solo tu; puoi anche pagare 1 per fargli ritirare il dado o ripescare la carta da duello. Compete a ogni plancia con la migliore delle sue due carte e compra gratis l'edificio con più PV dove ha un pistolero. Per vincere devi superare il suo punteggio.

## Buildings and bosses (names and card texts; data/tew/*.json holds the English)

tew-building-B01 = Perito
tew-building-B01-text = Subito dopo aver pagato il tuo primo acquisto in Fase 4, ottieni DENARO pari ai suoi PV.
tew-building-B02 = Avamposto militare
tew-building-B02-text = Subito dopo aver pagato il tuo primo acquisto in Fase 4, ottieni FORZA pari ai suoi PV.
tew-building-B03 = Ufficio del sindaco
tew-building-B03-text = Subito dopo aver pagato il tuo primo acquisto in Fase 4, ottieni LEGGE pari ai suoi PV.
tew-building-B04 = Miniera crollata
tew-building-B04-text = Il tuo primo acquisto in Fase 4 costa 1 in meno per ogni suo simbolo MINIERA (scegli tu le unità).
tew-building-B05 = Ufficio postale
tew-building-B05-text = All'inizio della Fase 4 puoi pagare 2 di un tipo per passare in testa all'ordine del Municipio.
tew-building-B06 = Fucina
tew-building-B06-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni carta di FERRI DI CAVALLO in gioco (max 3, stesso tipo).
tew-building-B07 = Ranch
tew-building-B07-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni carta di BUOI in gioco (max 3, stesso tipo).
tew-building-B08 = Casa d'aste
tew-building-B08-text = Paga 1 A SCELTA per guardare i primi 2 edifici del mazzo; puoi comprarne uno al costo stampato.
tew-building-B09 = Barbiere
tew-building-B09-text = Riordina un portico colorato libero: metti in cima uno qualsiasi dei suoi edifici.
tew-building-B10 = Banca centrale
tew-building-B10-text = Paga 1 A SCELTA più il costo per comprare subito un edificio da qualsiasi zona acquisto.
tew-building-B11 = Studio medico
tew-building-B11-text = Rialza un tuo pistolero ferito e spostalo su una casella vuota (vi arriva a tutti gli effetti).
tew-building-B12 = Emporio
tew-building-B12-text = Perdi n LEGGE (scegli tu n), poi ottieni n+2 DENARO.
tew-building-B13 = Prigione
tew-building-B13-text = Perdi n LEGGE (scegli tu n), poi ottieni n+2 FORZA.
tew-building-B14 = Villa
tew-building-B14-text = Perdi n FORZA (scegli tu n), poi ottieni n+2 DENARO.
tew-building-B15 = Grand Hotel
tew-building-B15-text = Puoi pagare 2 di un tipo per ottenere 2 di ciascuno degli altri tipi.
tew-building-B16 = Latrina
tew-building-B16-text = In questo round i tuoi pistoleri non possono iniziare duelli né essere sfidati quando sono in piedi.
tew-building-B17 = Cimitero
tew-building-B17-text = Se in gioco c'è un pistolero ferito, ottieni 1 di ciascuno di due tipi diversi.
tew-building-B18 = Stazione delle diligenze
tew-building-B18-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni carta di valore 1 in gioco (max 3, stesso tipo).
tew-building-B19 = Carradore
tew-building-B19-text = Il tuo primo acquisto in Fase 4 costa 1 in meno per ogni suo simbolo CAROVANA (scegli tu le unità).
tew-building-B20 = Torre idrica
tew-building-B20-text = Ottieni 2 di un tipo.
tew-building-B21 = Cappelleria
tew-building-B21-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni carta di CAPPELLI in gioco (max 3, stesso tipo).
tew-building-B22 = Posto di scambio
tew-building-B22-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni carta di TEPEE in gioco (max 3, stesso tipo).
tew-building-B23 = Armeria
tew-building-B23-text = In questo round aggiungi 1 alla tua potenza in ogni duello.
tew-building-B24 = Ufficio delle concessioni
tew-building-B24-text = Fine Fase 4: se in questa Fase 4 non hai comprato niente, ottieni 2 di un tipo.
tew-building-B25 = Chiesa
tew-building-B25-text = Inizio Fase 3: se non hai la carta Ricercato, ottieni 2 LEGGE.
tew-building-B26 = Ufficio del telegrafo
tew-building-B26-text = Puoi scambiare le carte di due spazi qualsiasi.
tew-building-B27 = Scuderia
tew-building-B27-text = Sposta un altro tuo pistolero in piedi su una casella vuota (vi arriva a tutti gli effetti).
tew-building-B28 = Ufficio delle taglie
tew-building-B28-text = Puoi pagare 2 FORZA per prendere la carta Ricercato.
tew-building-B29 = Borsa
tew-building-B29-text = Puoi pagare 3 di un tipo per far avanzare di un passo un segnalino industria.
tew-building-B30 = Stazione ferroviaria
tew-building-B30-text = In questa Fase 4 il tuo acquisto normale può venire da qualsiasi zona acquisto.
tew-boss-BS1 = Il Banchiere
tew-boss-BS1-text = Inizio Fase 3: ottieni 1 A SCELTA ogni 2 edifici che possiedi (max 2, stesso tipo).
tew-boss-BS2 = Il Giocatore d'azzardo
tew-boss-BS2-text = Se il tuo terzo pistolero è in piedi al momento della distribuzione, ricevi 3 carte e ne tieni 1.
tew-boss-BS3 = L'Allevatore
tew-boss-BS3-text = Inizio Fase 2: se il tuo terzo pistolero è sdraiato, puoi pagare 1 A SCELTA per alzarlo nel round.
tew-boss-BS4 = L'Esploratore
tew-boss-BS4-text = Se alla distribuzione hai DENARO + LEGGE + FORZA pari a 5 o meno, ricevi 3 carte e ne tieni 1.
tew-boss-BS5 = La Cowgirl
tew-boss-BS5-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni tuo pistolero in piedi sui portici (max 2, stesso tipo).
tew-boss-BS6 = Il Marshal
tew-boss-BS6-text = Ogni volta che vinci un duello, ottieni 1 LEGGE.
tew-boss-BS7 = Il Fuorilegge
tew-boss-BS7-text = Vinci i duelli in parità anche quando attacchi.
tew-boss-BS8 = Il Becchino
tew-boss-BS8-text = Inizio Fase 3: ottieni 1 A SCELTA per ogni pistolero ferito in gioco (max 2, stesso tipo).

## Didascalie fisse delle immagini del tavolo e della mano (render/tew*.py); da tenere brevi

tew-r-your-hand = { $who } · la tua mano
tew-r-dealt = Carte ricevute: tienine UNA
tew-r-kept = La carta che hai tenuto
tew-r-no-card-round = Ancora nessuna carta in questo round
tew-r-counts-as = vale come { $card }
tew-r-discards = I tuoi scarti:
tew-r-discards-none = I tuoi scarti: nessuno
tew-r-boss = Capo: { $boss }
tew-r-boss-unchosen = non ancora scelto
tew-r-posse-to-place = Pistoleri da piazzare:
tew-r-none = nessuno
tew-r-third-standing = terzo pistolero in piedi
tew-r-third-lying = terzo pistolero sdraiato
tew-r-wanted-flag = Ricercato
tew-r-auction = Pescati dalla Casa d'aste (puoi comprarne uno):
tew-r-gaps = Carte negli spazi (condivise dalle plance):
tew-r-decision = Devi decidere: { $question }
tew-r-amount = quantità { $n }
tew-r-decision-keep = Devi decidere: tieni una delle carte ricevute
tew-r-your-turn = Tocca a te.
tew-r-over = La partita è finita.
tew-r-nothing = Niente da decidere per ora.
tew-r-side = { $side ->
    [INSTANT] Istantaneo
    [RESOLUTION] Risoluzione
    [MINUS] Valore -1
    [PLUS] Valore +1
    [DOWN] Seme giù
   *[UP] Seme su
}
tew-r-spot = { $kind ->
    [INFLUENCE] Influenza
    [PORCH] Portico
    [VALUE] Valore
    [SUIT] Seme
   *[LEFTOVER] Invenduti
}
tew-r-track = { $pos ->
    [START] Inizio
    [THIRD] 3ª
    [SECOND] 2ª
   *[FIRST] 1ª
}
tew-r-vp = { $vp } PV
tew-r-grey-gain = prima dà 1 { $type }
tew-r-pot = Piatto: { $pot }
tew-r-for-sale = In vendita:
tew-r-owner = proprietario
tew-r-grey-side = lato grigio
tew-r-neutral = neutrale
tew-r-porch-none = Portico: nessuna carta
tew-r-porch = Portico: { $name }
tew-r-more-below = altri { $n } sotto
tew-r-pending = in attesa: { $names }
tew-r-hall-side = lato { $side } giocatori
tew-r-rival = Rivale
tew-r-hall-hand = Mano: g5 + g0
tew-r-empty = vuoto
tew-r-wanted = RICERCATO
tew-r-dealer = MAZZIERE
tew-r-no-boss = capo non scelto
tew-r-card = Carta { $card }
tew-r-card-hidden = carta tenuta (coperta)
tew-r-choosing = sceglie una carta
tew-r-no-card = ancora nessuna carta
tew-r-card-added = aggiunta in un duello
tew-r-to-place = Da piazzare:
tew-r-third-standing-short = 3° pistolero in piedi
tew-r-third-lying-short = 3° pistolero sdraiato
tew-r-buildings = { $n ->
    [one] { $n } edificio
   *[other] { $n } edifici
}
tew-r-outhouse = Latrina
tew-r-gunsmith = Armeria +1
tew-r-difficulty = Difficoltà: { $level ->
    [APPRENTICE] Apprendista
    [BEGINNER] Principiante
    [MEDIUM] Media
    [HARD] Difficile
   *[EPIC] Epica
}
tew-r-cards = Carte:
tew-r-key = Legenda
tew-r-legend-posse = pistolero in piedi / ferito
tew-r-legend-instant = all'arrivo
tew-r-legend-hourglass = inizio F. 3
tew-r-legend-dollar = Fase 4
tew-r-legend-suits = Semi: Ha cappelli > Te tepee > Ho ferri di cavallo
tew-r-legend-chips = > St buoi. Gettoni di costo: 2$ = 2 DENARO
tew-r-game-over = PARTITA FINITA
tew-r-building-deck = Edifici nel mazzo: { $n }
tew-r-poker-deck = Mazzo di poker { $deck } · scarti { $discards }
tew-r-order = Ordine di acquisto:
tew-r-in-centre = al centro
tew-r-duel-at = Duello: { $spot }
tew-r-attacks = { $who } attacca
tew-r-defends = { $who } difende
tew-r-die = dado { $roll }, bonus +{ $bonus }
tew-r-power = potenza { $power }
tew-r-losing = PERDE
tew-r-rival-card = Carta duello del Rivale: { $card }
tew-r-is-losing = { $who } sta perdendo

# /rules topics
tew-topic-overview = Panoramica
tew-topic-phases = Fasi
tew-topic-spots = Caselle
tew-topic-duels = Duelli
tew-topic-hands = Mani di poker
tew-topic-buying = Acquisti
tew-topic-solo = In solitario

## The card reference (/card)
tew-card-building = Edificio
tew-card-boss = Boss
tew-card-building-facts = Vale { $vp } PV · costa { $cost }
