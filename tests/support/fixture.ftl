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
toy-q-claim = claim a plot
toy-q-dispute = dispute the claim or not
toy-taken = That plot is taken.
toy-status = { $claims } claims so far
toy-dispute = { $yes ->
    [true] Dispute the claim
   *[false] Let it stand
}
toy-claim = Claim { $plot }
toy-row = Row { $row }
toy-over = The land is claimed.
