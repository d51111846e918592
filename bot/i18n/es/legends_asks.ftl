# Western Legends: cada pregunta dice de qué trata (bot/games/legends/asks.py).

legends-ask-action = { $actions ->
    [0] no te quedan acciones: da un paso gratuito o termina tu turno
    [one] haz una acción o termina tu turno (queda 1 acción)
   *[other] haz una acción o termina tu turno (quedan { $actions } acciones)
}
legends-ask-store = compra o mejora en el Almacén (tienes ${ $money })
legends-ask-post = termina tu acción de Mover en { $place }
legends-ask-walk = { $who ->
    [sheriff] mueve al Sheriff un paso más
    [rowdy] Y. B. Rowdy: elige el siguiente paso
   *[other] elige el siguiente paso
} ({ $count ->
    [one] queda 1 paso
   *[other] quedan { $count } pasos
})
legends-ask-billy_pay = paga $10 a { $billy } (Billy el Niño) o dale una carta de póquer
legends-ask-prospect = { $what ->
    [motherlode] Filón: ¿descartarla por 1 pepita de oro más?
   *[map] Mapa del Minero: ¿repetir un dado?
}{ $dice ->
    [none] {""}
   *[other] {" "}(tirada: { $dice })
}
legends-ask-story_reward = elige tu recompensa de la carta de historia «{ $title }»
legends-ask-discard = { $what ->
    [harmonica] Armónica: descarta 1 carta
    [mib] Hombre de Negro: descarta 1 carta
   *[limit] descarta { $count ->
        [one] 1 carta
       *[other] { $count } cartas
    } hasta tu límite de mano
}
legends-ask-join = ¿unirte a la partida de póquer de { $who } en { $saloon } por $10?
legends-ask-answer = { $who } te declara una pelea ({ $kind }): ¿pelear o rechazarla?
legends-ask-annie = Annie Oakley ({ $who }): descarta una carta o recibe una herida
legends-ask-ambush = Emboscada de { $who }: descarta una carta o recibe una herida
legends-ask-rob = robo a { $who }: la mitad del dinero (${ $money }) o del oro ({ $gold ->
    [one] 1 pepita
   *[other] { $gold } pepitas
})
legends-ask-commit = elige tu carta para la pelea contra { $npc }
legends-ask-npc_card = elige la carta de pelea para { $npc } contra { $who }
legends-ask-fight_card = elige cómo te afecta la { $card }
legends-ask-react = juega una reacción de pelea o pasa ({ $who }: { $mine } contra { $theirs })
legends-ask-duck = Cuerpo a Tierra: ¿descartar una para evitar una herida ({ $count ->
    [one] te llega 1 herida
   *[other] te llegan { $count } heridas
})?
legends-do-equip-one = Usar { $item }
