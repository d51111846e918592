# Terms: (English -> Spanish; [rulebook] = from the Spanish rulebook by Devir, Pequeños grandes
# westerns; [choice] = chosen here)
#   posse -> pistolero [rulebook: «ficha de pistolero», «banda de pistoleros»]
#   boss -> jefe [rulebook: «carta de jefe»]
#   building (card) -> propiedad [rulebook: «carta de propiedad»]
#   mat / location -> edificio, tapete [rulebook: «tapete de edificio»]
#   Town Hall -> La Alcaldía [rulebook: «alcaldía»; written here as a proper name with its article]
#   Sheriff's Office -> La Oficina del Sheriff [rulebook: «oficina del sheriff»]
#   Saloon -> El Salón [rulebook: «salón»]
#   Hideout -> La Guarida [rulebook: «guarida»]
#   Bank -> El Banco [choice: the rulebook text does not name this mat]
#   Courthouse -> El Juzgado [choice: the rulebook text does not name this mat]
#   spot -> casilla [rulebook: «casilla de colocación»]
#   influence spot -> casilla de influencia [rulebook]
#   instant / resolution side -> lado «al instante» / «resolución» [rulebook: «¡Al instante!», «Resolución»]
#   porch -> porche [rulebook: «casilla de porche»]
#   buy slot -> zona de compra [rulebook]
#   Leftover -> «Sobrante» [rulebook]
#   value / suit (Sheriff spots) -> valor / palo [rulebook: «cambiar el valor numérico», «categoría del palo»]
#   pot (Winner's Pot) -> bote [rulebook: «Bote del Ganador»]
#   gap -> espacio (entre edificios) [rulebook: «espacios entre los tapetes»]
#   influence -> influencia [rulebook]
#   MONEY / LAW / FORCE -> DINERO / LEY / FUERZA [rulebook: Dinero, Ley, Fuerza]
#   ANY / wild -> influencia libre [rulebook]; "pay 1 ANY" -> «pagar 1 de influencia» [rulebook, solo
#     rules: «pagar 1 (influencia de cualquier clase)»]
#   industry -> negocio [rulebook: «ficha de negocio», «posiciones de negocio»]
#   MINING / RAILROAD / WAGON -> MINERÍA / FERROCARRIL / CARAVANA [rulebook]
#   industry track 3rd / 2nd / 1st -> 3.ª / 2.ª / 1.ª (posición) [rulebook]; START -> INICIO [choice]
#   industry icons -> símbolos de negocio [rulebook]
#   majority / minority share -> accionista mayoritario / minoritario [rulebook]
#   Wanted card -> carta «Se busca» [rulebook]
#   dealer -> crupier [rulebook]
#   Rival -> Rival [rulebook]
#   VP -> PV (puntos de victoria) [rulebook]
#   duel / attacker / defender -> duelo / atacante / defensor [rulebook]
#   power (in a duel) -> disparo [rulebook: «valor de disparo»]
#   reroll -> repetir la tirada [rulebook]
#   stand (end a duel) -> plantarse [choice]
#   wounded / standing / lying down -> herido / erguido / tumbado [rulebook]
#   third posse -> tercer pistolero [rulebook: «recompensa del tercer pistolero»]
#   regular purchase -> compra normal [choice]
#   suits HAT / STEER -> SOMBRERO / RES [rulebook]
#   suits TEEPEE / HORSESHOE -> TIPI / HERRADURA [choice: the rulebook text does not name them]
#   straight flush / pair -> escalera de color / pareja [rulebook]
#   three of a kind / flush / straight / high card -> trío / color / escalera / carta alta [choice]
#   Phases 1-4 -> Barajar y repartir / Colocar pistoleros / Resolver edificios / Comprar propiedades [rulebook]
#   Setup -> Preparación [rulebook]; End of round -> Final de ronda [rulebook]
#   Buildings [rulebook, names on the illustrated cards]: Appraiser -> Tasador, Army Outpost -> Puesto
#     militar, Collapsed Mine -> Mina derrumbada, Cattle Farm -> Hacienda, Barber Shop -> Barbería,
#     Graveyard -> Cementerio
#   Buildings [choice]: Mayor's Office -> Despacho del alcalde, Post Office -> Oficina de correos,
#     Blacksmith -> Herrería, Auction House -> Casa de subastas, Central Bank -> Banco central,
#     Doctor's Office -> Consulta del médico, General Store -> Almacén general, Jail -> Cárcel,
#     Mansion -> Mansión, Grand Hotel -> Gran hotel, Outhouse -> Letrina, Stagecoach Station ->
#     Estación de diligencias, Wheelwright -> Taller del carretero, Water Tower -> Depósito de agua,
#     Hat Shop -> Sombrerería, Trading Post -> Puesto comercial, Gunsmith -> Armería, Claim Office ->
#     Oficina de concesiones, Church -> Iglesia, Telegraph Office -> Oficina de telégrafos,
#     Livery Stable -> Caballeriza, Bounty Office -> Oficina de recompensas, Stock Exchange -> Bolsa,
#     Train Station -> Estación de tren
#   Bosses: The Banker -> El Banquero [rulebook: «banquero»]; [choice]: The Gambler -> El Tahúr,
#     The Rancher -> El Ranchero, The Scout -> El Explorador, The Cowgirl -> La Vaquera,
#     The Marshal -> El Alguacil, The Outlaw -> El Forajido, The Undertaker -> El Enterrador
#
# Tiny Epic Western (en español, Pequeños grandes westerns): todas las frases que representan los
# mensajes con clave del motor. Los jugadores llegan como nombres ($who, $attacker...); los códigos de
# carta como 4Te son fichas.
# Gramática: los edificios ($mat) llegan ya escritos, sin género visible, así que llevan su artículo
# como nombre propio («El Salón», «La Guarida»); las propiedades ($building) van tras «la propiedad»
# o, en las etiquetas, sin artículo.

