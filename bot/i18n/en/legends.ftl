# Western Legends (legends): every word the engine says. Seats are worded as player names;
# spaces, characters and story titles are the board's and cards' proper names.

legends-blurb = Outlaws, marshals, poker and gold in the Old West (2-6 players).
legends-illegal = That is not possible now ({ $question }).
legends-no-twice = You already declared a fight against { $who } this turn.
legends-no-heist = You can rob the bank only once per turn.
legends-no-actions = You have no action left this turn.
legends-no-path = You cannot reach { $place } with this move.
legends-seat = { $who }
legends-place = { $name } ({ $id })
legends-card = { $card } { $effect }
legends-fight-card = fight card { $card }
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
legends-gain = ${ $money }, { $cards } cards, { $lp } LP, { $mp } MP, { $wp } WP, { $heal } healed, { $gold } gold

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

## Status and summaries

legends-status = Round { $round } · { $turn }'s turn · { $who }: { $question } · target { $target } LP
legends-status-over = The game is over.
legends-line = { $who } ({ $character }) at { $space }: { $lp } LP, ${ $money }, { $gold } gold, { $wounds } wounds, MP { $mp }, WP { $wp }, { $cards } cards
legends-score = track { $track }, items { $items }, money { $money }, wounds { $wounds }, Wanted { $wanted }, Marshal { $marshal }, tokens { $tokens }
legends-result = { $shared ->
    [0] { $who } wins with { $score } LP.
   *[other] { $who } and { $shared } more share the victory with { $score } LP.
}
legends-hand-card = { $card }: { $effect }
legends-hand-goal = Goal { $goal }: { $tag ->
    [fight_low] win a fight against a player with a card of value 10 or lower
    [bandit_won] beat { $count } bandit(s)
    [upgraded_rifle] own an upgraded Rifle
    [poker_won] win { $count } Saloon game(s)
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
    [money] { $who }: money { $n }
    [gold] { $who }: gold nuggets { $n }
    [lp] { $who }: LP { $n }
    [mp] { $who } reached space { $n } of the Marshal track
    [wp] { $who } reached space { $n } of the Wanted track
    [mp_lost] { $who } left the Marshal track
    [wounds] { $who } took { $n } wounds
    [healed] { $who } healed { $n } wounds
    [prevented] { $who } prevented { $n } wound
    [end_triggered] { $who } reached the target: the game ends after round { $n }
    [first_player] { $who } is the first player
    [placed] { $who } starts at { $detail }
    [worked] { $who } worked
    [rolled] { $who } rolled { $detail }
    [rerolled] { $who } rerolled: { $detail }
    [sold] { $who } sold { $n } gold
    [acquired] { $who } took a { $detail } cattle token
    [wrangle] { $who } wrangled cattle token { $detail }
    [rustle] { $who } rustled cattle token { $detail }
    [heist] { $who } robs the bank
    [upgraded] { $who } upgraded { $detail }
    [bought] { $who } bought { $detail }
    [dropped] { $who } discarded { $detail }
    [provisions] { $who } used Provisions
    [ambush] { $who } ambushes seat { $n }
    [declared] { $who } declares a { $detail } on seat { $n }
    [declined] { $who } declined the fight
    [accepted] { $who } accepted the fight
    [took_cattle] { $who } took the { $detail } cattle token of seat { $n }
    [arrested] { $who } was arrested and lost { $n } gold
    [fight_card] { $who } is hit by fight card { $detail }
    [escaped] { $who } beat the Sheriff
    [bandit_removed] the bandit at { $detail } is gone ({ $who })
    [bandit_spawned] a bandit appears at { $detail } ({ $who })
    [extra_action] { $who } gains an extra action
    [disc] { $who } placed a story disc on card { $detail }
    [poker] { $who } starts a poker game at { $detail }
    [joined] { $who } joins the poker game
    [not_joined] { $who } does not join
    [chose_cards] { $who } chose their poker cards
    [dealer] { $who } deals for the house
    [dealer_won] the house wins; { $who } gets nothing
    [poker_won] { $who } wins ${ $n } at poker
    [kept_card] { $who } kept a played card
    [income] { $who } took income: { $detail }
    [equipped] { $who } equipped { $detail }
    [gave_card] { $who } gave a card to seat { $n }
    [goal] { $who } completed goal { $detail }
    [token] { $who } kept a Legendary token
    [mib_duel] { $who } challenges the Man in Black
    [next] next: { $who }
   *[other] { $who }: { $what }
}
legends-ev-drew = { $who } drew { $cards }
legends-ev-drew-count = { $who } drew { $n } cards
legends-ev-shown = { $who } showed { $cards } ({ $what })
legends-ev-secret = { $who } privately: { $what } { $detail }
legends-ev-secret-public = { $who } received secret information ({ $what })
legends-ev-moved = { $who } moved { $path }
legends-ev-sheriff-moved = The Sheriff moved to { $path }
legends-ev-reveal = { $kind } of { $who }: { $card } against { $other } ({ $mine } vs { $theirs })
legends-ev-fight-cancelled = The { $kind } of { $who } was cancelled
legends-ev-fight-npc = { $who } lost the { $kind } fight
legends-ev-fight-won = { $who } won the { $kind } fight
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
legends-ev-mib-moved = The Man in Black moved { $path }
legends-result-mib = The Man in Black wins with { $score } LP; nobody else wins.
legends-mib-two = The Man in Black is only for 2 players.
legends-ev-turn = Round { $round }: { $who }'s turn
legends-ev-story = Story card { $card } resolved: { $title }
legends-ev-characters = Characters: { $names }
legends-ev-over = The game is over.

