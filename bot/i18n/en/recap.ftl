# "Since you last looked" (issue 21, item 1): the recap heading a turn DM, /hand and
# /game status, and the note for players without DMs.
recap-title = **Since you last looked:**
recap-earlier = { $n ->
    [one] …and 1 earlier move: /game log
   *[other] …and { $n } earlier moves: /game log
}
recap-waits = { $who }: what happened since your last move waits behind **{ ui-my-hand }**.
recap-status-field = Since you last looked

# Substitutes and hosting (issue 21, item 3).
recap-what-replace = replace players
recap-what-approve = approve who takes a seat
recap-what-host = hand hosting over
recap-replace-seated = That member already has a seat in this game.
recap-replace-bot = A bot cannot take a seat: choose a member of this server.
recap-replace-gone = That member is not in this server any more.
recap-seat-not-open = That seat is not open: a player plays it.
recap-seats-closed = This table does not let anyone take a seat.
recap-seat-needs-host = The host approves who takes a seat: your request was posted.
recap-seat-yours = { $who }, you now play the seat { $seat } played: your hand is below.
recap-take-button = Take { $seat }'s seat
recap-approve-button = Approve
recap-seat-taken = You now play the seat { $seat } played. Your hand is in your DMs and behind **{ ui-my-hand }**.
recap-took = { $who } now plays the seat { $seat } played.
recap-replaced = { $who } now plays the seat { $seat } played (replaced by the host).
recap-replace-done = Done: { $who } has the seat.
recap-asks = { $who } asks to take the seat { $seat } played. { $host }, approve?
recap-host-now = { $who } hosts this game now.
recap-host-done = Done: hosting was handed over.
recap-settings = { $settings } Open seats: { $open_seats }.
recap-open-seats-anyone = anyone may take them
recap-open-seats-host = the host approves who takes them
recap-open-seats-nobody = nobody may take them
recap-played-by = { $name } (before: { $former })