tew-blurb = Manos de póquer, duelos y compra de propiedades en un pueblecito de la frontera (1-4 jugadores, Rival en solitario).

## Nombres de los componentes

tew-mat = { $mat ->
    [TOWN_HALL] La Alcaldía
    [BANK] El Banco
    [COURTHOUSE] El Juzgado
    [SHERIFF] La Oficina del Sheriff
    [SALOON] El Salón
   *[HIDEOUT] La Guarida
}
tew-spot = { $mat } ({ $kind ->
    [INFLUENCE] influencia
    [PORCH] porche
    [VALUE] valor
    [SUIT] palo
   *[LEFTOVER] «Sobrante»
})
tew-spot-side = { $spot }, lado { $side ->
    [INSTANT] «al instante»
    [RESOLUTION] «resolución»
    [MINUS] -1
    [PLUS] +1
    [DOWN] abajo
   *[UP] arriba
}
tew-side = { $side ->
    [INSTANT] al instante
    [RESOLUTION] resolución
    [MINUS] -1
    [PLUS] +1
    [DOWN] abajo
   *[UP] arriba
}
tew-inf = { $type ->
    [MONEY] DINERO
    [LAW] LEY
    [FORCE] FUERZA
   *[ANY] influencia libre
}
tew-inf-or-wild = { $type ->
    [MONEY] DINERO
    [LAW] LEY
    [FORCE] FUERZA
   *[ANY] influencia libre
}
tew-industry = { $industry ->
    [MINING] MINERÍA
    [RAILROAD] FERROCARRIL
   *[WAGON] CARAVANA
}
tew-track = { $pos ->
    [START] INICIO
    [THIRD] 3.ª
    [SECOND] 2.ª
   *[FIRST] 1.ª
}
tew-suit = { $suit ->
    [Ha] SOMBRERO
    [Te] TIPI
    [Ho] HERRADURA
   *[St] RES
}
tew-card = { $value } de { $suit }
tew-hand = { $hand ->
    [STRAIGHT_FLUSH] escalera de color
    [THREE_OF_A_KIND] trío
    [FLUSH] color
    [STRAIGHT] escalera
    [PAIR] pareja
   *[HIGH_CARD] carta alta
}
tew-cost-nothing = nada
tew-cost-part = { $n } de { $type }
tew-cost-plus = { $rest } + { $n } de { $type }
tew-cost-short = { $n }{ $type ->
    [MONEY] $
    [LAW] L
   *[FORCE] F
}
tew-cost-short-plus = { $rest } { $item }
tew-who = { $who }
tew-join-comma = { $rest }, { $item }
tew-join-and = { $rest } y { $item }
tew-how = { $how ->
    [REGULAR] compra normal
    [LEFTOVER] «Sobrante»
    [AUCTION] Casa de subastas
    [BANK] Banco central
   *[FREE] gratis
}
tew-pot = { $n } de { $type }
tew-pot-sheriff = 1 de LEY + 1 de FUERZA, o el tercer pistolero

## Qué concede una ganancia o pide un pago

tew-src-wanted = la carta «Se busca»
tew-src-banker = el Banquero
tew-src-cowgirl = la Vaquera
tew-src-undertaker = el Enterrador
tew-src-marshal = el Alguacil
tew-src-rancher = el Ranchero
tew-src-reroll = repetir la tirada
tew-src-force-rival = obligar al Rival
tew-src-auction-house = la Casa de subastas
tew-src-central-bank = el Banco central
tew-src-post-office = la Oficina de correos
tew-src-sheriff-pot = bote de la Oficina del Sheriff
tew-src-pot = bote de { $mat }
tew-src-resolution = resolución de { $mat }
tew-src-instant = lado «al instante» de { $mat }
tew-src-porch = porche de { $mat }
tew-src-income = uso de su propiedad por { $who }

## Sucesos

