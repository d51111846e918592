# Terms: (English -> Spanish; [rulebook] = from the Spanish rulebook, seed 004 (Devir); [choice] = chosen
# here. One term per concept in board, questions, events and cards: tests/glossary/carson.json;
# "avoid" lists the synonyms that must not appear.)
#   Ranch -> Rancho [rulebook]
#   Mine -> Mina [rulebook]
#   Drugstore -> Farmacia [rulebook; not: Botica, Droguería]
#   Bank -> Banco [rulebook]
#   Saloon -> Cantina [rulebook; not: Salón]
#   Hotel -> Hotel [rulebook]
#   Church -> Iglesia [rulebook]
#   Prison -> Prisión [rulebook; not: Cárcel]
#   Store -> Tienda [rulebook; not: Almacén]
#   School -> Escuela [rulebook; not: Colegio]
#   Blacksmith -> Herrería [rulebook]
#   Town Hall -> Ayuntamiento [rulebook; not: Alcaldía]
#   Train Station -> Estación [rulebook; not: tren]
#   house -> casa [rulebook]
#   townhouse -> adosado [rulebook; not: adosada, mansión]
#   mountain -> montaña [rulebook]
#   Newspaper Boy -> Repartidor de Periódicos [rulebook]
#   Banker -> Banquero [rulebook]
#   Grocer -> Dependienta [rulebook]
#   Chinese Worker -> Trabajador Chino [rulebook]
#   Settler -> Colono [rulebook]
#   Captain -> Capitán [rulebook]
#   Mercenary -> Mercenario [rulebook]
#   Indian -> Indio [rulebook]
#   Gold Prospector -> Buscador de Oro [rulebook]
#   Gunsmith -> Armero [rulebook]
#   Singer -> Cantante [rulebook]
#   Auctioneer -> Subastador [rulebook]
#   Governor -> Gobernador [rulebook]
#   Undertaker -> Enterrador [rulebook]
#   Teacher -> Profesora [rulebook; not: Maestra]
#   Sheriff -> Sheriff [rulebook]
#   Doctor -> Doctor [rulebook]
#   Heroes -> Héroes [rulebook]
#   cowboy -> cowboy [rulebook; not: vaquero, vaqueros]
#   road -> carretera [rulebook; not: camino, caminos]
#   plot -> parcela [rulebook; not: terreno]
#   revolver -> revólver [rulebook]
#   firepower -> potencia de fuego [rulebook]
#   duel -> duelo [rulebook]
#   duel tile -> loseta de duelo [rulebook; not: ficha de duelo]
#   no-duel token -> ficha sin duelo [rulebook]
#   property tile -> loseta de propiedad [rulebook]
#   outlaw -> forajido [rulebook; not: bandido]
#   dynamite -> dinamita [rulebook]
#   horse -> caballo [rulebook]
#   corral -> cercado [rulebook; not: corral]
#   character -> personaje [rulebook]
#   VP -> PV [rulebook]
#   Salary -> Salario [rulebook]
#   Ammunition -> Munición [rulebook]
#   Gambling -> Ingresos por apuestas [rulebook; not: Juego]
#   white pawn -> cowboy blanco [rulebook; not: peón]

# Carson City (carson): todo lo que dice el motor. Los jugadores se nombran por su nombre;
# las parcelas por su coordenada (A1 arriba a la izquierda, H8 abajo a la derecha).

carson-blurb = Construye Carson City: cowboys, duelos, parcelas y edificios (Xavier Georges, 2-6 jugadores).
carson-variant-unavailable = La variante { $variant } todavía no está disponible.

## Términos compartidos

carson-building = { $kind ->
    [ranch] Rancho
    [mine] Mina
    [drugstore] Farmacia
    [bank] Banco
    [saloon] Cantina
    [hotel] Hotel
    [church] Iglesia
    [prison] Prisión
    [store] Tienda
    [school] Escuela
    [blacksmith] Herrería
    [townhall] Ayuntamiento
    [station] Estación
   *[none] nada
}
carson-loc = { $id ->
    [SALARY] Salario
    [AMMO] Munición
    [ROADS_3] Carreteras (3)
    [ROAD_1] Carretera (1)
    [BUILD_12] Edificio $12
    [BUILD_10] Edificio $10
    [BUILD_8] Edificio $8
    [BUILD_6] Edificio $6
    [BUILD_5] Edificio $5
    [BUILD_4] Edificio $4
    [BUILD_3] Edificio $3
    [INCOME_PLOTS] Ingresos por parcelas
    [INCOME_COWBOYS] Ingresos por cowboys
    [GAMBLING] Ingresos por apuestas
    [VP_PLOTS] PV por parcelas
    [VP_BUILDINGS] PV por edificios
    [VP_COWBOYS] PV por cowboys
    [BUYVP_5] Comprar PV a $5
    [BUYVP_4] Comprar PV a $4
    [BUYVP_3] Comprar PV a $3
    [BUYVP_2] Comprar PV a $2
   *[other] parcela { $id }
}
carson-card = { $n ->
    [0] Repartidor de Periódicos
    [1] Sheriff
    [2] Banquero
    [3] Dependienta
    [4] Trabajador Chino
    [5] Colono
    [6] Capitán
    [7] Mercenario
    [8] Indio
    [9] Buscador de Oro
    [10] Armero
    [11] Cantante
    [12] Subastador
    [13] Gobernador
    [14] Doctor/Enterrador
    [15] Cowboy
    [16] Los Héroes
   *[17] Profesora
}
carson-road = { $side ->
    [between] entre { $a } y { $b }
    [north] al norte de { $a }
    [south] al sur de { $a }
    [west] al oeste de { $a }
   *[east] al este de { $a }
  }
carson-side = { $side ->
    [Y] amarilla
   *[R] roja
}

## Estado y resúmenes

