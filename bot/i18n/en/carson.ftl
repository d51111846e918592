# Carson City (carson): every word the engine says. Players are worded as their names;
# plots are named by coordinate (A1 top left, H8 bottom right).

carson-blurb = Build Carson City: cowboys, duels, plots and buildings (Xavier Georges, 2-6 players).
carson-variant-unavailable = The { $variant } variant is not available yet.

## Shared terms

carson-building = { $kind ->
    [ranch] Ranch
    [mine] Mine
    [drugstore] Drugstore
    [bank] Bank
    [saloon] Saloon
    [hotel] Hotel
    [church] Church
    [prison] Prison
    [store] General Store
    [school] School
    [blacksmith] Blacksmith
    [townhall] Town Hall
    [station] Train Station
   *[none] nothing
}
carson-loc = { $id ->
    [SALARY] Salary
    [AMMO] Ammunition
    [ROADS_3] Roads (3)
    [ROAD_1] Road (1)
    [BUILD_12] Building $12
    [BUILD_10] Building $10
    [BUILD_8] Building $8
    [BUILD_6] Building $6
    [BUILD_5] Building $5
    [BUILD_4] Building $4
    [BUILD_3] Building $3
    [INCOME_PLOTS] Income from plots
    [INCOME_COWBOYS] Income from cowboys
    [GAMBLING] Gambling
    [VP_PLOTS] VP for plots
    [VP_BUILDINGS] VP for buildings
    [VP_COWBOYS] VP for cowboys
    [BUYVP_5] Buy VP at $5
    [BUYVP_4] Buy VP at $4
    [BUYVP_3] Buy VP at $3
    [BUYVP_2] Buy VP at $2
   *[other] plot { $id }
}
carson-card = { $n ->
    [0] Newspaper Boy
    [1] Sheriff
    [2] Banker
    [3] Grocer
    [4] Chinese Worker
    [5] Settler
    [6] Captain
    [7] Mercenary
    [8] Indian
    [9] Gold Prospector
    [10] Gunsmith
    [11] Singer
    [12] Auctioneer
    [13] Governor
    [14] Doctor/Undertaker
    [15] Cowboy
    [16] Heroes
   *[17] Teacher
}
carson-road = { $side ->
    [between] between { $a } and { $b }
    [north] north of { $a }
    [south] south of { $a }
    [west] west of { $a }
   *[east] east of { $a }
  }
carson-side = { $side ->
    [Y] yellow
   *[R] red
}

## Status and summaries

carson-status = Round { $round } of 4 · { $phase ->
    [draft] Plot draft
    [choose] Character choice
    [place] Cowboy placement
    [resolve] Resolution
    [spend] End of round
   *[other] Setup
  } · { $who } to act
carson-status-over = The game is over.
carson-nobody = nobody
carson-who = { $more ->
    [0] { $who }
   *[other] { $who } and { $more } more
  }
carson-prompt = { $who }: { $question }
carson-line-player = { $who }: ${ $money }, { $vp } VP, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, firepower { $fire }, { $plots ->
        [one] 1 plot
       *[other] { $plots } plots
    }
carson-line-slot = Market ${ $price }: { $building }
carson-hand-asked = Your decision: { $question }
carson-hand = You have ${ $money }, { $vp } VP, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $revolvers ->
        [one] 1 revolver
       *[other] { $revolvers } revolvers
    }; { $chosen ->
        [no] no character yet
       *[yes] money limit ${ $limit }
    }.
carson-over = { $who } wins with { $vp } VP.
carson-detail = ${ $money } left

## Questions

carson-q-draft = choose a starting plot (free)
carson-q-character = choose a character
carson-q-newsboy = choose the second card for the Newspaper Boy
carson-q-docside = Doctor or Undertaker?
carson-q-grocer = take $8 now or decide at building income
carson-q-money_or_vp = take $8 now or VP at the end of the round
carson-q-claim = choose a plot
carson-q-coolie = take a building from the market for $5?
carson-q-special = pay for the building and a new plot?
carson-q-captain = how many to buy
carson-q-tax = which tax to raise
carson-q-heroes = how many cowboys to give up for VP
carson-q-bid = raise the bid or drop out
carson-q-banker = buy a VP package?
carson-q-spend = how much money to spend (1 VP per $10)
carson-q-place = place a cowboy or pass
carson-q-reroll = re-roll your duel dice?
carson-q-undertaker = pay the Undertaker $2 or lose 1 VP
carson-q-doctor = pay the Doctor to re-place your cowboy?
carson-q-order = which duel is fought next
carson-q-buyplot = buy this plot?
carson-q-buy = buy this building?
carson-q-site = where to build it
carson-q-house = where to add a house
carson-q-consent = allow a house on your plot?
carson-q-kept = build a kept building?
carson-q-grocer_income = double a building type or take $8
carson-q-dynamite = which Mine gets dynamite (income ×3)
carson-q-buyvp = how many VP to buy

