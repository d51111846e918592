# Way Out West (wow): every word the engine says. Seats are worded as player names; towns are
# the board's proper names.

wow-blurb = Cattle, towns and shootouts in the Old West (Martin Wallace, 3-5 players).
wow-seat-count = Way Out West needs { $low } to { $high } players.

## Shared pieces

wow-list = { $head }, { $tail }
wow-and = { $head } and { $tail }
wow-nothing = nothing
wow-none = -
wow-nowhere = nowhere
wow-building = { $kind ->
    [jail] jail
    [stagecoach] stagecoach
    [store] general store
    [hotel] hotel
    [bank] bank
   *[train] train
}
wow-building-text = { $kind ->
    [jail] Its owner's sheriff may join shootouts in town; destroyed, not captured, when it loses.
    [stagecoach] $1 from the bank each time another player's cowboy is hired into, enters or leaves town.
    [store] Income: $1 per other player's cattle in town, +$2 if the town has a farmer.
    [hotel] Income: $1 per other player's cowboy in town.
    [bank] Income: $2 per other player's building in town. Guarded (+1 fighter); robbed, not captured.
   *[train] Doubles the income and end-game points of every cattle in town. Guarded (+1 fighter).
}
wow-fighter = { $kind ->
    [cowboy] cowboy
    [phantom] phantom
    [guard] guard
    [sheriff] sheriff
   *[farmer] farmer
}
wow-farmer-side = The farmer's side
wow-target-farmer = the farmer
wow-target-cattle = { $count } of { $owner }'s cattle
wow-target-building = { $owner }'s { $building }
wow-box = { $action ->
    [buy_cattle] Buy cattle (box { $slot }, ${ $cost } each, up to { $units })
    [hire_cowboys] Hire cowboys (box { $slot }, ${ $cost } each, up to { $units })
    [move_cowboys] Move cowboys (up to { $units })
    [move_cattle] Move cattle
    [gunfight] Gunfight (box { $slot })
   *[farmer] Farmer
}
wow-box-build = Build { $building } (${ $cost })
wow-box-name = { $action ->
    [buy_cattle] Buy cattle
    [hire_cowboys] Hire cowboys
    [build] Build { $kind ->
        [store] store
       *[other] { $building }
    }
    [move_cowboys] Move cowboys
    [move_cattle] Move cattle
    [gunfight] Gunfight
   *[farmer] Farmer
}
wow-box-detail = { $action ->
    [buy_cattle] box { $slot } · ${ $cost } each, 1-{ $units }
    [hire_cowboys] box { $slot } · ${ $cost } each, 1-{ $units }
    [build] ${ $cost }
    [move_cowboys] up to { $units }
    [gunfight] box { $slot } · free
   *[other] free
}

## Events

