# Terms: (English -> Italian. No Italian Carson City rulebook is in the seeds, so every Italian term
# is our choice, one per concept in board, questions, events and cards: tests/glossary/carson.json;
# "avoid" lists the synonyms that must not appear.)
#   Ranch -> Ranch
#   Mine -> Miniera
#   Drugstore -> Farmacia (not: Drogheria)
#   Bank -> Banca
#   Saloon -> Saloon
#   Hotel -> Hotel
#   Church -> Chiesa
#   Prison -> Prigione (not: Carcere)
#   Store -> Emporio (not: Negozio)
#   School -> Scuola
#   Blacksmith -> Fabbro
#   Town Hall -> Municipio (not: Comune)
#   Train Station -> Stazione (not: ferroviaria)
#   house -> casa
#   townhouse -> palazzina (not: villa, schiera)
#   mountain -> montagna
#   Newspaper Boy -> Strillone
#   Banker -> Banchiere
#   Grocer -> Droghiera
#   Chinese Worker -> Operaio cinese
#   Settler -> Colono
#   Captain -> Capitano
#   Mercenary -> Mercenario
#   Indian -> Indiano
#   Gold Prospector -> Cercatore d'oro
#   Gunsmith -> Armaiolo
#   Singer -> Cantante
#   Auctioneer -> Banditore
#   Governor -> Governatore
#   Undertaker -> Becchino
#   Teacher -> Maestra (not: Professoressa)
#   Sheriff -> Sceriffo
#   Doctor -> Dottore
#   Heroes -> Eroi
#   cowboy -> cowboy (not: mandriano)
#   road -> strada
#   plot -> lotto (not: appezzamento)
#   revolver -> revolver
#   firepower -> potenza di fuoco
#   duel -> duello
#   duel tile -> tessera duello
#   no-duel token -> segnalino senza duello
#   property tile -> segnalino proprietà
#   outlaw -> fuorilegge (not: bandito)
#   dynamite -> dinamite
#   horse -> cavallo
#   corral -> recinto (not: corral)
#   character -> personaggio
#   VP -> PV
#   Salary -> Salario
#   Ammunition -> Munizioni
#   Gambling -> Gioco d'azzardo
#   white pawn -> pedina bianca

# Carson City (carson): tutto ciò che dice il motore. I giocatori sono indicati per nome;
# i lotti per coordinata (A1 in alto a sinistra, H8 in basso a destra).

carson-blurb = Costruisci Carson City: cowboy, duelli, lotti ed edifici (Xavier Georges, 2-6 giocatori).
carson-variant-unavailable = La variante { $variant } non è ancora disponibile.

## Termini comuni

carson-building = { $kind ->
    [ranch] Ranch
    [mine] Miniera
    [drugstore] Farmacia
    [bank] Banca
    [saloon] Saloon
    [hotel] Hotel
    [church] Chiesa
    [prison] Prigione
    [store] Emporio
    [school] Scuola
    [blacksmith] Fabbro
    [townhall] Municipio
    [station] Stazione
   *[none] niente
}
carson-loc = { $id ->
    [SALARY] Salario
    [AMMO] Munizioni
    [ROADS_3] Strade (3)
    [ROAD_1] Strada (1)
    [BUILD_12] Edificio $12
    [BUILD_10] Edificio $10
    [BUILD_8] Edificio $8
    [BUILD_6] Edificio $6
    [BUILD_5] Edificio $5
    [BUILD_4] Edificio $4
    [BUILD_3] Edificio $3
    [INCOME_PLOTS] Rendita dai lotti
    [INCOME_COWBOYS] Rendita dai cowboy
    [GAMBLING] Gioco d'azzardo
    [VP_PLOTS] PV per i lotti
    [VP_BUILDINGS] PV per gli edifici
    [VP_COWBOYS] PV per i cowboy
    [BUYVP_5] Compra PV a $5
    [BUYVP_4] Compra PV a $4
    [BUYVP_3] Compra PV a $3
    [BUYVP_2] Compra PV a $2
   *[other] lotto { $id }
}
carson-card = { $n ->
    [0] Strillone
    [1] Sceriffo
    [2] Banchiere
    [3] Droghiera
    [4] Operaio cinese
    [5] Colono
    [6] Capitano
    [7] Mercenario
    [8] Indiano
    [9] Cercatore d'oro
    [10] Armaiolo
    [11] Cantante
    [12] Banditore
    [13] Governatore
    [14] Dottore/Becchino
    [15] Cowboy
    [16] Gli Eroi
   *[17] Maestra
}
carson-road = { $side ->
    [between] tra { $a } e { $b }
    [north] a nord di { $a }
    [south] a sud di { $a }
    [west] a ovest di { $a }
   *[east] a est di { $a }
  }
carson-side = { $side ->
    [Y] giallo
   *[R] rosso
}

## Stato e riepiloghi

carson-status = Round { $round } di 4 · { $phase ->
    [draft] Scelta dei lotti iniziali
    [choose] Scelta del personaggio
    [place] Piazzamento dei cowboy
    [resolve] Risoluzione
    [spend] Fine del round
   *[other] Preparazione
  } · tocca a { $who }
carson-status-over = La partita è finita.
carson-nobody = nessuno
carson-who = { $more ->
    [0] { $who }
   *[other] { $who } e altri { $more }
  }
carson-prompt = { $who }: { $question }
carson-line-player = { $who }: ${ $money }, { $vp } PV, { $cowboys } cowboy, potenza di fuoco { $fire }, { $plots ->
        [one] 1 lotto
       *[other] { $plots } lotti
    }
carson-line-slot = Mercato ${ $price }: { $building }
carson-hand-asked = Tocca a te decidere: { $question }
carson-hand = Hai ${ $money }, { $vp } PV, { $cowboys } cowboy, { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }, { $revolvers } revolver; { $chosen ->
        [no] ancora nessun personaggio
       *[yes] limite di denaro ${ $limit }
    }.