## Refusals

carson-illegal = That move is not possible now.
carson-illegal-draft = Choose an unowned plot that is not a river or the Town Hall.
carson-illegal-character = That card is not available to you.
carson-illegal-newsboy = That card cannot be borrowed.
carson-illegal-docside = Choose Doctor or Undertaker.
carson-illegal-grocer = Choose $8 or to decide later.
carson-illegal-money_or_vp = Choose $8 or VP.
carson-illegal-claim = That plot cannot be taken.
carson-illegal-coolie = That slot is empty.
carson-illegal-special = That building is not available.
carson-illegal-captain = You cannot afford or hold that many.
carson-illegal-tax = Choose a tax.
carson-illegal-heroes = You do not have that many cowboys.
carson-illegal-bid = A bid must beat the high bid and be within your money.
carson-illegal-banker = You cannot afford that package.
carson-illegal-spend = You must spend at least your excess and at most your money.
carson-illegal-reroll = Answer yes or no.
carson-illegal-undertaker = You can neither pay nor lose a VP.
carson-illegal-doctor = That location is resolved or not open to you.
carson-illegal-order = Choose a contested location.
carson-illegal-buyplot = You cannot buy this plot.
carson-illegal-buy = You cannot afford this building.
carson-illegal-site = You cannot build there.
carson-illegal-house = No house can go there.
carson-illegal-consent = Answer yes or no.
carson-illegal-kept = You cannot build that now.
carson-illegal-grocer_income = Choose a building type you own or $8.
carson-illegal-dynamite = Choose one of your Mines.
carson-illegal-buyvp = You cannot afford that many VP.
carson-illegal-place = That placement is not possible.
carson-no-cowboy = You have no cowboy in reserve.
carson-closed = That space is closed this round.
carson-pawn-there = The Sheriff holds that space.
carson-no-token = You cannot put a no-duel token there.
carson-not-location = Nothing can be done there with a cowboy.
carson-already-there = You already have a cowboy there.
carson-no-dynamite = You cannot attach dynamite there.
carson-sheriff-red = The red Sheriff cannot join a rival's duel.
carson-pawn-space = The white pawn needs an empty track space.
carson-no-gamble = You have no free gambling cowboy to place (red Singer).
carson-corral-cowboy = You already have a cowboy in that corral, or it is not open.
carson-not-offered = That is not one of this question's answers.
carson-road-built = There is already a road { $edge }.
carson-road-link = A new road must touch a road already built; the road { $edge } does not.
carson-no-roads = You have no road left in your reserve.
carson-bridge-cost = A bridge costs 2 roads from your reserve.
carson-buy-cost = You have ${ $money }; the { $building } costs ${ $price }.
carson-no-tiles = You have no plot marker left.
carson-plot-gone = Plot { $plot } is no longer for sale.
carson-plot-cost = You have ${ $money }; plot { $plot } costs ${ $price }.
carson-vp-cost = You have ${ $money }; { $vp } VP cost ${ $price }.
carson-spend-low = You must spend at least ${ $money }.
carson-money-short = You have only ${ $money }.
carson-bid-low = A bid must be more than ${ $money }.
carson-site-not-yours = Plot { $plot } is not yours: the { $building } goes on one of your plots.
carson-site-outlaw = An outlaw holds plot { $plot }: the { $building } cannot go there.
carson-site-taken = Plot { $plot } is not empty: the { $building } needs an empty plot.
carson-site-road = Plot { $plot } is not connected to a road: the { $building } needs one.
carson-site-school = There is already a School on that side of the river ({ $plot }, { $building }).
carson-site-station = The { $building } needs a full straight road along plot { $plot }.
carson-site-houses = No room for the { $building }'s { $houses ->
    [one] house
   *[other] { $houses } houses
} around plot { $plot }.
carson-townhall-house = The Town Hall's house must be placed.
carson-house-refused = The owner of plot { $plot } refused a house there ({ $building }).
carson-house-outlaw = An outlaw holds plot { $plot }: no house for the { $building } there.
carson-house-road = Plot { $plot } is not connected to a road: no house for the { $building } there.
carson-house-full = The house on plot { $plot } becomes a townhouse only when its 8 neighbours are occupied ({ $building }).
carson-house-occupied = No room for a house on plot { $plot } ({ $building }).
carson-house-rest = A house on plot { $plot } would leave no room for the { $building }'s other houses.
carson-kept-none = You have no { $building } kept.
carson-kept-tried = You have already decided about the { $building } this time.
carson-kept-nowhere = There is no plot where the { $building } can be built now.
carson-undertaker-money = You have ${ $money }; paying the Undertaker costs $2.
carson-undertaker-vp = You have no VP to lose.
carson-doctor-token = The Doctor sends the cowboy back without tokens.
carson-doctor-same = Not { $loc }: the Doctor sends the cowboy to another location.
carson-resolved = { $loc } has already been resolved.
carson-tiles-one = Play one duel tile (two only with dynamite).
carson-tiles-two = With dynamite you play two duel tiles.
carson-tiles-order = Name the higher tile first.
carson-tiles-missing = You cannot play tile { $tile }: your hand does not hold enough of it.
carson-order-not = { $loc } is not a contested location still to resolve.

