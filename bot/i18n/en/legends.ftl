# Western Legends (legends): every word the engine says. Seats are worded as player names;
# spaces, characters and story titles are the board's and cards' proper names.

legends-blurb = Outlaws, marshals, poker and gold in the Old West (2-6 players).
legends-illegal = That is not possible now ({ $question }).
legends-no-twice = You already declared a fight against { $who } this turn.
legends-no-heist = You can rob the bank only once per turn.
legends-no-actions = You have no action left this turn.
legends-no-path = You cannot reach { $place } with this move.
legends-no-walk = You cannot walk to { $place } in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} with this move.
legends-fight-self = You cannot declare a fight against yourself.
legends-fight-away = You can fight only a player in your space.
legends-no-hand = You need a poker card in hand to declare a fight.
legends-no-card = You do not hold that card.
legends-no-arrest = Only a player on the Marshal track can arrest, and only a Wanted player: not { $who }.
legends-decline-card = Declining a fight plays no card.
legends-not-instinct = That card is not an Instinct card.
legends-sell-away = You can sell gold only at the Bank ({ $space }).
legends-sell-none = Sell at least 1 nugget or play a Fool's Gold card.
legends-sell-gold = You carry { $gold ->
    [one] { $gold } gold nugget
   *[other] { $gold } gold nuggets
}; you cannot sell { $nuggets }.
legends-sell-fools = You hold { $have ->
    [one] { $have } Fool's Gold card
   *[other] { $have } Fool's Gold cards
}; you cannot play { $fools }.
legends-revel-away = You can revel only at the Cabaret ({ $space }).
legends-revel-cost = You have ${ $money }; revelling for { $lp } LP costs ${ $amount }.
legends-card-untargeted = { $name } takes no target.
legends-card-no-action = { $name } is not an ACTION card: it is played when its text says.
legends-reputation-used = You already played Reputation this turn.
legends-reputation-when = Reputation is played right after you gain Marshal points or Wanted points this turn.
legends-ambush-far = Ambush targets another player in your space or an adjacent one.
legends-manhunt-nobody = Manhunt needs a Wanted player: nobody is Wanted.
legends-no-wounds = You have no wound to heal.
legends-dime-nowhere = No story card has room for your disc this turn.
legends-store-leave = At the General Store you buy, upgrade, discard a misc item or leave.
legends-drop-none = You have no { $item } among your misc items.
legends-not-haggle = That card is not a Haggle card.
legends-haggle-lowest = Haggle with { $card }: your Haggle cards are all the same.
legends-upgrade-misc = Misc items cannot be upgraded.
legends-upgrade-unowned = You must own the { $item } to upgrade it.
legends-upgrade-done = Your { $item } is already upgraded.
legends-activate-new = Only a weapon or mount you have just bought can be made active.
legends-owned = You already own the { $item }: a player never owns 2 copies of the same item.
legends-sold-out = The General Store has no { $item } left.
legends-misc-full = No room: you carry { $limit ->
    [one] { $limit } misc item
   *[other] { $limit } misc items
}, the most you may; discard one first.
legends-store-cost = You have ${ $money }; { $upgrade ->
    [true] upgrading the { $item } costs
   *[false] the { $item } costs
} ${ $price }.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } ({ $effect })
legends-fight-card = fight card { $rank }
legends-effect = { $name ->
    [cheat] Cheat
    [last_stand] Last Stand
    [lady_luck] Lady Luck
    [ambush] Ambush
    [manhunt] Manhunt
    [stick_em_up] Stick 'Em Up
    [payday] Payday
    [sprint] Sprint
    [saddle_up] Saddle Up
    [shootout] Shootout
    [reputation] Reputation
    [patch_up] Patch Up
    [wallop] Wallop
    [quick_draw] Quick Draw
    [instinct] Instinct
    [bounty] Bounty
    [fools_gold] Fool's Gold
    [motherlode] Motherlode
    [haggle] Haggle
    [cover_fire] Cover Fire
    [duck_and_cover] Duck and Cover
    [tall_tale] Tall Tale
    [dime_novel] Dime Novel
    [dead_eye] Dead Eye
    [high_noon] High Noon
   *[ace_in_the_hole] Ace in the Hole
}
legends-item = { $item ->
    [mule] Mule
    [mustang] Mustang
    [revolver] Revolver
    [shotgun] Shotgun
    [rifle] Rifle
    [miners_map] Miner's Map
    [provisions] Provisions
    [whiskey] Whiskey
    [ten_gallon] Ten-Gallon
    [gamblers_vest] Gambler's Vest
    [branding_iron] Branding Iron
    [canvas_duster] Canvas Duster
    [bounty_ledger] Bounty Ledger
    [bandana] Bandana
    [harmonica] Harmonica
    [lantern] Lantern
   *[none] nothing
}

