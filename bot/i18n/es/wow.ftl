# Terms: (English -> Spanish. The rulebook we have is the Italian translation, so every Spanish term
# is [choice]; the Italian rulebook's word is given for reference)
#   town -> pueblo [choice; it: città]; town names stay as printed (San Antonia, Kansas City, ...)
#   cattle / a cattle token -> ganado / res, reses [choice; it: bestiame]
#   cowboy -> vaquero [choice; it: cowboy]
#   farmer -> granjero [choice; it: contadino]
#   sheriff -> sheriff [choice; it: sceriffo]
#   guard / phantom (defenders) -> guardia / fantasma [choice; the Italian rules describe a built-in
#     defender ("difesa interna") and a default defender]
#   property (building or transport) -> propiedad [choice; it: segnalini edifici e trasporti]
#   jail -> cárcel [choice; it: prigione]
#   stagecoach -> diligencia [choice; it: diligenza]
#   (general) store -> almacén [choice; it: emporio]
#   hotel -> hotel [choice; it: hotel]
#   bank (building) -> banco [choice; it: banca]; the bank (money supply) -> la banca [choice; it: riserva]
#   train -> tren [choice; it: treno]
#   corral -> corral [choice; it: casella recinto]
#   building space -> solar [choice; it: casella edificio]
#   action box -> casilla de acción [choice; it: casella azione]
#   action disc -> disco [choice; it: pedina nera]
#   Buy cattle / Hire cowboys / Move cowboys / Move cattle -> Comprar ganado / Contratar vaqueros /
#     Mover vaqueros / Mover ganado [choice; it: Bestiame / Cowboy / Muovere i cowboy / Muovere il bestiame]
#   shootout, gunfight -> tiroteo [choice; it: sparatoria]
#   attack / defence -> ataque / defensa [choice; it: attaccante / difensore]
#   fire / retreat / scatter -> disparar / retirarse / dispersar [choice; it: sparare / ritirarsi / sparpagliare]
#   hit / down (killed) -> impacto / abatido, caer [choice; it: colpito / ucciso]
#   rob a bank, haul -> asaltar un banco, botín [choice; it: svaligiare una banca]
#   Wanted token -> ficha «Se busca» [choice, as in the Spanish Tiny Epic Western; it: segnalino Wanted]
#   turn-order auction, bid, drop out -> subasta por el orden de turno, puja/pujar, retirarse [choice;
#     it: asta, puntata, abbandonare l'asta]
#   turn order -> orden de turno [choice; it: ordine di gioco]
#   round -> ronda [choice; it: turno]; round track -> marcador de rondas [choice; it: segna-turni]
#   income -> ingresos [choice; it: entrate]
#   supply (a player's own tokens) -> reserva [choice; it: scorta]
#   control (of a town) -> control [choice; it: controllare]
#   victory points -> puntos [choice; it: punti vittoria]
#
# Way Out West (wow): todo lo que dice el motor. Los asientos llegan como nombres de jugador; los
# pueblos son los nombres propios del tablero. Los tipos de propiedad ($building) llegan ya escritos,
# sin género visible, así que las frases los presentan sin artículo («construye en Abilene: cárcel»)
# o tras «la propiedad», «ficha de».

wow-blurb = Ganado, pueblos y tiroteos en el Viejo Oeste (Martin Wallace, 3-5 jugadores).
wow-seat-count = Way Out West necesita de { $low } a { $high } jugadores.

## Piezas comunes