## Choices

carson-do-place = { $purpose ->
    [buy] Buy plot { $plot } (${ $price })
    [attack] Attack { $building } on { $plot }
    [defend] Defend { $building } on { $plot }
    [townhall] Occupy the Town Hall ({ $plot })
    [fight] Fight the outlaw on { $plot }
   *[space] { $loc }
  }{ $noduel ->
    [true] , no-duel token
   *[false] {""}
  }{ $dynamite ->
    [true] , dynamite
   *[false] {""}
  }
carson-do-pawn = White pawn on { $loc }
carson-do-road = Road { $edge }
carson-do-road-tagged = { $tag } Road { $edge }
carson-do-plot = { $question ->
    [claim] { $plot } (worth ${ $price })
    [draft] Take { $plot } (worth ${ $price })
    [order] Duel at { $plot }
    [house] House on { $plot }
    [site] Build on { $plot }
    [dynamite] Dynamite on the Mine at { $plot } (income ×3)
    [outlaw_move] Outlaw at { $plot }
    [corral3] Double the Ranch at { $plot }
   *[other] { $plot } (${ $price })
  }
carson-do-card = { $card } ({ $side })
carson-card-help = { $card }, { $side } side
carson-do-choose = { $question ->
    [undertaker] { $option ->
        [money] Pay the Undertaker $2
       *[vp] Lose 1 VP
    }
    [buy] { $option ->
        [yes] Buy { $the } (${ $price })
       *[no] Don't buy
    }
    [buyplot] { $option ->
        [yes] Buy { $plot } (${ $price })
       *[no] Don't buy { $plot }
    }
    [consent] { $option ->
        [yes] Allow the house
       *[no] Refuse the house
    }
    [reroll] { $option ->
        [yes] Re-roll
       *[no] Keep the roll
    }
    [salary_horse] { $option ->
        [yes] Pay $4 for a horse
       *[no] Take the $4 salary
    }
    [doctor] Don't re-place the cowboy
    [horse] No horse
    [kept] Build nothing more now
    [dynamite] No more dynamite
    [corral3] Double no Ranch
    [corral2] Pass now
    [special] { $option ->
        [yes] Take { $the } from the bag
       *[decline] Decline
    }
   *[other] { $option ->
        [yes] Yes
        [no] No
        [money] Take $8
        [vp] { $question ->
            [undertaker] Lose 1 VP
            [outlaw_win] Take the VP reward
           *[other] VP at round end
        }
        [defer] Decide at income
        [doctor] Doctor
        [undertaker] Undertaker
        [guns] Tax revolvers ($1 each)
        [cash] Tax money (a tenth)
        [keep] Keep { $the } for later
        [decline] Decline
        [drop] Drop out
        [done] Done
        [double] Double every { $building }
       *[steal] Steal half the income
    }
  }
carson-do-amount = { $question ->
    [spend] { $n ->
        [0] Spend nothing
       *[other] Spend ${ $n } ({ $cost } VP)
    }
    [bid] Bid ${ $n }
    [buyvp] { $n ->
        [0] Buy no VP
       *[other] Buy { $n } VP (${ $cost })
    }
    [banker] { $n ->
        [0] No package
       *[other] Buy { $n } VP for ${ $cost }
    }
    [heroes] { $n ->
        [0] Keep your cowboys (+{ $cost } VP)
        [one] Give up 1 cowboy (+{ $cost } VP)
       *[other] Give up { $n } cowboys (+{ $cost } VP)
    }
    [captain] { $n ->
        [0] Buy nothing
       *[other] Buy { $n } { $what ->
            [cowboys] { $n ->
                [one] cowboy
               *[other] cowboys
            }
           *[revolvers] { $n ->
                [one] revolver
               *[other] revolvers
            }
        } for ${ $cost }
    }
   *[other] Buy { $n }
  }
carson-do-slot = { $building } from the ${ $price } slot{ $cost ->
    [0] {""}
   *[other] {" "}for ${ $cost }
  }