## Questions

legends-q-none = nothing to decide
legends-q-character = choose your character
legends-q-start = choose your starting space
legends-q-income = take your income
legends-q-equip = choose your active weapon and mount
legends-q-rowdy = Y. B. Rowdy: discard a card to ride up to 3 spaces?
legends-q-action = take an action or end your turn
legends-q-store = buy or upgrade at the General Store
legends-q-post = finish your Move action
legends-q-sprint = Sprint: move up to 2 more spaces
legends-q-saddle = Saddle Up: choose where to ride
legends-q-whiskey = Whiskey: choose who takes a wound
legends-q-harmonica = Harmonica: draw a card, then discard one?
legends-q-token = keep one of the Legendary tokens you drew
legends-q-dime = Dime Novel: place a story disc
legends-q-walk = choose the next step
legends-q-billy = Billy the Kid: choose who pays you
legends-q-billy_pay = pay Billy the Kid $10 or give him a card
legends-q-prospect = use a prospecting effect?
legends-q-story_reward = choose your story reward
legends-q-discard = discard down to your hand limit
legends-q-join = join the Saloon game?
legends-q-hand = choose the cards for your poker hand
legends-q-answer = answer the fight declared against you
legends-q-annie = Annie Oakley: discard a card or take a wound
legends-q-ambush = Ambush: discard a card or take a wound
legends-q-react = play a fight reaction or pass
legends-q-rob = take half the money or half the gold
legends-q-commit = commit a card to the fight
legends-q-npc_card = choose the fight card for the NPC
legends-q-cancel = fight card 10: cancel and restart the fight?
legends-q-fight_card = choose how the fight card hits you
legends-q-bandit = choose your reward for beating the bandit
legends-q-sheriff_discard = the Sheriff is here: discard a card
legends-q-sheriff_target = choose whom the Sheriff tries to arrest
legends-q-duck = Duck and Cover: discard one to prevent a wound?
legends-q-luck = Lady Luck: swap it for the top card of the deck?

## Status and summaries

legends-status = Round { $round } · { $turn }'s turn · { $who }: { $question } · target { $target } LP
legends-status-over = The game is over.
legends-line = { $who }{ $character ->
        [none] {""}
       *[other] {" "}({ $character })
    }{ $space ->
        [none] {""}
       *[other] {" "}at { $space }
    }: { $lp } LP, ${ $money }, { $gold } gold, { $wounds ->
        [one] 1 wound
       *[other] { $wounds } wounds
    }, Marshal { $mp }, Wanted { $wp }, { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }
