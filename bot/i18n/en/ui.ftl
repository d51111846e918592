# The Discord bot and the console: what players read around the games.

## After a change
ui-your-move = Your move: { $who }
ui-bots-thinking = The bots are thinking…
ui-also-called = Also called to the table: { $who }
ui-timed-out = ⏰ { $who }'s time ran out; Saloon played for them.
ui-game-over = 🏁 **Game over!** { $summary }
ui-standing = { $place }. { $who }: { $score }
ui-done = Done: { $move }
ui-ok = Done.
ui-undone = Undone: your last move was taken back.
ui-started = The game has started.

## The table and the hand
ui-table-title = { $game } · game #{ $id }
ui-players = Players
ui-table-footer = Board v{ $version } · /hand for your cards · /game log
ui-hand-title = Your hand · { $game } #{ $id }
ui-hand-your-move = **It is your move.**
ui-hand-waiting = Waiting for others.
ui-hand-empty = Nothing secret in your hand right now.
ui-since-last-look = **Since your last look:**
ui-hand-footer = Seat { $seat } · board v{ $version }
ui-hand-alt = Your private hand
ui-my-hand = My hand
ui-menu-placeholder = Choose a move ({ $where })
ui-menu-placeholder-all = Choose a move
ui-menu-page = { $first } … { $last }
ui-menu-group = { $count ->
    [one] 1 move
   *[other] { $count } moves
}
ui-menu-next = { $where }: choose below.
ui-current-board = Current board: { $link }
ui-not-your-buttons = It is not your turn: these choices are { $who }'s. You will be pinged when it is yours.
ui-unknown-move = I don't know that move. Pick one from the list as you type.
ui-several-moves = That could be several moves ({ $some }). Type more of its name.

## The lobby
ui-lobby-title = { $game } · lobby #{ $id }
ui-lobby-body = { $blurb }
    { $low }-{ $high } seats · options: { $options }
ui-seated = Seated ({ $seated }/{ $seats })
ui-host-mark = {" "}(host)
ui-lobby-lobby = Open: press Join, or `/game join`.
ui-lobby-active = Started.
ui-lobby-ended = Closed.
ui-lobby-finished = Finished.
ui-lobby-join-button = Join
ui-lobby-leave-button = Leave
ui-lobby-addbot-button = Add a bot
ui-lobby-start-button = Start
ui-rematch-button = Rematch
ui-rematch-opened = Rematch lobby #{ $id } is open with the same players and options; you host it: press Start when everyone is ready.
ui-rematch-exists = A game is already open here: #{ $id }.
ui-rematch-not-over = A rematch can be asked for once the game is over.
ui-rematch-players-only = Only the players of that game can ask for a rematch.
ui-lobby-open = Lobby open: { $link }
ui-lobby-opened = { $game } lobby #{ $id } is open.
ui-lobby-expired = Lobby #{ $id } closed: nobody started it for a week.
ui-joined = You joined { $game }.
ui-joined-again = Welcome back: your seat is yours again.
ui-joined-no-dm = { $first } I could not DM you: your private cards will be in `/hand` and the **My hand** button instead.
ui-dm-welcome = You joined { $game } game #{ $id }. Your private cards and choices will arrive here.
ui-dm-welcome-languages = You joined { $game } game #{ $id }. Your private cards and choices will arrive here in { $mine }; the table speaks { $table }. `/notify` with `language` chooses the language of your messages.
ui-left = You left the lobby.
ui-left-running = You left. A bot plays your seat now; `/game join` takes it back.
ui-bot-seated = A bot took a seat.
ui-kicked = { $who } was removed.
ui-kicked-running = { $who } was removed from the game; a bot plays their seat now.
ui-ended = Game ended.
ui-ended-by = { $game } #{ $id } was ended by { $who }.
ui-board-posted = Board posted: { $link }
ui-log-empty = Nothing has happened yet.
ui-list-line = #{ $id } { $game } · { $status } · { $place }
ui-list-empty = No live games here.
ui-settings = Settings: { $turn } h per move, { $reaction } h to react during another turn, reminder { $reminder } h before, on timeout: { $timeout }, timers { $timers }, table language { $language }.
ui-settings-options = { $settings } Options: { $options }.
ui-reminder = ⏰ { $who }, your move in { $game } #{ $id } is due { $due }. { $link }