wow-ev-start-cowboy = { $who } placed a starting cowboy in { $town }.
wow-ev-round = Round { $round } of { $rounds } began (track { $track }).
wow-ev-bid = { $who } bid ${ $amount }.
wow-ev-dropped = { $who } dropped out{ $forced ->
    [true] {" "}(could not raise)
   *[other] {""}
}, paid ${ $paid } and took position { $position }.
wow-ev-auction-won = { $who } won the auction for ${ $paid }. Turn order: { $order }.
wow-ev-box = { $who } took { $box }.
wow-ev-passed = { $who } passed{ $forced ->
    [true] {" "}(no action was possible).
   *[other] .
}
wow-ev-cattle-bought = { $who } bought a cattle token for { $town } ($1).
wow-ev-hired = { $who } hired a cowboy in { $town } ($1).
wow-ev-stagecoach = { $owner }'s stagecoach in { $town } earned $1.
wow-ev-built = { $who } built a { $building } in { $town } (${ $cost }).
wow-ev-cowboy-moved = { $who } moved a cowboy from { $src } to { $dst }.
wow-ev-cattle-moved = { $who } moved a cattle token from { $src } to { $dst }.
wow-ev-farmer = { $who } placed a farmer in { $town }.
wow-ev-farmer-displaced = { $who } placed a farmer in { $town }, sending { $owner }'s cattle home.
wow-ev-shootout = { $who } started a shootout in { $town } against { $target }.
wow-ev-sheriff = { $owner }'s sheriff { $joined ->
    [attack] joined the attack.
    [defence] joined the defence.
    [farmer] joined the farmer's side.
   *[none] stayed out.
}
wow-ev-help-asked = { $who } { $asked ->
    [true] asked
   *[other] did not ask
} { $owner } for the sheriff's help.
wow-ev-sides = Shootout: { $attack } against { $defence }{ $phantom ->
    [true] {" "}(a phantom defender stands in)
   *[other] {""}
}; { $mode ->
    [sim] simultaneous
   *[other] sequential, weaker side first
}.
wow-ev-volley = { $who } rolled [{ $dice }], { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}{ $any ->
    [0] {""}
   *[other] : { $killed } down
}.
wow-ev-retreated = { $who } retreated and lost the shootout.
wow-ev-won = { $who } won the shootout.
wow-ev-defender-won = { $who } won the shootout; the target stays.
wow-ev-farmer-won = The farmer won the shootout; the target stays.
wow-ev-nobody-won = Both sides fell: nobody won; the target stays.
wow-ev-scattered = { $who }'s cowboys scattered to { $towns }{ $home ->
    [0] {""}
   *[other] ; { $home } went home
}.
wow-ev-robbed = { $who } robbed { $owner }'s bank: haul { $dice } = { $haul }; { $owner } paid ${ $paid }{ $lost ->
    [true] , all they had, short of the haul, and lost the bank
   *[other] {""}
}.
wow-ev-moved-out = { $who } moved { $count ->
    [one] 1 cowboy
   *[other] { $count } cowboys
} out to { $town }.
wow-ev-wanted-supply = { $who } took a Wanted token from the supply.
wow-ev-wanted-from = { $who } took a Wanted token from { $source }.
wow-ev-wanted-none = { $who } won a Wanted token, but none was left to take.
wow-ev-captured-farmer = { $who } shot the farmer: the corral in { $town } is free again.
wow-ev-captured-jail = { $who } destroyed { $target } in { $town }; it leaves the game.
wow-ev-captured = { $who } took { $target } in { $town }.
wow-income-part = { $who } +${ $amount }
wow-ev-income = Income: { $parts }.
wow-score-part = { $who } { $score }
wow-ev-game-over = Game over. Scores: { $parts }.

## Result

wow-score-detail = property { $property }, cattle { $cattle }, control { $control }, money { $money } (${ $cash }), wanted { $wanted } ({ $tokens })
wow-result = { $names } { $count ->
    [one] wins
   *[other] share the win
} with { $points ->
        [one] 1 point
       *[other] { $points } points
    }.

## The questions (what is asked now)

wow-q-start = place a starting cowboy
wow-q-bid = { $high ->
    [0] bid
   *[other] raise the high bid of ${ $high }
} or drop out (${ $money } available)
wow-q-turn = take an action box or pass
wow-q-cattle = place cattle (${ $cost } each, up to { $units })
wow-q-hire = place hired cowboys (${ $cost } each, up to { $units })
wow-q-build = choose a town to build the { $building } (${ $cost })
wow-q-move = move cowboys (up to { $units })
wow-q-move_cattle = move a cattle token
wow-q-farmer = place the farmer
wow-q-target = choose a shootout target
wow-q-sheriff_attack = add their sheriff to the attack?
wow-q-sheriff_defend = add their sheriff to the defence?
wow-q-ask_help = ask for the sheriff?
wow-q-help_defender = help the defender with the sheriff?
wow-q-help_farmer = help the farmer?
wow-q-fire = fire or retreat
wow-q-fight-now = { $question } — { $now }
wow-q-scatter = scatter cowboys
wow-q-move_out = move out of town
wow-q-wanted = choose whose Wanted token to take

## Labels of the answers

