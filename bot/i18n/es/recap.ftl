# "Desde la última vez que miraste" (issue 21, punto 1).
recap-title = **Desde la última vez que miraste:**
recap-earlier = { $n ->
    [one] …y 1 jugada anterior: /game log
   *[other] …y { $n } jugadas anteriores: /game log
}
recap-waits = { $who }: lo que pasó desde tu última jugada te espera en **{ ui-my-hand }**.
recap-status-field = Desde la última vez que miraste
