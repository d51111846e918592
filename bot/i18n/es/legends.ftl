# Terms: (English -> Spanish; [rulebook] = from the Spanish rules, seed 003; [choice] = chosen here)
#   LP (Legend Points) -> PL (puntos de leyenda) [rulebook: «puntos legendarios (LP)»; PL as on the board]
#   Marshal / Marshal points -> Marshal / puntos de Marshal [rulebook: «puntos Marshal»; never «mariscal», never «PM»]
#   Wanted / Wanted points -> Buscado / puntos de Buscado [rulebook: «jugador buscado»; never «PB»]
#   gold nugget -> pepita de oro [rulebook]; Prospect -> buscar oro [rulebook: «buscar oro»]
#   dice faces: Nugget -> pepita, $ -> $10, $+Reroll -> $10 y repetir, Blank -> grava (nada)
#     [rulebook: «Pepita de oro», «Grava»; the two $10 faces are named by what they give]
#   poker -> póquer [rulebook: «cartas de póquer»; never «póker»]; Saloon -> Saloon [rulebook]
#   fight -> pelea; fight card -> carta de pelea [rulebook: «pelea» (it also says «cartas de lucha»: one word kept)]
#   Duel / Rob / Arrest -> Duelo / Robo / Arresto [rulebook]; Bank heist -> asalto al banco [choice]
#   wound -> herida [rulebook]; story card -> carta de historia [rulebook]
#   cattle token -> ficha de ganado [rulebook]; Legendary token -> ficha de Leyenda [rulebook: «fichas legendarias»]
#   General Store -> Almacén [rulebook: «Almacén general»]; Bank -> Banco; Doctor -> Médico [rulebook: «consultorio del médico»]
#   Rail Station -> Estación [rulebook: «estación de tren»]; Hideout -> Guarida [choice: the board's label; rulebook «escondite»]
#   Mine -> Mina; Ranch -> Rancho; Sheriff -> Sheriff; Man in Black -> Hombre de Negro [rulebook]
#   Revel -> juerga [choice; rulebook «Jaranear»]; income -> ingresos [choice]
#   places: as the board labels them («Banco (DK10)», a street or plain by its id «DK05»)
#   poker cards: rank and suit in words, as `card` names them («4 de tréboles», «Rey de diamantes»)
# Grammar: no gendered participle for a player («arresto de Ana», not «Ana fue arrestado»).

# Western Legends (legends): todo lo que dice el motor. Los asientos se nombran con el nombre
# del jugador; casillas, personajes y títulos de historias son nombres propios.

