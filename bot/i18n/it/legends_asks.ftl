# Western Legends: ogni domanda dice di che cosa si tratta (bot/games/legends/asks.py).

legends-ask-action = { $actions ->
    [0] nessuna azione rimasta: fai un passo gratuito o termina il turno
    [one] fai un'azione o termina il turno (resta 1 azione)
   *[other] fai un'azione o termina il turno (restano { $actions } azioni)
}
legends-ask-store = compra o migliora all'Emporio (hai ${ $money })
legends-ask-post = termina l'azione Movimento a { $place }
legends-ask-walk = { $who ->
    [sheriff] muovi lo Sceriffo di un altro passo
    [rowdy] Y. B. Rowdy: scegli il passo successivo
   *[other] scegli il passo successivo
} ({ $count ->
    [one] resta 1 passo
   *[other] restano { $count } passi
})
legends-ask-billy_pay = paga $10 a { $billy } (Billy the Kid) o dagli una carta poker
legends-ask-prospect = { $what ->
    [motherlode] Filone: scartarla per 1 pepita d'oro in più?
   *[map] Mappa del Minatore: ritirare un dado?
}{ $dice ->
    [none] {""}
   *[other] {" "}(tiro: { $dice })
}
legends-ask-story_reward = scegli la ricompensa della carta storia «{ $title }»
legends-ask-discard = { $what ->
    [harmonica] Armonica: scarta 1 carta
    [mib] Uomo in Nero: scarta 1 carta
   *[limit] scarta { $count ->
        [one] 1 carta
       *[other] { $count } carte
    } fino al limite di mano
}
legends-ask-join = unirti alla partita a poker di { $who } ({ $saloon }) per $10?
legends-ask-answer = { $who } ti sfida ({ $kind }): combattere o rifiutare?
legends-ask-annie = Annie Oakley ({ $who }): scarta una carta o subisci una ferita
legends-ask-ambush = Imboscata di { $who }: scarta una carta o subisci una ferita
legends-ask-rob = rapina a { $who }: metà del denaro (${ $money }) o dell'oro ({ $gold ->
    [one] 1 pepita
   *[other] { $gold } pepite
})
legends-ask-commit = scegli la tua carta per lo scontro contro { $npc }
legends-ask-npc_card = scegli la carta scontro per { $npc } contro { $who }
legends-ask-fight_card = scegli come ti colpisce la { $card }
legends-ask-react = gioca una reazione di scontro o passa ({ $who }: { $mine } contro { $theirs })
legends-ask-duck = Al Riparo: scartarne una per evitare una ferita ({ $count ->
    [one] ti arriva 1 ferita
   *[other] ti arrivano { $count } ferite
})?
legends-do-equip-one = Usa { $item }