carson-do-kept = Build { $building } now
carson-do-gamble = Free gambling cowboy
carson-do-pass = Pass
carson-pass-help = Place nothing more this round; take the next pass position.
carson-stage-row = Row { $row }
carson-stage-track = Action track
carson-stage-pawn = The Sheriff's white pawn
carson-stage-roads = Roads
carson-stage-tens = ${ $low }-{ $high }

## Events

carson-ev-townhall-drawn = The Town Hall was drawn from the bag.
carson-ev-slot-filled = The ${ $price } slot gets { $the } from the bag.
carson-ev-built = { $who } built { $the } on { $plot }.
carson-ev-townhouse = { $who } upgraded the house on { $plot } to a townhouse.
carson-ev-house = { $who } added a house on { $plot }.
carson-ev-attack-cancelled = The attack on { $who }'s building at { $plot } was called off.
carson-ev-road = { $who } built the road { $edge }.
carson-ev-governor-vp = { $who } gained { $vp } VP (Governor).
carson-ev-rolled = { $who } rolled { $dice } + firepower { $fire } = { $total }.
carson-ev-rerolled = { $who } re-rolled { $dice }: total { $total }.
carson-ev-duel-won = { $who } won the duel at { $loc }.
carson-ev-gunsmith-vp = { $who } gained { $vp } VP (Gunsmith).
carson-ev-sheriff-vp = { $who } gained { $vp } VP (Sheriff).
carson-ev-undertaker-paid = { $who } paid $2 to { $to } (Undertaker).
carson-ev-undertaker-vp = { $who } lost 1 VP (Undertaker).
carson-ev-salary = { $who } earned ${ $money } salary.
carson-ev-road-taken = { $who } took { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }.
carson-ev-ammo = { $who } took the Ammunition chip.
carson-ev-gambled = { $who } rolled { $dice } at the gambling table.
carson-ev-gained = { $who } gained ${ $money }.
carson-ev-scored = { $who } scored { $vp } VP.
carson-ev-townhall-occupied = { $who } occupies the Town Hall.
carson-ev-attack-won = { $who } robbed the building on { $plot }.
carson-ev-income = { $who } earned ${ $money } from { $the } on { $plot }.
carson-ev-stole = { $who } took ${ $money } from the building on { $plot }.
carson-ev-round = Round { $round } begins.
carson-ev-cowboys = { $who } received { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }.
carson-ev-spent = { $who } spent ${ $money } for { $vp } VP.
carson-ev-claimed = { $who } took plot { $plot }.
carson-ev-final = { $who }: { $money } VP for money, { $property } for property, { $station } for the station{ $teacher ->
    [0] {""}
   *[other] , { $teacher } from the Teacher
}; { $vp } VP in all.
carson-ev-plot-rolled = Dice white { $white }, black { $black }: { $plot }.
carson-ev-took = { $who } took { $the_card } ({ $side }).
carson-ev-prospector-flipped = No Mine is left: { $who } uses the red Gold Prospector.
carson-ev-bought = { $who } bought { $the } for ${ $money }.
carson-ev-kept = { $who } kept { $the } for later.
carson-ev-consent-given = { $who } allowed a house on { $plot }.
carson-ev-consent-refused = { $who } refused a house on { $plot }.
carson-ev-side = { $who } chose the { $which ->
    [Y] Doctor
   *[R] Undertaker
  }.
carson-ev-captain = { $who } bought { $count ->
    [one] 1 { $which ->
        [Y] cowboy
       *[R] revolver
    }
   *[other] { $count } { $which ->
        [Y] cowboys
       *[R] revolvers
    }
  }.
carson-ev-taxed = { $who } paid ${ $money } tax to { $to }.
carson-ev-bid = { $who } bid ${ $money }.
carson-ev-dropped = { $who } dropped out of the auction.
carson-ev-auction-unsold = Nobody bid: the auction ended without a sale.
carson-ev-auction-won = { $who } won the auction for ${ $money }.
carson-ev-vp-bought = { $who } bought { $vp } VP for ${ $money }.
carson-ev-placed = { $who } placed a cowboy on { $loc }{ $noduel ->
    [true] {" "}with a no-duel token
   *[false] {""}
  }{ $dynamite ->
    [true] {" "}with dynamite
   *[false] {""}
  }.