carson-status = Ronda { $round } de 4 · { $phase ->
    [draft] Reparto de parcelas
    [choose] Elección de personaje
    [place] Colocación de cowboys
    [resolve] Resolución
    [spend] Fin de ronda
   *[other] Preparación
  } · le toca a { $who }
carson-status-over = La partida ha terminado.
carson-nobody = nadie
carson-who = { $more ->
    [0] { $who }
   *[other] { $who } y { $more } más
  }
carson-prompt = { $who }: { $question }
carson-line-player = { $who }: ${ $money }, { $vp } PV, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, potencia de fuego { $fire }, { $plots ->
        [one] 1 parcela
       *[other] { $plots } parcelas
    }
carson-line-slot = Mercado ${ $price }: { $building }
carson-hand-asked = Te toca decidir: { $question }
carson-hand = Tienes ${ $money }, { $vp } PV, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $revolvers ->
        [one] 1 revólver
       *[other] { $revolvers } revólveres
    }; { $chosen ->
        [no] aún sin personaje
       *[yes] límite de dinero ${ $limit }
    }.
carson-over = { $who } gana con { $vp } PV.
carson-detail = quedan ${ $money }

## Preguntas

carson-q-draft = elige una parcela inicial (gratis)
carson-q-character = elige un personaje
carson-q-newsboy = elige la segunda carta del Repartidor de Periódicos
carson-q-docside = ¿Doctor o Enterrador?
carson-q-grocer = toma $8 ahora o decide en los ingresos por edificios
carson-q-money_or_vp = toma $8 ahora o PV al final de la ronda
carson-q-claim = elige una parcela
carson-q-coolie = ¿tomar un edificio del mercado por $5?
carson-q-special = ¿pagar el edificio y una parcela nueva?
carson-q-captain = cuántos comprar
carson-q-tax = qué impuesto cobrar
carson-q-heroes = cuántos cowboys entregar a cambio de PV
carson-q-bid = sube la puja o retírate
carson-q-banker = ¿comprar un lote de PV?
carson-q-spend = cuánto dinero gastar (1 PV por cada $10)
carson-q-place = coloca un cowboy o pasa
carson-q-reroll = ¿repetir tu tirada de duelo?
carson-q-undertaker = paga $2 al Enterrador o pierde 1 PV
carson-q-doctor = ¿pagar al Doctor para recolocar tu cowboy?
carson-q-order = qué duelo se resuelve ahora
carson-q-buyplot = ¿comprar esta parcela?
carson-q-buy = ¿comprar este edificio?
carson-q-site = dónde construirlo
carson-q-house = dónde añadir una casa
carson-q-consent = ¿permites una casa en tu parcela?
carson-q-kept = ¿construir un edificio guardado?
carson-q-grocer_income = duplica un tipo de edificio o toma $8
carson-q-dynamite = ¿en qué Mina poner dinamita (ingresos ×3)?
carson-q-buyvp = cuántos PV comprar

## Rechazos