carson-over = { $who } vince con { $vp } PV.
carson-detail = restano ${ $money }

## Domande

carson-q-draft = scegli un lotto iniziale (gratis)
carson-q-character = scegli un personaggio
carson-q-newsboy = scegli la seconda carta dello Strillone
carson-q-docside = Dottore o Becchino?
carson-q-grocer = prendi $8 ora o decidi alla rendita degli edifici
carson-q-money_or_vp = prendi $8 ora o PV a fine round
carson-q-claim = scegli un lotto
carson-q-coolie = prendere un edificio dal mercato per $5?
carson-q-special = pagare l'edificio e un nuovo lotto?
carson-q-captain = quanti comprarne
carson-q-tax = quale tassa riscuotere
carson-q-heroes = quanti cowboy cedere in cambio di PV
carson-q-bid = rilancia o ritirati
carson-q-banker = comprare un pacchetto di PV?
carson-q-spend = quanto denaro spendere (1 PV ogni $10)
carson-q-place = piazza un cowboy o passa
carson-q-reroll = ritirare i dadi del duello?
carson-q-undertaker = paga $2 al Becchino o perdi 1 PV
carson-q-doctor = pagare il Dottore per ripiazzare il tuo cowboy?
carson-q-order = quale duello si combatte ora
carson-q-buyplot = comprare questo lotto?
carson-q-buy = comprare questo edificio?
carson-q-site = dove costruirlo
carson-q-house = dove aggiungere una casa
carson-q-consent = permetti una casa sul tuo lotto?
carson-q-kept = costruire un edificio tenuto da parte?
carson-q-grocer_income = raddoppia un tipo di edificio o prendi $8
carson-q-dynamite = su quale Miniera mettere la dinamite (rendita ×3)?
carson-q-buyvp = quanti PV comprare

## Rifiuti

carson-illegal = Quella mossa non è possibile ora.
carson-illegal-draft = Scegli un lotto senza proprietario che non sia fiume né Municipio.
carson-illegal-character = Quella carta non è disponibile per te.
carson-illegal-newsboy = Quella carta non si può prendere in prestito.
carson-illegal-docside = Scegli Dottore o Becchino.
carson-illegal-grocer = Scegli $8 o di decidere dopo.
carson-illegal-money_or_vp = Scegli $8 o PV.
carson-illegal-claim = Quel lotto non si può prendere.
carson-illegal-coolie = Quello spazio è vuoto.
carson-illegal-special = Quell'edificio non è disponibile.
carson-illegal-captain = Non puoi pagarne o tenerne così tanti.
carson-illegal-tax = Scegli una tassa.
carson-illegal-heroes = Non hai così tanti cowboy.
carson-illegal-bid = L'offerta deve superare la più alta e non eccedere il tuo denaro.
carson-illegal-banker = Non puoi pagare quel pacchetto.
carson-illegal-spend = Devi spendere almeno l'eccedenza e al massimo il tuo denaro.
carson-illegal-reroll = Rispondi sì o no.
carson-illegal-undertaker = Non puoi né pagare né perdere un PV.
carson-illegal-doctor = Quel luogo è già risolto o non è aperto per te.
carson-illegal-order = Scegli un luogo conteso.
carson-illegal-buyplot = Non puoi comprare questo lotto.
carson-illegal-buy = Non puoi pagare questo edificio.
carson-illegal-site = Non puoi costruire lì.
carson-illegal-house = Lì non può andare nessuna casa.
carson-illegal-consent = Rispondi sì o no.
carson-illegal-kept = Ora non puoi costruirlo.
carson-illegal-grocer_income = Scegli un tuo tipo di edificio o $8.
carson-illegal-dynamite = Scegli una delle tue Miniere.
carson-illegal-buyvp = Non puoi pagare così tanti PV.
carson-illegal-place = Quel piazzamento non è possibile.
carson-no-cowboy = Non hai cowboy in riserva.
carson-closed = Quello spazio è chiuso in questo round.
carson-pawn-there = Lo Sceriffo occupa quello spazio.
carson-no-token = Lì non puoi mettere un segnalino senza duello.
carson-not-location = Lì non si può fare nulla con un cowboy.
carson-already-there = Hai già un cowboy lì.
carson-no-dynamite = Lì non puoi aggiungere dinamite.
carson-sheriff-red = Lo Sceriffo rosso non può unirsi al duello di un avversario.
carson-pawn-space = La pedina bianca richiede uno spazio azione vuoto.
carson-no-gamble = Non hai un cowboy del gioco gratuito da piazzare (Cantante rosso).
carson-corral-cowboy = Hai già un cowboy in quel recinto, oppure non è aperto.
carson-not-offered = Non è una delle risposte a questa domanda.
carson-road-built = C'è già una strada { $edge }.
carson-road-link = Una nuova strada deve toccare una strada già costruita; la strada { $edge } non lo fa.
carson-no-roads = Non ti restano strade nella riserva.
carson-bridge-cost = Un ponte costa 2 strade della tua riserva.
carson-buy-cost = Hai ${ $money }; l'edificio { $building } costa ${ $price }.
carson-no-tiles = Non ti restano segnalini lotto.
carson-plot-gone = Il lotto { $plot } non è più in vendita.
carson-plot-cost = Hai ${ $money }; il lotto { $plot } costa ${ $price }.
carson-vp-cost = Hai ${ $money }; { $vp } PV costano ${ $price }.
carson-spend-low = Devi spendere almeno ${ $money }.
carson-money-short = Hai solo ${ $money }.
carson-bid-low = Un'offerta deve superare ${ $money }.
carson-site-not-yours = Il lotto { $plot } non è tuo: l'edificio { $building } va su uno dei tuoi lotti.
carson-site-outlaw = Un fuorilegge occupa il lotto { $plot }: l'edificio { $building } non può andarci.
carson-site-taken = Il lotto { $plot } non è vuoto: l'edificio { $building } richiede un lotto vuoto.
carson-site-road = Il lotto { $plot } non è collegato a una strada: l'edificio { $building } ne ha bisogno.
carson-site-school = C'è già una Scuola su quella sponda del fiume ({ $plot }, { $building }).
carson-site-station = L'edificio { $building } richiede una strada dritta completa lungo il lotto { $plot }.
carson-site-houses = Non c'è posto per { $houses ->
    [one] la casa
   *[other] le { $houses } case
} dell'edificio { $building } intorno al lotto { $plot }.
carson-townhall-house = La casa del Municipio va piazzata.
carson-house-refused = Il proprietario del lotto { $plot } ha rifiutato una casa lì ({ $building }).
carson-house-outlaw = Un fuorilegge occupa il lotto { $plot }: niente casa dell'edificio { $building } lì.
carson-house-road = Il lotto { $plot } non è collegato a una strada: niente casa dell'edificio { $building } lì.
carson-house-full = La casa sul lotto { $plot } diventa palazzina solo quando i suoi 8 vicini sono occupati ({ $building }).
carson-house-occupied = Non c'è posto per una casa sul lotto { $plot } ({ $building }).
carson-house-rest = Una casa sul lotto { $plot } non lascerebbe posto alle altre case dell'edificio { $building }.
carson-kept-none = Non hai da parte nessun edificio { $building }.
carson-kept-tried = Hai già deciso sull'edificio { $building } questa volta.
carson-kept-nowhere = Non c'è alcun lotto dove costruire ora l'edificio { $building }.
carson-undertaker-money = Hai ${ $money }; pagare il Becchino costa $2.
carson-undertaker-vp = Non hai PV da perdere.
carson-doctor-token = Il Dottore rimanda il cowboy senza segnalini.
carson-doctor-same = Non { $loc }: il Dottore manda il cowboy in un altro luogo.
carson-resolved = { $loc } è già stato risolto.
carson-tiles-one = Gioca una tessera duello (due solo con la dinamite).
carson-tiles-two = Con la dinamite giochi due tessere duello.
carson-tiles-order = Indica prima la tessera più alta.
carson-tiles-missing = Non puoi giocare la tessera { $tile }: non ne hai abbastanza in mano.
carson-order-not = { $loc } non è un luogo conteso ancora da risolvere.