wow-do-start = Starting cowboy to { $town }
wow-do-bid = Bid ${ $amount }
wow-stage-bids = Bids ${ $low }-${ $high }
wow-do-drop = Drop out of the auction
wow-drop-help = Pay your bid of ${ $bid } to the bank and take the worst free position.
wow-bid-help = Raise the high bid of ${ $high } (you have ${ $money }; a raise is a new total).
wow-pass-help = Discard a disc without taking an action.
wow-retreat-help = Your side loses the shootout; its cowboys scatter to other towns.
wow-fire-help = Roll a die per fighter; each 5 or 6 kills one of theirs.
wow-fight-now = Now attack { $attack } vs defence { $defence }
wow-fight-desc = { $now }. { $what }
wow-target-help = All your { $cowboys ->
    [one] 1 cowboy
   *[other] { $cowboys } cowboys
} there fight; the defender may get a sheriff, a guard or a phantom.
wow-do-pass = Pass (discard a disc)
wow-box-help = { $action ->
    [buy_cattle] Pay $1 per cattle token; put 1 or 2 in towns where you have a cowboy.
    [hire_cowboys] Pay $1 per cowboy; put 1 or 2 in any towns.
    [build] Build this property in a town with a free space.
    [move_cowboys] Move your cowboys between towns, one at a time.
    [move_cattle] Move one of your cattle to a town where you have a cowboy.
    [gunfight] Start a shootout in a town where you have a cowboy.
   *[farmer] Place your farmer (once per game) on a corral.
}
wow-do-cattle = Cattle to { $town } ($1)
wow-do-hire = Hire a cowboy in { $town } ($1)
wow-do-done = { $question ->
    [cattle] Done (no more cattle)
    [hire] Done (no more cowboys)
    [move] Done (no more moves)
   *[other] Done
}
wow-do-build = Build { $building } in { $town } (${ $cost })
wow-do-build-here = Build in { $town }
wow-do-move = Move a cowboy: { $src } → { $dst }
wow-do-move_cattle = Move a cattle token: { $src } → { $dst }
wow-do-farmer-empty = Farmer in { $town } on an empty corral
wow-do-farmer-on = Farmer in { $town } on { $owner }'s cattle
wow-stage-town = { $town }
wow-do-target = { $what ->
    [farmer] Shoot at the farmer in { $town }
    [cattle] Raid { $target } in { $town }
   *[other] Attack { $target } in { $town }
}
wow-answer = { $question ->
    [sheriff_attack] { $yes ->
        [true] Add your sheriff to the attack
       *[other] Keep your sheriff out
    }
    [sheriff_defend] { $yes ->
        [true] Add your sheriff to the defence
       *[other] Keep your sheriff out
    }
    [ask_help] { $yes ->
        [true] Ask the jail owner for the sheriff
       *[other] Do not ask for help
    }
    [help_defender] { $yes ->
        [true] Send your sheriff to help the defender
       *[other] Refuse to help
    }
    [help_farmer] { $yes ->
        [true] Send your sheriff to help the farmer
       *[other] Stay out
    }
   *[other] { $yes ->
        [true] Yes
       *[other] No
    }
}
wow-do-fire = Fire
wow-do-retreat = Retreat (lose the fight)
wow-do-scatter = Scatter a cowboy to { $town }
wow-do-move-out = { $all ->
    [true] Move all cowboys out to { $town }
   *[other] Move a cowboy out to { $town }
}
wow-do-take-wanted = Take a Wanted token from { $who }

## Refusals

wow-bid-too-low = A bid must be more than the high bid of ${ $high }.
wow-bid-too-high = You cannot bid more than the ${ $money } you have.
wow-no-such-box = There is no such action box in this game.
wow-box-taken = { $box } is already taken this round.
wow-box-unusable = You cannot carry out { $box } now, so you cannot take its box.
wow-done-too-early = The first one is compulsory: choose it before you stop.
wow-box-limit = This box allows only { $units }.
wow-no-money = You need ${ $cost } for that.
wow-no-cattle-left = You have no cattle tokens left in your supply.
wow-no-cowboys-left = You have no cowboys left in your supply.
wow-no-building-left = You have no { $building } left in your supply.
wow-pair-one-town = Both cattle tokens must go to { $town }.
wow-cattle-needs-cowboy = You need a cowboy in { $town } to put cattle there.
wow-no-empty-corral = { $town } has no empty corral.
wow-town-closed = { $town } is closed to new cattle: { $below } is not more than half full.
wow-town-full = { $town } has no free building space.
wow-type-present = { $town } already has a { $building }.
wow-build-limit = You already own 2 buildings in { $town }.
wow-same-town = Choose a different town to move to.
wow-no-cowboy-in = You have no cowboy in { $town }.
wow-cowboy-just-arrived = Your cowboys in { $town } arrived during this action and cannot move again.
wow-no-own-cattle-in = You have no cattle in { $town }.
wow-farmer-used = Your farmer has already been used this game.
wow-farmer-already = { $town } already has a farmer.
wow-no-cattle-of = { $owner } has no cattle in { $town }.
wow-no-cowboy-to-fight = You need a cowboy in { $town } to start a shootout there.
wow-no-farmer-there = There is no farmer in { $town }.
wow-farmer-target-plain = The farmer belongs to nobody: target the farmer alone.
wow-no-such-building = There is no such { $building } to attack in { $town }.
wow-own-building = You cannot attack your own building.
wow-no-token-to-replace = You have no { $building } in your supply to replace it with.
wow-raid-whose = Name another player whose cattle you raid.
wow-raid-too-many = { $owner } has only { $have } cattle in { $town }.
wow-raid-no-supply = You need { $count } cattle in your supply to replace them.
wow-leave-town = Your cowboys must leave { $town } for another town.
wow-scatter-used = A cowboy already went to { $town }: one per town.
wow-one-cowboy-left = Only one cowboy is left to move.
wow-wanted-self = You cannot take a Wanted token from yourself.
wow-wanted-none = { $who } holds no Wanted token.

