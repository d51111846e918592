# "Since you last looked" (issue 21, item 1): the recap heading a turn DM, /hand and
# /game status, and the note for players without DMs.
recap-title = **Since you last looked:**
recap-earlier = { $n ->
    [one] …and 1 earlier move: /game log
   *[other] …and { $n } earlier moves: /game log
}
recap-waits = { $who }: what happened since your last move waits behind **{ ui-my-hand }**.
recap-status-field = Since you last looked