carson-illegal = Ese movimiento no es posible ahora.
carson-illegal-draft = Elige una parcela sin dueño que no sea río ni el Ayuntamiento.
carson-illegal-character = Esa carta no está disponible para ti.
carson-illegal-newsboy = Esa carta no se puede tomar prestada.
carson-illegal-docside = Elige Doctor o Enterrador.
carson-illegal-grocer = Elige $8 o decidir más tarde.
carson-illegal-money_or_vp = Elige $8 o PV.
carson-illegal-claim = Esa parcela no se puede tomar.
carson-illegal-coolie = Esa casilla está vacía.
carson-illegal-special = Ese edificio no está disponible.
carson-illegal-captain = No puedes pagar o tener tantos.
carson-illegal-tax = Elige un impuesto.
carson-illegal-heroes = No tienes tantos cowboys.
carson-illegal-bid = La puja debe superar la más alta y no exceder tu dinero.
carson-illegal-banker = No puedes pagar ese lote.
carson-illegal-spend = Debes gastar al menos tu exceso y como mucho tu dinero.
carson-illegal-reroll = Responde sí o no.
carson-illegal-undertaker = No puedes pagar ni perder un PV.
carson-illegal-doctor = Ese lugar ya se resolvió o no está abierto para ti.
carson-illegal-order = Elige un lugar disputado.
carson-illegal-buyplot = No puedes comprar esta parcela.
carson-illegal-buy = No puedes pagar este edificio.
carson-illegal-site = No puedes construir ahí.
carson-illegal-house = Ahí no puede ir ninguna casa.
carson-illegal-consent = Responde sí o no.
carson-illegal-kept = Ahora no puedes construir eso.
carson-illegal-grocer_income = Elige un tipo de edificio tuyo o $8.
carson-illegal-dynamite = Elige una de tus Minas.
carson-illegal-buyvp = No puedes pagar tantos PV.
carson-illegal-place = Esa colocación no es posible.
carson-no-cowboy = No te queda ningún cowboy en reserva.
carson-closed = Esa casilla está cerrada esta ronda.
carson-pawn-there = El Sheriff ocupa esa casilla.
carson-no-token = No puedes poner ahí una ficha sin duelo.
carson-not-location = Ahí no se puede hacer nada con un cowboy.
carson-already-there = Ya tienes un cowboy ahí.
carson-no-dynamite = No puedes añadir dinamita ahí.
carson-sheriff-red = El Sheriff rojo no puede unirse al duelo de un rival.
carson-pawn-space = El cowboy blanco necesita una casilla de acción vacía.
carson-no-gamble = No tienes ningún cowboy gratuito de apuestas que colocar (Cantante roja).
carson-corral-cowboy = Ya tienes un cowboy en ese cercado, o no está abierto.
carson-not-offered = Esa no es una de las respuestas a esta pregunta.
carson-road-built = Ya hay una carretera { $edge }.
carson-road-link = Una carretera nueva debe tocar una ya construida; la carretera { $edge } no lo hace.
carson-no-roads = No te quedan carreteras en tu reserva.
carson-bridge-cost = Un puente cuesta 2 carreteras de tu reserva.
carson-buy-cost = Tienes ${ $money }; el edificio { $building } cuesta ${ $price }.
carson-no-tiles = No te quedan marcadores de parcela.
carson-plot-gone = La parcela { $plot } ya no está en venta.
carson-plot-cost = Tienes ${ $money }; la parcela { $plot } cuesta ${ $price }.
carson-vp-cost = Tienes ${ $money }; { $vp } PV cuestan ${ $price }.
carson-spend-low = Debes gastar al menos ${ $money }.
carson-money-short = Solo tienes ${ $money }.
carson-bid-low = Una puja debe superar ${ $money }.
carson-site-not-yours = La parcela { $plot } no es tuya: el edificio { $building } va en una de tus parcelas.
carson-site-outlaw = Un forajido ocupa la parcela { $plot }: el edificio { $building } no puede ir ahí.
carson-site-taken = La parcela { $plot } no está vacía: el edificio { $building } necesita una parcela vacía.
carson-site-road = La parcela { $plot } no está conectada a una carretera: el edificio { $building } la necesita.
carson-site-school = Ya hay una Escuela en esa orilla del río ({ $plot }, { $building }).
carson-site-station = El edificio { $building } necesita una carretera recta completa junto a la parcela { $plot }.
carson-site-houses = No hay sitio para { $houses ->
    [one] la casa
   *[other] las { $houses } casas
} del edificio { $building } alrededor de la parcela { $plot }.
carson-townhall-house = La casa del Ayuntamiento debe colocarse.
carson-house-refused = El dueño de la parcela { $plot } rechazó una casa ahí ({ $building }).
carson-house-outlaw = Un forajido ocupa la parcela { $plot }: no cabe ahí una casa del edificio { $building }.
carson-house-road = La parcela { $plot } no está conectada a una carretera: no cabe ahí una casa del edificio { $building }.
carson-house-full = La casa de la parcela { $plot } solo se convierte en adosado cuando sus 8 vecinas están ocupadas ({ $building }).
carson-house-occupied = No hay sitio para una casa en la parcela { $plot } ({ $building }).
carson-house-rest = Una casa en la parcela { $plot } no dejaría sitio para las demás casas del edificio { $building }.
carson-kept-none = No tienes guardado ningún edificio { $building }.
carson-kept-tried = Ya decidiste sobre el edificio { $building } esta vez.
carson-kept-nowhere = No hay ninguna parcela donde construir ahora el edificio { $building }.
carson-undertaker-money = Tienes ${ $money }; pagar al Enterrador cuesta $2.
carson-undertaker-vp = No tienes PV que perder.
carson-doctor-token = El Doctor devuelve el cowboy sin fichas.
carson-doctor-same = No en { $loc }: el Doctor envía el cowboy a otro lugar.
carson-resolved = { $loc } ya se ha resuelto.
carson-tiles-one = Juega una loseta de duelo (dos solo con dinamita).
carson-tiles-two = Con dinamita juegas dos losetas de duelo.
carson-tiles-order = Nombra primero la loseta más alta.
carson-tiles-missing = No puedes jugar la loseta { $tile }: no tienes suficientes en la mano.
carson-order-not = { $loc } no es un lugar disputado pendiente de resolver.

## Opciones

carson-do-place = { $purpose ->
    [buy] Comprar la parcela { $plot } (${ $price })
    [attack] Atacar { $building } de { $plot }
    [defend] Defender { $building } de { $plot }
    [townhall] Ocupar el Ayuntamiento ({ $plot })
    [fight] Luchar contra el forajido de { $plot }
   *[space] { $loc }
  }{ $noduel ->
    [true] , ficha sin duelo
   *[false] {""}
  }{ $dynamite ->
    [true] , dinamita
   *[false] {""}
  }
carson-do-pawn = Cowboy blanco en { $loc }
carson-do-road = Carretera { $edge }
carson-do-road-tagged = { $tag } Carretera { $edge }
carson-do-plot = { $question ->
    [claim] { $plot } (vale ${ $price })
    [draft] Tomar { $plot } (vale ${ $price })
    [order] Duelo en { $plot }
    [house] Casa en { $plot }
    [site] Construir en { $plot }
    [dynamite] Dinamita en la Mina de { $plot } (ingresos ×3)
    [outlaw_move] Forajido de { $plot }
    [corral3] Duplicar el Rancho de { $plot }
   *[other] { $plot } (${ $price })
  }
carson-do-card = { $card } (cara { $side })
carson-card-help = { $card }, cara { $side }
carson-do-choose = { $question ->
    [undertaker] { $option ->
        [money] Pagar $2 al Enterrador
       *[vp] Perder 1 PV
    }
    [buy] { $option ->
        [yes] Comprar { $the } (${ $price })
       *[no] No comprar
    }
    [buyplot] { $option ->
        [yes] Comprar { $plot } (${ $price })
       *[no] No comprar { $plot }
    }
    [consent] { $option ->
        [yes] Permitir la casa
       *[no] Rechazar la casa
    }
    [reroll] { $option ->
        [yes] Repetir la tirada
       *[no] Quedarse con la tirada
    }
    [salary_horse] { $option ->
        [yes] Pagar $4 por un caballo
       *[no] Cobrar el salario de $4
    }
    [doctor] No recolocar el cowboy
    [horse] Sin caballo
    [kept] No construir nada más ahora
    [dynamite] No usar más dinamita
    [corral3] No duplicar ningún Rancho
    [corral2] Pasar ya
    [special] { $option ->
        [yes] Tomar { $the } de la bolsa
       *[decline] Rechazar
    }
   *[other] { $option ->
        [yes] Sí
        [no] No
        [money] Tomar $8
        [vp] { $question ->
            [undertaker] Perder 1 PV
            [outlaw_win] Tomar los PV de recompensa
           *[other] PV al final de la ronda
        }
        [defer] Decidir en los ingresos
        [doctor] Doctor
        [undertaker] Enterrador
        [guns] Impuesto sobre revólveres ($1 cada uno)
        [cash] Impuesto sobre el dinero (una décima parte)
        [keep] Guardar { $the } para más tarde
        [decline] Rechazar
        [drop] Retirarse
        [done] Terminado
        [double] Duplicar cada { $building }
       *[steal] Robar la mitad de los ingresos
    }
  }
