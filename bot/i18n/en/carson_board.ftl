# Carson City board images (render/carson*.py): captions of the drawing only.

carson-r-track = Action track
carson-r-space = { $id ->
    [SALARY] Salary
    [AMMO] Ammo
    [ROADS_3] 3 roads
    [ROAD_1] 1 road
    [INCOME_PLOTS] $ for plots
    [INCOME_COWBOYS] $ for cowboys
    [GAMBLING] Gambling
    [VP_PLOTS] VP for plots
    [VP_BUILDINGS] VP for buildings
    [VP_COWBOYS] VP for cowboys
   *[other] Buy VP
}
carson-r-short = { $kind ->
    [ranch] Ranch
    [mine] Mine
    [drugstore] Drugs
    [bank] Bank
    [saloon] Saloon
    [hotel] Hotel
    [church] Church
    [prison] Prison
    [store] Store
    [school] School
    [blacksmith] Smith
    [townhall] T. Hall
    [station] Station
   *[other] ?
}
carson-r-vp-price = 1 VP = ${ $price }
carson-r-empty-slot = empty
carson-r-chars = Characters
carson-r-players = Players
carson-r-order = Order:
carson-r-col = { $col ->
    [money] Money
    [vp] VP
    [rev] Guns
    [fire] Fire
    [cowboys] Cowb.
    [roads] Roads
   *[tiles] Tiles
}
carson-r-passed = passed
carson-r-kept = kept { $list }
carson-r-ammo = ammunition
carson-r-dynamite = dynamite { $count }
carson-r-mir-count = { $count ->
        [one] 1 duel tile
       *[other] { $count } duel tiles
    }
carson-r-mir-total = announced { $total }
carson-r-discard = Duel tiles discarded: { $tiles }
carson-r-now = Now
carson-r-idle = Nothing to answer now.
carson-r-no-duel = No duel yet.
carson-r-duel = Last duel, { $loc }:
carson-r-duel-won = { $who } won
carson-r-townhall = Town Hall { $plot }: { $who }
carson-r-townhall-free = Town Hall { $plot }: free
carson-r-outlaws = Outlaws (strength { $strength }): { $plots }
carson-r-bag = { $count ->
        [one] 1 building
       *[other] { $count } buildings
    } in the bag
carson-r-legend-mountain = mountain
carson-r-legend-house = house
carson-r-legend-townhouse = townhouse
carson-r-legend-connected = on a road
carson-r-legend-offered = offered road: its number starts the answer
carson-r-legend-pawn = Sheriff pawn
carson-r-legend-dynamite = dynamite
carson-r-legend-river = river
carson-r-outlaw = Outlaw
carson-r-vp = { $vp } VP
carson-r-your-tiles = Your duel tiles (Might is Right):
carson-r-holds = Character: { $cards }