carson-ev-pawn = { $who } put the white pawn on { $loc }.
carson-ev-free-gamble = { $who } put the free gambling cowboy on the table.
carson-ev-passed = { $who } passed (position { $position }).
carson-ev-replaced = { $who } paid the Doctor and moved the cowboy to { $loc }.
carson-ev-plot-bought = { $who } bought plot { $plot } for ${ $money }.
carson-ev-doubled = { $who } doubled every { $building }.
carson-ev-blasted = { $who } blasted the Mine on { $plot }.
carson-ev-townhall-placed = { $who } placed the Town Hall on { $plot }.
carson-ev-road-supply = A road from the supply was built { $edge }.
carson-ev-townhall-nowhere = The Town Hall found no plot.

## Rules topics

carson-rules-overview = Four rounds. Each round: choose a character, place cowboys on the action track, plots and buildings, resolve the track in order (duels: one die + firepower, ties to the earliest passer), then spend money above your limit (1 VP per $10). Most VP wins.
carson-rules-round = Placement goes by character number; passing fixes the next round's choice order and breaks every tie. Salary and Road take many cowboys; every other location allows one cowboy per player.
carson-rules-duels = Firepower = cowboys in reserve + revolvers + bonuses. Losers' cowboys go back to the reserve; the winner's cowboy is spent.
carson-rules-buildings = Buildings go on your own empty plots; all but Ranches and Mines need a road and a house. Income comes at step 10 from the houses and buildings around them.
carson-rules-scoring = At the end: 1 VP per $6, 2 VP per owned plot with a building, house or mountain, the Train Station's VP, and the Teacher's bonus. Ties go to the earliest passer of round 4.

# /rules topic titles (the texts above are carson-rules-*)
carson-topic-overview = Overview
carson-topic-round = Placing cowboys
carson-topic-duels = Duels
carson-topic-buildings = Buildings
carson-topic-scoring = End of the game

carson-ev-gambled-product = { $who } rolled { $a } and { $b } with the free gambling cowboy: their product is paid.
carson-q-kit = place, take back or declare done (Kit Carson)
carson-illegal-kit = You have no piece there to take back.
carson-do-recall = Take back from { $loc }
carson-ev-recalled = { $who } took a piece back from { $loc }.
carson-ev-kit-bonus = { $who } gained { $vp } VP for passing early (Kit Carson).
carson-ev-bridge = { $who } built a bridge { $edge }.
carson-q-sheet = fill in your secret starting sheet (11 points)
carson-illegal-sheet = A sheet must spend exactly 11 points within each line's range.
carson-do-sheet = ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $revolvers ->
        [one] 1 revolver
       *[other] { $revolvers } revolvers
    }, { $plots ->
        [one] 1 plot
       *[other] { $plots } plots
    }
carson-stage-money = Money ${ $money }
carson-hand-sheet = Your sheet: ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $revolvers ->
        [one] 1 revolver
       *[other] { $revolvers } revolvers
    }, { $plots ->
        [one] 1 plot
       *[other] { $plots } plots
    }.
carson-ev-sheet = { $who } submitted a sheet: { $money ->
        [one] 1 money point
       *[other] { $money } money points
    }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $revolvers ->
        [one] 1 revolver
       *[other] { $revolvers } revolvers
    }, { $plots ->
        [one] 1 plot
       *[other] { $plots } plots
    }.
carson-ev-sheet-in = { $who } submitted a sheet.
carson-ev-sheet-shown = { $who } starts with ${ $money }, { $cowboys ->
        [one] 1 cowboy
       *[other] { $cowboys } cowboys
    }, { $roads ->
        [one] 1 road
       *[other] { $roads } roads
    }, { $revolvers ->
        [one] 1 revolver
       *[other] { $revolvers } revolvers
    } and { $plots ->
        [one] 1 plot
       *[other] { $plots } plots
    }.
carson-q-tiles = choose in secret which duel tiles you play
carson-illegal-tiles = You do not hold those tiles.
carson-do-tiles = { $second ->
    [-1] Play tile { $first }
   *[other] Play tiles { $first } + { $second }
  }
