# Western Legends: textos de las imágenes del tablero (render/legends*.py).

legends-r-mesa = { $which ->
    [n] Mesa Norte
   *[s] Mesa Sur
}
legends-r-building = { $kind ->
    [store] Almacén
   *[saloon] Saloon
}
legends-r-loc = { $loc ->
    [sheriff] Sheriff
    [bank] Banco
    [doctor] Médico
    [cabaret] Cabaret
    [green] Rancho Verde
    [blue] Rancho Azul
    [mine] Mina
    [rail] Estación
    [hideout-a] Guarida A
    [hideout-b] Guarida B
   *[hideout-c] Guarida C
}
legends-r-herd = { $count } reses
legends-r-key = { $what ->
    [sheriff] Sheriff
    [bandit] bandido
   *[mib] Hombre de Negro
}
legends-r-players = Jugadores
legends-r-order = Orden de turno:
legends-r-lp = { $lp } PL
legends-r-legendary = { $name }, leyenda
legends-r-money = ${ $money }
legends-r-gold = { $gold } oro
legends-r-cards = { $cards ->
        [one] 1 carta
       *[other] { $cards } cartas
    }
legends-r-wounds = { $wounds ->
        [one] 1 herida
       *[other] { $wounds } heridas
    }
legends-r-track = { $track ->
    [marshal] Marshal { $n }
   *[wanted] Buscado { $n }
}
legends-r-neutral = neutral
legends-r-cattle = { $colour ->
    [green] ganado verde
   *[blue] ganado azul
}
legends-r-disc = { $count ->
    [one] disco
   *[other] { $count } discos
} en historia { $slot }
legends-r-tokens = { $count ->
        [one] 1 ficha de Leyenda
       *[other] { $count } fichas de Leyenda
    }
legends-r-goals = { $count ->
        [one] 1 objetivo cumplido
       *[other] { $count } objetivos cumplidos
    }
legends-r-no-items = sin objetos
legends-r-now = Ahora
legends-r-idle = Nada que responder ahora.
legends-r-asks = { $who }: { $question }
legends-r-fight = { $kind ->
    [duel] Duelo
    [rob] Robo
    [arrest] Arresto
    [bandit] Pelea con bandido
    [guard] Asalto al banco
    [sheriff] Pelea con el Sheriff
   *[mib] Duelo con el Hombre de Negro
}: { $fighter } contra { $target } en { $place }
legends-r-npc = { $kind ->
    [bandit] el bandido
    [guard] la Guardia del Banco
    [sheriff] el Sheriff
   *[mib] el Hombre de Negro
}
legends-r-declined = { $who } rechazó la pelea.
legends-r-fight-cards = Jugadas: { $mine } contra { $theirs }
legends-r-fight-values = Valor: { $a } contra { $b }
legends-r-fight-card = { $card } ({ $effect })
legends-r-fight-hidden = Cartas de pelea aún boca abajo.
legends-r-poker = Póquer en { $saloon ->
    [DK_SALOON] Darkrock
   *[other] Red Falls
}: bote ${ $pot }, { $players ->
        [one] 1 jugador
       *[other] { $players } jugadores
    }
legends-r-flop = Flop: { $cards }
legends-r-chosen = { $chosen } de { $total } eligieron sus cartas
legends-r-dealer = { $who } reparte por la casa.
legends-r-actions = { $count ->
    [one] queda 1 acción
   *[other] quedan { $count } acciones
}
legends-r-end-round = última ronda { $round }
legends-r-face = { $face ->
    [N] pepita
    [R] $10 y repetir
    [B] grava (nada)
   *[other] $10
}
legends-r-dice = última tirada: { $faces }
legends-r-mib = Hombre de Negro { $lp } PL en { $place }
legends-r-decks = mazo de póquer { $deck }, descartes { $discard }, mazo de pelea { $fight }
legends-r-story = Historia { $slot }{ $major ->
    [yes] {" "}(mayor)
   *[no] {""}
}: { $req } · discos { $discs }/{ $needed } · quedan { $left }
legends-r-req = { $tag ->
    [arrest_won] gana un Arresto
    [bandit_fought] pelea con un bandido
    [bandit_won] vence a un bandido
    [card_action] usa la ACCIÓN de una carta
    [cattle_acquired] toma una ficha de ganado
    [delivered] entrega una ficha de ganado
    [duel_declared] declara un Duelo
    [fight_declared] declara una pelea a un jugador
    [fight_won] gana cualquier pelea
    [gold_3] lleva 3+ de oro
    [gold_sold] vende oro en el Banco
    [healed] cura una herida
    [heist] intenta asaltar el banco
    [item_bought] compra o mejora un objeto
    [lp_10] ten 10+ PL
    [money_80] ten $80+
    [move_bank] acaba un movimiento en el Banco
    [move_darkrock] acaba un movimiento en Darkrock
    [move_hideout] acaba un movimiento en una guarida
    [move_long] muévete 4+ casillas de una vez
    [move_rail] acaba un movimiento en la Estación
    [move_red_falls] acaba un movimiento en Red Falls
    [move_sheriff_office] acaba un movimiento en la Oficina del Sheriff
    [move_with_player] acaba un movimiento con otro jugador
    [mp_gained] gana puntos de Marshal
    [poker_played] empieza o únete a una partida en el Saloon
    [poker_won] gana una partida en el Saloon
    [prospect_gold] encuentra oro al buscar
    [prospected] busca oro
    [reveled] vete de juerga al Cabaret
    [rob_won] gana un Robo
    [rustled] roba ganado
    [sold_2] vende 2+ de oro a la vez
    [spent_40] gasta $40+ en una acción
    [start_mine_ranch] empieza el turno en una mina o un rancho
    [upgraded_gear] ten una montura o un arma mejorada
    [weapons_2] ten 2+ armas
    [worked] trabaja
    [wounded] recibe una herida
    [wp_gained] gana puntos de Buscado
    [wrangled] entrega ganado en la estación
   *[other] { $tag }
}
legends-r-your-items = Tus objetos: { $items }
legends-r-secret = { $what ->
    [committed] Tu carta en la pelea: { $cards }
    [npc] Cartas de pelea que robaste para el PNJ: { $cards }
    [peek] Rifle, has visto: { $cards }
   *[poker] Tus cartas de póquer: { $cards }
}
legends-r-no-cards = No tienes cartas de póquer.
legends-r-your-question = Te toca: { $question }
