# Western Legends: each question naming what it is about (bot/games/legends/asks.py).

legends-ask-action = { $actions ->
    [0] no action left: take a free step or end your turn
    [one] take an action or end your turn (1 action left)
   *[other] take an action or end your turn ({ $actions } actions left)
}
legends-ask-store = buy or upgrade at the General Store (you have ${ $money })
legends-ask-post = finish your Move action at { $place }
legends-ask-walk = { $who ->
    [sheriff] move the Sheriff one more step
    [rowdy] Y. B. Rowdy: choose the next step
   *[other] choose the next step
} ({ $count ->
    [one] 1 step left
   *[other] { $count } steps left
})
legends-ask-billy_pay = pay { $billy } (Billy the Kid) $10 or give a poker card
legends-ask-prospect = { $what ->
    [motherlode] Motherlode: discard it for 1 more gold nugget?
   *[map] Miner's Map: reroll one die?
}{ $dice ->
    [none] {""}
   *[other] {" "}(rolled: { $dice })
}
legends-ask-story_reward = choose your reward for the story card «{ $title }»
legends-ask-discard = { $what ->
    [harmonica] Harmonica: discard 1 card
    [mib] Man in Black: discard 1 card
   *[limit] discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    } down to your hand limit
}
legends-ask-join = join { $who }'s poker game in { $saloon } for $10?
legends-ask-answer = { $who } declares a { $kind } on you: fight or decline?
legends-ask-annie = Annie Oakley ({ $who }): discard a card or take a wound
legends-ask-ambush = Ambush by { $who }: discard a card or take a wound
legends-ask-rob = rob { $who }: half the money (${ $money }) or half the gold ({ $gold ->
    [one] 1 nugget
   *[other] { $gold } nuggets
})
legends-ask-commit = choose your card for the fight against { $npc }
legends-ask-npc_card = choose the fight card for { $npc } against { $who }
legends-ask-fight_card = choose how the { $card } hits you
legends-ask-react = play a fight reaction or pass ({ $who }: { $mine } against { $theirs })
legends-ask-duck = Duck and Cover: discard one to prevent a wound ({ $count ->
    [one] 1 wound coming
   *[other] { $count } wounds coming
})?
legends-do-equip-one = Use { $item }