carson-hand-tiles = Your duel tiles: { $tiles }.
carson-ev-tiles-chosen = { $who } chose duel tiles worth { $tiles }.
carson-ev-tiles-in = { $who } chose a duel tile.
carson-ev-tiles-shown = { $who } played { $tiles } + firepower { $fire } = { $total }.
carson-ev-tiles-drawn = { $who } drew duel tiles from the discard pile ({ $count } in hand).
carson-q-outlaw_move = which outlaw moves next
carson-illegal-outlaw_move = That outlaw has already moved.
carson-q-outlaw_win = take the outlaw's reward or steal half the income
carson-illegal-outlaw_win = Choose the reward or the steal.
carson-ev-outlaws-arrive = Outlaws ride in: white { $white }, black { $black }; strength { $strength }, { $count } arriving.
carson-ev-outlaw-jailed = An outlaw landed on the Prison at { $plot } and was jailed ({ $vp } VP to its owner).
carson-ev-outlaw-landed = An outlaw arrived at { $plot }.
carson-ev-outlaw-moved = The outlaw at { $start } moved to { $plot }.
carson-ev-outlaw-won = The outlaw at { $plot } beat off the cowboys.
carson-ev-outlaw-beaten = { $who } drove off the outlaw at { $plot }.
carson-q-horse = put a horse in a corral?
carson-illegal-horse = You have no horse for that corral.
carson-q-corral2 = corral 2: place another cowboy, move one, or pass now
carson-illegal-corral2 = That is not one of corral 2's moves.
carson-q-salary_horse = pay $4 for a horse instead of this cowboy's $4 salary?
carson-illegal-salary_horse = You cannot buy a horse now.
carson-q-corral3 = which Ranch to double (corral 3)
carson-illegal-corral3 = Choose one of your Ranches.
carson-do-corral = { $cowboy ->
    [true] Cowboy into corral { $corral }
   *[false] Horse into corral { $corral }
  }
carson-ev-horse = { $who } received a horse.
carson-ev-corral = { $who } put a horse in corral { $corral }.
carson-ev-corral-cowboy = { $who } put a cowboy in corral { $corral }.
carson-ev-rodeo = { $who } won the rodeo with { $score ->
        [one] 1 point
       *[other] { $score } points
    }.
carson-ev-ranch-doubled = { $who } doubled the Ranch on { $plot }.
carson-ev-horse-vp = { $who } scored { $vp } VP for horses.
carson-teacher-random = The Teacher can only join a random character set.
carson-seat-count = Carson City needs 2 to 6 players.

## Card reference (/card)

carson-card-character = Character
carson-card-building = Building
carson-card-sides =
    Yellow side: { $yellow }
    Red side: { $red }