## The board in words

wow-status = Round { $round } of { $rounds } · { $phase } · { $who } to act
wow-status-over = Game over
wow-phase = { $phase ->
    [setup] Setup
    [auction] Auction
   *[actions] Actions
}
wow-phase-shootout = Shootout in { $town } over { $target }
wow-status-asked = Round { $round } of { $rounds } · { $phase } · { $prompt }
wow-prompt = { $who }: { $question }
wow-line-track = Track { $track } (income after { $income }).
wow-line-order = Turn order: { $order }.
wow-line-player = { $who }: ${ $money }, { $wanted } Wanted, score now { $score }, income { $income }, cowboys in supply { $cowboys }, cattle in supply { $cattle }.
wow-line-town = { $town }: cattle [{ $cattle }]{ $farmer ->
    [true] {" "}+ farmer
   *[other] {""}
}; property [{ $property }]; cowboys [{ $cowboys }].
wow-owned = { $building } { $who }
wow-cowboys-of = { $who } x{ $count }
wow-taken-box = { $box } ({ $who })
wow-line-boxes = Boxes taken: { $boxes }.
wow-line-fight = Shootout in { $town }: attack { $attack } against defence { $defence }.
wow-supply-of = { $building } { $count }
wow-hand-me = You ({ $who }): ${ $money }, { $wanted } Wanted, turn position { $position }, { $discs ->
    [one] 1 disc
   *[other] { $discs } discs
} left.
wow-hand-supply = Supply: { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $cattle } cattle; { $buildings }.
wow-hand-farmer = Farmer: { $used ->
    [true] used
   *[other] available
}. Income if paid now: ${ $income }. Score if the game ended now: { $score }.

## /rules

wow-rules-overview = Way Out West: 3-5 cattle barons buy cattle, hire cowboys and put up property in five towns (San Antonia, Kansas City, Abilene, Dodge City, Deadwood), then use shootouts to seize what others built. 3 players play 12 rounds ($20 each); 4 players play 9 rounds ($20); 5 players play 9 rounds ($25). Everything is public. Each round: a turn-order auction, then two passes of actions, then income on track positions 3, 6, 9 and 12.
wow-rules-auction = Bidding follows last round's turn order. On your turn raise to any new total above the high bid, up to all your money, or drop out. Dropping pays your last bid to the bank and takes the worst free position; the last bidder left takes position 1 and pays their bid. A player who cannot raise drops out automatically.
wow-rules-actions = In turn order, twice per round, put a disc on a free action box and do it at once, or pass. Buy cattle ($1 each, 1-2): an empty corral in a town where you have a cowboy; towns above San Antonia open only while the town below is more than half full. Hire cowboys ($1 each, 1-2) into any towns. Build a jail $3, stagecoach $4, store $5, hotel $8, bank $10 or train $20: one of each type per town, at most 2 of your own buildings per town. Move up to 3 or 5 cowboys; move one of your cattle to a town where you have a cowboy; place your farmer once per game; or start a gunfight. Another player's stagecoach earns $1 from the bank for each cowboy hired into its town, or moved out of or into it. You may only take a box you can actually use.
wow-rules-shootouts = Attack another player's building or 1-2 of their cattle, or the farmer, in a town where you have a cowboy. All your cowboys there fight against all the defender's; a bank or train adds a guard; the town's jail owner may add a sheriff; an empty defence gets a phantom. Equal sides fire together each exchange; otherwise the weaker side fires first and the sides alternate. Each 5 or 6 kills one fighter (cowboys die first). Instead of firing a side may retreat and lose, scattering its cowboys one per other town. The winner takes a Wanted token. A won building or cattle is replaced by the attacker's own; a jail is destroyed; a bank is robbed for three dice (an owner who cannot pay it all pays everything and loses the bank); a shot farmer leaves the game.
wow-rules-income = After rounds on track 3, 6, 9 and 12: each cattle pays $2 ($1 with a farmer in town, doubled with a train). A bank pays $2 per other player's building in its town, a store $1 per other player's cattle plus $2 with a farmer, a hotel $1 per other player's cowboy.
wow-rules-scoring = At the end each building scores the number of buildings in its town. Cattle score 1 (2 with a train, 1 less with a farmer). The single player with the most buildings + cattle in a town scores its size (ties: nobody). Most money scores 5 (tie 2 each), most Wanted tokens 4 (tie 2 each). Highest total wins; ties share the win.

