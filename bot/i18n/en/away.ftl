# Time away, quiet hours, /mygames and the daily digest (issue 21).
ui-away-too-long = You can be away for 0 to { $limit } days (the longest any of your games allows); { $days } is not possible. Nothing changed.
ui-digest-bad-hour = The digest's hour is an hour of your clock, from 0 to 23; { $hour } is not one. Nothing changed.
ui-away-status = 💤 You are away until { $until }: your deadlines wait.
ui-away-game = · { $game } #{ $id }: your time paused until { $until }
ui-away-back = Welcome back: every decision waiting on you has its full time again.
ui-digest-on = 📬 One DM a day at { $hour }:00 your time lists the games waiting on you, instead of a ping at each turn (a reaction, or a deadline less than 3 hours away, still pings).
ui-digest-off = 🔔 A ping at each turn again, no daily digest.
ui-away-line = 💤 { $who } is away until { $until }: the game waits for them.
ui-mygames-title = { $count ->
    [one] Your game (1)
   *[other] Your games ({ $count })
  } · { $yours ->
    [0] none waits on you
    [one] 1 waits on you
   *[other] { $yours } wait on you
  }
ui-mygames-empty = You are not in any live game. Open one with `/game new`.
ui-mygames-line = **{ $game } #{ $id }** · { $state } · [table]({ $link })
ui-mygames-yours = ➡️ your move, due { $due }
ui-mygames-yours-open = ➡️ your move
ui-mygames-waiting = waiting for { $who }
ui-mygames-lobby = lobby, not started yet
ui-mygames-away = 💤 your time paused until { $until }
ui-mygames-more = { $count ->
    [one] …and 1 more game.
   *[other] …and { $count } more games.
  }
ui-digest-title = { $count ->
    [one] Saloon: 1 game waits on your move
   *[other] Saloon: { $count } games wait on your move
  }
ui-settings-away = { $settings } A player away pauses this game for at most { $days } days.