## Rules, preferences, errors
ui-no-rules = No summary yet.
ui-more-topics = More topics: { $topics }
ui-unknown-topic = { $game } has no rules topic "{ $topic }". Topics: { $topics }
ui-notify = DMs { $dm } · reminders { $reminders } · quiet hours { $quiet } ({ $zone }, now { $now } there) · language { $language }
ui-unknown-timezone = I do not know the time zone "{ $zone }". Pick one from the list, such as { $like }.
ui-forgotten = Done: your preferences are gone and your name in stored games is now anonymous.
ui-check-failed = You cannot use that here.
ui-unexpected = Something went wrong on our side; the game is unchanged. Please try again.
ui-unexpected-saved = Your move was saved, but showing the result failed. `/game board` shows the current board.
ui-console-help = Type a number or the start of a move's name; also: hand, log, hint, rules [topic], card <name>, undo, quit.
ui-console-range = Choose { $low }–{ $high }.
ui-console-amounts = Type an amount from { $low } to { $high } (or "{ $example }"), or the name of a move.
ui-console-stopped = Stopped: { $count } inputs in a row were not moves, and the input is not a terminal.
ui-console-undo-confirm = Take back your last move? (y/n)
ui-game-elsewhere = That game is played in another channel.
ui-missing-permissions = I cannot run a game here: I am missing { $perms }. Ask a server admin to grant them in this channel.
ui-no-thread-here = I can only open a game thread in a text channel. Use `/game new` without `thread`, or run it in a text channel.
ui-saved-forbidden = Your move was saved, but I may not post in this channel any more (missing permissions). Ask an admin, then use `/game board`.
ui-saved-gone = Your move was saved, but this game's channel or message is gone.
ui-unknown-button = That button is not one of mine any more. Use `/game board` for the current one.
ui-console-seats = { $game } takes { $low }-{ $high } seats, and the AI plays between 0 and all of them.
ui-saved-locked = Your move was saved, but this thread is locked, so the board cannot be posted. A moderator can unlock it; then use `/game board`.
ui-change-saved = { $done } It was saved, but showing it failed.
ui-change-saved-forbidden = { $done } It was saved, but I may not post in this channel any more (missing permissions): ask an admin.
ui-change-saved-gone = { $done } It was saved, but this game's channel or message is gone.
ui-change-saved-locked = { $done } It was saved, but this thread is locked, so I cannot post in it. A moderator can unlock it.
ui-game-unreadable-at = ⚠️ Game #{ $id } cannot be played here: { $why } Other games are not affected.
ui-limits = This server's caps: { $games } live games, { $lobbies } open lobbies per user.
ui-limits-admins = Only members with Manage Server can change this server's caps.
ui-limit-default = the default number of
ui-on = on
ui-off = off
ui-timeout-default = a sensible move is played
ui-timeout-ai = a bot takes the seat
ui-language-auto = as your Discord app
ui-language-en = English
ui-language-es = Spanish
ui-language-it = Italian
ui-console-start = { $game } #{ $id } · { $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    } ({ $ai } AI) · boards in { $folder }
ui-console-saved = Saved. Resume with: { $command }
ui-card-entry = { $name } — { $kind } · { $game }
ui-card-kind = { $kind } · { $game }
ui-card-unknown = No card is called "{ $typed }". Type part of its name and pick it from the list.
ui-card-ambiguous = "{ $typed }" could be several cards ({ $some }). Pick one from the list.
ui-restarting = Saloon is restarting right now: nothing was changed. Try again in a minute.