carson-do-amount = { $question ->
    [spend] { $n ->
        [0] No gastar nada
       *[other] Gastar ${ $n } ({ $cost } PV)
    }
    [bid] Pujar ${ $n }
    [buyvp] { $n ->
        [0] No comprar PV
       *[other] Comprar { $n } PV (${ $cost })
    }
    [banker] { $n ->
        [0] Ningún lote
       *[other] Comprar { $n } PV por ${ $cost }
    }
    [heroes] { $n ->
        [0] Conservar tus cowboys (+{ $cost } PV)
        [one] Entregar 1 cowboy (+{ $cost } PV)
       *[other] Entregar { $n } cowboys (+{ $cost } PV)
    }
    [captain] { $n ->
        [0] No comprar nada
       *[other] Comprar { $n } { $what ->
            [cowboys] { $n ->
                [one] cowboy
               *[other] cowboys
            }
           *[revolvers] { $n ->
                [one] revólver
               *[other] revólveres
            }
        } por ${ $cost }
    }
   *[other] Comprar { $n }
  }
carson-do-slot = { $building } de la casilla de ${ $price }{ $cost ->
    [0] {""}
   *[other] {" "}por ${ $cost }
  }
carson-do-kept = Construir ahora { $building }
carson-do-gamble = Cowboy gratuito de apuestas
carson-do-pass = Pasar
carson-pass-help = No colocas nada más esta ronda; tomas la siguiente posición de paso.
carson-stage-row = Fila { $row }
carson-stage-track = Recorrido de acciones
carson-stage-pawn = Cowboy blanco del Sheriff
carson-stage-roads = Carreteras
carson-stage-tens = ${ $low }-{ $high }

## Sucesos

carson-ev-townhall-drawn = El Ayuntamiento salió de la bolsa.
carson-ev-slot-filled = La casilla de ${ $price } recibe { $the } de la bolsa.
carson-ev-built = { $who } construyó { $the } en { $plot }.
carson-ev-townhouse = { $who } convirtió la casa de { $plot } en un adosado.
carson-ev-house = { $who } añadió una casa en { $plot }.
carson-ev-attack-cancelled = Se anuló el ataque al edificio de { $who } en { $plot }.
carson-ev-road = { $who } construyó la carretera { $edge }.
carson-ev-governor-vp = { $who } ganó { $vp } PV (Gobernador).
carson-ev-rolled = { $who } sacó { $dice } + potencia de fuego { $fire } = { $total }.
carson-ev-rerolled = { $who } repitió la tirada: { $dice }, total { $total }.
carson-ev-duel-won = { $who } ganó el duelo en { $loc }.
carson-ev-gunsmith-vp = { $who } ganó { $vp } PV (Armero).
carson-ev-sheriff-vp = { $who } ganó { $vp } PV (Sheriff).
carson-ev-undertaker-paid = { $who } pagó $2 a { $to } (Enterrador).
carson-ev-undertaker-vp = { $who } perdió 1 PV (Enterrador).
carson-ev-salary = { $who } cobró ${ $money } de salario.
carson-ev-road-taken = { $who } tomó { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }.
carson-ev-ammo = { $who } tomó la ficha de Munición.
carson-ev-gambled = { $who } sacó { $dice } en los ingresos por apuestas.
carson-ev-gambled-product = { $who } sacó { $a } y { $b } con el cowboy gratuito de apuestas: cobra su producto.
carson-ev-gained = { $who } ganó ${ $money }.
carson-ev-scored = { $who } sumó { $vp } PV.
carson-ev-townhall-occupied = { $who } ocupa el Ayuntamiento.
carson-ev-attack-won = { $who } asaltó el edificio de { $plot }.
carson-ev-income = { $who } cobró ${ $money } por { $the } de { $plot }.
carson-ev-stole = { $who } se llevó ${ $money } del edificio de { $plot }.
carson-ev-round = Empieza la ronda { $round }.
carson-ev-cowboys = { $who } recibió { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }.
carson-ev-spent = { $who } gastó ${ $money } por { $vp } PV.
carson-ev-claimed = { $who } tomó la parcela { $plot }.
carson-ev-final = { $who }: { $money } PV por dinero, { $property } por propiedades, { $station } por la estación{ $teacher ->
    [0] {""}
   *[other] , { $teacher } por la Profesora
}; { $vp } PV en total.
carson-ev-plot-rolled = Dado blanco { $white }, negro { $black }: { $plot }.
carson-ev-took = { $who } tomó { $the_card } (cara { $side }).
carson-ev-prospector-flipped = No quedan Minas: { $who } usa el Buscador de Oro rojo.
carson-ev-bought = { $who } compró { $the } por ${ $money }.
carson-ev-kept = { $who } guardó { $the } para más tarde.
carson-ev-consent-given = { $who } permitió una casa en { $plot }.
carson-ev-consent-refused = { $who } rechazó una casa en { $plot }.
carson-ev-side = { $who } eligió { $which ->
    [Y] el Doctor
   *[R] el Enterrador
  }.
carson-ev-captain = { $who } compró { $count ->
    [one] 1 { $which ->
        [Y] cowboy
       *[R] revólver
    }
   *[other] { $count } { $which ->
        [Y] cowboys
       *[R] revólveres
    }
  }.
