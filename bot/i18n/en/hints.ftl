# /hint (issue 23): what the hard bot would play now, privately, where the table allows hints.
ui-hint = Hint: **{ $move }** — expected { $expected }% (next best: { $next }, { $other }%).
ui-hint-close = Hint: **{ $move }** — expected { $expected }%. The move { $next } did a little better in fewer trial games ({ $other }%), not by enough to trust over the bot's own judgement.
ui-hint-alone = Hint: **{ $move }** — expected { $expected }% (the bot weighed no other move).
ui-hint-only = Hint: **{ $move }** is your only move.
ui-hint-heuristic = Hint: **{ $move }** — the bot's move here (it plays this kind of decision by its rules of thumb, without trial games).
ui-hint-unweighed = Hint: **{ $move }** — the bot's usual move here (it is too busy to weigh the others right now: ask again in a moment).
ui-hint-meaning = Expected: how the bot's trial games from here end for you, from 0 (a heavy loss) to 100 (a win by a wide margin).
ui-hint-asked = { $player } asked for a hint.
ui-hint-not-your-turn = A hint is for your own decision, and you have none to make right now.
ui-hints-off = Hints are off at this table. The host can allow them with `/game settings` (hints); a game with hints is not rated, so a rated game can only allow them in its lobby.
ui-hints-unrated = A table with hints is not rated: turn hints off first.
ui-hints-rated-running = This rated game has already started: hints make a game unrated, so they can only be turned on in the lobby.
ui-hints-on = Hints are on: players may ask `/hint`.
ui-hints-off-setting = Hints are off.
ui-hand-footer-hints = { $footer } · /hint: what the bot would play