tew-ev-boss = Jefe de { $who }: { $boss }.
tew-ev-round = Empieza la ronda { $round }; reparte { $dealer } (crupier).
tew-ev-gaps = Se ha barajado el mazo de póquer; entre los edificios hay { $cards }.
tew-ev-gaps-solo = Se ha barajado el mazo de póquer; entre los edificios hay { $cards }. La carta boca arriba del Rival es { $rival }.
tew-ev-dealt = { $who } recibe { $cards }.
tew-ev-dealt-public = { $who } recibe { $n ->
    [one] 1 carta
   *[other] { $n } cartas
}.
tew-ev-kept = { $who } se queda con { $card }.
tew-ev-kept-public = { $who } se queda con una carta.
tew-ev-third = El tercer pistolero de { $who } queda erguido para esta ronda.
tew-ev-third-paid = El tercer pistolero de { $who } queda erguido para esta ronda (paga 1 de { $type }).
tew-ev-placed = { $who } coloca un pistolero en { $spot }.
tew-ev-sat-out = { $who } no tenía ninguna casilla válida; ese pistolero no juega esta ronda.
tew-ev-rival-rolled = El Rival saca un { $roll } para colocar.
tew-ev-gained = { $who } obtiene { $n } de { $type }.
tew-ev-gained-from = { $who } obtiene { $n } de { $type } ({ $source }).
tew-ev-gained-capped = { $who } obtiene { $n } de { $type } en vez de { $face }: nadie puede tener más de { $cap }.
tew-ev-gained-from-capped = { $who } obtiene { $n } de { $type } ({ $source }) en vez de { $face }: nadie puede tener más de { $cap }.
tew-ev-paid = { $who } paga { $n } de { $type }.
tew-ev-paid-for = { $who } paga { $n } de { $type } ({ $reason }).
tew-ev-used = { $who } usa la propiedad { $building }.
tew-ev-used-note = { $who } usa la propiedad { $building }: { $note }.
tew-ev-traded = { $who } usa la propiedad { $building }: paga { $paid } y obtiene { $gained }.
tew-ev-traded-capped = { $who } usa la propiedad { $building }: paga { $paid } y obtiene { $gained } en vez de { $face }; nadie puede tener más de { $cap }.
tew-ev-traded-free = { $who } usa la propiedad { $building } y obtiene { $gained }.
tew-ev-traded-free-capped = { $who } usa la propiedad { $building } y obtiene { $gained } en vez de { $face }; nadie puede tener más de { $cap }.
tew-note-outhouse = sin duelos con { $who } esta ronda
tew-note-gunsmith = +1 al disparo en los duelos de esta ronda
tew-note-no-wounded = no hay pistoleros heridos, no obtiene nada
tew-note-unusable = { $kind ->
    [STOCK] no tiene 3 de un tipo para pagar, o ningún negocio puede avanzar; no pasa nada
    [HOTEL] no tiene 2 de un tipo para pagar; no pasa nada
    [BOUNTY] no tiene 2 de FUERZA para pagar, o ya tiene la carta «Se busca»; no pasa nada
    [AUCTION] no tiene 1 para pagar, o no quedan propiedades que robar; no pasa nada
    [POST_OFFICE] no tiene 2 de un tipo para pagar; no pasa nada
    [BANK] no puede pagar ninguna propiedad de las zonas de compra; no pasa nada
    [DOCTOR] no hay pistoleros heridos que mover; no pasa nada
    [LIVERY] no hay pistoleros que mover; no pasa nada
   *[other] nada de lo que ofrece es posible ahora; no pasa nada
}
tew-ev-duel = { $attacker } reta a { $defender } en { $spot }: dados { $a } contra { $d }.
tew-ev-reroll = { $who } repite la tirada y saca un { $die }.
tew-ev-reroll-paid = { $who } repite la tirada (paga 1 de { $type }) y saca un { $die }.
tew-ev-rival-reroll-paid = { $who } paga 1 de { $type } para que el Rival repita la tirada; saca un { $die }.
tew-ev-card-added = { $who } revela { $card } y la suma al duelo.
tew-ev-rival-card = El Rival roba { $card } como carta de duelo.
tew-ev-rival-redraw = { $who } paga 1 de { $type } para que el Rival robe otra carta; el Rival roba { $card } como carta de duelo.
tew-ev-stood = { $who } se planta.
tew-ev-duel-won = { $winner } gana el duelo en { $spot } ({ $won } a { $lost }); el pistolero de { $loser } queda herido.
tew-ev-wanted = { $who } tiene ahora la carta «Se busca».
tew-ev-wanted-bounty = { $who } paga 2 de FUERZA en la propiedad { $building } y tiene ahora la carta «Se busca».
tew-reveal-part = { $who } { $card }
tew-ev-revealed = Cartas reveladas: { $cards }.
tew-ev-face = En la Oficina del Sheriff, la carta { $natural } de { $who } cuenta ahora como { $face }.
tew-ev-hand = { $mat }: { $who } gana la mano con { $hand }.
tew-ev-hand-rival = { $mat }: el Rival se lleva la mano con { $hand }; nadie cobra.
tew-ev-order = Orden de la Alcaldía: { $order }.
tew-ev-bought = { $who } compra la propiedad { $building } por { $paid } ({ $how }).
tew-ev-bought-free = { $who } compra la propiedad { $building } ({ $how }).
tew-ev-passed = { $who } no compra nada.
tew-ev-advanced = { $who } avanza { $industry } a la posición { $position }.
tew-ev-advanced-paid = { $who } paga { $paid } en la propiedad { $building } y avanza { $industry } a la posición { $position }.
tew-ev-industry-skipped = Ninguna ficha de negocio podía avanzar.
tew-ev-swapped = { $who } intercambia las cartas de los espacios { $a } y { $b }.
tew-ev-reordered = { $who } pone la propiedad { $building } encima del porche de { $mat }.
tew-ev-moved = { $who } mueve un pistolero de { $src } a { $dst }.
tew-ev-auction = { $who } mira { $buildings }.
tew-ev-auction-public = { $who } mira { $n ->
    [one] 1 propiedad
   *[other] { $n } propiedades
} del mazo.
tew-ev-auction-paid = { $who } paga 1 de { $type } en la Casa de subastas y mira { $buildings }.
tew-ev-auction-paid-public = { $who } paga 1 de { $type } en la Casa de subastas y mira { $n ->
    [one] 1 propiedad
   *[other] { $n } propiedades
} del mazo.
tew-ev-poker-reshuffled = Se agotó el mazo de póquer; la pila de descarte se baraja para formar un mazo nuevo.
tew-ev-deck-shuffled = Se ha barajado el mazo de propiedades.
tew-ev-refilled = La propiedad { $building } pasa { $where ->
    [PORCH] al porche
   *[SLOT] a la zona de compra
} de { $mat }.
tew-ev-third-set = El tercer pistolero de { $who } { $standing ->
    [true] estará erguido
   *[false] estará tumbado
} la próxima ronda.
tew-ev-round-ended = Termina la ronda { $round }.
tew-ev-game-ended = La partida ha terminado: { $reason ->
    [ROUNDS] se han jugado seis rondas
   *[DECK] se ha agotado el mazo de propiedades
}.

## Resultados

tew-score-detail = { $total } PV: propiedades { $buildings }, negocios { $industry }, «Se busca» { $wanted }; { $n ->
    [one] 1 propiedad
   *[other] { $n } propiedades
}, { $icons ->
    [one] 1 símbolo
   *[other] { $icons } símbolos
}
tew-score-solo = { $human } | Rival: { $rival }
tew-result-won = { $who } gana con { $vp } PV.
tew-result-shared = { $who } comparten la victoria con { $vp } PV.
tew-result-solo-won = { $who } vence al Rival, { $vp } PV a { $rival }.
tew-result-solo-draw = { $who } y el Rival empatan a { $vp } PV; un empate no es una victoria.
tew-result-solo-lost = El Rival vence a { $who }, { $rival } PV a { $vp }.