## Choices

legends-stage = { $what ->
    [move] Move
    [location] Location actions
    [cards] Card actions
    [fight] Fight a player
   *[free] Free steps
}
legends-stage-region = { $region }
legends-stage-fight = { $kind } against { $target }
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
legends-do-move = Go to { $place }, { $steps } steps
legends-do-sell = Sell { $nuggets } gold + { $fools } Fool's Gold
legends-do-revel = Revel: pay ${ $amount } for { $lp } LP
legends-do-card = Play { $card } { $target }
legends-do-fight = { $kind } { $target } with { $card }
legends-do-disc = Story disc on card { $slot } (from { $source })
legends-do-drop = Discard { $item }
legends-do-buy = { $upgrade ->
    [true] Upgrade
   *[false] Buy
} { $item }{ $haggle ->
    [true] {" "}with Haggle
   *[false] {""}
}{ $activate ->
    [true] {" "}and use it now
   *[false] {""}
}
legends-do-whiskey = Use Whiskey on a player here
legends-do-pick = { $card }
legends-do-pair = Use { $cards }
legends-do-choose = { $option ->
    [income_money] $20
    [pay_money] Pay $10
    [money] Money
    [cards] Two cards
    [both] $10 and one card
    [lp] 1 LP
    [mp] 1 MP
    [wp] 1 WP
    [gold] Gold
    [wound] Take a wound
    [random] Discard a random card
    [keep] Nothing to give
    [seat] { $detail }
    [reward] { $detail }
    [token] Keep the { $detail } LP token
    [1] Reroll die 1
    [2] Reroll die 2
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

legends-rules-overview = Each turn: take income, then 3 actions (move, work, fight, poker, prospect, sell gold, store, cattle, cards). Reach the target LP to end the game.
legends-rules-turn = Start of turn effects, income ($20, 2 cards, or $10 and 1 card), 3 actions, then story cards, hand limit (5 minus wounds) and Wanted LP.
legends-rules-fights = Duel, Rob or Arrest a player in your space with a face-down poker card; the active player wins ties. Bandits, the Bank Guard and the Sheriff fight with fight cards and win ties.
legends-rules-poker = Ante $10 at a Saloon; players in the same town may join; the house adds $50; use 2 cards with the 3-card flop; the active player wins ties and gains 1 LP.
legends-rules-tracks = Marshal points come from arrests, bandits and wrangling; Wanted points from robbing, heists and rustling. Wanted players earn LP each turn; the Sheriff hunts them.
legends-rules-end = When someone reaches the target LP, finish the round and play one more. Add upgraded items, $60 steps, track bonuses, minus wounds.