wow-list = { $head }, { $tail }
wow-and = { $head } y { $tail }
wow-nothing = nada
wow-none = -
wow-nowhere = ninguna parte
wow-building = { $kind ->
    [jail] cárcel
    [stagecoach] diligencia
    [store] almacén
    [hotel] hotel
    [bank] banco
   *[train] tren
}
wow-building-text = { $kind ->
    [jail] El sheriff de su dueño puede unirse a los tiroteos del pueblo; si pierde, se destruye.
    [stagecoach] $1 del banco cada vez que un vaquero de otro jugador se contrata, entra o sale del pueblo.
    [store] Ingresos: $1 por cada res de otro jugador en el pueblo, +$2 si hay un granjero.
    [hotel] Ingresos: $1 por cada vaquero de otro jugador en el pueblo.
    [bank] Ingresos: $2 por cada propiedad ajena en el pueblo. Con guardia (+1); se asalta, no se captura.
   *[train] Dobla los ingresos y los puntos finales de cada res del pueblo. Con guardia (+1 luchador).
}
wow-fighter = { $kind ->
    [cowboy] vaquero
    [phantom] fantasma
    [guard] guardia
    [sheriff] sheriff
   *[farmer] granjero
}
wow-farmer-side = El bando del granjero
wow-target-farmer = el granjero
wow-target-cattle = { $count ->
    [one] 1 res
   *[other] { $count } reses
} de { $owner }
wow-target-building = la propiedad de { $owner } ({ $building })
wow-box = { $action ->
    [buy_cattle] Comprar ganado (casilla { $slot }, ${ $cost } por res, hasta { $units })
    [hire_cowboys] Contratar vaqueros (casilla { $slot }, ${ $cost } cada uno, hasta { $units })
    [move_cowboys] Mover vaqueros (hasta { $units })
    [move_cattle] Mover ganado
    [gunfight] Tiroteo (casilla { $slot })
   *[farmer] Granjero
}
wow-box-build = Construir { $building } (${ $cost })
wow-box-name = { $action ->
    [buy_cattle] Comprar ganado
    [hire_cowboys] Contratar vaqueros
    [build] Construir { $kind ->
        [store] almacén
       *[other] { $building }
    }
    [move_cowboys] Mover vaqueros
    [move_cattle] Mover ganado
    [gunfight] Tiroteo
   *[farmer] Granjero
}
wow-box-detail = { $action ->
    [buy_cattle] casilla { $slot } · ${ $cost } por res, 1-{ $units }
    [hire_cowboys] casilla { $slot } · ${ $cost } cada uno, 1-{ $units }
    [build] ${ $cost }
    [move_cowboys] hasta { $units }
    [gunfight] casilla { $slot } · gratis
   *[other] gratis
}

## Sucesos

wow-ev-start-cowboy = { $who } coloca un vaquero inicial en { $town }.
wow-ev-round = Empieza la ronda { $round } de { $rounds } (marcador de rondas en { $track }).
wow-ev-bid = { $who } puja ${ $amount }.
wow-ev-dropped = { $who } se retira{ $forced ->
    [true] {" "}(no podía subir)
   *[other] {""}
}, paga ${ $paid } y ocupa la posición { $position }.
wow-ev-auction-won = { $who } gana la subasta por ${ $paid }. Orden de turno: { $order }.
wow-ev-box = { $who } elige la acción { $box }.
wow-ev-passed = { $who } pasa{ $forced ->
    [true] {" "}(no podía hacer ninguna acción).
   *[other] .
}
wow-ev-cattle-bought = { $who } compra una res para { $town } ($1).
wow-ev-hired = { $who } contrata a un vaquero en { $town } ($1).
wow-ev-stagecoach = La diligencia de { $owner } en { $town } gana $1.
wow-ev-built = { $who } construye en { $town }: { $building } (${ $cost }).
wow-ev-cowboy-moved = { $who } mueve un vaquero de { $src } a { $dst }.
wow-ev-cattle-moved = { $who } mueve una res de { $src } a { $dst }.
wow-ev-farmer = { $who } coloca un granjero en { $town }.
wow-ev-farmer-displaced = { $who } coloca un granjero en { $town }; la res de { $owner } vuelve a su reserva.
wow-ev-shootout = { $who } inicia un tiroteo en { $town } contra { $target }.
wow-ev-sheriff = El sheriff de { $owner } { $joined ->
    [attack] se une al ataque.
    [defence] se une a la defensa.
    [farmer] se une al bando del granjero.
   *[none] se queda al margen.
}
wow-ev-help-asked = { $who } { $asked ->
    [true] pide
   *[other] no pide
} a { $owner } la ayuda del sheriff.
wow-ev-sides = Tiroteo: { $attack } contra { $defence }{ $phantom ->
    [true] {" "}(un defensor fantasma ocupa su lugar)
   *[other] {""}
}; { $mode ->
    [sim] simultáneo
   *[other] por turnos, empieza el bando más débil
}.
wow-ev-volley = { $who } tira [{ $dice }]: { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
}{ $any ->
    [0] {""}
    [one] ; cae: { $killed }
   *[other] ; caen: { $killed }
}.
wow-ev-retreated = { $who } se retira y pierde el tiroteo.
wow-ev-won = { $who } gana el tiroteo.
wow-ev-defender-won = { $who } gana el tiroteo; el objetivo se queda como estaba.
wow-ev-farmer-won = El granjero gana el tiroteo; el objetivo se queda como estaba.
wow-ev-nobody-won = Caen los dos bandos: nadie gana y el objetivo se queda como estaba.
wow-ev-scattered = Los vaqueros de { $who } se dispersan hacia { $towns }{ $home ->
    [0] {""}
    [one] ; 1 vuelve a la reserva
   *[other] ; { $home } vuelven a la reserva
}.
wow-ev-robbed = { $who } asalta el banco de { $owner }: botín { $dice } = { $haul }; { $owner } paga ${ $paid }{ $lost ->
    [true] , todo lo que tiene, menos que el botín, y pierde el banco
   *[other] {""}
}.
wow-ev-moved-out = { $who } saca { $count ->
    [one] 1 vaquero
   *[other] { $count } vaqueros
} del pueblo, hacia { $town }.
wow-ev-wanted-supply = { $who } toma una ficha «Se busca» de la reserva.
wow-ev-wanted-from = { $who } le quita una ficha «Se busca» a { $source }.
wow-ev-wanted-none = { $who } gana una ficha «Se busca», pero no queda ninguna que tomar.
wow-ev-captured-farmer = { $who } abate al granjero: el corral de { $town } vuelve a estar libre.
wow-ev-captured-jail = { $who } destruye { $target } en { $town }; sale de la partida.
wow-ev-captured = { $who } se queda con { $target } en { $town }.
wow-income-part = { $who } +${ $amount }
wow-ev-income = Ingresos: { $parts }.
wow-score-part = { $who } { $score }
wow-ev-game-over = Fin de la partida. Puntuaciones: { $parts }.