## Estado y pregunta en curso

tew-phase = { $stage ->
    [boss] Preparación (elegir jefes)
    [keep] Fase 1 (Barajar y repartir)
    [rancher] Fase 2 (Colocar pistoleros)
    [place] Fase 2 (Colocar pistoleros)
    [reveal] Fase 3 (Resolver edificios)
    [start3] Fase 3 (Resolver edificios)
    [resolve] Fase 3 (Resolver edificios)
    [post_office] Fase 4 (Comprar propiedades)
    [order] Fase 4 (Comprar propiedades)
    [buy] Fase 4 (Comprar propiedades)
    [leftover] Fase 4 (Comprar propiedades)
    [claim] Fase 4 (Comprar propiedades)
    [industry] Fase 4 (Comprar propiedades)
    [end_round] Final de ronda
   *[over] Fin de la partida
}
tew-status = Ronda { $round } · { $phase } · le toca a { $who } { $doing }
tew-status-choosing = Ronda { $round } · { $phase } · { $who }: eligiendo carta
tew-status-over = Ronda { $round } · Fin de la partida
tew-doing = { $kind ->
    [PLACE] colocar
    [DUEL] actuar en un duelo — { $detail }
    [GAIN] obtener { $amount } de un tipo ({ $source })
    [GRAVEYARD] obtener 1 de cada uno de dos tipos distintos ({ $source })
    [BUY] comprar
    [LEFTOVER] hacer una compra «Sobrante»
    [ADVANCE] avanzar un negocio
    [BOSS] elegir jefe
    [DISCOUNT] elegir el descuento al comprar la propiedad { $source }
    [MOVE_TO] elegir adónde va el pistolero ({ $source })
   *[other] decidir — { $detail }
}
tew-q-boss = Elige tu jefe
tew-q-keep = Quédate con una de las cartas que te han repartido
tew-q-rancher = { $source }: ¿pagar 1 para poner erguido a tu tercer pistolero?
tew-q-place = Coloca un pistolero
tew-q-duel = Duelo
tew-q-duel-now = Duelo: { $now }
tew-q-gain = ¿De qué tipo obtienes { $amount }? ({ $source })
tew-q-graveyard = { $source }: obtén 1 de cada uno de dos tipos distintos
tew-q-convert = { $source }: ¿cuánto conviertes?
tew-q-hotel = Gran hotel: ¿pagar 2 de un tipo?
tew-q-telegraph = Oficina de telégrafos: ¿intercambiar espacios?
tew-q-bounty = Oficina de recompensas: ¿pagar 2 de FUERZA?
tew-q-stock = Bolsa: ¿pagar 3 para avanzar?
tew-q-auction = Casa de subastas: ¿pagar 1 para mirar?
tew-q-auction-pick = Casa de subastas: ¿comprar una?
tew-q-bank = Banco central: ¿comprar de una zona de compra?
tew-q-barber = Barbería: ¿reordenar un porche?
tew-q-barber-card = { $source }: ¿qué carta pones encima?
tew-q-doctor = Consulta del médico: ¿mover un pistolero herido?
tew-q-livery = Caballeriza: ¿mover un pistolero?
tew-q-move-to = { $source }: ¿adónde va el pistolero?
tew-q-sheriff-pot = Bote de la Oficina del Sheriff: ¿1 de LEY + 1 de FUERZA, o el tercer pistolero en la próxima ronda?
tew-q-post-office = Oficina de correos: ¿pagar 2 para ir primero?
tew-q-buy = Compra una propiedad
tew-q-leftover = «Sobrante»: compra de cualquier zona
tew-q-discount = Compra de la propiedad { $source }: ¿qué unidades del coste quita el descuento?
tew-q-advance = Avanza un negocio
tew-q-short = { $kind ->
    [RANCHER] el Ranchero
   *[other] el efecto
}

## Etiquetas y descripciones de las acciones