## Scelte

carson-do-place = { $purpose ->
    [buy] Compra il lotto { $plot } (${ $price })
    [attack] Attacca { $building } in { $plot }
    [defend] Difendi { $building } in { $plot }
    [townhall] Occupa il Municipio ({ $plot })
    [fight] Affronta il fuorilegge in { $plot }
   *[space] { $loc }
  }{ $noduel ->
    [true] , segnalino senza duello
   *[false] {""}
  }{ $dynamite ->
    [true] , dinamite
   *[false] {""}
  }
carson-do-pawn = Pedina bianca su { $loc }
carson-do-road = Strada { $edge }
carson-do-road-tagged = { $tag } Strada { $edge }
carson-do-plot = { $question ->
    [claim] { $plot } (vale ${ $price })
    [draft] Prendi { $plot } (vale ${ $price })
    [order] Duello in { $plot }
    [house] Casa in { $plot }
    [site] Costruisci in { $plot }
    [dynamite] Dinamite sulla Miniera in { $plot } (rendita ×3)
    [outlaw_move] Fuorilegge in { $plot }
    [corral3] Raddoppia il Ranch in { $plot }
   *[other] { $plot } (${ $price })
  }
carson-do-card = { $card } (lato { $side })
carson-card-help = { $card }, lato { $side }
carson-do-choose = { $question ->
    [undertaker] { $option ->
        [money] Paga $2 al Becchino
       *[vp] Perdi 1 PV
    }
    [buy] { $option ->
        [yes] Compra { $the } (${ $price })
       *[no] Non comprare
    }
    [buyplot] { $option ->
        [yes] Compra { $plot } (${ $price })
       *[no] Non comprare { $plot }
    }
    [consent] { $option ->
        [yes] Permetti la casa
       *[no] Rifiuta la casa
    }
    [reroll] { $option ->
        [yes] Ritira il dado
       *[no] Tieni il tiro
    }
    [salary_horse] { $option ->
        [yes] Paga $4 per un cavallo
       *[no] Prendi il salario di $4
    }
    [doctor] Non ripiazzare il cowboy
    [horse] Nessun cavallo
    [kept] Non costruire altro ora
    [dynamite] Niente più dinamite
    [corral3] Non raddoppiare nessun Ranch
    [corral2] Passa subito
    [special] { $option ->
        [yes] Prendi { $the } dal sacchetto
       *[decline] Rifiuta
    }
   *[other] { $option ->
        [yes] Sì
        [no] No
        [money] Prendi $8
        [vp] { $question ->
            [undertaker] Perdi 1 PV
            [outlaw_win] Prendi i PV di ricompensa
           *[other] PV a fine round
        }
        [defer] Decidi alla rendita
        [doctor] Dottore
        [undertaker] Becchino
        [guns] Tassa sui revolver ($1 ciascuno)
        [cash] Tassa sul denaro (un decimo)
        [keep] Tieni { $the } per dopo
        [decline] Rifiuta
        [drop] Ritirati
        [done] Fatto
        [double] Raddoppia ogni { $building }
       *[steal] Ruba metà della rendita
    }
  }