carson-ev-taxed = { $who } pagó ${ $money } de impuesto a { $to }.
carson-ev-bid = { $who } pujó ${ $money }.
carson-ev-dropped = { $who } se retiró de la subasta.
carson-ev-auction-unsold = Nadie pujó: la subasta terminó sin venta.
carson-ev-auction-won = { $who } ganó la subasta por ${ $money }.
carson-ev-vp-bought = { $who } compró { $vp } PV por ${ $money }.
carson-ev-placed = { $who } colocó un cowboy en { $loc }{ $noduel ->
    [true] {" "}con ficha sin duelo
   *[false] {""}
  }{ $dynamite ->
    [true] {" "}con dinamita
   *[false] {""}
  }.
carson-ev-pawn = { $who } puso el cowboy blanco en { $loc }.
carson-ev-free-gamble = { $who } colocó el cowboy gratuito de apuestas (Cantante).
carson-ev-passed = { $who } pasó (posición { $position }).
carson-ev-replaced = { $who } pagó al Doctor y movió el cowboy a { $loc }.
carson-ev-plot-bought = { $who } compró la parcela { $plot } por ${ $money }.
carson-ev-doubled = { $who } duplicó cada { $building }.
carson-ev-blasted = { $who } voló la Mina de { $plot }.
carson-ev-townhall-placed = { $who } colocó el Ayuntamiento en { $plot }.
carson-ev-road-supply = Se construyó una carretera de la reserva general { $edge }.
carson-ev-townhall-nowhere = El Ayuntamiento no encontró parcela.

## Temas de reglas

carson-rules-overview = Cuatro rondas. En cada una: elige un personaje, coloca cowboys en el recorrido de acciones, en parcelas y en edificios, resuelve el recorrido en orden (duelos: un dado + potencia de fuego; los empates los gana quien pasó antes) y gasta el dinero por encima de tu límite (1 PV por $10). Gana quien tenga más PV.
carson-rules-round = Se coloca por número de personaje; el orden de paso fija el orden de elección de la ronda siguiente y desempata todo. Salario y Carretera admiten muchos cowboys; cualquier otro lugar solo uno por jugador.
carson-rules-duels = Potencia de fuego = cowboys en reserva + revólveres + bonificaciones. Los cowboys perdedores vuelven a la reserva; el del ganador se gasta.
carson-rules-buildings = Los edificios van en tus parcelas vacías; todos salvo Ranchos y Minas necesitan carretera y una casa. Los ingresos llegan en el paso 10 según las casas y edificios de alrededor.
carson-rules-scoring = Al final: 1 PV por cada $6, 2 PV por parcela propia con edificio, casa o montaña, los PV de la Estación y el bono de la Profesora. Los empates los gana quien pasó antes en la ronda 4.

# /rules topic titles (the texts above are carson-rules-*)
carson-topic-overview = Resumen
carson-topic-round = Colocación de cowboys
carson-topic-duels = Duelos
carson-topic-buildings = Edificios
carson-topic-scoring = Final de la partida

carson-q-kit = coloca, retira o declara que has terminado (Kit Carson)
carson-illegal-kit = No tienes ninguna pieza ahí que retirar.
carson-do-recall = Retirar de { $loc }
carson-ev-recalled = { $who } retiró una pieza de { $loc }.
carson-ev-kit-bonus = { $who } ganó { $vp } PV por pasar antes (Kit Carson).
carson-ev-bridge = { $who } construyó un puente { $edge }.
carson-q-sheet = rellena tu hoja secreta de inicio (11 puntos)
carson-illegal-sheet = Una hoja debe gastar exactamente 11 puntos dentro del rango de cada línea.
carson-do-sheet = ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $revolvers ->
        [one] 1 revólver
       *[other] { $revolvers } revólveres
    }, { $plots ->
        [one] 1 parcela
       *[other] { $plots } parcelas
    }
carson-stage-money = Dinero ${ $money }
carson-hand-sheet = Tu hoja: ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $revolvers ->
        [one] 1 revólver
       *[other] { $revolvers } revólveres
    }, { $plots ->
        [one] 1 parcela
       *[other] { $plots } parcelas
    }.
carson-ev-sheet = { $who } entregó una hoja: { $money ->
        [one] 1 punto de dinero
       *[other] { $money } puntos de dinero
    }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $revolvers ->
        [one] 1 revólver
       *[other] { $revolvers } revólveres
    }, { $plots ->
        [one] 1 parcela
       *[other] { $plots } parcelas
    }.
carson-ev-sheet-in = { $who } entregó su hoja.
carson-ev-sheet-shown = { $who } empieza con ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 carretera
       *[other] { $roads } carreteras
    }, { $revolvers ->
        [one] 1 revólver
       *[other] { $revolvers } revólveres
    } y { $plots ->
        [one] 1 parcela
       *[other] { $plots } parcelas
    }.
carson-q-tiles = elige en secreto qué losetas de duelo juegas
carson-illegal-tiles = No tienes esas fichas.
carson-do-tiles = { $second ->
    [-1] Jugar la loseta { $first }
   *[other] Jugar las losetas { $first } + { $second }
  }