tew-keep = Quedarse con { $card }
tew-keep-hidden = Quedarse con una carta
tew-keep-desc = Las demás cartas repartidas se descartan boca abajo
tew-pick-top = Poner encima: { $building }
tew-pick-hidden = Comprar una de las propiedades sacadas
tew-duel-reroll = Repetir tirada (pagar 1 de { $type })
tew-duel-reveal = Revelar y sumar { $card }
tew-duel-reveal-hidden = Revelar y sumar tu carta
tew-duel-reveal-desc = Suma { $n } a tu disparo en este duelo
tew-duel-stand = Plantarse
tew-duel-stand-desc = Terminar el duelo tal como está
tew-duel-now = Ahora { $mine } contra { $theirs }; los empates los gana { $ties ->
    [attacker] el atacante
   *[defender] el defensor
}
tew-duel-desc = { $now }. { $what }
tew-duel-die = Tu dado muestra un { $die }
tew-duel-rival-reroll = Obligar al Rival a repetir tirada (pagar 1 de { $type })
tew-duel-rival-redraw = Obligar al Rival a robar otra carta (pagar 1 de { $type })
tew-gain = Obtener { $n } de { $type }
tew-from = Origen: { $source }
tew-gain-pair = Obtener 1 de { $type } y 1 de { $second }
tew-capped = { $label } → +{ $got } (tope)
tew-pay = Pagar { $n } de { $type } ({ $source })
tew-decline = { $kind ->
    [BUY] Pasar
    [LEFTOVER] Pasar
    [AUCTION_PICK] No comprar ninguna
   *[other] Rechazar
}
tew-decline-desc = { $kind ->
    [BUY] No comprar nada esta ronda
    [LEFTOVER] No hacer compra «Sobrante»
    [AUCTION_PICK] Las cartas sacadas vuelven al mazo y se baraja
   *[other] No usar este efecto
}
tew-convert = Convertir { $n } de { $src } en { $got } de { $dst }
tew-reorder = Reordenar el porche de { $mat }
tew-move-from = Mover al pistolero de { $spot }
tew-move-to = Mover a { $place }
tew-swap = Intercambiar espacios { $a } y { $b } ({ $ca } <-> { $cb })
tew-stock = Pagar 3 de { $type } y avanzar { $industry }
tew-sheriff-pot = { $choice ->
    [INFLUENCE] Obtener 1 de LEY + 1 de FUERZA
   *[POSSE] Tercer pistolero la próxima ronda
}
tew-sheriff-pot-last = Tercer pistolero la próxima ronda (no la hay: es la última)
tew-discount = Descontar { $money } de DINERO, { $law } de LEY, { $force } de FUERZA
tew-advance = Avanzar { $industry }
tew-buy = Comprar { $building } — { $vp } PV, cuesta { $cost }
tew-buy-empty = La zona de compra de { $mat } está vacía
tew-bank-buy = Comprar { $building } — { $vp } PV, cuesta { $cost } +1 de { $type }
tew-place = { $spot }: { $gives }
tew-spot-on-side = { $spot }, { $side ->
    [INSTANT] al instante
   *[RESOLUTION] en resolución
}
tew-place-duel = { $place } (duelo)
tew-place-duel-desc = Inicia un duelo con { $who }
tew-gives-influence = { $side ->
    [INSTANT] +1 de { $type } ahora
   *[RESOLUTION] +2 de { $type } si ganas
}
tew-gives-empty-porch = vacío
tew-gives-grey-porch = +1 de { $type }, { $porch }
tew-gives-grey-porch-capped = +1 de { $type } → +{ $got } (tope), { $porch }
tew-gives-sheriff = { $kind ->
    [LEFTOVER] compra final en cualquier zona
    [VALUE] { $side ->
        [MINUS] valor de la carta -1
       *[PLUS] valor de la carta +1
    }
   *[SUIT] { $side ->
        [DOWN] bajar el palo
       *[UP] subir el palo
    }
}
tew-gives-leftover-desc = Al final de la fase 4, compra en cualquier zona de compra

## Negativas

tew-not-dealt = No te han repartido esa carta.
tew-no-such-boss = Ese jefe no existe.
tew-boss-taken = Ese jefe ya está elegido.
tew-no-such-spot = Esa casilla no está en esta partida.
tew-already-there = Ya tienes un pistolero erguido en esa casilla.
tew-outhouse-no-duels = Esta ronda usaste la Letrina, así que tu pistolero no puede iniciar duelos.
tew-outhouse-protects = El pistolero de { $who } en esa casilla está protegido por la Letrina esta ronda.
tew-no-such-side = { $spot } no tiene ese lado.
tew-no-second-type = Elige un solo tipo.
tew-need-two-types = Elige dos tipos distintos.
tew-two-types-order = Indica dos tipos distintos, en el orden DINERO, LEY, FUERZA.
tew-convert-too-many = Solo tienes { $n } de { $type } para convertir.
tew-cannot-pay = Necesitas { $n } de { $type } para pagar eso.
tew-swap-order = Indica dos espacios distintos, el menor primero.
tew-bounty-force = La Oficina de recompensas solo acepta FUERZA.
tew-bounty-yours = Ya tienes la carta «Se busca».
tew-industry-full = { $industry } no puede avanzar ahora.
tew-deck-empty = El mazo de propiedades está vacío.
tew-not-drawn = Esa no es una de las propiedades que sacaste.
tew-cannot-afford = No puedes pagar { $cost }.
tew-slot-empty = La zona de compra de { $mat } está vacía.
tew-barber-target = El porche de { $mat } no se puede reordenar: necesita dos cartas o más y ningún pistolero encima.
tew-barber-card = Esa carta no está debajo de la carta de encima del porche de { $mat }.
tew-no-empty-spot = No hay ninguna casilla vacía a la que moverse.
tew-no-wounded-there = No tienes ningún pistolero herido en esa casilla.
tew-livery-other = Mueve otro pistolero, no el que acaba de llegar.
tew-no-standing-there = No tienes ningún pistolero erguido en esa casilla.
tew-move-elsewhere = El pistolero tiene que moverse a otra casilla.
tew-spot-not-empty = Esa casilla no está vacía.
tew-duel-no-pay = Esa jugada de duelo no lleva tipo de pago.
tew-reroll-cost = No tienes { $type } para pagar una nueva tirada.
tew-already-added = Ya sumaste tu carta en un duelo esta ronda.
tew-rival-only = Eso solo se permite en un duelo contra el Rival en solitario.
tew-force-pay = Indica con qué tipo pagas para obligar al Rival.
tew-buy-not-present = Necesitas un pistolero en { $mat } para comprar allí.
tew-discount-size = El descuento quita exactamente { $n ->
    [one] 1 unidad
   *[other] { $n } unidades
}.
tew-discount-over = Un descuento no puede quitar de un tipo más de lo que cuesta la carta.

## Tablero para lectores de pantalla (texto alternativo) y la mano privada