carson-do-amount = { $question ->
    [spend] { $n ->
        [0] Non spendere nulla
       *[other] Spendi ${ $n } ({ $cost } PV)
    }
    [bid] Offri ${ $n }
    [buyvp] { $n ->
        [0] Non comprare PV
       *[other] Compra { $n } PV (${ $cost })
    }
    [banker] { $n ->
        [0] Nessun lotto
       *[other] Compra { $n } PV per ${ $cost }
    }
    [heroes] { $n ->
        [0] Tieni i tuoi cowboy (+{ $cost } PV)
        [one] Cedi 1 cowboy (+{ $cost } PV)
       *[other] Cedi { $n } cowboy (+{ $cost } PV)
    }
    [captain] { $n ->
        [0] Non comprare nulla
       *[other] Compra { $n } { $what ->
            [cowboys] cowboy
           *[revolvers] revolver
        } per ${ $cost }
    }
   *[other] Compra { $n }
  }
carson-do-slot = { $building } dello spazio da ${ $price }{ $cost ->
    [0] {""}
   *[other] {" "}per ${ $cost }
  }
carson-do-kept = Costruisci ora { $building }
carson-do-gamble = Cowboy gratuito al gioco d'azzardo
carson-do-pass = Passa
carson-pass-help = Non piazzi altro in questo round; prendi la prossima posizione di passaggio.
carson-stage-row = Riga { $row }
carson-stage-track = Percorso delle azioni
carson-stage-pawn = Pedina bianca dello Sceriffo
carson-stage-roads = Strade
carson-stage-tens = ${ $low }-{ $high }

## Eventi

carson-ev-townhall-drawn = Il Municipio è uscito dal sacchetto.
carson-ev-slot-filled = Lo spazio da ${ $price } riceve { $the } dal sacchetto.
carson-ev-built = { $who } ha costruito { $the } in { $plot }.
carson-ev-townhouse = { $who } ha trasformato la casa in { $plot } in palazzina.
carson-ev-house = { $who } ha aggiunto una casa in { $plot }.
carson-ev-attack-cancelled = L'attacco all'edificio di { $who } in { $plot } è stato annullato.
carson-ev-road = { $who } ha costruito la strada { $edge }.
carson-ev-governor-vp = { $who } ha guadagnato { $vp } PV (Governatore).
carson-ev-rolled = { $who } ha tirato { $dice } + potenza di fuoco { $fire } = { $total }.
carson-ev-rerolled = { $who } ha ritirato: { $dice }, totale { $total }.
carson-ev-duel-won = { $who } ha vinto il duello a { $loc }.
carson-ev-gunsmith-vp = { $who } ha guadagnato { $vp } PV (Armaiolo).
carson-ev-sheriff-vp = { $who } ha guadagnato { $vp } PV (Sceriffo).
carson-ev-undertaker-paid = { $who } ha pagato $2 a { $to } (Becchino).
carson-ev-undertaker-vp = { $who } ha perso 1 PV (Becchino).
carson-ev-salary = { $who } ha incassato ${ $money } di salario.
carson-ev-road-taken = { $who } ha preso { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }.
carson-ev-ammo = { $who } ha preso il segnalino Munizioni.
carson-ev-gambled = { $who } ha tirato { $dice } al tavolo da gioco.
carson-ev-gambled-product = { $who } ha tirato { $a } e { $b } con il cowboy gratuito: incassa il prodotto.
carson-ev-gained = { $who } ha guadagnato ${ $money }.
carson-ev-scored = { $who } ha segnato { $vp } PV.
carson-ev-townhall-occupied = { $who } occupa il Municipio.
carson-ev-attack-won = { $who } ha rapinato l'edificio in { $plot }.
carson-ev-income = { $who } ha incassato ${ $money } con { $the } in { $plot }.
carson-ev-stole = { $who } ha preso ${ $money } dall'edificio in { $plot }.
carson-ev-round = Inizia il round { $round }.
carson-ev-cowboys = { $who } ha ricevuto { $cowboys } cowboy.
carson-ev-spent = { $who } ha speso ${ $money } per { $vp } PV.
carson-ev-claimed = { $who } ha preso il lotto { $plot }.
carson-ev-final = { $who }: { $money } PV per il denaro, { $property } per le proprietà, { $station } per la stazione{ $teacher ->
    [0] {""}
   *[other] , { $teacher } dalla Maestra
}; { $vp } PV in tutto.
carson-ev-plot-rolled = Dado bianco { $white }, nero { $black }: { $plot }.
carson-ev-took = { $who } ha preso { $the_card } (lato { $side }).
carson-ev-prospector-flipped = Non restano Miniere: { $who } usa il Cercatore d'oro rosso.
carson-ev-bought = { $who } ha comprato { $the } per ${ $money }.
carson-ev-kept = { $who } ha tenuto da parte { $the }.
carson-ev-consent-given = { $who } ha permesso una casa in { $plot }.
carson-ev-consent-refused = { $who } ha rifiutato una casa in { $plot }.
carson-ev-side = { $who } ha scelto { $which ->
    [Y] il Dottore
   *[R] il Becchino
  }.
carson-ev-captain = { $who } ha comprato { $count } { $which ->
    [Y] cowboy
   *[R] revolver
  }.
carson-ev-taxed = { $who } ha pagato ${ $money } di tassa a { $to }.
carson-ev-bid = { $who } ha offerto ${ $money }.
carson-ev-dropped = { $who } esce dall'asta.
carson-ev-auction-unsold = Nessuna offerta: l'asta è finita senza vendita.
carson-ev-auction-won = { $who } ha vinto l'asta per ${ $money }.
carson-ev-vp-bought = { $who } ha comprato { $vp } PV per ${ $money }.
carson-ev-placed = { $who } ha piazzato un cowboy su { $loc }{ $noduel ->
    [true] {" "}con segnalino senza duello
   *[false] {""}
  }{ $dynamite ->
    [true] {" "}con dinamite
   *[false] {""}
  }.