carson-hand-tiles = Tus losetas de duelo: { $tiles }.
carson-ev-tiles-chosen = { $who } eligió losetas de duelo por valor de { $tiles }.
carson-ev-tiles-in = { $who } eligió una loseta de duelo.
carson-ev-tiles-shown = { $who } jugó { $tiles } + potencia de fuego { $fire } = { $total }.
carson-ev-tiles-drawn = { $who } robó losetas de duelo del descarte ({ $count } en la mano).
carson-q-outlaw_move = qué forajido se mueve ahora
carson-illegal-outlaw_move = Ese forajido ya se ha movido.
carson-q-outlaw_win = toma la recompensa del forajido o roba la mitad de los ingresos
carson-illegal-outlaw_win = Elige la recompensa o el robo.
carson-ev-outlaws-arrive = Llegan forajidos: blanco { $white }, negro { $black }; fuerza { $strength }, llegan { $count }.
carson-ev-outlaw-jailed = Un forajido cayó en la Prisión de { $plot } y fue encarcelado ({ $vp } PV para su dueño).
carson-ev-outlaw-landed = Un forajido llegó a { $plot }.
carson-ev-outlaw-moved = El forajido de { $start } se movió a { $plot }.
carson-ev-outlaw-won = El forajido de { $plot } rechazó a los cowboys.
carson-ev-outlaw-beaten = { $who } expulsó al forajido de { $plot }.
carson-q-horse = ¿poner un caballo en un cercado?
carson-illegal-horse = No tienes caballo para ese cercado.
carson-q-corral2 = cercado 2: coloca otro cowboy, mueve uno o pasa ya
carson-illegal-corral2 = Esa no es una de las acciones del cercado 2.
carson-q-salary_horse = ¿pagar $4 por un caballo en lugar del salario de $4 de este cowboy?
carson-illegal-salary_horse = Ahora no puedes comprar un caballo.
carson-q-corral3 = qué Rancho duplicar (cercado 3)
carson-illegal-corral3 = Elige uno de tus Ranchos.
carson-do-corral = { $cowboy ->
    [true] Cowboy al cercado { $corral }
   *[false] Caballo al cercado { $corral }
  }
carson-ev-horse = { $who } recibió un caballo.
carson-ev-corral = { $who } puso un caballo en el cercado { $corral }.
carson-ev-corral-cowboy = { $who } puso un cowboy en el cercado { $corral }.
carson-ev-rodeo = { $who } ganó el rodeo con { $score ->
        [one] 1 punto
       *[other] { $score } puntos
    }.
carson-ev-ranch-doubled = { $who } duplicó el Rancho de { $plot }.
carson-ev-horse-vp = { $who } sumó { $vp } PV por caballos.
carson-teacher-random = La Profesora solo puede entrar en un conjunto aleatorio de personajes.
carson-seat-count = Carson City necesita de 2 a 6 jugadores.

## Referencia de cartas (/card)

carson-card-character = Personaje
carson-card-building = Edificio
carson-card-sides =
    Cara amarilla: { $yellow }
    Cara roja: { $red }