tew-alt-gaps = Espacios entre edificios g0-g5: { $cards }
tew-alt-rival = Cartas del Rival: { $cards }. «Se busca»: { $wanted }.
tew-alt-centre = en el centro
tew-alt-industry = Negocios: { $track } (cara de { $side } jugadores).
tew-alt-track = { $industry } { $pos }
tew-alt-mat = { $mat } ({ $side ->
    [colour] lado de color, de { $owner }
    [grey] lado gris
   *[sheriff] neutral
}; a los lados { $flanks }; bote { $pot }): zona de compra: { $buy }; porche: { $porch }
tew-alt-building = { $building } ({ $vp } PV)
tew-alt-empty = vacía
tew-alt-none = ninguno
tew-alt-face-down = boca abajo
tew-alt-code = { $card }
tew-alt-nobody = nadie
tew-alt-spot = · { $spot }: { $posse }
tew-alt-posse = { $who }{ $standing ->
    [true] {""}
   *[false] {" "}(herido)
}
tew-alt-posse-side = { $who }{ $standing ->
    [true] {""}
   *[false] {" "}(herido)
}, lado { $side }
tew-alt-card = carta { $card }
tew-alt-card-face = carta { $card } (cuenta como { $face })
tew-alt-card-kept = carta elegida
tew-alt-card-choosing = eligiendo
tew-alt-player = { $who } ({ $colour ->
    [YELLOW] amarillo
    [BLUE] azul
    [RED] rojo
    [GREEN] verde
   *[other] { $colour }
}, { $boss }): DINERO { $money }, LEY { $law }, FUERZA { $force }; { $card }; { $buildings ->
    [one] 1 propiedad
   *[other] { $buildings } propiedades
}{ $wanted ->
    [true] ; «Se busca»
   *[false] {""}
}
tew-alt-duel = Duelo en { $spot }: { $attacker } { $a } contra { $defender } { $d }; va perdiendo { $losing }.
tew-hand-dealt = Repartidas: { $cards }
tew-hand-card = { $card } ({ $name })
tew-hand-kept = Carta elegida: { $card }
tew-hand-discards = Descartadas: { $cards }
tew-hand-auction = Casa de subastas: { $buildings }
tew-hand-influence = Influencia: DINERO { $money }, LEY { $law }, FUERZA { $force }

## Resumen de reglas (/rules) por tema

tew-rules-overview =
    Tiny Epic Western (en español, Pequeños grandes westerns), de 1 a 4 jugadores, 6 rondas. Coloca a tus 3 pistoleros en un círculo de seis edificios para ganar DINERO, LEY y FUERZA (de 0 a 6 de cada una), gana manos de póquer en los edificios y compra propiedades que dan puntos de victoria. Gana quien tenga más PV: los PV de sus propiedades, las posiciones de negocio y 2 PV por tener la carta «Se busca». Desempates: más propiedades y, después, más símbolos de negocio.
tew-rules-phases =
    1. Barajar y repartir: seis cartas boca arriba en los espacios entre los edificios y una boca abajo para el Rival; cada jugador recibe 2 cartas y se queda 1 en secreto.
    2. Colocar pistoleros: empezando por el crupier, cada jugador coloca un pistolero por turno (2, o 3 si el tercero está erguido). Ocupar una casilla con un pistolero erguido de otro jugador inicia un duelo.
    3. Resolver edificios: se revelan las cartas elegidas; en cada edificio, los jugadores presentes comparan sus manos (su carta + las dos cartas de los espacios de los lados) y quien gana se lleva el bote. Un jugador que esté solo en un edificio debe empatar o superar la mano del Rival.
    4. Comprar propiedades: la mano de la Alcaldía fija el orden; cada jugador puede comprar una propiedad en un edificio donde tenga un pistolero. La mejor mano de la Alcaldía avanza una ficha de negocio. Quien no compre nada en la ronda tendrá el tercer pistolero en la siguiente.
tew-rules-spots =
    Edificios de color: una casilla de influencia (lado «al instante»: +1 en el momento; lado «resolución»: +2 si ganas la mano con el pistolero erguido) y un porche que usa la propiedad de encima del dueño (el dueño gana 1 de DINERO cuando la usa otro jugador). Edificios grises: un porche que primero da 1 del tipo del edificio. Oficina del Sheriff: cambiar el valor (-1/+1) o el palo (abajo/arriba) de tu carta para las fases 3 y 4, la casilla «Sobrante» (comprar en cualquier zona de compra al final) y un porche.
tew-rules-duels =
    El recién llegado ataca al pistolero erguido. Los dos tiran un dado; disparo = dado (+ el valor natural de tu carta cuando la reveles, una vez por ronda, + la Armería). Los empates favorecen al defensor (el Forajido gana los empates). El bando que va perdiendo puede repetir la tirada (el atacante paga 1 de FUERZA y el defensor 1 de LEY), revelar su carta o plantarse; el duelo acaba cuando quien pierde se planta. El perdedor queda herido (conserva su presencia y el bote, pero pierde las demás recompensas); el ganador se lleva la carta «Se busca».
tew-rules-hands =
    Tres cartas, de mejor a peor: escalera de color, trío, color, escalera, pareja, carta alta. El color gana a la escalera. Las escaleras son 1-2-3, 2-3-4 y 3-4-5 (sin dar la vuelta). Dentro de una misma categoría decide la carta propia de cada jugador: primero el valor y después el palo (SOMBRERO > TIPI > HERRADURA > RES). Si el empate en un edificio es total, cobran todos los empatados.
tew-rules-buying =
    Se paga el coste impreso en sus propios tipos. La propiedad comprada queda pendiente en tu propio porche y pasa a ser la de encima al final de la fase 4. Las zonas de compra vacías se rellenan al final de la ronda; cuando se agota el mazo de propiedades, la partida termina. Negocios: tras 6 avances las fichas ocupan las posiciones 1.ª, 2.ª y 3.ª; el jugador con más símbolos de un negocio (accionista mayoritario) gana sus PV (con 3-4 jugadores, el minoritario también gana una parte).