legends-blurb = Forajidos, marshals, póquer y oro en el Viejo Oeste (2-6 jugadores).
legends-illegal = Eso no es posible ahora ({ $question }).
legends-no-twice = Ya declaraste una pelea contra { $who } este turno.
legends-no-heist = Solo puedes asaltar el banco una vez por turno.
legends-no-actions = No te quedan acciones este turno.
legends-no-path = No puedes llegar a { $place } con este movimiento.
legends-no-walk = No puedes ir a { $place } en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
} con este movimiento.
legends-fight-self = No puedes declarar una pelea contra ti mismo.
legends-fight-away = Solo puedes pelear con un jugador de tu casilla.
legends-no-hand = Necesitas una carta de póquer en la mano para declarar una pelea.
legends-no-card = No tienes esa carta.
legends-no-arrest = Solo un jugador en el marcador de Marshal puede arrestar, y solo a un jugador Buscado: no a { $who }.
legends-decline-card = Rechazar una pelea no juega ninguna carta.
legends-not-instinct = Esa carta no es de Instinto.
legends-sell-away = Solo puedes vender oro en el Banco ({ $space }).
legends-sell-none = Vende al menos 1 pepita o juega una carta de Oro de Tontos.
legends-sell-gold = Llevas { $gold ->
    [one] { $gold } pepita de oro
   *[other] { $gold } pepitas de oro
}; no puedes vender { $nuggets }.
legends-sell-fools = Tienes { $have ->
    [one] { $have } carta de Oro de Tontos
   *[other] { $have } cartas de Oro de Tontos
}; no puedes jugar { $fools }.
legends-revel-away = Solo puedes irte de juerga en el Cabaret ({ $space }).
legends-revel-cost = Tienes ${ $money }; una juerga de { $lp } PL cuesta ${ $amount }.
legends-card-untargeted = { $name } no tiene objetivo.
legends-card-no-action = { $name } no es una carta de ACCIÓN: se juega cuando dice su texto.
legends-reputation-used = Ya jugaste Reputación este turno.
legends-reputation-when = Reputación se juega justo después de ganar puntos de Marshal o puntos de Buscado este turno.
legends-ambush-far = Emboscada apunta a otro jugador de tu casilla o de una adyacente.
legends-manhunt-nobody = Persecución necesita un jugador Buscado: nadie está Buscado.
legends-no-wounds = No tienes heridas que curar.
legends-dime-nowhere = Ninguna carta de historia tiene sitio para tu disco este turno.
legends-store-leave = En el Almacén compras, mejoras, descartas un objeto varios o te vas.
legends-drop-none = No tienes { $item } entre tus objetos varios.
legends-not-haggle = Esa carta no es de Regateo.
legends-haggle-lowest = Regatea con { $card }: todas tus cartas de Regateo valen lo mismo.
legends-upgrade-misc = Los objetos varios no se pueden mejorar.
legends-upgrade-unowned = Debes tener el objeto { $item } para mejorarlo.
legends-upgrade-done = Tu objeto { $item } ya está mejorado.
legends-activate-new = Solo un arma o una montura recién comprada se puede poner en uso.
legends-owned = Ya tienes el objeto { $item }: nadie tiene 2 copias del mismo objeto.
legends-sold-out = Al Almacén no le quedan copias de { $item }.
legends-misc-full = No hay sitio: llevas { $limit ->
    [one] { $limit } objeto varios
   *[other] { $limit } objetos varios
}, el máximo; descarta uno antes.
legends-store-cost = Tienes ${ $money }; { $upgrade ->
    [true] mejorar el objeto { $item } cuesta
   *[false] el objeto { $item } cuesta
} ${ $price }.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } ({ $effect })
legends-fight-card = carta de pelea { $rank }
legends-effect = { $name ->
    [cheat] Trampa
    [last_stand] Última Resistencia
    [lady_luck] Dama Suerte
    [ambush] Emboscada
    [manhunt] Persecución
    [stick_em_up] Manos Arriba
    [payday] Día de Paga
    [sprint] Galope
    [saddle_up] A Caballo
    [shootout] Tiroteo
    [reputation] Reputación
    [patch_up] Remiendo
    [wallop] Golpetazo
    [quick_draw] Desenfunde Rápido
    [instinct] Instinto
    [bounty] Recompensa
    [fools_gold] Oro de Tontos
    [motherlode] Filón
    [haggle] Regateo
    [cover_fire] Fuego de Cobertura
    [duck_and_cover] Cuerpo a Tierra
    [tall_tale] Leyenda
    [dime_novel] Novela de Diez Centavos
    [dead_eye] Ojo de Halcón
    [high_noon] Mediodía
   *[ace_in_the_hole] As en la Manga
}
legends-item = { $item ->
    [mule] Mula
    [mustang] Mustang
    [revolver] Revólver
    [shotgun] Escopeta
    [rifle] Rifle
    [miners_map] Mapa del Minero
    [provisions] Provisiones
    [whiskey] Whisky
    [ten_gallon] Sombrero Tejano
    [gamblers_vest] Chaleco de Tahúr
    [branding_iron] Hierro de Marcar
    [canvas_duster] Guardapolvo
    [bounty_ledger] Libro de Recompensas
    [bandana] Pañuelo
    [harmonica] Armónica
    [lantern] Farol
   *[none] nada
}

## Preguntas

legends-q-none = nada que decidir
legends-q-character = elige tu personaje
legends-q-start = elige tu casilla inicial
legends-q-income = cobra tus ingresos
legends-q-equip = elige tu arma y tu montura activas
legends-q-rowdy = Y. B. Rowdy: ¿descartar una carta para cabalgar hasta 3 casillas?
legends-q-action = haz una acción o termina tu turno
legends-q-store = compra o mejora en el Almacén
legends-q-post = termina tu acción de Mover
legends-q-sprint = Galope: muévete hasta 2 casillas más
legends-q-saddle = A Caballo: elige adónde cabalgar
legends-q-whiskey = Whisky: elige quién recibe una herida
legends-q-harmonica = Armónica: ¿robar una carta y luego descartar una?
legends-q-token = quédate una de las fichas de Leyenda robadas
legends-q-dime = Novela de Diez Centavos: coloca un disco de historia
legends-q-walk = elige el siguiente paso
legends-q-billy = Billy el Niño: elige quién te paga
legends-q-billy_pay = paga $10 a Billy el Niño o dale una carta
legends-q-prospect = ¿usar un efecto tras buscar oro?
legends-q-story_reward = elige tu recompensa de historia
legends-q-discard = descarta hasta tu límite de mano
legends-q-join = ¿unirte a la partida del Saloon?
legends-q-hand = elige las cartas de tu mano de póquer
legends-q-answer = responde a la pelea declarada contra ti
legends-q-annie = Annie Oakley: descarta una carta o recibe una herida
legends-q-ambush = Emboscada: descarta una carta o recibe una herida
legends-q-react = juega una reacción de pelea o pasa
legends-q-rob = toma la mitad del dinero o la mitad del oro
legends-q-commit = compromete una carta en la pelea
legends-q-npc_card = elige la carta de pelea del PNJ
legends-q-cancel = carta de pelea 10: ¿cancelar y repetir la pelea?
legends-q-fight_card = elige cómo te afecta la carta de pelea
legends-q-bandit = elige tu recompensa por vencer al bandido
legends-q-sheriff_discard = el Sheriff está aquí: descarta una carta
legends-q-sheriff_target = elige a quién intenta arrestar el Sheriff
legends-q-duck = Cuerpo a Tierra: ¿descartar una para evitar una herida?
legends-q-luck = Dama Suerte: ¿cambiarla por la carta superior del mazo?