carson-ev-pawn = { $who } ha messo la pedina bianca su { $loc }.
carson-ev-free-gamble = { $who } ha messo al tavolo il cowboy gratuito.
carson-ev-passed = { $who } ha passato (posizione { $position }).
carson-ev-replaced = { $who } ha pagato il Dottore e spostato il cowboy su { $loc }.
carson-ev-plot-bought = { $who } ha comprato il lotto { $plot } per ${ $money }.
carson-ev-doubled = { $who } ha raddoppiato ogni { $building }.
carson-ev-blasted = { $who } ha fatto saltare la Miniera in { $plot }.
carson-ev-townhall-placed = { $who } ha posto il Municipio in { $plot }.
carson-ev-road-supply = È stata costruita una strada dalla riserva generale { $edge }.
carson-ev-townhall-nowhere = Il Municipio non ha trovato un lotto.

## Argomenti delle regole

carson-rules-overview = Quattro round. In ognuno: scegli un personaggio, piazza i cowboy sul percorso delle azioni, sui lotti e sugli edifici, risolvi il percorso in ordine (duelli: un dado + potenza di fuoco; i pareggi vanno a chi ha passato prima), poi spendi il denaro oltre il tuo limite (1 PV ogni $10). Vince chi ha più PV.
carson-rules-round = Si piazza in ordine di numero del personaggio; l'ordine di passaggio fissa l'ordine di scelta del round successivo e risolve ogni pareggio. Salario e Strada accettano molti cowboy; ogni altro luogo uno solo per giocatore.
carson-rules-duels = Potenza di fuoco = cowboy in riserva + revolver + bonus. I cowboy sconfitti tornano in riserva; quello del vincitore viene speso.
carson-rules-buildings = Gli edifici vanno sui tuoi lotti vuoti; tutti tranne Ranch e Miniere richiedono una strada e una casa. La rendita arriva al passo 10 dalle case e dagli edifici intorno.
carson-rules-scoring = Alla fine: 1 PV ogni $6, 2 PV per lotto posseduto con edificio, casa o montagna, i PV della Stazione e il bonus della Maestra. I pareggi vanno a chi ha passato prima nel round 4.

# /rules topic titles (the texts above are carson-rules-*)
carson-topic-overview = Panoramica
carson-topic-round = Piazzamento dei cowboy
carson-topic-duels = Duelli
carson-topic-buildings = Edifici
carson-topic-scoring = Fine della partita

carson-q-kit = piazza, ritira o dichiara di aver finito (Kit Carson)
carson-illegal-kit = Non hai pezzi lì da ritirare.
carson-do-recall = Ritira da { $loc }
carson-ev-recalled = { $who } ha ritirato un pezzo da { $loc }.
carson-ev-kit-bonus = { $who } ha guadagnato { $vp } PV per aver passato prima (Kit Carson).
carson-ev-bridge = { $who } ha costruito un ponte { $edge }.
carson-q-sheet = compila la tua scheda iniziale segreta (11 punti)
carson-illegal-sheet = Una scheda deve spendere esattamente 11 punti entro i limiti di ogni riga.
carson-do-sheet = ${ $money }, { $cowboys } cowboy, { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }, { $revolvers } revolver, { $plots ->
        [one] 1 lotto
       *[other] { $plots } lotti
    }
carson-stage-money = Denaro ${ $money }
carson-hand-sheet = La tua scheda: ${ $money }, { $cowboys } cowboy, { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }, { $revolvers } revolver, { $plots ->
        [one] 1 lotto
       *[other] { $plots } lotti
    }.
carson-ev-sheet = { $who } ha consegnato una scheda: { $money ->
        [one] 1 punto di denaro
       *[other] { $money } punti di denaro
    }, { $cowboys } cowboy, { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }, { $revolvers } revolver, { $plots ->
        [one] 1 lotto
       *[other] { $plots } lotti
    }.
carson-ev-sheet-in = { $who } ha consegnato la scheda.
carson-ev-sheet-shown = { $who } inizia con ${ $money }, { $cowboys } cowboy, { $roads ->
        [one] 1 strada
       *[other] { $roads } strade
    }, { $revolvers } revolver e { $plots ->
        [one] 1 lotto
       *[other] { $plots } lotti
    }.
carson-q-tiles = scegli in segreto quali tessere duello giocare
carson-illegal-tiles = Non hai quelle tessere.
carson-do-tiles = { $second ->
    [-1] Gioca la tessera { $first }
   *[other] Gioca le tessere { $first } + { $second }
  }
carson-hand-tiles = Le tue tessere duello: { $tiles }.
carson-ev-tiles-chosen = { $who } ha scelto tessere duello per un valore di { $tiles }.
carson-ev-tiles-in = { $who } ha scelto una tessera duello.
carson-ev-tiles-shown = { $who } ha giocato { $tiles } + potenza di fuoco { $fire } = { $total }.
carson-ev-tiles-drawn = { $who } ha pescato tessere duello dagli scarti ({ $count } in mano).
carson-q-outlaw_move = quale fuorilegge si muove ora
carson-illegal-outlaw_move = Quel fuorilegge si è già mosso.
carson-q-outlaw_win = prendi la taglia del fuorilegge o ruba metà della rendita
carson-illegal-outlaw_win = Scegli la taglia o il furto.
carson-ev-outlaws-arrive = Arrivano i fuorilegge: bianco { $white }, nero { $black }; forza { $strength }, ne arrivano { $count }.
carson-ev-outlaw-jailed = Un fuorilegge è finito nella Prigione in { $plot } ed è stato arrestato ({ $vp } PV al proprietario).
carson-ev-outlaw-landed = Un fuorilegge è arrivato in { $plot }.
carson-ev-outlaw-moved = Il fuorilegge in { $start } si è spostato in { $plot }.
carson-ev-outlaw-won = Il fuorilegge in { $plot } ha respinto i cowboy.
carson-ev-outlaw-beaten = { $who } ha cacciato il fuorilegge da { $plot }.
carson-q-horse = mettere un cavallo in un recinto?
carson-illegal-horse = Non hai un cavallo per quel recinto.
carson-q-corral2 = recinto 2: piazza un altro cowboy, spostane uno o passa subito
carson-illegal-corral2 = Questa non è una delle mosse del recinto 2.
carson-q-salary_horse = pagare $4 per un cavallo invece del salario di $4 di questo cowboy?
carson-illegal-salary_horse = Ora non puoi comprare un cavallo.
carson-q-corral3 = quale Ranch raddoppiare (recinto 3)
carson-illegal-corral3 = Scegli uno dei tuoi Ranch.
carson-do-corral = { $cowboy ->
    [true] Cowboy nel recinto { $corral }
   *[false] Cavallo nel recinto { $corral }
  }