tew-rules-solo =
    En solitario juegas contra el Rival, que tiene 3 pistoleros, ninguna influencia y de 0 a 4 propiedades según la dificultad. Después de cada pistolero que colocas, tira un dado: con 1-5 elige un edificio en el sentido de las agujas del reloj (saltándose aquellos donde ya está); con 6 va a por la casilla que acabas de ocupar. En los duelos solo actúas tú; también puedes pagar 1 para obligarle a repetir la tirada o a robar otra carta de duelo. Compite en todos los edificios con la mejor de sus dos cartas y compra gratis la propiedad de más PV donde tenga un pistolero. Supera su puntuación para ganar.

## Propiedades y jefes (nombres y textos de carta; data/tew/*.json tiene el mismo texto en inglés)

tew-building-B01 = Tasador
tew-building-B01-text = Justo después de pagar tu primera compra de la fase 4, obtienes DINERO igual a sus PV.
tew-building-B02 = Puesto militar
tew-building-B02-text = Justo después de pagar tu primera compra de la fase 4, obtienes FUERZA igual a sus PV.
tew-building-B03 = Despacho del alcalde
tew-building-B03-text = Justo después de pagar tu primera compra de la fase 4, obtienes LEY igual a sus PV.
tew-building-B04 = Mina derrumbada
tew-building-B04-text = Tu primera compra de fase 4 cuesta 1 menos por símbolo de MINERÍA que tenga (eliges las unidades).
tew-building-B05 = Oficina de correos
tew-building-B05-text = Al inicio de la fase 4 puedes pagar 2 de un tipo para ir en primer lugar en el orden de la Alcaldía.
tew-building-B06 = Herrería
tew-building-B06-text = Inicio de fase 3: +1 influencia libre por cada carta de HERRADURA en juego (máx. 3, de un tipo).
tew-building-B07 = Hacienda
tew-building-B07-text = Inicio de fase 3: +1 influencia libre por cada carta de RES en juego (máx. 3, de un tipo).
tew-building-B08 = Casa de subastas
tew-building-B08-text = Paga 1 de influencia: mira las 2 primeras propiedades del mazo; puedes comprar una a su coste.
tew-building-B09 = Barbería
tew-building-B09-text = Reordena un porche de color sin ocupar: pon encima cualquiera de sus propiedades.
tew-building-B10 = Banco central
tew-building-B10-text = Paga 1 de influencia más su coste para comprar ya cualquier propiedad de cualquier zona de compra.
tew-building-B11 = Consulta del médico
tew-building-B11-text = Pon erguido a uno de tus pistoleros heridos y muévelo a una casilla vacía (llega allí).
tew-building-B12 = Almacén general
tew-building-B12-text = Pierde n de LEY (tú eliges n) y obtén n+2 de DINERO.
tew-building-B13 = Cárcel
tew-building-B13-text = Pierde n de LEY (tú eliges n) y obtén n+2 de FUERZA.
tew-building-B14 = Mansión
tew-building-B14-text = Pierde n de FUERZA (tú eliges n) y obtén n+2 de DINERO.
tew-building-B15 = Gran hotel
tew-building-B15-text = Puedes pagar 2 de un tipo para obtener 2 de cada uno de los otros tipos.
tew-building-B16 = Letrina
tew-building-B16-text = Esta ronda tus pistoleros no pueden iniciar duelos y nadie puede retar a tus pistoleros erguidos.
tew-building-B17 = Cementerio
tew-building-B17-text = Si hay algún pistolero herido en la mesa, obtienes 1 de cada uno de dos tipos distintos.
tew-building-B18 = Estación de diligencias
tew-building-B18-text = Inicio de fase 3: +1 influencia libre por cada carta de valor 1 en juego (máx. 3, de un tipo).
tew-building-B19 = Taller del carretero
tew-building-B19-text = Tu primera compra de fase 4 cuesta 1 menos por símbolo de CARAVANA que tenga (eliges las unidades).
tew-building-B20 = Depósito de agua
tew-building-B20-text = Obtienes 2 de un tipo.
tew-building-B21 = Sombrerería
tew-building-B21-text = Inicio de fase 3: +1 influencia libre por cada carta de SOMBRERO en juego (máx. 3, de un tipo).
tew-building-B22 = Puesto comercial
tew-building-B22-text = Inicio de fase 3: +1 influencia libre por cada carta de TIPI en juego (máx. 3, de un tipo).
tew-building-B23 = Armería
tew-building-B23-text = Esta ronda sumas 1 a tu disparo en todos los duelos.
tew-building-B24 = Oficina de concesiones
tew-building-B24-text = Final de la fase 4: si no has comprado nada en esta fase 4, obtienes 2 de un tipo.
tew-building-B25 = Iglesia
tew-building-B25-text = Inicio de fase 3: si no tienes la carta «Se busca», obtienes 2 de LEY.
tew-building-B26 = Oficina de telégrafos
tew-building-B26-text = Puedes intercambiar las cartas de dos espacios cualesquiera.
tew-building-B27 = Caballeriza
tew-building-B27-text = Mueve otro de tus pistoleros erguidos a una casilla vacía (llega allí).
tew-building-B28 = Oficina de recompensas
tew-building-B28-text = Puedes pagar 2 de FUERZA para quedarte la carta «Se busca».
tew-building-B29 = Bolsa
tew-building-B29-text = Puedes pagar 3 de un tipo para avanzar una ficha de negocio una posición.
tew-building-B30 = Estación de tren
tew-building-B30-text = En esta fase 4, tu compra normal puede ser de cualquier zona de compra.
tew-boss-BS1 = El Banquero
tew-boss-BS1-text = Inicio de fase 3: +1 influencia libre por cada 2 propiedades tuyas (máx. 2, de un tipo).
tew-boss-BS2 = El Tahúr
tew-boss-BS2-text = Si tu tercer pistolero está erguido al repartir, recibes 3 cartas y te quedas con 1.
tew-boss-BS3 = El Ranchero
tew-boss-BS3-text = Inicio de fase 2: puedes pagar 1 de influencia para erguir a tu tercer pistolero tumbado esta ronda.
tew-boss-BS4 = El Explorador
tew-boss-BS4-text = Si tu DINERO + LEY + FUERZA suma 5 o menos al repartir, recibes 3 cartas y te quedas con 1.
tew-boss-BS5 = La Vaquera
tew-boss-BS5-text = Inicio de fase 3: +1 influencia libre por pistolero tuyo erguido en un porche (máx. 2, de un tipo).
tew-boss-BS6 = El Alguacil
tew-boss-BS6-text = Cada vez que ganas un duelo, obtienes 1 de LEY.
tew-boss-BS7 = El Forajido
tew-boss-BS7-text = Ganas los duelos empatados, incluso como atacante.
tew-boss-BS8 = El Enterrador
tew-boss-BS8-text = Inicio de fase 3: +1 influencia libre por cada pistolero herido en la mesa (máx. 2, de un tipo).

