fixture-blurb = A toy game for platform tests.
fixture-status = Round { $round }
fixture-picked = { $who } picked { $n }.
fixture-picked-secretly = { $who } picked a number.
fixture-won = { $who } won the round (die { $die }) and scored { $points ->
    [one] 1 point
   *[other] { $points } points
}.
fixture-hand = Your pick: { $n }
fixture-q-pick = pick a number
fixture-q-gamble = bank or gamble
fixture-pick = Pick { $n }
fixture-tens = { $low }-{ $high }
fixture-gamble = { $yes ->
    [true] Gamble for 2 (even die)
   *[false] Bank 1 point
}
fixture-over = The game is over.