## Drawings (render/wow*.py)

wow-draw-supply = { $who } · supply: { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $cattle } cattle, { $buildings }, { $farmer ->
    [true] farmer used
   *[other] farmer ready
}
wow-draw-round = Round { $round } of { $rounds }  ($ = income)
wow-draw-high-bid = Auction · high bid ${ $high }
wow-draw-bidder = ${ $bid } { $active ->
    [true] bidding
   *[other] out, takes { $position }
}
wow-draw-start-dice = Start player dice: { $rolls }
wow-draw-rolled = { $who } rolled { $die }
wow-draw-fight = { $town }: { $attacker } attacks { $target } · { $mode ->
    [sim] simultaneous
    [seq] sequential
   *[other] choosing sides
}
wow-draw-sides = attack { $attack }   defence { $defence }
wow-draw-side-part = { $count } { $kind ->
    [cowboys] { $count ->
        [one] cowboy
       *[other] cowboys
    }
    [phantom] phantom
    [guard] guard
    [sheriff] sheriff
   *[farmer] farmer
}
wow-draw-side-none = none left
wow-draw-volley = { $who } rolled [{ $dice }]: { $hits ->
    [one] 1 hit
   *[other] { $hits } hits
}, { $killed } down
wow-draw-no-one = no one
wow-draw-won = { $who } won
wow-draw-nobody-won = nobody won
wow-draw-plus = { $head }+{ $tail }
wow-draw-idle = Nothing to decide right now.
wow-draw-panel = { $panel ->
    [shootout] Shootout
    [last] Last shootout
    [auction] Auction
   *[now] Now
}

## Fixed captions of the board image (render/wow*.py); short, they must fit their boxes

wow-r-key = Key
wow-r-legend-corrals = Corrals: square = corral, token = cattle, F = farmer
wow-r-legend-buildings = Buildings: coloured by owner, with the owner's letter
wow-r-legend-colours = Yellow = must act now; grey box = taken this round
wow-r-legend-supply = Supply letters: J jail, C coach, S store, H hotel, B bank, T train
wow-r-farmer-mark = F
wow-r-corrals = corrals
wow-r-buildings = buildings
wow-r-cowboys = cowboys
wow-r-token = { $kind ->
    [jail] Jail
    [stagecoach] Coach
    [store] Store
    [hotel] Hotel
    [bank] Bank
   *[train] Train
}
wow-r-letter = { $kind ->
    [jail] J
    [stagecoach] C
    [store] S
    [hotel] H
    [bank] B
   *[train] T
}
wow-r-action-boxes = Action boxes
wow-r-players = Players
wow-r-col-money = money
wow-r-col-wanted = wanted
wow-r-col-score = score
wow-r-col-income = income
wow-r-col-discs = discs
wow-r-turn-order = Turn order
wow-r-buildings-do = What the buildings do

# /rules topics
wow-topic-overview = Overview
wow-topic-auction = Auction
wow-topic-actions = Actions
wow-topic-shootouts = Shootouts
wow-topic-income = Income
wow-topic-scoring = Scoring

## The card reference (/card)
wow-card-building = Building