## Textos fijos de las imágenes del tablero y de la mano (render/tew*.py); deben ser breves

tew-r-your-hand = { $who } · tu mano
tew-r-dealt = Te han repartido: quédate UNA
tew-r-kept = Tu carta guardada
tew-r-no-card-round = Aún no tienes carta esta ronda
tew-r-counts-as = cuenta como { $card }
tew-r-discards = Tus descartes:
tew-r-discards-none = Tus descartes: ninguno
tew-r-boss = Jefe: { $boss }
tew-r-boss-unchosen = sin elegir
tew-r-posse-to-place = Pistoleros por colocar:
tew-r-none = ninguno
tew-r-third-standing = tercer pistolero erguido
tew-r-third-lying = tercer pistolero tumbado
tew-r-wanted-flag = «Se busca»
tew-r-auction = Casa de subastas (puedes comprar una):
tew-r-gaps = Cartas en los espacios (compartidas):
tew-r-decision = Tu decisión: { $question }
tew-r-amount = cantidad { $n }
tew-r-decision-keep = Tu decisión: quédate una de las cartas repartidas
tew-r-your-turn = Es tu turno.
tew-r-over = La partida ha terminado.
tew-r-nothing = Nada que decidir por ahora.
tew-r-side = { $side ->
    [INSTANT] Al instante
    [RESOLUTION] Resolución
    [MINUS] Valor -1
    [PLUS] Valor +1
    [DOWN] Palo abajo
   *[UP] Palo arriba
}
tew-r-spot = { $kind ->
    [INFLUENCE] Influencia
    [PORCH] Porche
    [VALUE] Valor
    [SUIT] Palo
   *[LEFTOVER] Sobrante
}
tew-r-track = { $pos ->
    [START] Inicio
    [THIRD] 3.ª
    [SECOND] 2.ª
   *[FIRST] 1.ª
}
tew-r-vp = { $vp } PV
tew-r-grey-gain = antes gana 1 de { $type }
tew-r-pot = Bote: { $pot }
tew-r-for-sale = En venta:
tew-r-owner = dueño
tew-r-grey-side = lado gris
tew-r-neutral = neutral
tew-r-porch-none = Porche: ninguna carta
tew-r-porch = Porche: { $name }
tew-r-more-below = { $n } más debajo
tew-r-pending = pendientes: { $names }
tew-r-hall-side = lado de { $side } jugadores
tew-r-rival = Rival
tew-r-hall-hand = Mano: g5 + g0
tew-r-empty = vacía
tew-r-wanted = SE BUSCA
tew-r-dealer = CRUPIER
tew-r-no-boss = jefe sin elegir
tew-r-card = Carta { $card }
tew-r-card-hidden = carta guardada (oculta)
tew-r-choosing = eligiendo carta
tew-r-no-card = aún sin carta
tew-r-card-added = añadida en un duelo
tew-r-to-place = Por colocar:
tew-r-third-standing-short = 3.er pistolero erguido
tew-r-third-lying-short = 3.er pistolero tumbado
tew-r-buildings = { $n ->
    [one] { $n } propiedad
   *[other] { $n } propiedades
}
tew-r-outhouse = Letrina
tew-r-gunsmith = Armería +1
tew-r-difficulty = Dificultad: { $level ->
    [APPRENTICE] Aprendiz
    [BEGINNER] Principiante
    [MEDIUM] Media
    [HARD] Difícil
   *[EPIC] Épica
}
tew-r-cards = Cartas:
tew-r-key = Clave
tew-r-legend-posse = pistolero erguido / herido
tew-r-legend-instant = al llegar
tew-r-legend-hourglass = inicio F. 3
tew-r-legend-dollar = Fase 4
tew-r-legend-suits = Palos: Ha sombrero > Te tipi > Ho herradura
tew-r-legend-chips = > St res. Fichas de coste: 2$ = 2 DINERO
tew-r-game-over = FIN DE LA PARTIDA
tew-r-building-deck = Propiedades en el mazo: { $n }
tew-r-poker-deck = Mazo de póquer { $deck } · descartes { $discards }
tew-r-order = Orden de compra:
tew-r-in-centre = en el centro
tew-r-duel-at = Duelo en { $spot }
tew-r-attacks = { $who } ataca
tew-r-defends = { $who } defiende
tew-r-die = dado { $roll }, bonus +{ $bonus }
tew-r-power = disparo { $power }
tew-r-losing = PIERDE
tew-r-rival-card = Carta de duelo del Rival: { $card }
tew-r-is-losing = { $who } va perdiendo

# /rules topics
tew-topic-overview = Resumen
tew-topic-phases = Fases
tew-topic-spots = Casillas
tew-topic-duels = Duelos
tew-topic-hands = Manos de póker
tew-topic-buying = Compras
tew-topic-solo = En solitario

## The card reference (/card)
tew-card-building = Edificio
tew-card-boss = Jefe
tew-card-building-facts = Vale { $vp } PV · cuesta { $cost }
