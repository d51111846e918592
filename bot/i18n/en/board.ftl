## Board and hand images (render/), shared by every game and per game (issue #9)

core-board-you = You are { $name } — { $colour }, { $letter }
core-board-colour = { $letter ->
    [K] blue
    [Z] vermillion
    [U] green
    [J] purple
    [H] orange
    [R] grey
   *[E] sky blue
}
core-banner-title = Game over
core-banner-place = { $place }.
core-banner-score = { $score ->
    [one] 1 point
   *[other] { $score } points
}
core-banner-part = { $label } { $points }
core-banner-tie-break = Tie-break: { $rule }

tew-board-detail = buildings { $buildings }, industry { $industry }, Wanted { $wanted }; { $n ->
    [one] 1 building
   *[other] { $n } buildings
}, { $icons ->
    [one] 1 icon
   *[other] { $icons } icons
}
tew-board-part = { $part ->
    [buildings] buildings
    [wanted] Wanted
   *[industry] industry
}
tew-board-tie = { $rule ->
    [buildings] most buildings ({ $a } to { $b })
    [icons] most industry icons ({ $a } to { $b })
   *[none] none left ({ $a ->
        [one] 1 icon
       *[other] { $a } icons
    } each): the place is shared
}
tew-board-vp-parts = Your score now: { $vp } VP = buildings { $buildings } + industry { $industry } + Wanted { $wanted }
tew-board-can-buy = Buildings for sale
tew-board-building = { $name } — { $vp } VP, costs { $cost }
tew-board-free = free

wow-board-part = { $part ->
    [property] property
    [cattle] cattle
    [control] control
    [money] most money
   *[wanted] most Wanted
}
wow-board-tie = none: tied totals share the place
wow-board-score-now = Your score now: { $score } = { $parts }
wow-board-supply = { $cowboys } { $cowboys ->
    [one] cowboy
   *[other] cowboys
}, { $cattle } cattle{ $farmer ->
    [true] , farmer used
   *[other] {""}
}
