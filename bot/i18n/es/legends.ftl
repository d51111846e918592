# Western Legends (legends): todo lo que dice el motor. Los asientos se nombran con el nombre
# del jugador; casillas, personajes y títulos de historias son nombres propios.

legends-blurb = Forajidos, marshals, póquer y oro en el Viejo Oeste (2-6 jugadores).
legends-illegal = Eso no es posible ahora ({ $question }).
legends-no-twice = Ya declaraste una pelea contra { $who } este turno.
legends-no-heist = Solo puedes asaltar el banco una vez por turno.
legends-no-actions = No te quedan acciones este turno.
legends-no-path = No puedes llegar a { $place } con este movimiento.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } { $effect }
legends-fight-card = carta de pelea { $card }
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
legends-gain = ${ $money }, { $cards } cartas, { $lp } PL, { $mp } PM, { $wp } PB, { $heal } curadas, { $gold } oro

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
legends-q-prospect = ¿usar un efecto de prospección?
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

## Estado y resúmenes

legends-status = Ronda { $round } · turno de { $turn } · { $who }: { $question } · objetivo { $target } PL
legends-status-over = La partida ha terminado.
legends-line = { $who } ({ $character }) en { $space }: { $lp } PL, ${ $money }, { $gold } oro, { $wounds } heridas, PM { $mp }, PB { $wp }, { $cards } cartas
legends-score = marcador { $track }, objetos { $items }, dinero { $money }, heridas { $wounds }, Buscado { $wanted }, Marshal { $marshal }, fichas { $tokens }
legends-result = { $shared ->
    [0] { $who } gana con { $score } PL.
   *[other] { $who } y { $shared } más comparten la victoria con { $score } PL.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Objetivo { $goal }: { $tag ->
    [fight_low] gana una pelea contra un jugador con una carta de valor 10 o menos
    [bandit_won] vence a { $count } bandido(s)
    [upgraded_rifle] ten un Rifle mejorado
    [poker_won] gana { $count } partida(s) en el Saloon
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
    [money] { $who }: dinero { $n }
    [gold] { $who }: pepitas de oro { $n }
    [lp] { $who }: PL { $n }
    [mp] { $who } llegó a la casilla { $n } del marcador de Marshal
    [wp] { $who } llegó a la casilla { $n } del marcador de Buscado
    [mp_lost] { $who } dejó el marcador de Marshal
    [wounds] { $who } recibió { $n } heridas
    [healed] { $who } curó { $n } heridas
    [prevented] { $who } evitó { $n } herida
    [end_triggered] { $who } alcanzó el objetivo: la partida termina tras la ronda { $n }
    [first_player] { $who } es el jugador inicial
    [placed] { $who } empieza en { $detail }
    [worked] { $who } trabajó
    [rolled] { $who } tiró { $detail }
    [rerolled] { $who } repitió: { $detail }
    [sold] { $who } vendió { $n } de oro
    [acquired] { $who } tomó una ficha de ganado { $detail }
    [wrangle] { $who } entregó la ficha de ganado { $detail } en la estación
    [rustle] { $who } robó la ficha de ganado { $detail }
    [heist] { $who } asalta el banco
    [upgraded] { $who } mejoró { $detail }
    [bought] { $who } compró { $detail }
    [dropped] { $who } descartó { $detail }
    [provisions] { $who } usó Provisiones
    [ambush] { $who } embosca al asiento { $n }
    [declared] { $who } declara { $detail } contra el asiento { $n }
    [declined] { $who } rechazó la pelea
    [accepted] { $who } aceptó la pelea
    [took_cattle] { $who } tomó la ficha de ganado { $detail } del asiento { $n }
    [arrested] { $who } fue arrestado y perdió { $n } de oro
    [fight_card] { $who } sufre la carta de pelea { $detail }
    [escaped] { $who } venció al Sheriff
    [bandit_removed] el bandido de { $detail } se ha ido ({ $who })
    [bandit_spawned] aparece un bandido en { $detail } ({ $who })
    [extra_action] { $who } gana una acción extra
    [disc] { $who } colocó un disco de historia en la carta { $detail }
    [poker] { $who } empieza una partida de póquer en { $detail }
    [joined] { $who } se une a la partida de póquer
    [not_joined] { $who } no se une
    [chose_cards] { $who } eligió sus cartas de póquer
    [dealer] { $who } reparte por la casa
    [dealer_won] gana la casa; { $who } no recibe nada
    [poker_won] { $who } gana ${ $n } al póquer
    [kept_card] { $who } se quedó una carta jugada
    [income] { $who } cobró ingresos: { $detail }
    [equipped] { $who } equipó { $detail }
    [gave_card] { $who } dio una carta al asiento { $n }
    [goal] { $who } completó el objetivo { $detail }
    [token] { $who } se quedó una ficha de Leyenda
    [mib_duel] { $who } reta al Hombre de Negro
    [next] siguiente: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } robó { $cards }
legends-ev-drew-count = { $who } robó { $n } cartas
legends-ev-shown = { $who } mostró { $cards } ({ $what })
legends-ev-secret = { $who } en privado: { $what } { $detail }
legends-ev-secret-public = { $who } recibió información secreta ({ $what })
legends-ev-moved = { $who } se movió { $path }
legends-ev-sheriff-moved = El Sheriff se movió a { $path }
legends-ev-reveal = { $kind } de { $who }: { $card } contra { $other } ({ $mine } contra { $theirs })
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
legends-ev-mib-moved = El Hombre de Negro se movió { $path }
legends-result-mib = El Hombre de Negro gana con { $score } PL; nadie más gana.
legends-mib-two = El Hombre de Negro es solo para 2 jugadores.
legends-ev-turn = Ronda { $round }: turno de { $who }
legends-ev-story = Carta de historia { $card } resuelta: { $title }
legends-ev-characters = Personajes: { $names }
legends-ev-over = La partida ha terminado.

## Opciones

legends-stage = { $what ->
    [move] Mover
    [location] Acciones del lugar
    [cards] Acciones de cartas
    [fight] Pelear con un jugador
   *[free] Pasos gratuitos
}
legends-stage-region = { $region }
legends-stage-fight = { $kind } contra { $target }
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
legends-do-move = Ir a { $place }, { $steps } pasos
legends-do-sell = Vender { $nuggets } oro + { $fools } Oro de Tontos
legends-do-revel = Juerga: paga ${ $amount } por { $lp } PL
legends-do-card = Jugar { $card } { $target }
legends-do-fight = { $kind } { $target } con { $card }
legends-do-disc = Disco de historia en la carta { $slot } (desde { $source })
legends-do-drop = Descartar { $item }
legends-do-buy = { $upgrade ->
    [true] Mejorar
   *[false] Comprar
} { $item }{ $haggle ->
    [true] {" "}con Regateo
   *[false] {""}
}{ $activate ->
    [true] {" "}y usarlo ya
   *[false] {""}
}
legends-do-whiskey = Usar el Whisky contra un jugador de aquí
legends-do-pick = { $card }
legends-do-pair = Usar { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Pagar $10
    [money] Dinero
    [cards] Dos cartas
    [both] $10 y una carta
    [lp] 1 PL
    [mp] 1 PM
    [wp] 1 PB
    [gold] Oro
    [wound] Recibir una herida
    [random] Descartar una carta al azar
    [keep] Nada que dar
    [seat] { $detail }
    [reward] { $detail }
    [token] Quedarse la ficha de { $detail } PL
    [1] Repetir el dado 1
    [2] Repetir el dado 2
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

legends-rules-overview = Cada turno: cobra ingresos y haz 3 acciones (mover, trabajar, pelear, póquer, buscar oro, vender oro, almacén, ganado, cartas). Alcanza los PL objetivo para terminar la partida.
legends-rules-turn = Efectos de inicio, ingresos ($20, 2 cartas, o $10 y 1 carta), 3 acciones, luego cartas de historia, límite de mano (5 menos heridas) y PL de Buscado.
legends-rules-fights = Duelo, Robo o Arresto contra un jugador de tu casilla con una carta de póquer boca abajo; el jugador activo gana los empates. Bandidos, el Guardia del Banco y el Sheriff pelean con cartas de pelea y ganan los empates.
legends-rules-poker = Apuesta $10 en un Saloon; los jugadores del mismo pueblo pueden unirse; la casa añade $50; usa 2 cartas con las 3 comunes; el jugador activo gana los empates y 1 PL.
legends-rules-tracks = Los puntos de Marshal vienen de arrestos, bandidos y entregar ganado; los de Buscado de robos, asaltos y robar ganado. Los Buscados ganan PL cada turno; el Sheriff los persigue.
legends-rules-end = Cuando alguien alcanza los PL objetivo, termina la ronda y se juega una más. Suma objetos mejorados, tramos de $60 y bonos de marcador, resta las heridas.
