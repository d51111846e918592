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
carson-line-player = { $who }: ${ $money }, { $vp } VP, { $cowboys } cowboys, firepower { $fire }, { $plots } plots
carson-line-slot = Market ${ $price }: { $building }
carson-hand = You have ${ $money }, { $vp } VP, { $cowboys } cowboys, { $roads } roads, { $revolvers } revolvers; money limit ${ $limit }.
carson-over = { $who } wins with { $vp } VP.
carson-detail = ${ $money } left

## Questions

carson-q-draft = choose a starting plot
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
carson-q-dynamite = which Mine to blast
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

## Choices

carson-do-place = { $loc }{ $purpose ->
    [buy] : buy
    [attack] : attack
    [defend] : defend
    [townhall] : occupy the Town Hall
    [fight] : fight the outlaw
   *[space] {""}
  }{ $noduel ->
    [true] , no-duel token
   *[false] {""}
  }{ $dynamite ->
    [true] , dynamite
   *[false] {""}
  }
carson-do-pawn = White pawn on { $loc }
carson-do-road = Road { $edge }
carson-do-plot = { $question ->
    [draft] Take { $plot } (${ $price })
    [order] Duel at { $plot }
    [house] House at { $plot }
    [site] Build on { $plot }
    [dynamite] Blast the Mine on { $plot }
   *[other] { $plot } (${ $price })
  }
carson-do-card = { $card } ({ $side })
carson-card-help = { $card }, { $side } side
carson-do-choose = { $option ->
    [yes] Yes
    [no] No
    [money] Take $8
    [vp] VP at round end
    [defer] Decide at income
    [doctor] Doctor
    [undertaker] Undertaker
    [guns] Tax revolvers
    [cash] Tax money
    [keep] Keep it for later
    [decline] Decline
    [drop] Drop out
    [done] Done
    [double] Double every { $building }
   *[steal] Steal the income
  }
carson-do-amount = { $question ->
    [spend] Spend ${ $n }
    [bid] Bid ${ $n }
    [buyvp] Buy { $n } VP (${ $price } each)
    [banker] { $n ->
        [0] No package
       *[other] Buy { $n } VP
    }
    [heroes] Give up { $n } cowboys
   *[other] Buy { $n }
  }
carson-do-slot = { $building } from the ${ $price } slot
carson-do-kept = Build the kept { $building }
carson-do-gamble = Free gambling cowboy
carson-do-pass = Pass
carson-pass-help = Place nothing more this round; take the next pass position.
carson-stage-row = Row { $row }
carson-stage-track = Action track
carson-stage-roads = Roads
carson-stage-tens = ${ $low }-{ $high }

## Events

carson-ev-townhall-drawn = The Town Hall was drawn from the bag.
carson-ev-slot-filled = { $building } entered the ${ $price } slot.
carson-ev-built = { $who } built a { $building } on { $plot }.
carson-ev-townhouse = { $who } upgraded the house on { $plot } to a townhouse.
carson-ev-house = { $who } added a house on { $plot }.
carson-ev-attack-cancelled = The attack on { $who }'s building at { $plot } was called off.
carson-ev-road = { $who } built road { $edge }.
carson-ev-governor-vp = { $who } gained { $vp } VP (Governor).
carson-ev-rolled = { $who } rolled { $dice } + firepower { $fire } = { $total }.
carson-ev-rerolled = { $who } re-rolled { $dice }: total { $total }.
carson-ev-duel-won = { $who } won the duel at { $loc }.
carson-ev-gunsmith-vp = { $who } gained { $vp } VP (Gunsmith).
carson-ev-sheriff-vp = { $who } gained { $vp } VP (Sheriff).
carson-ev-undertaker-paid = { $who } paid $2 to { $to } (Undertaker).
carson-ev-undertaker-vp = { $who } lost 1 VP (Undertaker).
carson-ev-salary = { $who } earned ${ $money } salary.
carson-ev-road-taken = { $who } took { $roads } roads.
carson-ev-ammo = { $who } took the Ammunition chip.
carson-ev-gambled = { $who } rolled { $dice } at the gambling table.
carson-ev-gained = { $who } gained ${ $money }.
carson-ev-scored = { $who } scored { $vp } VP.
carson-ev-townhall-occupied = { $who } occupies the Town Hall.
carson-ev-attack-won = { $who } robbed the building on { $plot }.
carson-ev-income = { $who } earned ${ $money } from the { $building } on { $plot }.
carson-ev-stole = { $who } took ${ $money } from the building on { $plot }.
carson-ev-round = Round { $round } begins.
carson-ev-cowboys = { $who } received { $cowboys } cowboys.
carson-ev-spent = { $who } spent ${ $money } for { $vp } VP.
carson-ev-claimed = { $who } took plot { $plot }.
carson-ev-final = { $who }: { $money } VP for money, { $property } for property, { $station } for the station, { $teacher } from the Teacher; { $vp } VP in all.
carson-ev-plot-rolled = Dice white { $white }, black { $black }: { $plot }.
carson-ev-took = { $who } took the { $card } ({ $side }).
carson-ev-prospector-flipped = No Mine is left: { $who } uses the red Gold Prospector.
carson-ev-bought = { $who } bought a { $building } for ${ $money }.
carson-ev-kept = { $who } kept the { $building } for later.
carson-ev-consent-given = { $who } allowed a house on { $plot }.
carson-ev-consent-refused = { $who } refused a house on { $plot }.
carson-ev-side = { $who } chose the { $which ->
    [Y] Doctor
   *[R] Undertaker
  }.