## Resultado

wow-score-detail = propiedades { $property }, ganado { $cattle }, control { $control }, dinero { $money } (${ $cash }), «Se busca» { $wanted } ({ $tokens })
wow-result = { $names } { $count ->
    [one] gana
   *[other] comparten la victoria
} con { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.

## Las preguntas (lo que se pide ahora)

wow-q-start = colocar un vaquero inicial
wow-q-bid = { $high ->
    [0] pujar
   *[other] superar la puja más alta, de ${ $high },
} o retirarse (${ $money } disponibles)
wow-q-turn = elegir una casilla de acción o pasar
wow-q-cattle = colocar ganado (${ $cost } por res, hasta { $units })
wow-q-hire = colocar los vaqueros contratados (${ $cost } cada uno, hasta { $units })
wow-q-build = elegir un pueblo donde construir: { $building } (${ $cost })
wow-q-move = mover vaqueros (hasta { $units })
wow-q-move_cattle = mover una res
wow-q-farmer = colocar el granjero
wow-q-target = elegir el objetivo del tiroteo
wow-q-sheriff_attack = ¿añadir su sheriff al ataque?
wow-q-sheriff_defend = ¿añadir su sheriff a la defensa?
wow-q-ask_help = ¿pedir ayuda al sheriff?
wow-q-help_defender = ¿ayudar al defensor con el sheriff?
wow-q-help_farmer = ¿ayudar al granjero?
wow-q-fire = disparar o retirarse
wow-q-fight-now = { $question } — { $now }
wow-q-scatter = dispersar vaqueros
wow-q-move_out = salir del pueblo
wow-q-wanted = elegir a quién quitar una ficha «Se busca»

## Etiquetas de las respuestas

wow-do-start = Vaquero inicial a { $town }
wow-do-bid = Pujar ${ $amount }
wow-stage-bids = Pujas de ${ $low } a ${ $high }
wow-do-drop = Retirarse de la subasta
wow-drop-help = Paga tu puja de ${ $bid } a la banca y ocupa la peor posición libre.
wow-bid-help = Supera la puja más alta, de ${ $high } (tienes ${ $money }; al subir indicas el nuevo total).
wow-pass-help = Descarta un disco sin hacer ninguna acción.
wow-retreat-help = Tu bando pierde; sus vaqueros se dispersan a otros pueblos.
wow-fire-help = Tira un dado por luchador; cada 5 o 6 abate a uno de los suyos.
wow-fight-now = Ahora ataque { $attack } vs. defensa { $defence }
wow-fight-desc = { $now }. { $what }
wow-target-help = { $cowboys ->
    [one] Lucha tu único vaquero de allí
   *[other] Luchan tus { $cowboys } vaqueros de allí
}; el defensor puede sumar sheriff, guardia o fantasma.
wow-do-pass = Pasar (descartar un disco)
wow-box-help = { $action ->
    [buy_cattle] Paga $1 por res; pon 1 o 2 en pueblos donde tengas un vaquero.
    [hire_cowboys] Paga $1 por vaquero; pon 1 o 2 en cualquier pueblo.
    [build] Construye esta propiedad en un pueblo con un solar libre.
    [move_cowboys] Mueve tus vaqueros entre pueblos, de uno en uno.
    [move_cattle] Mueve una de tus reses a un pueblo donde tengas un vaquero.
    [gunfight] Inicia un tiroteo en un pueblo donde tengas un vaquero.
   *[farmer] Coloca tu granjero (una vez por partida) en un corral.
}
wow-do-cattle = Res a { $town } ($1)
wow-do-hire = Contratar un vaquero en { $town } ($1)
wow-do-done = { $question ->
    [cattle] Terminar (sin más reses)
    [hire] Terminar (sin más vaqueros)
    [move] Terminar (sin más movimientos)
   *[other] Terminar
}
wow-do-build = Construir { $building } en { $town } (${ $cost })
wow-do-build-here = Construir en { $town }
wow-do-move = Mover un vaquero: { $src } → { $dst }
wow-do-move_cattle = Mover una res: { $src } → { $dst }
wow-do-farmer-empty = Granjero en { $town }, en un corral vacío
wow-do-farmer-on = Granjero en { $town }, sobre la res de { $owner }
wow-stage-town = { $town }
wow-do-target = { $what ->
    [farmer] Disparar al granjero de { $town }
    [cattle] Robar { $target } en { $town }
   *[other] Atacar { $target } en { $town }
}
wow-answer = { $question ->
    [sheriff_attack] { $yes ->
        [true] Añadir tu sheriff al ataque
       *[other] Dejar a tu sheriff fuera
    }
    [sheriff_defend] { $yes ->
        [true] Añadir tu sheriff a la defensa
       *[other] Dejar a tu sheriff fuera
    }
    [ask_help] { $yes ->
        [true] Pedir el sheriff al dueño de la cárcel
       *[other] No pedir ayuda
    }
    [help_defender] { $yes ->
        [true] Enviar a tu sheriff a ayudar al defensor
       *[other] Negarse a ayudar
    }
    [help_farmer] { $yes ->
        [true] Enviar a tu sheriff a ayudar al granjero
       *[other] Quedarse al margen
    }
   *[other] { $yes ->
        [true] Sí
       *[other] No
    }
}
wow-do-fire = Disparar
wow-do-retreat = Retirarse (perder el tiroteo)
wow-do-scatter = Dispersar un vaquero a { $town }
wow-do-move-out = { $all ->
    [true] Sacar a todos los vaqueros hacia { $town }
   *[other] Sacar un vaquero hacia { $town }
}
wow-do-take-wanted = Quitar una ficha «Se busca» a { $who }

## Negativas

wow-bid-too-low = La puja debe superar la puja más alta, de ${ $high }.
wow-bid-too-high = No puedes pujar más de los ${ $money } que tienes.
wow-no-such-box = En esta partida no existe esa casilla de acción.
wow-box-taken = La acción { $box } ya está ocupada esta ronda.
wow-box-unusable = Ahora no puedes realizar la acción { $box }, así que no puedes ocupar su casilla.
wow-done-too-early = La primera es obligatoria: elígela antes de terminar.
wow-box-limit = Esta casilla solo permite { $units }.
wow-no-money = Necesitas ${ $cost } para eso.
wow-no-cattle-left = No te quedan reses en tu reserva.
wow-no-cowboys-left = No te quedan vaqueros en tu reserva.
wow-no-building-left = No te quedan fichas de { $building } en tu reserva.
wow-pair-one-town = Las dos reses tienen que ir a { $town }.
wow-cattle-needs-cowboy = Necesitas un vaquero en { $town } para poner ganado allí.
wow-no-empty-corral = { $town } no tiene ningún corral vacío.
wow-town-closed = { $town } está cerrado al ganado nuevo: { $below } no tiene ocupados más de la mitad de sus corrales.
wow-town-full = { $town } no tiene ningún solar libre.
wow-type-present = { $town } ya tiene una propiedad de ese tipo ({ $building }).
wow-build-limit = Ya tienes 2 propiedades en { $town }.
wow-same-town = Elige otro pueblo como destino.
wow-no-cowboy-in = No tienes ningún vaquero en { $town }.
wow-cowboy-just-arrived = Tus vaqueros de { $town } llegaron durante esta acción y no pueden volver a moverse.
wow-no-own-cattle-in = No tienes ganado en { $town }.
wow-farmer-used = Ya has usado tu granjero en esta partida.
wow-farmer-already = { $town } ya tiene un granjero.
wow-no-cattle-of = { $owner } no tiene ganado en { $town }.
wow-no-cowboy-to-fight = Necesitas un vaquero en { $town } para iniciar allí un tiroteo.
wow-no-farmer-there = No hay ningún granjero en { $town }.
wow-farmer-target-plain = El granjero no es de nadie: elige como objetivo solo al granjero.
wow-no-such-building = En { $town } no hay ninguna propiedad de ese tipo ({ $building }) que atacar.
wow-own-building = No puedes atacar una propiedad tuya.
wow-no-token-to-replace = No te queda ninguna ficha de { $building } en tu reserva para sustituirla.
wow-raid-whose = Indica a qué otro jugador le robas ganado.
wow-raid-too-many = { $owner } solo tiene { $have ->
    [one] 1 res
   *[other] { $have } reses
} en { $town }.
wow-raid-no-supply = { $count ->
    [one] Necesitas 1 res en tu reserva para sustituirla.
   *[other] Necesitas { $count } reses en tu reserva para sustituirlas.
}
wow-leave-town = Tus vaqueros tienen que salir de { $town } hacia otro pueblo.
wow-scatter-used = Ya ha ido un vaquero a { $town }: uno por pueblo.
wow-one-cowboy-left = Solo queda un vaquero por mover.
wow-wanted-self = La ficha «Se busca» se le quita a otro jugador, no a ti.
wow-wanted-none = { $who } no tiene ninguna ficha «Se busca».

## El tablero en palabras

wow-status = Ronda { $round } de { $rounds } · { $phase } · le toca a { $who }
wow-status-over = Fin de la partida
wow-phase = { $phase ->
    [setup] Preparación
    [auction] Subasta
   *[actions] Acciones
}
wow-phase-shootout = Tiroteo en { $town } por { $target }
wow-status-asked = Ronda { $round } de { $rounds } · { $phase } · { $prompt }
wow-prompt = { $who }: { $question }
wow-line-track = Marcador de rondas: { $track } (ingresos tras { $income }).
wow-line-order = Orden de turno: { $order }.
wow-line-player = { $who }: ${ $money }, «Se busca» { $wanted }, puntuación actual { $score }, ingresos { $income }, vaqueros en reserva { $cowboys }, reses en reserva { $cattle }.
wow-line-town = { $town }: ganado [{ $cattle }]{ $farmer ->
    [true] {" "}+ granjero
   *[other] {""}
}; propiedades [{ $property }]; vaqueros [{ $cowboys }].
wow-owned = { $building } de { $who }
wow-cowboys-of = { $who } x{ $count }
wow-taken-box = { $box } ({ $who })
wow-line-boxes = Casillas ocupadas: { $boxes }.
wow-line-fight = Tiroteo en { $town }: ataque { $attack } contra defensa { $defence }.
wow-supply-of = { $building } { $count }
wow-hand-me = Tú ({ $who }): ${ $money }, «Se busca» { $wanted }, posición de turno { $position }, { $discs ->
    [one] te queda 1 disco
   *[other] te quedan { $discs } discos
}.
wow-hand-supply = Reserva: { $cowboys ->
    [one] 1 vaquero
   *[other] { $cowboys } vaqueros
}, { $cattle ->
    [one] 1 res
   *[other] { $cattle } reses
}; { $buildings }.
wow-hand-farmer = Granjero: { $used ->
    [true] usado
   *[other] disponible
}. Ingresos si se cobraran ahora: ${ $income }. Puntuación si la partida terminara ahora: { $score }.

## /rules

wow-rules-overview = Way Out West: de 3 a 5 barones del ganado compran reses, contratan vaqueros y levantan propiedades en cinco pueblos (San Antonia, Kansas City, Abilene, Dodge City, Deadwood), y luego usan los tiroteos para quedarse con lo que han construido los demás. Con 3 jugadores se juegan 12 rondas ($20 cada uno); con 4, 9 rondas ($20); con 5, 9 rondas ($25). Todo es público. Cada ronda: una subasta por el orden de turno, después dos vueltas de acciones y, por último, ingresos en las casillas 3, 6, 9 y 12 del marcador de rondas.
wow-rules-auction = Se puja siguiendo el orden de turno de la ronda anterior. En tu turno, sube a cualquier total nuevo por encima de la puja más alta, hasta todo tu dinero, o retírate. Al retirarte pagas tu última puja a la banca y ocupas la peor posición libre; el último que sigue pujando ocupa la posición 1 y paga su puja. Quien no puede subir se retira automáticamente.
wow-rules-actions = Por orden de turno, dos veces por ronda, pon un disco en una casilla de acción libre y realiza la acción en el acto, o pasa. Comprar ganado ($1 por res, 1-2): en un corral vacío de un pueblo donde tengas un vaquero; los pueblos por encima de San Antonia solo se abren cuando el pueblo de debajo tiene ocupados más de la mitad de sus corrales. Contratar vaqueros ($1 cada uno, 1-2) en cualquier pueblo. Construir cárcel $3, diligencia $4, almacén $5, hotel $8, banco $10 o tren $20: una de cada tipo por pueblo y, como máximo, 2 propiedades tuyas por pueblo. Mover hasta 3 o 5 vaqueros; mover una de tus reses a un pueblo donde tengas un vaquero; colocar tu granjero, una vez por partida; o iniciar un tiroteo. La diligencia de otro jugador gana $1 de la banca por cada vaquero contratado en su pueblo o que sale de él o entra en él. Solo puedes elegir una casilla que realmente puedas usar.
wow-rules-shootouts = Ataca una propiedad de otro jugador, 1 o 2 de sus reses, o al granjero, en un pueblo donde tengas un vaquero. Todos tus vaqueros de allí luchan contra todos los del defensor; un banco o un tren añade un guardia; el dueño de la cárcel del pueblo puede añadir un sheriff; una defensa vacía recibe un fantasma. Si los bandos son iguales, disparan a la vez en cada intercambio; si no, dispara primero el más débil y se van alternando. Cada 5 o 6 abate a un combatiente (primero caen los vaqueros). En lugar de disparar, un bando puede retirarse y perder, y sus vaqueros se dispersan de uno en uno por otros pueblos. El ganador se lleva una ficha «Se busca». Una propiedad o unas reses ganadas se sustituyen por fichas del atacante; una cárcel se destruye; un banco se asalta por tres dados (si el dueño no puede pagarlo todo, paga lo que tiene y pierde el banco); un granjero abatido sale de la partida.
wow-rules-income = Tras las rondas de las casillas 3, 6, 9 y 12 del marcador: cada res da $2 ($1 si hay un granjero en el pueblo; el doble si hay tren). Un banco da $2 por cada propiedad de otro jugador en su pueblo; un almacén, $1 por cada res de otro jugador y $2 más si hay granjero; un hotel, $1 por cada vaquero de otro jugador.
wow-rules-scoring = Al final, cada propiedad puntúa tantos puntos como propiedades haya en su pueblo. Cada res puntúa 1 (2 con tren, 1 menos con granjero). El único jugador con más propiedades + reses en un pueblo puntúa su tamaño (si hay empate, nadie). Quien tiene más dinero gana 5 (empate: 2 cada uno); quien tiene más fichas «Se busca», 4 (empate: 2 cada uno). Gana el total más alto; los empatados comparten la victoria.

## Dibujos (render/wow*.py)

wow-draw-supply = { $who } · reserva: { $cowboys ->
    [one] 1 vaquero
   *[other] { $cowboys } vaqueros
}, { $cattle ->
    [one] 1 res
   *[other] { $cattle } reses
}, { $buildings }, { $farmer ->
    [true] granjero usado
   *[other] granjero disponible
}
wow-draw-round = Ronda { $round } de { $rounds }  ($ = ingresos)
wow-draw-high-bid = Subasta · puja más alta ${ $high }
wow-draw-bidder = ${ $bid } { $active ->
    [true] pujando
   *[other] fuera, posición { $position }
}
wow-draw-start-dice = Dados de jugador inicial: { $rolls }
wow-draw-rolled = { $who } saca { $die }
wow-draw-fight = { $town }: { $attacker } contra { $target } · { $mode ->
    [sim] simultáneo
    [seq] por turnos
   *[other] eligiendo bandos
}
wow-draw-sides = ataque { $attack }   defensa { $defence }
wow-draw-side-part = { $count } { $kind ->
    [cowboys] { $count ->
        [one] vaquero
       *[other] vaqueros
    }
    [phantom] { $count ->
        [one] fantasma
       *[other] fantasmas
    }
    [guard] { $count ->
        [one] guardia
       *[other] guardias
    }
    [sheriff] { $count ->
        [one] sheriff
       *[other] sheriffs
    }
   *[farmer] { $count ->
        [one] granjero
       *[other] granjeros
    }
}
wow-draw-side-none = no queda nadie
wow-draw-volley = { $who } tira [{ $dice }]: { $hits ->
    [one] 1 impacto
   *[other] { $hits } impactos
}, abatidos: { $killed }
wow-draw-no-one = nadie
wow-draw-won = { $who } gana
wow-draw-nobody-won = nadie gana
wow-draw-plus = { $head }+{ $tail }
wow-draw-idle = Ahora no hay nada que decidir.
wow-draw-panel = { $panel ->
    [shootout] Tiroteo
    [last] Último tiroteo
    [auction] Subasta
   *[now] Ahora
}

## Rótulos fijos de la imagen del tablero (render/wow*.py); cortos, deben caber en sus casillas

wow-r-key = Leyenda
wow-r-legend-corrals = Corrales: cuadro = corral, ficha = res, Gr = granjero
wow-r-legend-buildings = Propiedades: del color del dueño, con su letra
wow-r-legend-colours = Amarillo = le toca ahora; casilla gris = tomada esta ronda
wow-r-legend-supply = Reserva: C cárcel, D dilig., A almacén, H hotel, B banco, T tren
wow-r-farmer-mark = Gr
wow-r-corrals = corrales
wow-r-buildings = solares
wow-r-cowboys = vaqueros
wow-r-token = { $kind ->
    [jail] Cárcel
    [stagecoach] Dilig.
    [store] Almacén
    [hotel] Hotel
    [bank] Banco
   *[train] Tren
}
wow-r-letter = { $kind ->
    [jail] C
    [stagecoach] D
    [store] A
    [hotel] H
    [bank] B
   *[train] T
}
wow-r-action-boxes = Casillas de acción
wow-r-players = Jugadores
wow-r-col-money = dinero
wow-r-col-wanted = se busca
wow-r-col-score = puntos
wow-r-col-income = ingresos
wow-r-col-discs = discos
wow-r-turn-order = Orden de turno
wow-r-buildings-do = Qué hacen los edificios

# /rules topics
wow-topic-overview = Resumen
wow-topic-auction = Subasta
wow-topic-actions = Acciones
wow-topic-shootouts = Tiroteos
wow-topic-income = Ingresos
wow-topic-scoring = Puntuación

## The card reference (/card)
wow-card-building = Edificio