carson-card-yellow = { $id ->
    [newsboy] Pay $3 (you need $3 to take this side), then at once take a second available card, not the Sheriff: you use its powers and its money limit, but you place as number 0.
    [sheriff] Take the white pawn. On one of your turns you may place it, instead of a cowboy, on an action-track space with no cowboy: it performs that space's action alone, never duels and adds no firepower.
    [banker] Gain $9 at once.
    [grocer] Take $8 at once, or wait until building income and then either double the income of every building of one type you own, or take $8.
    [coolie] Gain 2 roads at once. This round every building you buy from a market slot costs half its price, rounded up ({ $halves }).
    [settler] At once put a property tile on one purchasable plot, free.
    [captain] At once you may buy cowboys: { $cn1 } for ${ $cp1 }, { $cn2 } for ${ $cp2 } or { $cn3 } for ${ $cp3 } (10 cowboys of your own at most).
    [mercenary] +3 firepower until the end of the round.
    [indian] At once gain 2 plots by dice, free: each roll picks a central plot and is rolled again while that plot is owned or not empty.
    [prospector] At once you may pay $10 to take a Mine (from the market, else from the bag), put a property tile on an unowned empty plot and build the Mine there (no road or house needed; +1 revolver). If no Mine is left when the card is taken, it turns to its red side for the rest of the game.
    [gunsmith] +2 VP at once for every duel you win this round, outlaw fights included.
    [singer] 2 no-duel tokens for this round. A cowboy carrying one (on Roads (3) or a money or VP space) never duels and always performs its action; the other cowboys there settle it among themselves.
    [auctioneer] At once auction 2 purchasable plots as one lot, starting with you; only players with 2 property tiles left may bid. Another winner pays half the bid (rounded down) to the bank and the rest to you; if you win, you pay only that half to the bank.
    [governor] +1 road at once. This round each road you build that newly connects a plot gives +1 VP (a bridge +2 VP with Carson River).
    [doctor] Doctor: this round each cowboy that loses a duel (outlaw fights included) may be placed again on a location not yet resolved, for $3 paid to you (yours go free). You also gain $3 for each outlaw beaten.
    [cowboy] Gain 1 horse at once (Horses variant; without it this side does nothing).
    [heroes] This round none of your buildings can be attacked and outlaws do not cut their income; you may not attack.
   *[teacher] Next round you choose your character first, however late you passed.
}
carson-card-red = { $id ->
    [newsboy] The same without paying, but your money limit is the second card's minus ${ $less }.
    [sheriff] You may not attack buildings, nor place a cowboy where another player already has one that would duel (you may still defend your own buildings). Each duel you lose, outlaw fights included, gives you +3 VP at once.
    [banker] Once, at the end of the round, you may buy one VP package: { $bn1 } VP for ${ $bp1 }, { $bn2 } VP for ${ $bp2 } or { $bn3 } VP for ${ $bp3 }.
    [grocer] At once choose $8, or 1 VP per house or townhouse on your plots at the end of the round.
    [coolie] At once you may pay $5 to take any building from the market, then build it now or keep it for later.
    [settler] At once choose $8, or 1 VP per mountain on your plots at the end of the round.
    [captain] At once you may buy permanent revolvers: { $rn1 } for ${ $rp1 } or { $rn2 } for ${ $rp2 }.
    [mercenary] +2 firepower until the end of the round.
    [indian] This round every plot you buy costs you at most $3.
    [prospector] Gain 2 dynamite tokens (7 in the box). Each one either triples one of your Mines' income at building income or, attached to a cowboy when you place it, lets that cowboy roll 2 dice if it duels.
    [gunsmith] In every duel you may roll your dice again once, after everyone has rolled. You also gain 1 dynamite token.
    [singer] Once this round, instead of a normal placement, put a free extra cowboy on Gambling: it never duels, rolls 2 dice and earns their product.
    [auctioneer] At once auction the Ammunition chip, starting with you: the winner pays you the bid (nothing if you win) and holds the chip (+3 firepower) for the round.
    [governor] At once raise one tax from every other player: $1 per revolver token they own, or a tenth of their money, rounded up.
    [doctor] Undertaker: this round, each time another player's cowboy loses a duel (outlaw fights included), its owner pays you $2 or loses 1 VP. You also gain $2 for each outlaw beaten.
    [cowboy] At once you may pay $8 to take a Ranch (from the market, else from the bag), put a property tile on an unowned empty plot and build the Ranch there (+1 revolver).
    [heroes] At once choose: +{ $hp0 } VP; or return { $hn1 } cowboy from your reserve to the supply for +{ $hp1 } VP; or return { $hn2 } for +{ $hp2 } VP.
   *[teacher] At final scoring, +2 VP per School, Prison and Church on your plots, and +2 VP if you own no Saloon.
}
carson-card-limits = Money limit: ${ $yellow } (yellow) · ${ $red } (red)
carson-card-limit-newsboy = Money limit: the second card's (yellow) · the second card's − ${ $less } (red)
carson-card-order = Places as number { $n }
carson-card-teacher-rounds = Yellow side in rounds { $yellow }; red side in round { $red }
carson-card-house = House card: only in a random character set with the Teacher option
carson-card-note = { $id ->
    [newsboy] Only ever used as an 8th card; both cards return at the end of the round
   *[doctor] You choose Doctor (yellow) or Undertaker (red) when you take it
}
carson-card-building-text = { $kind ->
    [ranch] Income: $1 per adjacent empty plot, whoever owns it (at least $1).
    [mine] Income: $3 per adjacent mountain that is unowned or yours (+$3 next to the river with Carson River).
    [drugstore] Income: $3 per adjacent house symbol on an unowned plot or yours, + $3 per Ranch you have built.
    [bank] Income: $3 per adjacent house symbol on an unowned plot or yours, + $3 per Mine you have built.
    [saloon] Income: $5 per adjacent house symbol on an unowned plot or yours.
    [hotel] Income: $6 every round.
    [church] No income. Your buildings next to it cannot be attacked; building it cancels the pending attacks on them.
    [prison] No income. With Outlaws, no outlaw arrives or moves next to it, and one that lands on it is jailed for VP to its owner.
    [store] Income: for each adjacent house symbol, $6 if it is on your plot, $3 otherwise (unowned or another player's).
    [school] No income. Building it needs 3 houses instead of 1.
    [blacksmith] Income: $5 × the round number, + $5 per Ranch you have built.
    [townhall] Belongs to nobody: when drawn, it is placed on an unowned connected plot. A cowboy placed on it occupies it (rivals duel for it) and stays until beaten; every building of the occupant earns one income level more.
   *[station] No income. It must stand beside a full straight road. At the end of the game its owner scores half the house symbols on the whole map, rounded down.
}
carson-card-count = { $count } in the box ({ $first } in the first-game set)
carson-card-cost = Price: its market slot's, ${ $low }–${ $high }
carson-card-never-bought = Never bought, never owned
carson-card-needs = { $road ->
    [yes] Needs a road
   *[no] Needs no road
  } · { $houses ->
    [0] no house to add
    [1] 1 house to add
   *[other] { $houses } houses to add
  }
carson-card-symbols = { $he ->
    [0] No house symbol
    [1] 1 house symbol
   *[other] { $he } house symbols
  } · { $revolvers ->
    [0] no revolver when built
    [1] +1 revolver when built
   *[other] +{ $revolvers } revolvers when built
  }
carson-card-attack = { $attackable ->
    [yes] Can be attacked
   *[no] Cannot be attacked
  }
carson-card-cap = Income cap: ${ $cap }
carson-card-townhall-step = Occupying the Town Hall: +${ $step } income
carson-tie-break = { $who } passed earliest in the last round

## Questions named by their subject (asking.py)

carson-slot = { $empty ->
    [yes] Building ${ $price } (empty)
   *[no] { $building } ${ $price }
  }
carson-the-building = { $kind ->
    [ranch] the Ranch
    [mine] the Mine
    [drugstore] the Drugstore
    [bank] the Bank
    [saloon] the Saloon
    [hotel] the Hotel
    [church] the Church
    [prison] the Prison
    [store] the Store
    [school] the School
    [blacksmith] the Blacksmith
    [townhall] the Town Hall
    [station] the Train Station
   *[none] nothing
}
carson-the-card = { $n ->
    [0] the Newspaper Boy
    [1] the Sheriff
    [2] the Banker
    [3] the Grocer
    [4] the Chinese Worker
    [5] the Settler
    [6] the Captain
    [7] the Mercenary
    [8] the Indian
    [9] the Gold Prospector
    [10] the Gunsmith
    [11] the Singer
    [12] the Auctioneer
    [13] the Governor
    [14] the Doctor/Undertaker
    [15] the Cowboy
    [16] the Heroes
   *[17] the Teacher
}
carson-lot-ammo = the Ammunition chip
carson-lot-plots = plots { $a } and { $b }
carson-ask-buy = buy { $building } for ${ $price }{ $half ->
    [yes] {" "}(half price with the Chinese Worker)
   *[no] {""}
  }?
carson-ask-site = where to build { $building }?
carson-ask-special = pay ${ $price } for { $building } and a new plot to build it on?
carson-ask-house = { $n ->
    [1] where to add the house for { $building } on { $plot }?
   *[other] where to add house { $k } of { $n } for { $building } on { $plot }?
  }
carson-ask-consent = let { $who } put a house on your plot { $plot } (for { $building } on { $site })?
carson-ask-kept = build a kept building now ({ $buildings })?
carson-ask-buyplot = buy plot { $plot } for ${ $price }? You have ${ $money }.
carson-ask-buyvp = how many VP to buy at ${ $price } each? You have ${ $money }.
carson-ask-spend = how much to spend (1 VP per $10)? You have ${ $money } and may keep ${ $limit }{ $least ->
    [0] .
   *[other] : spend at least ${ $least }.
  }
carson-ask-bid = raise the bid for { $lot } or drop out: { $high ->
    [0] no bid yet
   *[other] highest bid ${ $high } ({ $who })
  }; you have ${ $money }.
carson-ask-captain = how many { $what ->
    [cowboys] cowboys
   *[revolvers] revolvers
  } to buy (Captain)? You have ${ $money }.
carson-ask-banker = buy a VP package (Banker)? You have ${ $money }.
carson-ask-doctor = you lost the duel at { $loc }: { $price ->
    [0] re-place your cowboy for free (Doctor)?
   *[other] pay the Doctor ({ $who }) ${ $price } to re-place your cowboy?
  }
carson-ask-undertaker = you lost a duel: pay the Undertaker ({ $who }) $2 or lose 1 VP?
carson-ask-reroll = re-roll your duel die at { $loc }? Your total is { $mine }; { $rival ->
    [player] the best other total is { $best }
   *[outlaw] the outlaw's strength is { $best }
  }.
carson-ask-outlaw_win = you beat the outlaw at { $plot }: take { $vp } VP or steal half the income there?
carson-ask-claim = { $what ->
    [settler] choose a free plot (Settler)
    [auction] choose the first plot to auction (Auctioneer)
    [auction2] choose the second plot to auction (Auctioneer)
    [townhall] choose the unowned plot for the Town Hall
    [special] choose the plot to build { $building } on
   *[other] choose a plot
  }
carson-ask-card = { $question } ({ $card })
carson-ask-money_or_vp = take $8 now, or 1 VP per { $per ->
    [houses] house or townhouse
   *[mountains] mountain
  } on your plots at the end of the round ({ $card })?
carson-ask-order = which { $what ->
    [plots] plot duel
    [attacks] attack on a building
   *[fights] outlaw fight
  } is settled next?
carson-ask-coolie = take any building from the market for ${ $price } ({ $card })?
carson-corral-help = { $corral ->
    [1] Corral 1: firepower +1 this round (+2 with 3 horses); 1 rodeo point a horse
    [2] Corral 2: at once place another cowboy, move one, or pass; 2 rodeo points a horse
    [3] Corral 3: double one of your Ranches' income this round; 3 rodeo points a horse
    [4] Corral 4: +$2 at once; 4 rodeo points a horse
   *[5] Corral 5: 5 rodeo points a horse
  }