carson-card-yellow = { $id ->
    [newsboy] Paga $3 (necesitas $3 para tomar esta cara) y toma en el acto una segunda carta disponible, salvo el Sheriff: usas sus poderes y su límite de dinero, pero colocas con el número 0.
    [sheriff] Toma el cowboy blanco. En uno de tus turnos puedes colocarlo, en lugar de uno de tus cowboys, en una casilla del recorrido de acciones sin cowboys: realiza solo la acción de esa casilla, nunca se bate en duelo y no suma potencia de fuego.
    [banker] Gana $9 en el acto.
    [grocer] Toma $8 en el acto, o espera a los ingresos de edificios y entonces duplica los ingresos de todos tus edificios de un tipo, o toma $8.
    [coolie] Gana 2 carreteras en el acto. Esta ronda cada edificio que compres en una casilla del mercado cuesta la mitad, redondeando hacia arriba ({ $halves }).
    [settler] Pon en el acto una loseta de propiedad en una parcela disponible, gratis.
    [captain] Puedes comprar cowboys en el acto: { $cn1 } por ${ $cp1 }, { $cn2 } por ${ $cp2 } o { $cn3 } por ${ $cp3 } (10 cowboys propios como máximo).
    [mercenary] +3 de potencia de fuego hasta el final de la ronda.
    [indian] Gana en el acto 2 parcelas a los dados, gratis: cada tirada elige una parcela central y se repite mientras esa parcela tenga dueño o no esté vacía.
    [prospector] Puedes pagar $10 en el acto para tomar una Mina (del mercado o, si no hay, de la bolsa), poner una loseta de propiedad en una parcela vacía sin dueño y construir allí la Mina (sin carretera ni casa; +1 revólver). Si no queda ninguna Mina al tomar la carta, pasa a su cara roja el resto de la partida.
    [gunsmith] +2 PV en el acto por cada duelo que ganes esta ronda, incluidas las peleas con forajidos.
    [singer] 2 fichas sin duelo para esta ronda. Un cowboy con una (en Carreteras (3) o en una casilla de dinero o de PV) nunca se bate en duelo y siempre realiza su acción; los demás cowboys de allí lo resuelven entre ellos.
    [auctioneer] Subasta en el acto 2 parcelas disponibles como un solo lote, empezando por ti; solo pueden pujar quienes tengan 2 losetas de propiedad. Otro ganador paga la mitad de la puja (redondeando hacia abajo) a la banca y el resto a ti; si ganas tú, pagas solo esa mitad a la banca.
    [governor] +1 carretera en el acto. Esta ronda cada carretera que construyas y que conecte por primera vez una parcela da +1 PV (un puente +2 PV con Carson River).
    [doctor] Doctor: esta ronda cada cowboy que pierde un duelo (incluidas las peleas con forajidos) puede colocarse de nuevo en un lugar aún sin resolver, pagándote $3 (los tuyos gratis). También ganas $3 por cada forajido vencido.
    [cowboy] Gana 1 caballo en el acto (variante Caballos; sin ella esta cara no hace nada).
    [heroes] Esta ronda ninguno de tus edificios puede ser atacado y los forajidos no reducen sus ingresos; tú no puedes atacar.
   *[teacher] En la ronda siguiente eliges personaje en primer lugar, sin importar cuándo pasaste.
}
carson-card-red = { $id ->
    [newsboy] Lo mismo sin pagar, pero tu límite de dinero es el de la segunda carta menos ${ $less }.
    [sheriff] No puedes atacar edificios ni colocar un cowboy donde otro jugador ya tenga uno que se batiría en duelo (sí puedes defender tus edificios). Cada duelo que pierdes, incluidas las peleas con forajidos, te da +3 PV en el acto.
    [banker] Una vez, al final de la ronda, puedes comprar un lote de PV: { $bn1 } PV por ${ $bp1 }, { $bn2 } PV por ${ $bp2 } o { $bn3 } PV por ${ $bp3 }.
    [grocer] Elige en el acto $8, o 1 PV por cada casa o adosado en tus parcelas al final de la ronda.
    [coolie] Puedes pagar $5 en el acto para tomar cualquier edificio del mercado; constrúyelo ya o guárdalo para más tarde.
    [settler] Elige en el acto $8, o 1 PV por cada montaña en tus parcelas al final de la ronda.
    [captain] Puedes comprar en el acto revólveres permanentes: { $rn1 } por ${ $rp1 } o { $rn2 } por ${ $rp2 }.
    [mercenary] +2 de potencia de fuego hasta el final de la ronda.
    [indian] Esta ronda cada parcela que compres te cuesta como mucho $3.
    [prospector] Gana 2 fichas de dinamita (hay 7 en la caja). Cada una triplica los ingresos de una de tus Minas en los ingresos de edificios o, unida a un cowboy al colocarlo, le permite tirar 2 dados si se bate en duelo.
    [gunsmith] En cada duelo puedes repetir tu tirada una vez, cuando todos hayan tirado. También ganas 1 ficha de dinamita.
    [singer] Una vez esta ronda, en lugar de una colocación normal, pon un cowboy extra gratuito en los ingresos por apuestas: nunca se bate en duelo, tira 2 dados y cobra su producto.
    [auctioneer] Subasta en el acto la ficha de Munición, empezando por ti: el ganador te paga la puja (nada si ganas tú) y conserva la ficha (+3 de potencia de fuego) durante la ronda.
    [governor] Cobra en el acto un impuesto a cada otro jugador: $1 por cada ficha de revólver que tenga, o la décima parte de su dinero, redondeando hacia arriba.
    [doctor] Enterrador: esta ronda, cada vez que un cowboy de otro jugador pierde un duelo (incluidas las peleas con forajidos), su dueño te paga $2 o pierde 1 PV. También ganas $2 por cada forajido vencido.
    [cowboy] Puedes pagar $8 en el acto para tomar un Rancho (del mercado o, si no hay, de la bolsa), poner una loseta de propiedad en una parcela vacía sin dueño y construir allí el Rancho (+1 revólver).
    [heroes] Elige en el acto: +{ $hp0 } PV; o devuelve { $hn1 } cowboy de tu reserva a la reserva general por +{ $hp1 } PV; o devuelve { $hn2 } por +{ $hp2 } PV.
   *[teacher] En la puntuación final, +2 PV por cada Escuela, Prisión e Iglesia en tus parcelas, y +2 PV si no tienes ninguna Cantina.
}
carson-card-limits = Límite de dinero: ${ $yellow } (amarilla) · ${ $red } (roja)
carson-card-limit-newsboy = Límite de dinero: el de la segunda carta (amarilla) · el de la segunda carta − ${ $less } (roja)
carson-card-order = Coloca con el número { $n }
carson-card-teacher-rounds = Cara amarilla en las rondas { $yellow }; cara roja en la ronda { $red }
carson-card-house = Carta de la casa: solo en un grupo aleatorio de personajes con la opción de la Profesora
carson-card-note = { $id ->
    [newsboy] Solo se usa como 8.ª carta; ambas cartas se devuelven al final de la ronda
   *[doctor] Eliges Doctor (amarilla) o Enterrador (roja) al tomarla
}
carson-card-building-text = { $kind ->
    [ranch] Ingresos: $1 por cada parcela adyacente vacía, sea de quien sea (como mínimo $1).
    [mine] Ingresos: $3 por cada montaña adyacente sin dueño o tuya (+$3 junto al río con Carson River).
    [drugstore] Ingresos: $3 por cada símbolo de casa adyacente en una parcela sin dueño o tuya, + $3 por cada Rancho que hayas construido.
    [bank] Ingresos: $3 por cada símbolo de casa adyacente en una parcela sin dueño o tuya, + $3 por cada Mina que hayas construido.
    [saloon] Ingresos: $5 por cada símbolo de casa adyacente en una parcela sin dueño o tuya.
    [hotel] Ingresos: $6 cada ronda.
    [church] Sin ingresos. Tus edificios a su lado no pueden ser atacados; construirla anula los ataques pendientes contra ellos.
    [prison] Sin ingresos. Con Forajidos, ningún forajido llega ni se mueve a su lado, y el que cae en ella queda encarcelado y da PV a su dueño.
    [store] Ingresos: por cada símbolo de casa adyacente, $6 si está en tu parcela y $3 si no (sin dueño o de otro jugador).
    [school] Sin ingresos. Construirla exige 3 casas en lugar de 1.
    [blacksmith] Ingresos: $5 × el número de ronda, + $5 por cada Rancho que hayas construido.
    [townhall] No es de nadie: al salir de la bolsa se coloca en una parcela conectada sin dueño. Un cowboy colocado en él lo ocupa (los rivales se baten en duelo) y sigue allí hasta ser vencido; cada edificio del ocupante sube un nivel de ingresos.
   *[station] Sin ingresos. Debe estar junto a una carretera recta completa. Al final de la partida su dueño suma la mitad de los símbolos de casa de todo el mapa, redondeando hacia abajo.
}
carson-card-count = { $count } en la caja ({ $first } en el grupo de la primera partida)
carson-card-cost = Precio: el de su casilla del mercado, ${ $low }–${ $high }
carson-card-never-bought = Nunca se compra ni tiene dueño
carson-card-needs = { $road ->
    [yes] Necesita carretera
   *[no] No necesita carretera
  } · { $houses ->
    [0] sin casas que añadir
    [1] 1 casa que añadir
   *[other] { $houses } casas que añadir
  }
