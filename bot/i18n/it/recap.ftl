# "Dall'ultima volta che hai guardato" (issue 21, punto 1).
recap-title = **Dall'ultima volta che hai guardato:**
recap-earlier = { $n ->
    [one] …e 1 mossa precedente: /game log
   *[other] …e { $n } mosse precedenti: /game log
}
recap-waits = { $who }: quello che è successo dalla tua ultima mossa ti aspetta in **{ ui-my-hand }**.
recap-status-field = Dall'ultima volta che hai guardato