## Estado y resúmenes

legends-status = Ronda { $round } · turno de { $turn } · { $who }: { $question } · objetivo { $target } PL
legends-status-over = La partida ha terminado.
legends-line = { $who }{ $character ->
        [none] {""}
       *[other] {" "}({ $character })
    }{ $space ->
        [none] {""}
       *[other] {" "}en { $space }
    }: { $lp } PL, ${ $money }, { $gold } oro, { $wounds ->
        [one] 1 herida
       *[other] { $wounds } heridas
    }, Marshal { $mp }, Buscado { $wp }, { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }
legends-score = marcador { $track }, objetos { $items }, dinero { $money }, heridas { $wounds }, Buscado { $wanted }, Marshal { $marshal }, fichas { $tokens }
legends-result = { $shared ->
    [0] { $who } gana con { $score } PL.
   *[other] { $who } y { $shared } más comparten la victoria con { $score } PL.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Objetivo: { $text }
legends-goal-text = { $tag ->
    [fight_low] gana una pelea contra un jugador con una carta de valor 10 o menos
    [bandit_won] vence a { $count ->
        [one] 1 bandido
       *[other] { $count } bandidos
    }
    [upgraded_rifle] ten un Rifle mejorado
    [poker_won] gana { $count ->
        [one] 1 partida
       *[other] { $count } partidas
    } en el Saloon
    [arrest_won] gana un Arresto
    [mp_3] llega a la casilla 3 del marcador de Marshal
    [mp_6] llega a la casilla 6 del marcador de Marshal
    [wrangled] entrega ganado en la estación
    [rob_won] gana un Robo
    [wp_4] llega a la casilla 4 del marcador de Buscado
    [wp_6] llega a la casilla 6 del marcador de Buscado
    [sheriff_beaten] gana una pelea contra el Sheriff
    [rustled] roba ganado
    [prospect_mines] busca oro en { $count } minas distintas
    [gold_4] lleva 4 o más pepitas de oro
    [sold_3] vende 3 o más pepitas en una acción
    [contributed] contribuye a { $count } cartas de historia
    [hand_6] termina tu turno con 6 o más cartas
    [duel_won] gana un Duelo
    [reveled] vete de juerga al Cabaret
    [poker_won_active] gana una partida en el Saloon como jugador activo
    [duel_won_2w] gana un Duelo con 2 o más heridas
    [money_100] ten $100 o más
    [doctor_2] cura 2 o más heridas en el Médico
    [heist_won] gana un asalto al banco
    [fight_out_player] gana una pelea contra un jugador fuera del pueblo
    [move_mines] termina una acción de Mover en cada una de las { $count } minas
    [own_mustang] ten un Mustang
    [money_120] ten $120
    [store_2] compra 2 o más objetos en una acción de Almacén
    [delivered] entrega una ficha de ganado
    [poker_won_3k] gana en el Saloon con trío o mejor
    [upgraded_weapon] ten un arma mejorada
    [prospect_2] consigue 2 o más pepitas en una búsqueda
    [fight_out] gana una pelea fuera del pueblo
    [moves_3] haz 3 acciones de Mover en un turno
   *[sold] vende oro en el Banco
}
legends-hand-token = Ficha de Leyenda: { $value } PL
legends-hand-cattle = Tu ficha de ganado: { $token }

## Eventos

legends-ev = { $what ->
    [mp] { $who } llegó a la casilla { $n } del marcador de Marshal
    [wp] { $who } llegó a la casilla { $n } del marcador de Buscado
    [mp_lost] { $who } dejó el marcador de Marshal
    [wounds] { $who } recibió { $n ->
        [one] 1 herida
       *[other] { $n } heridas
    }
    [healed] { $who } curó { $n ->
        [one] 1 herida
       *[other] { $n } heridas
    }
    [prevented] { $who } evitó { $n ->
        [one] 1 herida
       *[other] { $n } heridas
    }
    [end_triggered] { $who } alcanzó el objetivo: la partida termina tras la ronda { $n }
    [first_player] { $who } tiene la ficha de jugador inicial
    [placed] { $who } empieza en { $detail }
    [worked] { $who } trabajó
    [rolled] { $who } tiró los dados: { $detail }
    [rerolled] { $who } repitió un dado (Mapa del Minero): { $detail }
    [sold] { $who } vendió { $n ->
        [one] 1 pepita de oro
       *[other] { $n } pepitas de oro
    }
    [acquired] { $who } tomó una ficha de ganado { $detail }
    [wrangle] { $who } entregó ganado en la Estación: { $detail }
    [rustle] { $who } robó ganado en el otro rancho: { $detail }
    [heist] { $who } asalta el banco
    [upgraded] { $who } mejoró { $detail }
    [bought] { $who } compró { $detail }
    [dropped] { $who } descartó { $detail }
    [provisions] { $who } usó Provisiones
    [ambush] { $who } embosca a { $other }
    [declared] { $who } declara una pelea contra { $other }: { $detail }
    [declined] { $who } rechazó la pelea
    [accepted] { $who } aceptó la pelea
    [took_cattle] { $who } tomó la ficha de ganado { $detail } de { $other }
    [arrested] arresto de { $who }: pierde { $n ->
        [one] 1 pepita de oro
       *[other] { $n } pepitas de oro
    }
    [fight_card] { $who } sufre la { $detail }
    [escaped] { $who } venció al Sheriff
    [bandit_removed] el bandido de { $detail } se ha ido ({ $who })
    [bandit_spawned] aparece un bandido en { $detail } ({ $who })
    [extra_action] { $who } gana una acción extra
    [disc] { $who } colocó un disco de historia en la carta { $detail }
    [poker] { $who } empieza una partida de póquer: { $detail }
    [joined] { $who } se une a la partida de póquer
    [not_joined] { $who } no se une
    [chose_cards] { $who } eligió sus cartas de póquer
    [dealer] { $who } reparte por la casa
    [dealer_won] gana la casa; { $who } no recibe nada
    [poker_won] { $who } gana ${ $n } al póquer
    [kept_card] { $who } se quedó una carta jugada
    [income] { $who } cobró ingresos: { $detail }
    [equipped] { $who } equipó { $detail }
    [gave_card] { $who } dio una carta a { $other }
    [goal] { $who } completó un objetivo: { $detail }
    [token] { $who } se quedó una ficha de Leyenda
    [mib_duel] { $who } reta al Hombre de Negro
    [next] siguiente: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } robó { $cards }
legends-ev-drew-count = { $who } robó { $n ->
        [one] 1 carta
       *[other] { $n } cartas
    }
legends-ev-shown = { $what ->
    [hand_limit] { $who } descartó { $cards } (límite de mano)
    [sheriff] { $who } descartó { $cards } por el Sheriff
    [rowdy] { $who } descartó { $cards } para seguir cabalgando (Y. B. Rowdy)
    [fight_card] { $who } descartó { $cards }
    [annie_demand] { $who } descartó { $cards } por Annie Oakley
    [ambush_demand] { $who } descartó { $cards } por la Emboscada
    [cancelled] { $who } pierde la carta de pelea { $cards }: no hay pelea
    [reaction] { $who } reaccionó con { $cards } ({ $effect })
    [flop] El flop: { $cards }
    [poker_hand] Mano de póquer de { $who }: { $cards }
    [lady_luck] { $who } usó { $effect }: { $cards }
   *[other] { $who } jugó { $cards } ({ $effect })
}
legends-ev-secret = { $what ->
    [committed] { $who } eligió { $detail } boca abajo
    [peek] { $who } vio { $detail } con el Rifle
    [cattle] Ficha de ganado de { $who }: { $detail }
    [token] { $who } se quedó una ficha de Leyenda de { $detail } PL
   *[other] { $who } en privado: { $what } { $detail }
}
legends-ev-secret-public = { $what ->
    [committed] { $who } eligió una carta boca abajo
    [peek] { $who } miró una carta con el Rifle
    [cattle] { $who } miró una ficha de ganado
    [token] { $who } se quedó una ficha de Leyenda boca abajo
   *[other] { $who } recibió información secreta
}
legends-ev-moved = { $who } fue a { $place }: { $path }
legends-ev-delta = { $who }: { $sign ->
    [loss] −
   *[gain] +
}{ $what ->
    [money] ${ $n }
    [gold] { $n ->
        [one] 1 pepita de oro
       *[other] { $n } pepitas de oro
    }
   *[lp] { $n } PL
}{ $source ->
    [none] {""}
   *[other] {" "}({ $source })
}{ $why ->
    [cap] {" "}(en el límite)
    [empty] {" "}(no le queda)
   *[other] {""}
}
legends-ev-sheriff-moved = El Sheriff fue a { $place }
legends-ev-reveal = Pelea de { $who } ({ $kind }): { $card } contra { $other } ({ $mine } contra { $theirs }{ $why ->
    [none] {""}
   *[other] : { $why }
})
legends-ev-fight-cancelled = Se canceló la pelea ({ $kind }) de { $who }
legends-ev-fight-npc = { $who } perdió la pelea ({ $kind })
legends-ev-fight-won = { $who } ganó la pelea ({ $kind })
legends-ev-mib = { $card ->
    [lp] El Hombre de Negro tiene { $lp } PL
    [MIB01] Hombre de Negro: Vagabundo
    [MIB02] Hombre de Negro: Tahúr
    [MIB03] Hombre de Negro: Saqueador de Minas
    [MIB04] Hombre de Negro: Barón del Ganado
    [MIB05] Hombre de Negro: Golpe al Banco
    [MIB06] Hombre de Negro: Pistoleros a Sueldo
    [MIB07] Hombre de Negro: Cazarrecompensas
    [MIB08] Hombre de Negro: Showman
    [MIB09] Hombre de Negro: Emboscada
   *[MIB10] Hombre de Negro: Leyenda en Ascenso
}
legends-ev-mib-moved = El Hombre de Negro fue a { $place }{ $path ->
    [none] {""}
   *[other] : { $path }
}
legends-result-mib = El Hombre de Negro gana con { $score } PL; nadie más gana.
legends-mib-two = El Hombre de Negro es solo para 2 jugadores.
legends-ev-turn = Ronda { $round }: turno de { $who }
legends-ev-story = Carta de historia resuelta: «{ $title }»
legends-ev-characters = Personajes: { $names }
legends-ev-plays = { $who } juega con { $character }
legends-ev-over = La partida ha terminado.

## Opciones

legends-stage = { $what ->
    [move] Mover
    [location] Acciones del lugar
    [cards] Acciones de cartas
    [fight] Pelear con un jugador
   *[free] Pasos gratuitos
}
legends-stage-region = { $region } ({ $ids })
legends-stage-fight = { $kind } a { $target }
legends-stage-card = con { $card }
legends-do = { $what ->
    [work] Trabajar (+$10)
    [prospect] Buscar oro
    [heist] Asaltar el banco
    [heal] Curarse en el Médico
    [acquire] Tomar una ficha de ganado
    [store] Visitar el Almacén
    [poker] Jugar al póquer
    [provisions] Usar Provisiones
    [mib] Retar en duelo al Hombre de Negro
   *[end] Terminar el turno
}
legends-do-move = Ir a { $place }, { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
legends-do-move-back = Ir y volver a { $place } por { $via }, { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
legends-do-move-long = Ir a { $place } en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
} (camino largo)
legends-do-move-back-long = Ir y volver a { $place } en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
legends-move-way = El camino: { $way }
legends-do-sell = Vender { $nuggets } oro + { $fools } Oro de Tontos
legends-do-revel = Juerga: paga ${ $amount } por { $lp } PL
legends-do-card = Jugar { $card }{ $target ->
    [none] {""}
   *[other] {" "}contra { $target }
}
legends-do-fight = { $kind } a { $target } con { $card }
legends-do-disc = Disco de historia en la carta { $slot }{ $source ->
    [none] {""}
   *[other] {" "}(movido desde { $source })
}
legends-do-drop = Descartar { $item }
legends-do-buy = { $upgrade ->
    [true] Mejorar
   *[false] Comprar
} { $item } por ${ $price }{ $haggle ->
    [true] {" "}con Regateo
   *[false] {""}
}{ $activate ->
    [true] {" "}para usar ya
   *[false] {""}
}
legends-do-whiskey = Usar el Whisky contra un jugador de aquí
legends-do-pick = { $card }
legends-do-defence = { $question ->
    [duck] Descartar { $card }: evitar 1 herida
   *[luck] Cambiar { $card } por la carta superior del mazo
}
legends-do-pair = Usar { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Pagar $10
    [money] Dinero
    [cards] Dos cartas
    [both] $10 y una carta
    [lp] 1 PL
    [mp] 1 punto de Marshal
    [wp] 1 punto de Buscado
    [gold] Oro
    [wound] Recibir una herida
    [random] Descartar una carta al azar
    [keep] Nada que dar
    [seat] { $detail }
    [reward] { $detail }
    [token] Quedarse la ficha de { $detail } PL
    [die] Repetir el dado { $detail }
   *[other] { $option } ({ $question })
}
legends-do-decide = { $question ->
    [post] { $yes ->
        [true] Entregar el ganado
       *[false] Terminar el movimiento
    }
    [join] { $yes ->
        [true] Unirse ($10)
       *[false] No unirse
    }
    [store] { $yes ->
        [true] Sí
       *[false] Salir del almacén
    }
    [walk] { $yes ->
        [true] Sí
       *[false] Parar aquí
    }
    [cancel] { $yes ->
        [true] Cancelar la pelea
       *[false] Mantener la pelea
    }
    [duck] { $yes ->
        [true] Sí
       *[false] Quedarse la carta y recibir las heridas
    }
    [luck] { $yes ->
        [true] Sí
       *[false] Mantener mi mano
    }
    *[other] { $yes ->
        [true] Sí
       *[false] No, seguir
    }
}
legends-do-step = Paso a { $place }
legends-do-answer = { $how ->
    [fight] Pelear con { $card }
    [instinct] Instinto: cancelar con { $card }
   *[decline] Rechazar la pelea
}
legends-do-react = Jugar { $card }
legends-do-pass = Pasar
legends-do-character = Jugar con { $name }
legends-do-start = Empezar en { $place }
legends-do-equip = Usar { $weapon } y { $mount }

## Reglas

legends-rules-overview = Cada turno: cobra ingresos y haz 3 acciones (mover, trabajar, pelear, póquer, buscar oro, vender oro, almacén, ganado, cartas). Alcanza el objetivo de puntos de leyenda (PL) para terminar la partida.
legends-rules-turn = Efectos de inicio, ingresos ($20, 2 cartas, o $10 y 1 carta), 3 acciones, luego cartas de historia, límite de mano (5 menos heridas) y PL de Buscado.
legends-rules-fights = Duelo, Robo o Arresto contra un jugador de tu casilla con una carta de póquer boca abajo; el jugador activo gana los empates. Bandidos, el Guardia del Banco y el Sheriff pelean con cartas de pelea y ganan los empates.
legends-rules-poker = Apuesta $10 en un Saloon; los jugadores del mismo pueblo pueden unirse; la casa añade $50; usa 2 cartas con las 3 comunes; el jugador activo gana los empates y 1 PL.
legends-rules-tracks = Los puntos de Marshal vienen de arrestos, bandidos y entregar ganado; los de Buscado de robos, asaltos y robar ganado. Los Buscados ganan PL cada turno; el Sheriff los persigue.
legends-rules-end = Cuando alguien alcanza los PL objetivo, termina la ronda y se juega una más. Suma objetos mejorados, tramos de $60 y bonos de marcador, resta las heridas.

# /rules topic titles
legends-topic-overview = Resumen
legends-topic-turn = El turno
legends-topic-fights = Peleas
legends-topic-poker = Póquer
legends-topic-tracks = Marshal y Buscado
legends-topic-end = Fin del juego

## Referencia de cartas (/card)

legends-card-character = Personaje
legends-card-item = { $kind ->
    [mount] Objeto (montura)
    [weapon] Objeto (arma)
   *[misc] Objeto (varios)
}
legends-card-poker = Carta de póquer
legends-card-story = { $major ->
    [yes] Carta de historia mayor
   *[no] Carta de historia
}
legends-card-character-name = { $id ->
    [annie_oakley] Annie Oakley
    [bass_reeves] Bass Reeves
    [billy_the_kid] Billy el Niño
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
legends-card-legendary = Habilidad legendaria (mientras tengas { $lp } PL o más): { $ability }
legends-card-ability = { $id ->
    [annie_oakley] Al empezar una pelea con otro jugador, ese jugador debe descartar 1 carta de póquer o recibir 1 herida.
    [bass_reeves] Al empezar tu turno, roba 1 carta de póquer.
    [billy_the_kid] Cuando terminas una acción de Mover en una casilla con otros jugadores, elige a uno: te da $10 o 1 carta de póquer a su elección.
    [bloody_knife] Puedes atravesar una mesa como si fuera una sola casilla, pero nunca terminar en ella una acción de Mover; tras cruzar una mesa, cúrate 1 herida.
    [calamity_jane] Tu límite de mano es 1 mayor. Cuando contribuyes a una carta de historia, roba 1 carta de póquer.
    [doc_holliday] Cuando recibes heridas, roba 1 carta de póquer. Las heridas no reducen tu límite de mano.
    [jesse_james] En una pelea fuera del pueblo, la carta jugada contra ti tiene −1. En una pelea contra otro jugador, ganas todos los empates.
    [kit_carson] Al final de una acción de Mover, puedes moverte 1 casilla más. En una pelea fuera del pueblo, la carta jugada contra ti tiene −1.
    [stagecoach_mary_fields] Al empezar tu turno, gana $10. Cuando contribuyes a una carta de historia, gana $10.
    [wild_bill_hickok] Cuando ganas una partida de póquer, gana $20. Cuando pierdes una, quédate 1 carta al azar de las que jugaste.
    [wyatt_earp] La primera vez en cada turno que vences a un bandido, ganas 1 acción extra.
   *[y_b_rowdy] Si empiezas tu turno fuera del pueblo, puedes descartar 1 carta de póquer para moverte hasta 3 casillas.
}
legends-card-start = { $count ->
    [1] Empieza en { $places }
   *[other] Empieza en una de estas: { $places }{ $free ->
        [yes] {" "}(sin otro jugador)
       *[no] {""}
    }
}
legends-card-kit = Empieza con ${ $money } y { $cards ->
    [0] ninguna carta de póquer
    [1] 1 carta de póquer
   *[other] { $cards } cartas de póquer
}
legends-card-start-item = Objeto inicial: { $item }{ $upgraded ->
    [yes] {" "}(mejorado)
   *[no] {""}
}
legends-card-start-points = Empieza con { $n } { $track ->
    [mp] { $n ->
        [1] punto de Marshal
       *[other] puntos de Marshal
    }
   *[wp] { $n ->
        [1] punto de Buscado
       *[other] puntos de Buscado
    }
}
legends-card-start-wounds = Empieza con { $n ->
    [1] 1 herida
   *[other] { $n } heridas
}
legends-card-item-text = { $id ->
    [mule] Normal y mejorada: puedes llevar 2 pepitas de oro más (6 en lugar de 4) mientras la tengas.
    [mustang] Sin texto: la montura más rápida.
    [revolver] Normal: sin efecto. Mejorado: en una pelea, la carta jugada contra ti tiene −1.
    [shotgun] Normal: cuando ganas una pelea, roba 1 carta de póquer. Mejorada: lo mismo y, en una pelea contra un bandido, el Guardia del Banco o el Sheriff, tu carta tiene +1.
    [rifle] Normal: al empezar una pelea, mira 2 cartas al azar de la mano del jugador atacado. Mejorado: lo mismo y, en cada pelea, tu carta tiene +1.
    [miners_map] Tras buscar oro, puedes repetir 1 de tus dados de búsqueda (una vez por acción de Buscar oro).
    [provisions] Al conseguirlas: roba 1 carta de póquer. ACCIÓN: descártalas para robar 1 carta de póquer y curarte 1 herida.
    [whiskey] Al conseguirlo: cúrate 1 herida. REACCIÓN (tu turno): cuando terminas una acción de Mover en una casilla con otro jugador, puedes descartarlo para dar 1 herida a 1 jugador de allí.
    [ten_gallon] Cuando ganas una partida de póquer, gana 1 PL. Cuando pierdes una, gana $10.
    [gamblers_vest] Cuando empiezas una partida en el Saloon o te unes a ella, roba 1 carta de póquer más.
    [branding_iron] Cuando entregas una ficha de ganado, gana $10 más.
    [canvas_duster] Una vez por turno (de cualquiera), cuando fueras a recibir una herida, evita 1 (no la de la carta de pelea 6).
    [bounty_ledger] Cuando ganas un Arresto, gana $20. Cuando vences a un bandido, gana $10.
    [bandana] Cuando ganas un Robo, roba 1 carta de póquer.
    [harmonica] Al empezar tu turno, si estás en un pueblo, puedes robar 1 carta de póquer y luego descartar 1.
   *[lantern] Tras buscar oro, si no conseguiste ninguna pepita, gana $10.
}
legends-card-price = Precio: ${ $price }
legends-card-upgrade = Mejora: ${ $price } más; da { $lp } PL al final una vez mejorado
legends-card-move = Movimiento { $basic } ({ $upgraded } mejorado); { $walk } sin montura
legends-card-item-rule = { $kind ->
    [mount] Solo te mueve tu montura activa
    [weapon] Solo cuenta el texto de tu arma activa
   *[misc] Como mucho 3 objetos varios a la vez; no se puede mejorar
}
legends-card-copies = { $copies } en el Almacén{ $house ->
    [yes] {" "}(objeto de la casa: solo con la opción de objetos de la casa)
   *[no] {""}
}
legends-card-effect-text = { $effect ->
    [cheat] En una mano de póquer cuenta como cualquier valor y palo (se elige el mejor por ti); la casa también puede usarla. En una pelea es un 2 normal.
    [last_stand] Si pierdes una pelea contra un jugador con esta carta, el ganador recibe 1 herida.
    [lady_luck] En una mano de póquer, tras mostrar las cartas, puedes cambiarla por la carta superior del mazo.
    [ambush] Elige un jugador de tu casilla o de una adyacente: descarta 1 carta de póquer o recibe 1 herida (a su elección).
    [manhunt] Solo si alguien está Buscado: mueve al Sheriff hasta 3 casillas.
    [stick_em_up] En el paso de reacción de una pelea en la que estés, descártala: la carta jugada contra ti tiene −2.
    [payday] Gana $30.
    [sprint] Tu turno: cuando terminas una acción de Mover (no detenida por un bandido), descártala para moverte hasta 2 casillas más.
    [saddle_up] Haz una acción de Mover con 3 de movimiento más de lo normal.
    [shootout] Si la carta jugada contra ti es un As, tiene −3.
    [reputation] Tu turno: cuando ganas puntos de Marshal o puntos de Buscado, descártala para ganar 1 punto más en el mismo marcador (una vez por turno).
    [patch_up] Cúrate 1 herida.
    [wallop] Si ganas una pelea contra un jugador con esta carta, el perdedor recibe 1 herida más.
    [quick_draw] Si eres el objetivo de la pelea de un jugador, ganas los empates.
    [instinct] Cuando un jugador te declara una pelea, descártala antes de responder: la pelea se cancela.
    [bounty] Si ganas un Arresto o vences a un bandido con esta carta, gana $20.
    [fools_gold] Cuando vendes oro en el Banco, descártala: cuenta como 1 pepita vendida más ($20 y 1 PL), aunque no tengas pepitas.
    [motherlode] Tras tu tirada de búsqueda, descártala para ganar 1 pepita de oro.
    [haggle] En tu acción de Almacén, descártala: una compra o mejora cuesta $10 menos.
    [cover_fire] En el paso de reacción de una pelea en la que estés, descártala: tu carta tiene +1.
    [duck_and_cover] Cuando fueras a recibir heridas, puedes descartarla para evitar 1 (no la de la carta de pelea 6).
    [tall_tale] Gana 1 PL.
    [dime_novel] Coloca o mueve uno de tus discos de historia a una carta de historia disponible sin cumplir su requisito (es tu disco del turno).
    [dead_eye] El valor de esta carta no puede reducirse.
    [high_noon] Si ganas un Duelo con esta carta, gana 1 PL.
   *[ace_in_the_hole] Si esta carta está en tu mano ganadora de póquer, gana 1 PL.
}
legends-card-rank = { $rank ->
    [J] Jota
    [Q] Reina
    [K] Rey
    [A] As
   *[other] { $rank }
} de { $suit ->
    [C] tréboles
    [D] diamantes
    [H] corazones
   *[S] picas
}
legends-card-value = Valor en pelea: { $value }
legends-card-type = { $type ->
    [action] ACCIÓN: cuesta 1 acción en tu turno
    [reaction] REACCIÓN: se descarta de la mano cuando llega su momento
    [reaction_fight] REACCIÓN en pelea: se juega en el paso de reacción de la pelea
    [bonus_fight] BONIFICACIÓN en pelea: funciona si es la carta con la que peleas
   *[bonus_saloon] BONIFICACIÓN en el Saloon: funciona si está en tu mano de póquer
}
legends-card-story-text =
    { $kind ->
        [E] Requisito: { $req }, durante el turno en que colocas tu disco.
       *[S] Requisito: { $req }, al colocar tu disco.
    }
    Recompensa para cada participante: { $reward }.
legends-card-req = { $tag ->
    [arrest_won] gana un Arresto
    [bandit_fought] pelea con un bandido (ganes o pierdas)
    [bandit_won] gana una pelea contra un bandido
    [card_action] usa la ACCIÓN de una carta de póquer
    [cattle_acquired] toma una ficha de ganado
    [delivered] entrega una ficha de ganado (en la estación o robada)
    [duel_declared] declara un Duelo
    [fight_declared] declara una pelea contra otro jugador
    [gold_3] lleva 3 o más pepitas de oro
    [gold_sold] vende al menos 1 pepita en el Banco
    [healed] cúrate al menos 1 herida (de cualquier forma)
    [heist] intenta asaltar el banco
    [item_bought] compra o mejora al menos 1 objeto
    [lp_10] ten 10 PL o más
    [money_80] ten $80 o más
    [move_bank] termina una acción de Mover en el Banco
    [move_darkrock] termina una acción de Mover en Darkrock
    [move_hideout] termina una acción de Mover en una guarida de bandidos
    [move_long] muévete 4 casillas o más en una acción de Mover
    [move_rail] termina una acción de Mover en la Estación
    [move_red_falls] termina una acción de Mover en Red Falls
    [move_sheriff_office] termina una acción de Mover en la Oficina del Sheriff
    [move_with_player] termina una acción de Mover en una casilla con otro jugador
    [mp_gained] gana al menos 1 punto de Marshal
    [poker_played] empieza una partida en el Saloon o únete a ella
    [poker_won] gana una partida en el Saloon (solo o compartida)
    [prospect_gold] consigue al menos 1 pepita buscando oro
    [prospected] haz la acción de Buscar oro
    [reveled] vete de juerga al Cabaret
    [rob_won] gana un Robo
    [rustled] roba ganado
    [sold_2] vende 2 pepitas o más en una acción
    [spent_40] gasta $40 o más en una acción
    [start_mine_ranch] empieza tu turno en una mina o un rancho
    [upgraded_gear] ten una montura o un arma mejorada
    [weapons_2] ten 2 armas o más
    [worked] haz la acción de Trabajar
    [wounded] recibe al menos 1 herida
    [wp_gained] gana al menos 1 punto de Buscado
    [wrangled] entrega ganado en la estación
    [fight_won] gana cualquier pelea (contra un jugador o un PNJ)
   *[other] { $tag }
}
legends-card-or = { $a } o { $b }
legends-card-and = { $a } y { $b }
legends-card-gain = { $what ->
    [money] ${ $n }
    [cards] { $n ->
        [1] 1 carta de póquer
       *[other] { $n } cartas de póquer
    }
    [lp] { $n } PL
    [mp] { $n ->
        [1] 1 punto de Marshal
       *[other] { $n } puntos de Marshal
    }
    [wp] { $n ->
        [1] 1 punto de Buscado
       *[other] { $n } puntos de Buscado
    }
    [heal] { $n ->
        [1] curar 1 herida
       *[other] curar { $n } heridas
    }
   *[gold] { $n ->
        [1] 1 pepita de oro
       *[other] { $n } pepitas de oro
    }
}
legends-card-nothing = nada
legends-card-discs = Discos necesarios con 2 a 6 jugadores: { $discs }
legends-card-gangs = { $count ->
    [0] No aparece ningún bandido
    [1] Aparecen bandidos en las guaridas de la banda { $gangs }
   *[other] Aparecen bandidos en las guaridas de las bandas { $gangs }
}
legends-card-sheriff = { $n ->
    [0] El Sheriff no se mueve
    [1] Si alguien está Buscado, quien la resuelve mueve al Sheriff 1 casilla
   *[other] Si alguien está Buscado, quien la resuelve mueve al Sheriff { $n } casillas
}
legends-tie-track = { $who } está más avanzado en el marcador de Marshal o de Buscado
legends-tie-gold = { $who } tiene más oro (mismo marcador)
legends-tie-wounds = { $who } tiene menos heridas (mismo marcador y oro)
legends-fight-kind = { $kind ->
    [duel] duelo
    [rob] robo
    [arrest] arresto
    [bandit] bandido
    [guard] Guardia del Banco
    [sheriff] Sheriff
   *[mib] Hombre de Negro
}
legends-fight-verb = { $kind ->
    [duel] Desafiar
    [rob] Robar
   *[arrest] Arrestar
}