carson-card-symbols = { $he ->
    [0] Ningún símbolo de casa
    [1] 1 símbolo de casa
   *[other] { $he } símbolos de casa
  } · { $revolvers ->
    [0] ningún revólver al construirlo
    [1] +1 revólver al construirlo
   *[other] +{ $revolvers } revólveres al construirlo
  }
carson-card-attack = { $attackable ->
    [yes] Puede ser atacado
   *[no] No puede ser atacado
  }
carson-card-cap = Ingresos máximos: ${ $cap }
carson-card-townhall-step = Con el Ayuntamiento ocupado: +${ $step } de ingresos
carson-tie-break = { $who } pasó antes en la última ronda

## Questions named by their subject (asking.py)

carson-slot = { $empty ->
    [yes] Edificio ${ $price } (vacía)
   *[no] { $building } ${ $price }
  }
carson-the-building = { $kind ->
    [ranch] el Rancho
    [mine] la Mina
    [drugstore] la Farmacia
    [bank] el Banco
    [saloon] la Cantina
    [hotel] el Hotel
    [church] la Iglesia
    [prison] la Prisión
    [store] la Tienda
    [school] la Escuela
    [blacksmith] la Herrería
    [townhall] el Ayuntamiento
    [station] la Estación
   *[none] nada
}
carson-the-card = { $n ->
    [0] el Repartidor de Periódicos
    [1] el Sheriff
    [2] el Banquero
    [3] la Dependienta
    [4] el Trabajador Chino
    [5] el Colono
    [6] el Capitán
    [7] el Mercenario
    [8] el Indio
    [9] el Buscador de Oro
    [10] el Armero
    [11] la Cantante
    [12] el Subastador
    [13] el Gobernador
    [14] el Doctor/Enterrador
    [15] el Cowboy
    [16] los Héroes
   *[17] la Profesora
}
carson-lot-ammo = la ficha de Munición
carson-lot-plots = las parcelas { $a } y { $b }
carson-ask-buy = ¿comprar { $building } por ${ $price }{ $half ->
    [yes] {" "}(mitad con el Trabajador Chino)
   *[no] {""}
  }?
carson-ask-site = ¿dónde construir { $building }?
carson-ask-special = ¿pagar ${ $price } por { $building } y una parcela nueva donde construirlo?
carson-ask-house = { $n ->
    [1] ¿dónde añadir la casa para { $building } de { $plot }?
   *[other] ¿dónde añadir la casa { $k } de { $n } para { $building } de { $plot }?
  }
carson-ask-consent = { $who } pide poner una casa en tu parcela { $plot } (para { $building } de { $site }): ¿lo permites?
carson-ask-kept = ¿construir ahora un edificio guardado ({ $buildings })?
carson-ask-buyplot = ¿comprar la parcela { $plot } por ${ $price }? Tienes ${ $money }.
carson-ask-buyvp = ¿cuántos PV comprar a ${ $price } cada uno? Tienes ${ $money }.
carson-ask-spend = ¿cuánto gastar (1 PV por cada $10)? Tienes ${ $money } y puedes conservar ${ $limit }{ $least ->
    [0] .
   *[other] : gasta al menos ${ $least }.
  }
carson-ask-bid = sube la puja por { $lot } o retírate: { $high ->
    [0] aún no hay pujas
   *[other] la puja más alta es ${ $high } ({ $who })
  }; tienes ${ $money }.
carson-ask-captain = ¿cuántos { $what ->
    [cowboys] cowboys
   *[revolvers] revólveres
  } comprar (Capitán)? Tienes ${ $money }.
carson-ask-banker = ¿comprar un lote de PV (Banquero)? Tienes ${ $money }.
carson-ask-doctor = perdiste el duelo en { $loc }: { $price ->
    [0] ¿recolocar gratis tu cowboy (Doctor)?
   *[other] ¿pagar ${ $price } al Doctor ({ $who }) para recolocar tu cowboy?
  }
carson-ask-undertaker = perdiste un duelo: ¿pagar $2 al Enterrador ({ $who }) o perder 1 PV?
carson-ask-reroll = ¿repetir tu tirada del duelo en { $loc }? Llevas { $mine }; { $rival ->
    [player] el mejor rival lleva { $best }
   *[outlaw] la fuerza del forajido es { $best }
  }.
carson-ask-outlaw_win = venciste al forajido de { $plot }: ¿tomar { $vp } PV o robar la mitad de los ingresos de allí?
carson-ask-claim = { $what ->
    [settler] elige una parcela gratis (Colono)
    [auction] elige la primera parcela de la subasta (Subastador)
    [auction2] elige la segunda parcela de la subasta (Subastador)
    [townhall] elige una parcela sin dueño para el Ayuntamiento
    [special] elige la parcela donde construir { $building }
   *[other] elige una parcela
  }
carson-ask-card = { $question } ({ $card })
carson-ask-money_or_vp = ¿tomar $8 ahora, o 1 PV por cada { $per ->
    [houses] casa o adosado
   *[mountains] montaña
  } en tus parcelas al final de la ronda ({ $card })?
carson-ask-order = ¿qué { $what ->
    [plots] duelo por una parcela
    [attacks] ataque a un edificio
   *[fights] pelea con un forajido
  } se resuelve ahora?
carson-ask-coolie = ¿tomar cualquier edificio del mercado por ${ $price } ({ $card })?
carson-corral-help = { $corral ->
    [1] Cercado 1: +1 de potencia de fuego esta ronda (+2 con 3 caballos); 1 punto de rodeo por caballo
    [2] Cercado 2: en el acto coloca otro cowboy, mueve uno o pasa; 2 puntos de rodeo por caballo
    [3] Cercado 3: duplica los ingresos de uno de tus Ranchos esta ronda; 3 puntos de rodeo por caballo
    [4] Cercado 4: +$2 en el acto; 4 puntos de rodeo por caballo
   *[5] Cercado 5: 5 puntos de rodeo por caballo
  }
