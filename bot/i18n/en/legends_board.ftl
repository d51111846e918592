# Western Legends board images (render/legends*.py): captions of the drawing only.

legends-r-mesa = { $which ->
    [n] North Mesa
   *[s] South Mesa
}
legends-r-building = { $kind ->
    [store] Store
   *[saloon] Saloon
}
legends-r-loc = { $loc ->
    [sheriff] Sheriff
    [bank] Bank
    [doctor] Doctor
    [cabaret] Cabaret
    [green] Green Ranch
    [blue] Blue Ranch
    [mine] Mine
    [rail] Rail Station
    [hideout-a] Hideout A
    [hideout-b] Hideout B
   *[hideout-c] Hideout C
}
legends-r-herd = { $count } cattle
legends-r-key = { $what ->
    [sheriff] Sheriff
    [bandit] bandit
   *[mib] Man in Black
}
legends-r-players = Players
legends-r-order = Turn order:
legends-r-lp = { $lp } LP
legends-r-legendary = { $name }, legendary
legends-r-money = ${ $money }
legends-r-gold = { $gold } gold
legends-r-cards = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
legends-r-wounds = { $wounds ->
        [one] 1 wound
       *[other] { $wounds } wounds
    }
legends-r-track = { $track ->
    [marshal] Marshal { $n }
   *[wanted] Wanted { $n }
}
legends-r-neutral = neutral
legends-r-cattle = { $colour ->
    [green] green cattle
   *[blue] blue cattle
}
legends-r-disc = { $count ->
    [one] disc
   *[other] { $count } discs
} on story { $slot }
legends-r-tokens = { $count ->
        [one] 1 Legendary token
       *[other] { $count } Legendary tokens
    }
legends-r-goals = { $count ->
        [one] 1 goal done
       *[other] { $count } goals done
    }
legends-r-no-items = no items
legends-r-now = Now
legends-r-idle = Nothing to answer now.
legends-r-asks = { $who }: { $question }
legends-r-fight = { $kind ->
    [duel] Duel
    [rob] Rob
    [arrest] Arrest
    [bandit] Bandit fight
    [guard] Bank heist
    [sheriff] Sheriff fight
   *[mib] Man in Black duel
}: { $fighter } against { $target } at { $place }
legends-r-npc = { $kind ->
    [bandit] the bandit
    [guard] the Bank Guard
    [sheriff] the Sheriff
   *[mib] the Man in Black
}
legends-r-declined = { $who } declined the fight.
legends-r-fight-cards = Played: { $mine } against { $theirs }
legends-r-fight-values = Value: { $a } against { $b }
legends-r-fight-card = { $card } ({ $effect })
legends-r-fight-hidden = Fight cards still face down.
legends-r-poker = Poker in { $saloon ->
    [DK_SALOON] Darkrock
   *[other] Red Falls
}: pot ${ $pot }, { $players ->
        [one] 1 player
       *[other] { $players } players
    }
legends-r-flop = Flop: { $cards }
legends-r-chosen = { $chosen } of { $total } chose their cards
legends-r-dealer = { $who } deals for the house.
legends-r-actions = { $count ->
        [one] 1 action left
       *[other] { $count } actions left
    }
legends-r-end-round = last round { $round }
legends-r-face = { $face ->
    [N] nugget
    [R] $10 and reroll
    [B] blank
   *[other] $10
}
legends-r-dice = last roll: { $faces }
legends-r-mib = Man in Black { $lp } LP at { $place }
legends-r-decks = poker deck { $deck }, discards { $discard }, fight deck { $fight }
legends-r-story = Story { $slot }{ $major ->
    [yes] {" "}(major)
   *[no] {""}
}: { $req } · discs { $discs }/{ $needed } · { $left } below
legends-r-req = { $tag ->
    [arrest_won] win an Arrest
    [bandit_fought] fight a bandit
    [bandit_won] beat a bandit
    [card_action] use a card's ACTION
    [cattle_acquired] take a cattle token
    [delivered] deliver a cattle token
    [duel_declared] declare a Duel
    [fight_declared] declare a fight on a player
    [fight_won] win any fight
    [gold_3] carry 3+ gold
    [gold_sold] sell gold at the Bank
    [healed] heal a wound
    [heist] attempt a bank heist
    [item_bought] buy or upgrade an item
    [lp_10] have 10+ LP
    [money_80] have $80+
    [move_bank] end a move on the Bank
    [move_darkrock] end a move in Darkrock
    [move_hideout] end a move on a hideout
    [move_long] move 4+ spaces at once
    [move_rail] end a move on the Rail Station
    [move_red_falls] end a move in Red Falls
    [move_sheriff_office] end a move on the Sheriff's Office
    [move_with_player] end a move with another player
    [mp_gained] gain Marshal points
    [poker_played] start or join a Saloon game
    [poker_won] win a Saloon game
    [prospect_gold] find gold prospecting
    [prospected] prospect
    [reveled] revel at the Cabaret
    [rob_won] win a Rob
    [rustled] rustle cattle
    [sold_2] sell 2+ gold at once
    [spent_40] spend $40+ in one action
    [start_mine_ranch] start a turn on a mine or ranch
    [upgraded_gear] own an upgraded mount or weapon
    [weapons_2] own 2+ weapons
    [worked] work
    [wounded] take a wound
    [wp_gained] gain Wanted points
    [wrangled] wrangle cattle
   *[other] { $tag }
}
legends-r-your-items = Your items: { $items }
legends-r-secret = { $what ->
    [committed] Your card in the fight: { $cards }
    [npc] Fight cards you drew for the NPC: { $cards }
    [peek] Rifle, you saw: { $cards }
   *[poker] Your poker cards: { $cards }
}
legends-r-no-cards = No poker cards in hand.
legends-r-your-question = Your turn: { $question }