legends-score = track { $track }, items { $items }, money { $money }, wounds { $wounds }, Wanted { $wanted }, Marshal { $marshal }, tokens { $tokens }
legends-result = { $shared ->
    [0] { $who } wins with { $score } LP.
   *[other] { $who } and { $shared } more share the victory with { $score } LP.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Goal: { $text }
legends-goal-text = { $tag ->
    [fight_low] win a fight against a player with a card of value 10 or lower
    [bandit_won] beat { $count ->
        [one] 1 bandit
       *[other] { $count } bandits
    }
    [upgraded_rifle] own an upgraded Rifle
    [poker_won] win { $count ->
        [one] 1 Saloon game
       *[other] { $count } Saloon games
    }
    [arrest_won] win an Arrest
    [mp_3] reach space 3 of the Marshal track
    [mp_6] reach space 6 of the Marshal track
    [wrangled] wrangle cattle
    [rob_won] win a Rob
    [wp_4] reach space 4 of the Wanted track
    [wp_6] reach space 6 of the Wanted track
    [sheriff_beaten] win a fight against the Sheriff
    [rustled] rustle cattle
    [prospect_mines] prospect on { $count } different mines
    [gold_4] carry 4 or more gold nuggets
    [sold_3] sell 3 or more nuggets in one action
    [contributed] contribute to { $count } story cards
    [hand_6] end your turn with 6 or more cards
    [duel_won] win a Duel
    [reveled] revel at the Cabaret
    [poker_won_active] win a Saloon game as the active player
    [duel_won_2w] win a Duel with 2 or more wounds
    [money_100] have $100 or more
    [doctor_2] remove 2 or more wounds at the Doctor
    [heist_won] win a bank heist
    [fight_out_player] win a fight against a player outside town
    [move_mines] end a Move action on each of the { $count } mines
    [own_mustang] own a Mustang
    [money_120] have $120
    [store_2] buy 2 or more items in one store action
    [delivered] deliver a cattle token
    [poker_won_3k] win a Saloon game with three of a kind or better
    [upgraded_weapon] own an upgraded weapon
    [prospect_2] gain 2 or more nuggets in one prospect
    [fight_out] win a fight outside town
    [moves_3] take 3 Move actions in one turn
   *[sold] sell gold at the Bank
}
legends-hand-token = Legendary token: { $value } LP
legends-hand-cattle = Your cattle token: { $token }

## Events

legends-ev = { $what ->
    [mp] { $who } reached space { $n } of the Marshal track
    [wp] { $who } reached space { $n } of the Wanted track
    [mp_lost] { $who } left the Marshal track
    [wounds] { $who } took { $n ->
        [one] 1 wound
       *[other] { $n } wounds
    }
    [healed] { $who } healed { $n ->
        [one] 1 wound
       *[other] { $n } wounds
    }
    [prevented] { $who } prevented { $n ->
        [one] 1 wound
       *[other] { $n } wounds
    }
    [end_triggered] { $who } reached the target: the game ends after round { $n }
    [first_player] { $who } is the first player
    [placed] { $who } starts at { $detail }
    [worked] { $who } worked
    [rolled] { $who } rolled: { $detail }
    [rerolled] { $who } rerolled a die (Miner's Map): { $detail }
    [sold] { $who } sold { $n ->
        [one] 1 gold nugget
       *[other] { $n } gold nuggets
    }
    [acquired] { $who } took a { $detail } cattle token
    [wrangle] { $who } wrangled at the Rail Station: { $detail }
    [rustle] { $who } rustled at the other ranch: { $detail }
    [heist] { $who } robs the bank
    [upgraded] { $who } upgraded { $detail }
    [bought] { $who } bought { $detail }
    [dropped] { $who } discarded { $detail }
    [provisions] { $who } used Provisions
    [ambush] { $who } ambushes { $other }
    [declared] { $who } declares a fight on { $other }: { $detail }
    [declined] { $who } declined the fight
    [accepted] { $who } accepted the fight
    [took_cattle] { $who } took the { $detail } cattle token of { $other }
    [arrested] { $who } was arrested and lost { $n } gold
    [fight_card] { $who } takes the { $detail }
    [escaped] { $who } beat the Sheriff
    [bandit_removed] the bandit at { $detail } is gone ({ $who })
    [bandit_spawned] a bandit appears at { $detail } ({ $who })
    [extra_action] { $who } gains an extra action
    [disc] { $who } placed a story disc on card { $detail }
    [poker] { $who } starts a poker game: { $detail }
    [joined] { $who } joins the poker game
    [not_joined] { $who } does not join
    [chose_cards] { $who } chose their poker cards
    [dealer] { $who } deals for the house
    [dealer_won] the house wins; { $who } gets nothing
    [poker_won] { $who } wins ${ $n } at poker
    [kept_card] { $who } kept a played card
    [income] { $who } took income: { $detail }
    [equipped] { $who } equipped { $detail }
    [gave_card] { $who } gave a card to { $other }
    [goal] { $who } completed a goal: { $detail }
    [token] { $who } kept a Legendary token
    [mib_duel] { $who } challenges the Man in Black
    [next] next: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } drew { $cards }
legends-ev-drew-count = { $who } drew { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
legends-ev-shown = { $what ->
    [hand_limit] { $who } discarded { $cards } (hand limit)
    [sheriff] { $who } discarded { $cards } for the Sheriff
    [rowdy] { $who } discarded { $cards } to ride on (Y. B. Rowdy)
    [fight_card] { $who } discarded { $cards }
    [annie_demand] { $who } discarded { $cards } for Annie Oakley
    [ambush_demand] { $who } discarded { $cards } for the Ambush
    [cancelled] { $who } lost the fight card { $cards }: the fight is off
    [reaction] { $who } reacted with { $cards } ({ $effect })
    [flop] The flop: { $cards }
    [poker_hand] { $who }'s poker hand: { $cards }
    [lady_luck] { $who } used { $effect }: { $cards }
   *[other] { $who } played { $cards } ({ $effect })
}
legends-ev-secret = { $what ->
    [committed] { $who } chose { $detail } face down
    [peek] { $who } saw { $detail } with the Rifle
    [cattle] { $who }'s cattle token: { $detail }
    [token] { $who } kept a Legendary token worth { $detail } LP
   *[other] { $who } privately: { $what } { $detail }
}
legends-ev-secret-public = { $what ->
    [committed] { $who } chose a card face down
    [peek] { $who } looked at a card with the Rifle
    [cattle] { $who } looked at a cattle token
    [token] { $who } kept a Legendary token face down
   *[other] { $who } received secret information
}
legends-ev-moved = { $who } moved to { $place }: { $path }
legends-ev-delta = { $who }: { $sign ->
    [loss] −
   *[gain] +
}{ $what ->
    [money] ${ $n }
    [gold] { $n ->
        [one] 1 gold nugget
       *[other] { $n } gold nuggets
    }
   *[lp] { $n } LP
}{ $source ->
    [none] {""}
   *[other] {" "}({ $source })
}{ $why ->
    [cap] {" "}(at the limit)
    [empty] {" "}(none left)
   *[other] {""}
}
legends-ev-sheriff-moved = The Sheriff moved to { $place }
legends-ev-reveal = { $who }'s { $kind }: { $card } against { $other } ({ $mine } vs { $theirs }{ $why ->
    [none] {""}
   *[other] : { $why }
})
legends-ev-fight-cancelled = { $who }'s { $kind } was cancelled
legends-ev-fight-npc = { $who } lost the fight ({ $kind })
legends-ev-fight-won = { $who } won the fight ({ $kind })
legends-ev-mib = { $card ->
    [lp] The Man in Black has { $lp } LP
    [MIB01] Man in Black: Drifter
    [MIB02] Man in Black: Card Shark
    [MIB03] Man in Black: Claim Jumper
    [MIB04] Man in Black: Cattle Baron
    [MIB05] Man in Black: Bank Job
    [MIB06] Man in Black: Hired Guns
    [MIB07] Man in Black: Bounty Hunter
    [MIB08] Man in Black: Showman
    [MIB09] Man in Black: Ambush
   *[MIB10] Man in Black: Rising Legend
}
legends-ev-mib-moved = The Man in Black moved to { $place }{ $path ->
    [none] {""}
   *[other] : { $path }
}
legends-result-mib = The Man in Black wins with { $score } LP; nobody else wins.
legends-mib-two = The Man in Black is only for 2 players.
legends-ev-turn = Round { $round }: { $who }'s turn
legends-ev-story = Story card resolved: { $title }
legends-ev-characters = Characters: { $names }
legends-ev-plays = { $who } plays { $character }
legends-ev-over = The game is over.

## Choices

legends-stage = { $what ->
    [move] Move
    [location] Location actions
    [cards] Card actions
    [fight] Fight a player
   *[free] Free steps
}
legends-stage-region = { $region } ({ $ids })
legends-stage-fight = { $kind } { $target }
legends-stage-card = with { $card }
legends-do = { $what ->
    [work] Work (+$10)
    [prospect] Prospect
    [heist] Rob the bank
    [heal] Heal at the Doctor
    [acquire] Take a cattle token
    [store] Visit the General Store
    [poker] Play poker
    [provisions] Use Provisions
    [mib] Duel the Man in Black
   *[end] End the turn
}
legends-do-move = Go to { $place }, { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
legends-do-move-back = Out and back to { $place } via { $via }, { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
legends-do-move-long = Go to { $place } in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
} (long way)
legends-do-move-back-long = Out and back to { $place } in { $steps ->
    [one] { $steps } step
   *[other] { $steps } steps
}
legends-move-way = The walk: { $way }
legends-do-sell = Sell { $nuggets } gold + { $fools } Fool's Gold
legends-do-revel = Revel: pay ${ $amount } for { $lp } LP
legends-do-card = Play { $card }{ $target ->
    [none] {""}
   *[other] {" "}on { $target }
}
legends-do-fight = { $kind } { $target } with { $card }
legends-do-disc = Story disc on card { $slot }{ $source ->
    [none] {""}
   *[other] {" "}(moved from { $source })
}
legends-do-drop = Discard { $item }
legends-do-buy = { $upgrade ->
    [true] Upgrade
   *[false] Buy
} { $item } for ${ $price }{ $haggle ->
    [true] {" "}with Haggle
   *[false] {""}
}{ $activate ->
    [true] {" "}and use it now
   *[false] {""}
}
legends-do-whiskey = Use Whiskey on a player here
legends-do-pick = { $card }
legends-do-defence = { $question ->
    [duck] Discard { $card }: prevent 1 wound
   *[luck] Swap { $card } for the top card of the deck
}
legends-do-pair = Use { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Pay $10
    [money] Money
    [cards] Two cards
    [both] $10 and one card
    [lp] 1 LP
    [mp] 1 Marshal point
    [wp] 1 Wanted point
    [gold] Gold
    [wound] Take a wound
    [random] Discard a random card
    [keep] Nothing to give
    [seat] { $detail }
    [reward] { $detail }
    [token] Keep the { $detail } LP token
    [die] Reroll die { $detail }
   *[other] { $option } ({ $question })
}
legends-do-decide = { $question ->
    [post] { $yes ->
        [true] Deliver the cattle
       *[false] End the move
    }
    [join] { $yes ->
        [true] Join ($10)
       *[false] Do not join
    }
    [store] { $yes ->
        [true] Yes
       *[false] Leave the store
    }
    [walk] { $yes ->
        [true] Yes
       *[false] Stop here
    }
    [cancel] { $yes ->
        [true] Cancel the fight
       *[false] Keep the fight
    }
    [duck] { $yes ->
        [true] Yes
       *[false] Keep the card, take the wounds
    }
    [luck] { $yes ->
        [true] Yes
       *[false] Keep my hand
    }
    *[other] { $yes ->
        [true] Yes
       *[false] No, go on
    }
}
legends-do-step = Step to { $place }
legends-do-answer = { $how ->
    [fight] Fight with { $card }
    [instinct] Instinct: cancel with { $card }
   *[decline] Decline the fight
}
legends-do-react = Play { $card }
legends-do-pass = Pass
legends-do-character = Play { $name }
legends-do-start = Start at { $place }
legends-do-equip = Use { $weapon } and { $mount }

## Rules

legends-rules-overview = Each turn: take income, then 3 actions (move, work, fight, poker, prospect, sell gold, store, cattle, cards). Reach the target of Legend Points (LP) to end the game.
legends-rules-turn = Start of turn effects, income ($20, 2 cards, or $10 and 1 card), 3 actions, then story cards, hand limit (5 minus wounds) and Wanted LP.
legends-rules-fights = Duel, Rob or Arrest a player in your space with a face-down poker card; the active player wins ties. Bandits, the Bank Guard and the Sheriff fight with fight cards and win ties.
legends-rules-poker = Ante $10 at a Saloon; players in the same town may join; the house adds $50; use 2 cards with the 3-card flop; the active player wins ties and gains 1 LP.
legends-rules-tracks = Marshal points come from arrests, bandits and wrangling; Wanted points from robbing, heists and rustling. Wanted players earn LP each turn; the Sheriff hunts them.
legends-rules-end = When someone reaches the target LP, finish the round and play one more. Add upgraded items, $60 steps, track bonuses, minus wounds.

# /rules topic titles
legends-topic-overview = Overview
legends-topic-turn = A turn
legends-topic-fights = Fights
legends-topic-poker = Poker
legends-topic-tracks = Marshal and Wanted
legends-topic-end = End of the game

## Card reference (/card)

legends-card-character = Character
legends-card-item = { $kind ->
    [mount] Item (mount)
    [weapon] Item (weapon)
   *[misc] Item (misc)
}
legends-card-poker = Poker card
legends-card-story = { $major ->
    [yes] Major story card
   *[no] Story card
}
legends-card-character-name = { $id ->
    [annie_oakley] Annie Oakley
    [bass_reeves] Bass Reeves
    [billy_the_kid] Billy the Kid
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
legends-card-legendary = Legendary ability (while you have { $lp } LP or more): { $ability }
legends-card-ability = { $id ->
    [annie_oakley] At the start of a fight with another player, that player must discard 1 poker card or take 1 wound.
    [bass_reeves] At the start of your turn, draw 1 poker card.
    [billy_the_kid] After you end a Move action in a space with other players, choose one of them: they give you $10 or 1 poker card of their choice.
    [bloody_knife] You may move through a mesa as if it were a single space, but never end a Move action in one; after crossing a mesa, heal 1 wound.
    [calamity_jane] Your hand limit is 1 higher. After you contribute to a story card, draw 1 poker card.
    [doc_holliday] After you take any wounds, draw 1 poker card. Wounds do not lower your hand limit.
    [jesse_james] In a fight outside town, the card played against you gets −1. In a fight against another player, you win all ties.
    [kit_carson] At the end of a Move action, you may move 1 more space. In a fight outside town, the card played against you gets −1.
    [stagecoach_mary_fields] At the start of your turn, gain $10. After you contribute to a story card, gain $10.
    [wild_bill_hickok] After you win a poker game, gain $20. After you lose one, keep 1 random card among those you played.
    [wyatt_earp] The first time each turn you beat a bandit, gain 1 extra action.
   *[y_b_rowdy] If you start your turn outside town, you may discard 1 poker card to move up to 3 spaces.
}
legends-card-start = { $count ->
    [1] Starts at { $places }
   *[other] Starts at one of { $places }{ $free ->
        [yes] {" "}with no other player on it
       *[no] {""}
    }
}
legends-card-kit = Starts with ${ $money } and { $cards ->
    [0] no poker card
    [1] 1 poker card
   *[other] { $cards } poker cards
}
legends-card-start-item = Starting item: { $item }{ $upgraded ->
    [yes] {" "}(upgraded)
   *[no] {""}
}
legends-card-start-points = Starts with { $n } { $track ->
    [mp] { $n ->
        [1] Marshal point
       *[other] Marshal points
    }
   *[wp] { $n ->
        [1] Wanted point
       *[other] Wanted points
    }
}
legends-card-start-wounds = Starts with { $n ->
    [1] 1 wound
   *[other] { $n } wounds
}
legends-card-item-text = { $id ->
    [mule] Basic and upgraded: you may carry 2 more gold nuggets (6 instead of 4) while you own it.
    [mustang] No text: the fastest mount.
    [revolver] Basic: no effect. Upgraded: in a fight, the card played against you gets −1.
    [shotgun] Basic: after you win a fight, draw 1 poker card. Upgraded: the same, and in a fight against a bandit, the Bank Guard or the Sheriff your card gets +1.
    [rifle] Basic: at the start of a fight, look at 2 random cards in the targeted player's hand. Upgraded: the same, and in every fight your card gets +1.
    [miners_map] After you prospect, you may roll 1 of your prospecting dice again (once per Prospect action).
    [provisions] When gained: draw 1 poker card. ACTION: discard it to draw 1 poker card and heal 1 wound.
    [whiskey] When gained: heal 1 wound. REACTION (your turn): after you end a Move action in a space with another player, you may discard it to give 1 player there 1 wound.
    [ten_gallon] After you win a poker game, gain 1 LP. After you lose one, gain $10.
    [gamblers_vest] When you start or join a Saloon game, draw 1 more poker card.
    [branding_iron] When you deliver a cattle token, gain $10 more.
    [canvas_duster] Once per turn (anyone's), when you would take a wound, prevent 1 (not the wound of fight card 6).
    [bounty_ledger] After you win an Arrest, gain $20. After you beat a bandit, gain $10.
    [bandana] After you win a Rob, draw 1 poker card.
    [harmonica] At the start of your turn, if you are in town, you may draw 1 poker card and then discard 1.
   *[lantern] After you prospect, if you gained no gold nugget, gain $10.
}
legends-card-price = Price: ${ $price }
legends-card-upgrade = Upgrade: ${ $price } more; worth { $lp } LP at the end once upgraded
legends-card-move = Movement { $basic } ({ $upgraded } upgraded); { $walk } without a mount
legends-card-item-rule = { $kind ->
    [mount] Only your active mount moves you
    [weapon] Only your active weapon's text applies
   *[misc] At most 3 misc items at once; cannot be upgraded
}
legends-card-copies = { $copies } in the General Store{ $house ->
    [yes] {" "}(house item: only with the house items option)
   *[no] {""}
}
legends-card-effect-text = { $effect ->
    [cheat] In a poker hand it counts as any rank and suit (the best one is chosen for you); the dealer may use it too. In a fight it is a plain 2.
    [last_stand] If you lose a fight against a player with this card, the winner takes 1 wound.
    [lady_luck] In a poker hand, after the reveal, you may swap it for the top card of the deck.
    [ambush] Choose a player in your space or an adjacent one: they discard 1 poker card or take 1 wound (their choice).
    [manhunt] Only while someone is Wanted: move the Sheriff up to 3 spaces.
    [stick_em_up] In the reaction step of a fight you are in, discard it: the card played against you gets −2.
    [payday] Gain $30.
    [sprint] Your turn: after you end a Move action (not one stopped by a bandit), discard it to move up to 2 more spaces.
    [saddle_up] Make a Move action with 3 more movement than normal.
    [shootout] If the card played against you is an Ace, it gets −3.
    [reputation] Your turn: after you gain Marshal points or Wanted points, discard it to gain 1 more point on the same track (once per turn).
    [patch_up] Heal 1 wound.
    [wallop] If you win a fight against a player with this card, the loser takes 1 more wound.
    [quick_draw] If you are the target of a player's fight, you win ties.
    [instinct] When a player declares a fight against you, discard it before you answer: the fight is cancelled.
    [bounty] If you win an Arrest or beat a bandit with this card, gain $20.
    [fools_gold] When you sell gold at the Bank, discard it: it counts as 1 more nugget sold ($20 and 1 LP), even with no nugget.
    [motherlode] After your prospecting roll, discard it to gain 1 gold nugget.
    [haggle] In your General Store action, discard it: one purchase or upgrade costs $10 less.
    [cover_fire] In the reaction step of a fight you are in, discard it: your card gets +1.
    [duck_and_cover] When you would take wounds, you may discard it to prevent 1 of them (not the wound of fight card 6).
    [tall_tale] Gain 1 LP.
    [dime_novel] Place or move one of your story discs onto an available story card without meeting its requirement (your disc for the turn).
    [dead_eye] This card's value cannot be lowered.
    [high_noon] If you win a Duel with this card, gain 1 LP.
   *[ace_in_the_hole] If this card is in your winning poker hand, gain 1 LP.
}
legends-card-rank = { $rank ->
    [J] Jack
    [Q] Queen
    [K] King
    [A] Ace
   *[other] { $rank }
} of { $suit ->
    [C] Clubs
    [D] Diamonds
    [H] Hearts
   *[S] Spades
}
legends-card-value = Fight value: { $value }
legends-card-type = { $type ->
    [action] ACTION: costs 1 action on your turn
    [reaction] REACTION: discard it from your hand when its moment comes
    [reaction_fight] REACTION in a fight: play it in the fight's reaction step
    [bonus_fight] BONUS in a fight: works when it is the card you fight with
   *[bonus_saloon] BONUS at the Saloon: works when it is in your poker hand
}
legends-card-story-text =
    { $kind ->
        [E] Requirement: { $req }, during the turn you place your disc.
       *[S] Requirement: { $req }, when you place your disc.
    }
    Reward for every contributor: { $reward }.
legends-card-req = { $tag ->
    [arrest_won] win an Arrest
    [bandit_fought] fight a bandit (win or lose)
    [bandit_won] win a fight against a bandit
    [card_action] use the ACTION of a poker card
    [cattle_acquired] take a cattle token
    [delivered] deliver a cattle token (wrangle or rustle)
    [duel_declared] declare a Duel
    [fight_declared] declare a fight against another player
    [gold_3] carry 3 or more gold nuggets
    [gold_sold] sell at least 1 nugget at the Bank
    [healed] heal at least 1 wound (any way)
    [heist] attempt a bank heist
    [item_bought] buy or upgrade at least 1 item
    [lp_10] have 10 or more LP
    [money_80] have $80 or more
    [move_bank] end a Move action on the Bank
    [move_darkrock] end a Move action in Darkrock
    [move_hideout] end a Move action on a bandit hideout
    [move_long] move 4 or more spaces in one Move action
    [move_rail] end a Move action on the Rail Station
    [move_red_falls] end a Move action in Red Falls
    [move_sheriff_office] end a Move action on the Sheriff's Office
    [move_with_player] end a Move action in a space with another player
    [mp_gained] gain at least 1 Marshal point
    [poker_played] start or join a Saloon game
    [poker_won] win a Saloon game (alone or shared)
    [prospect_gold] gain at least 1 nugget by prospecting
    [prospected] take the Prospect action
    [reveled] revel at the Cabaret
    [rob_won] win a Rob
    [rustled] rustle cattle
    [sold_2] sell 2 or more nuggets in one action
    [spent_40] spend $40 or more in one action
    [start_mine_ranch] start your turn on a mine or ranch space
    [upgraded_gear] own an upgraded mount or weapon
    [weapons_2] own 2 or more weapons
    [worked] take the Work action
    [wounded] take at least 1 wound
    [wp_gained] gain at least 1 Wanted point
    [wrangled] wrangle cattle
    [fight_won] win any fight (against a player or an NPC)
   *[other] { $tag }
}
legends-card-or = { $a } or { $b }
legends-card-and = { $a } and { $b }
legends-card-gain = { $what ->
    [money] ${ $n }
    [cards] { $n ->
        [1] 1 poker card
       *[other] { $n } poker cards
    }
    [lp] { $n } LP
    [mp] { $n ->
        [1] 1 Marshal point
       *[other] { $n } Marshal points
    }
    [wp] { $n ->
        [1] 1 Wanted point
       *[other] { $n } Wanted points
    }
    [heal] { $n ->
        [1] heal 1 wound
       *[other] heal { $n } wounds
    }
   *[gold] { $n ->
        [1] 1 gold nugget
       *[other] { $n } gold nuggets
    }
}
legends-card-nothing = nothing
legends-card-discs = Discs needed with 2 to 6 players: { $discs }
legends-card-gangs = { $count ->
    [0] No bandit appears
    [1] Bandits appear on the hideouts of gang { $gangs }
   *[other] Bandits appear on the hideouts of gangs { $gangs }
}
legends-card-sheriff = { $n ->
    [0] The Sheriff does not move
    [1] If someone is Wanted, the resolver moves the Sheriff 1 space
   *[other] If someone is Wanted, the resolver moves the Sheriff { $n } spaces
}
legends-tie-track = { $who } is further along the Marshal or Wanted track
legends-tie-gold = { $who } has more gold (same track position)
legends-tie-wounds = { $who } has fewer wounds (same track and gold)
legends-fight-kind = { $kind ->
    [duel] duel
    [rob] robbery
    [arrest] arrest
    [bandit] bandit
    [guard] Bank Guard
    [sheriff] Sheriff
   *[mib] Man in Black
}
legends-fight-verb = { $kind ->
    [duel] Duel
    [rob] Rob
   *[arrest] Arrest
}
