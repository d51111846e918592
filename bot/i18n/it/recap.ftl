# "Dall'ultima volta che hai guardato" (issue 21, punto 1).
recap-title = **Dall'ultima volta che hai guardato:**
recap-earlier = { $n ->
    [one] …e 1 mossa precedente: /game log
   *[other] …e { $n } mosse precedenti: /game log
}
recap-waits = { $who }: quello che è successo dalla tua ultima mossa ti aspetta in **{ ui-my-hand }**.
recap-status-field = Dall'ultima volta che hai guardato

# Sostituti e host (issue 21, punto 3).
recap-what-replace = sostituire giocatori
recap-what-approve = approvare chi prende un posto
recap-what-host = cedere il ruolo di host
recap-replace-seated = Questa persona ha già un posto in questa partita.
recap-replace-bot = Un bot non può prendere un posto: scegli un membro di questo server.
recap-replace-gone = Questa persona non è più in questo server.
recap-seat-not-open = Quel posto non è libero: qualcuno lo gioca.
recap-seats-closed = A questo tavolo nessuno può prendere un posto libero.
recap-seat-needs-host = L'host approva chi prende un posto: la tua richiesta è stata pubblicata.
recap-seat-yours = { $who }, ora giochi il posto che giocava { $seat }: la tua mano è qui sotto.
recap-take-button = Prendi il posto di { $seat }
recap-approve-button = Approva
recap-seat-taken = Ora giochi il posto che giocava { $seat }. La tua mano è nei messaggi privati e in **{ ui-my-hand }**.
recap-took = { $who } ora gioca il posto che giocava { $seat }.
recap-replaced = { $who } ora gioca il posto che giocava { $seat } (sostituzione decisa dall'host).
recap-replace-done = Fatto: il posto ora è di { $who }.
recap-asks = { $who } chiede di prendere il posto che giocava { $seat }. { $host }, approvi?
recap-host-now = Ora l'host di questa partita è { $who }.
recap-host-done = Fatto: hai ceduto il ruolo di host.
recap-settings = { $settings } Posti liberi: { $open_seats }.
recap-open-seats-anyone = chiunque può prenderli
recap-open-seats-host = l'host approva chi li prende
recap-open-seats-nobody = nessuno può prenderli
recap-played-by = { $name } (prima: { $former })