carson-ev-horse = { $who } ha ricevuto un cavallo.
carson-ev-corral = { $who } ha messo un cavallo nel recinto { $corral }.
carson-ev-corral-cowboy = { $who } ha messo un cowboy nel recinto { $corral }.
carson-ev-rodeo = { $who } ha vinto il rodeo con { $score ->
        [one] 1 punto
       *[other] { $score } punti
    }.
carson-ev-ranch-doubled = { $who } ha raddoppiato il Ranch in { $plot }.
carson-ev-horse-vp = { $who } ha segnato { $vp } PV per i cavalli.
carson-teacher-random = La Maestra può entrare solo in un insieme casuale di personaggi.
carson-seat-count = Carson City richiede da 2 a 6 giocatori.

## Consultazione delle carte (/card)

carson-card-character = Personaggio
carson-card-building = Edificio
carson-card-sides =
    Lato giallo: { $yellow }
    Lato rosso: { $red }
carson-card-yellow = { $id ->
    [newsboy] Paga $3 (ti servono $3 per prendere questo lato), poi prendi subito una seconda carta disponibile, tranne lo Sceriffo: usi i suoi poteri e il suo limite di denaro, ma piazzi con il numero 0.
    [sheriff] Prendi la pedina bianca. In uno dei tuoi turni puoi piazzarla, al posto di un cowboy, su uno spazio del percorso delle azioni senza cowboy: esegue da sola l'azione di quello spazio, non duella mai e non aggiunge potenza di fuoco.
    [banker] Ottieni subito $9.
    [grocer] Prendi subito $8, oppure aspetta la rendita degli edifici e lì raddoppia la rendita di tutti i tuoi edifici di un tipo, oppure prendi $8.
    [coolie] Ottieni subito 2 strade. In questo round ogni edificio che compri da uno spazio del mercato costa la metà, arrotondata per eccesso ({ $halves }).
    [settler] Metti subito gratis un segnalino proprietà su un lotto acquistabile.
    [captain] Puoi comprare subito dei cowboy: { $cn1 } per ${ $cp1 }, { $cn2 } per ${ $cp2 } o { $cn3 } per ${ $cp3 } (al massimo 10 cowboy tuoi).
    [mercenary] +3 alla potenza di fuoco fino alla fine del round.
    [indian] Ottieni subito 2 lotti con i dadi, gratis: ogni tiro indica un lotto centrale e si ripete finché quel lotto ha un proprietario o non è vuoto.
    [prospector] Puoi pagare subito $10 per prendere una Miniera (dal mercato, altrimenti dal sacchetto), mettere un segnalino proprietà su un lotto vuoto senza proprietario e costruirvi la Miniera (senza strada né casa; +1 revolver). Se non resta nessuna Miniera quando la carta viene presa, passa al lato rosso per il resto della partita.
    [gunsmith] +2 PV subito per ogni duello che vinci in questo round, scontri con i fuorilegge compresi.
    [singer] 2 segnalini senza duello per questo round. Un cowboy che ne porta uno (su Strade (3) o su uno spazio di denaro o di PV) non duella mai ed esegue sempre la sua azione; gli altri cowboy lì se la vedono tra loro.
    [auctioneer] Metti subito all'asta 2 lotti acquistabili in un solo lotto, partendo da te; possono offrire solo i giocatori con 2 segnalini proprietà. Un altro vincitore paga metà dell'offerta (per difetto) alla banca e il resto a te; se vinci tu, paghi solo quella metà alla banca.
    [governor] +1 strada subito. In questo round ogni strada che costruisci e che collega per la prima volta un lotto dà +1 PV (un ponte +2 PV con Carson River).
    [doctor] Dottore: in questo round ogni cowboy che perde un duello (scontri con i fuorilegge compresi) può essere piazzato di nuovo in un luogo non ancora risolto, pagandoti $3 (i tuoi gratis). Ottieni anche $3 per ogni fuorilegge battuto.
    [cowboy] Ottieni subito 1 cavallo (variante Cavalli; senza, questo lato non fa nulla).
    [heroes] In questo round nessuno dei tuoi edifici può essere attaccato e i fuorilegge non ne riducono la rendita; tu non puoi attaccare.
   *[teacher] Nel round successivo scegli il personaggio per primo, in qualunque momento tu abbia passato.
}
carson-card-red = { $id ->
    [newsboy] Lo stesso senza pagare, ma il tuo limite di denaro è quello della seconda carta meno ${ $less }.
    [sheriff] Non puoi attaccare edifici né piazzare un cowboy dove un altro giocatore ne ha già uno che duellerebbe (puoi comunque difendere i tuoi edifici). Ogni duello che perdi, scontri con i fuorilegge compresi, ti dà subito +3 PV.
    [banker] Una volta, alla fine del round, puoi comprare un pacchetto di PV: { $bn1 } PV per ${ $bp1 }, { $bn2 } PV per ${ $bp2 } o { $bn3 } PV per ${ $bp3 }.
    [grocer] Scegli subito $8, oppure 1 PV per ogni casa o palazzina sui tuoi lotti alla fine del round.
    [coolie] Puoi pagare subito $5 per prendere un edificio qualsiasi dal mercato, poi costruirlo ora o tenerlo per dopo.
    [settler] Scegli subito $8, oppure 1 PV per ogni montagna sui tuoi lotti alla fine del round.
    [captain] Puoi comprare subito revolver permanenti: { $rn1 } per ${ $rp1 } o { $rn2 } per ${ $rp2 }.
    [mercenary] +2 alla potenza di fuoco fino alla fine del round.
    [indian] In questo round ogni lotto che compri ti costa al massimo $3.
    [prospector] Ottieni 2 segnalini dinamite (7 nella scatola). Ognuno triplica la rendita di una tua Miniera alla rendita degli edifici oppure, attaccato a un cowboy quando lo piazzi, gli fa tirare 2 dadi se duella.
    [gunsmith] In ogni duello puoi ritirare i dadi una volta, dopo che tutti hanno tirato. Ottieni anche 1 segnalino dinamite.
    [singer] Una volta in questo round, invece di un piazzamento normale, metti un cowboy extra gratuito sul Gioco d'azzardo: non duella mai, tira 2 dadi e incassa il loro prodotto.
    [auctioneer] Metti subito all'asta il segnalino Munizioni, partendo da te: il vincitore ti paga l'offerta (nulla se vinci tu) e tiene il segnalino (+3 alla potenza di fuoco) per il round.
    [governor] Riscuoti subito una tassa da ogni altro giocatore: $1 per ogni segnalino revolver che possiede, oppure un decimo del suo denaro, arrotondato per eccesso.
    [doctor] Becchino: in questo round, ogni volta che un cowboy di un altro giocatore perde un duello (scontri con i fuorilegge compresi), il suo proprietario ti paga $2 o perde 1 PV. Ottieni anche $2 per ogni fuorilegge battuto.
    [cowboy] Puoi pagare subito $8 per prendere un Ranch (dal mercato, altrimenti dal sacchetto), mettere un segnalino proprietà su un lotto vuoto senza proprietario e costruirvi il Ranch (+1 revolver).
    [heroes] Scegli subito: +{ $hp0 } PV; oppure rimetti { $hn1 } cowboy dalla tua riserva nella riserva generale per +{ $hp1 } PV; oppure rimettine { $hn2 } per +{ $hp2 } PV.
   *[teacher] Al punteggio finale, +2 PV per ogni Scuola, Prigione e Chiesa sui tuoi lotti, e +2 PV se non possiedi alcun Saloon.
}
carson-card-limits = Limite di denaro: ${ $yellow } (giallo) · ${ $red } (rosso)
carson-card-limit-newsboy = Limite di denaro: quello della seconda carta (giallo) · quello della seconda carta − ${ $less } (rosso)
carson-card-order = Piazza con il numero { $n }
carson-card-teacher-rounds = Lato giallo nei round { $yellow }; lato rosso nel round { $red }
carson-card-house = Carta della casa: solo in un insieme casuale di personaggi con l'opzione della Maestra
carson-card-note = { $id ->
    [newsboy] Solo come 8ª carta; entrambe le carte tornano indietro alla fine del round
   *[doctor] Scegli Dottore (giallo) o Becchino (rosso) quando la prendi
}
carson-card-building-text = { $kind ->
    [ranch] Rendita: $1 per ogni lotto adiacente vuoto, di chiunque sia (almeno $1).
    [mine] Rendita: $3 per ogni montagna adiacente senza proprietario o tua (+$3 accanto al fiume con Carson River).
    [drugstore] Rendita: $3 per ogni simbolo casa adiacente su un lotto senza proprietario o tuo, + $3 per ogni Ranch che hai costruito.
    [bank] Rendita: $3 per ogni simbolo casa adiacente su un lotto senza proprietario o tuo, + $3 per ogni Miniera che hai costruito.
    [saloon] Rendita: $5 per ogni simbolo casa adiacente su un lotto senza proprietario o tuo.
    [hotel] Rendita: $6 a ogni round.
    [church] Nessuna rendita. I tuoi edifici accanto a essa non possono essere attaccati; costruirla annulla gli attacchi in corso contro di loro.
    [prison] Nessuna rendita. Con Fuorilegge, nessun fuorilegge arriva o si muove accanto a essa, e quello che ci finisce sopra viene arrestato e dà PV al proprietario.
    [store] Rendita: per ogni simbolo casa adiacente, $6 se è su un tuo lotto, $3 altrimenti (senza proprietario o di un altro giocatore).
    [school] Nessuna rendita. Per costruirla servono 3 case invece di 1.
    [blacksmith] Rendita: $5 × il numero del round, + $5 per ogni Ranch che hai costruito.
    [townhall] Non è di nessuno: quando esce dal sacchetto viene posto su un lotto collegato senza proprietario. Un cowboy piazzato lì lo occupa (i rivali duellano) e resta finché non viene battuto; ogni edificio dell'occupante sale di un livello di rendita.
   *[station] Nessuna rendita. Deve stare accanto a una strada dritta completa. A fine partita il proprietario guadagna metà dei simboli casa dell'intera mappa, per difetto.
}
carson-card-count = { $count } nella scatola ({ $first } nell'insieme della prima partita)
carson-card-cost = Prezzo: quello del suo spazio nel mercato, ${ $low }–${ $high }
carson-card-never-bought = Mai comprato, mai posseduto
carson-card-needs = { $road ->
    [yes] Richiede una strada
   *[no] Non richiede strade
  } · { $houses ->
    [0] nessuna casa da aggiungere
    [1] 1 casa da aggiungere
   *[other] { $houses } case da aggiungere
  }
carson-card-symbols = { $he ->
    [0] Nessun simbolo casa
    [1] 1 simbolo casa
   *[other] { $he } simboli casa
  } · { $revolvers ->
    [0] nessun revolver alla costruzione
    [1] +1 revolver alla costruzione
   *[other] +{ $revolvers } revolver alla costruzione
  }
carson-card-attack = { $attackable ->
    [yes] Può essere attaccato
   *[no] Non può essere attaccato
  }
carson-card-cap = Rendita massima: ${ $cap }
carson-card-townhall-step = Occupando il Municipio: +${ $step } di rendita
carson-tie-break = { $who } ha passato per primo nell’ultimo round

## Questions named by their subject (asking.py)

carson-slot = { $empty ->
    [yes] Edificio ${ $price } (vuoto)
   *[no] { $building } ${ $price }
  }
carson-the-building = { $kind ->
    [ranch] il Ranch
    [mine] la Miniera
    [drugstore] la Farmacia
    [bank] la Banca
    [saloon] il Saloon
    [hotel] l'Hotel
    [church] la Chiesa
    [prison] la Prigione
    [store] l'Emporio
    [school] la Scuola
    [blacksmith] il Fabbro
    [townhall] il Municipio
    [station] la Stazione
   *[none] niente
}
carson-the-card = { $n ->
    [0] lo Strillone
    [1] lo Sceriffo
    [2] il Banchiere
    [3] la Droghiera
    [4] l'Operaio cinese
    [5] il Colono
    [6] il Capitano
    [7] il Mercenario
    [8] l'Indiano
    [9] il Cercatore d'oro
    [10] l'Armaiolo
    [11] la Cantante
    [12] il Banditore
    [13] il Governatore
    [14] il Dottore/Becchino
    [15] il Cowboy
    [16] gli Eroi
   *[17] la Maestra
}
carson-lot-ammo = il segnalino Munizioni
carson-lot-plots = i lotti { $a } e { $b }
carson-ask-buy = comprare { $building } per ${ $price }{ $half ->
    [yes] {" "}(metà prezzo con l'Operaio cinese)
   *[no] {""}
  }?
carson-ask-site = dove costruire { $building }?
carson-ask-special = pagare ${ $price } per { $building } e un nuovo lotto su cui costruirlo?
carson-ask-house = { $n ->
    [1] dove aggiungere la casa per { $building } in { $plot }?
   *[other] dove aggiungere la casa { $k } di { $n } per { $building } in { $plot }?
  }
carson-ask-consent = { $who } chiede di mettere una casa sul tuo lotto { $plot } (per { $building } in { $site }): lo permetti?
carson-ask-kept = costruire ora un edificio tenuto da parte ({ $buildings })?
carson-ask-buyplot = comprare il lotto { $plot } per ${ $price }? Hai ${ $money }.
carson-ask-buyvp = quanti PV comprare a ${ $price } l'uno? Hai ${ $money }.
carson-ask-spend = quanto spendere (1 PV ogni $10)? Hai ${ $money } e puoi tenerne ${ $limit }{ $least ->
    [0] .
   *[other] : spendi almeno ${ $least }.
  }
carson-ask-bid = rilancia per { $lot } o ritirati: { $high ->
    [0] ancora nessuna offerta
   *[other] l'offerta più alta è ${ $high } ({ $who })
  }; hai ${ $money }.
carson-ask-captain = quanti { $what ->
    [cowboys] cowboy
   *[revolvers] revolver
  } comprare (Capitano)? Hai ${ $money }.
carson-ask-banker = comprare un lotto di PV (Banchiere)? Hai ${ $money }.
carson-ask-doctor = duello perso in { $loc }: { $price ->
    [0] ripiazzare gratis il tuo cowboy (Dottore)?
   *[other] pagare ${ $price } al Dottore ({ $who }) per ripiazzare il tuo cowboy?
  }
carson-ask-undertaker = duello perso: pagare $2 al Becchino ({ $who }) o perdere 1 PV?
carson-ask-reroll = ritirare il dado del duello in { $loc }? Il tuo totale è { $mine }; { $rival ->
    [player] il miglior avversario ha { $best }
   *[outlaw] la forza del fuorilegge è { $best }
  }.
carson-ask-outlaw_win = fuorilegge battuto in { $plot }: prendere { $vp } PV o rubare metà della rendita di lì?
carson-ask-claim = { $what ->
    [settler] scegli un lotto gratis (Colono)
    [auction] scegli il primo lotto dell'asta (Banditore)
    [auction2] scegli il secondo lotto dell'asta (Banditore)
    [townhall] scegli il lotto senza proprietario per il Municipio
    [special] scegli il lotto su cui costruire { $building }
   *[other] scegli un lotto
  }
carson-ask-card = { $question } ({ $card })
carson-ask-money_or_vp = prendere $8 ora, o 1 PV per ogni { $per ->
    [houses] casa o palazzina
   *[mountains] montagna
  } sui tuoi lotti a fine round ({ $card })?
carson-ask-order = quale { $what ->
    [plots] duello per un lotto
    [attacks] attacco a un edificio
   *[fights] scontro con un fuorilegge
  } si risolve ora?
carson-ask-coolie = prendere un edificio qualsiasi dal mercato per ${ $price } ({ $card })?
carson-corral-help = { $corral ->
    [1] Recinto 1: +1 potenza di fuoco in questo round (+2 con 3 cavalli); 1 punto rodeo per cavallo
    [2] Recinto 2: subito piazza un altro cowboy, spostane uno o passa; 2 punti rodeo per cavallo
    [3] Recinto 3: raddoppia la rendita di uno dei tuoi Ranch in questo round; 3 punti rodeo per cavallo
    [4] Recinto 4: +$2 subito; 4 punti rodeo per cavallo
   *[5] Recinto 5: 5 punti rodeo per cavallo
  }