carson-ev-captain = { $who } bought { $count } { $which ->
    [Y] cowboys
   *[R] revolvers
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
carson-ev-plot-bought = { $who } bought { $plot } for ${ $money }.
carson-ev-doubled = { $who } doubled every { $building }.
carson-ev-blasted = { $who } blasted the Mine on { $plot }.
carson-ev-townhall-placed = { $who } placed the Town Hall on { $plot }.
carson-ev-road-supply = A road from the supply was built on { $edge }.
carson-ev-townhall-nowhere = The Town Hall found no plot.

## Rules topics

carson-topic-overview = Four rounds. Each round: choose a character, place cowboys on the action track, plots and buildings, resolve the track in order (duels: one die + firepower, ties to the earliest passer), then spend money above your limit (1 VP per $10). Most VP wins.
carson-topic-round = Placement goes by character number; passing fixes the next round's choice order and breaks every tie. Salary and Road take many cowboys; every other location allows one cowboy per player.
carson-topic-duels = Firepower = cowboys in reserve + revolvers + bonuses. Losers' cowboys go back to the reserve; the winner's cowboy is spent.
carson-topic-buildings = Buildings go on your own empty plots; all but Ranches and Mines need a road and a house. Income comes at step 10 from the houses and buildings around them.
carson-topic-scoring = At the end: 1 VP per $6, 2 VP per owned plot with a building, house or mountain, the Train Station's VP, and the Teacher's bonus. Ties go to the earliest passer of round 4.
carson-ev-gambled-product = { $who } rolled { $a } and { $b } with the free gambling cowboy: their product is paid.
carson-q-kit = place, take back or declare done (Kit Carson)
carson-illegal-kit = You have no piece there to take back.
carson-do-recall = Take back from { $loc }
carson-ev-recalled = { $who } took a piece back from { $loc }.
carson-ev-kit-bonus = { $who } gained { $vp } VP for passing early (Kit Carson).
carson-ev-bridge = { $who } built a bridge on { $edge }.
carson-q-sheet = fill in your secret starting sheet (11 points)
carson-illegal-sheet = A sheet must spend exactly 11 points within each line's range.
carson-do-sheet = ${ $money }, { $cowboys } cowboys, { $roads } roads, { $revolvers } revolvers, { $plots } plots
carson-stage-money = Money ${ $money }
carson-hand-sheet = Your sheet: ${ $money }, { $cowboys } cowboys, { $roads } roads, { $revolvers } revolvers, { $plots } plots.
carson-ev-sheet = { $who } submitted a sheet: { $money } money points, { $cowboys } cowboys, { $roads } roads, { $revolvers } revolvers, { $plots } plots.
carson-ev-sheet-in = { $who } submitted a sheet.
carson-ev-sheet-shown = { $who } starts with ${ $money }, { $cowboys } cowboys, { $roads } roads, { $revolvers } revolvers and { $plots } plots.
carson-q-tiles = choose your duel tile(s) in secret
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
carson-ev-rodeo = { $who } won the rodeo with { $score } points.
carson-ev-ranch-doubled = { $who } doubled the Ranch on { $plot }.
carson-ev-horse-vp = { $who } scored { $vp } VP for horses.
carson-teacher-random = The Teacher can only join a random character set.
carson-seat-count = Carson City needs 2 to 6 players.
