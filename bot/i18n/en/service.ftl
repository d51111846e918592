# The game service: lobby, play and timers (refusals and log stand-ins).
ui-no-such-game = There is no game called that. Try one of: { $known }.
ui-game-gone = That game does not exist (any more).
ui-game-newer = This game was saved by a newer version of Saloon and cannot be played here.
ui-no-game-here = There is no game here. Start one with `/game new`.
ui-host-only = Only the host or someone with Manage Server can { $what }.
ui-players-only = Only players at this table can add a bot.
ui-already-seated = You are already seated in this game.
ui-not-seated = You are not seated in this game.
ui-target-not-seated = That player is not seated in this game.
ui-game-full = This game is full ({ $seats ->
        [one] 1 seat
       *[other] { $seats } seats
    }).
ui-lobby-only = You can only { $what } before the game starts.
ui-already-over = This game is already over.
ui-already-started = This game has already started.
ui-not-started = This game has not started yet.
ui-wrong-seat-count = { $game } needs { $low }-{ $high } seats; there { $seats ->
    [one] is 1
   *[other] are { $seats }
}. Invite players or use `/game addbot`.
ui-not-playing = You are not playing in this game.
ui-not-your-turn = It is not your turn. You will be pinged when it is.
ui-stale = The board has moved on since that was shown. Here is the current state.
ui-move-gone = That move is not available any more. Check `/hand` or the board for your options.
ui-undo-not-yours = You can only undo your own last move, before anyone else has acted.
ui-undo-revealed = That move revealed cards or dice, so it cannot be undone.
ui-undo-older-rules = This game began under an earlier version of the rules, so its moves can no longer be taken back. Play on as usual.
ui-undid = took back their last move
ui-no-hand = You have no hand in this game.
ui-private-move = made a private choice
ui-plain = { $text }
ui-what-join = join
ui-what-addbot = add a bot
ui-what-leave = leave
ui-what-kick = kick players
ui-what-settings = change the settings
ui-what-options = change the game options
ui-what-end = end the game
ui-what-start = start the game
ui-option-unreadable = I could not read the option “{ $part }”. Write options as name=value.
ui-option-unknown = There is no option “{ $name }”. Options: { $known }.
ui-option-bad-value = “{ $value }” is not a value of { $name }. Choose one of: { $allowed }.
ui-option-invalid = Option { $name } is not valid: { $reason }.
ui-game-unreadable = This game's saved state cannot be read; the other games are not affected.
ui-place-taken = There is already a live game here. Finish or end it first.
ui-server-full = This server already has { $limit } live games. Finish or end one first.
ui-too-many-lobbies = You already have { $limit ->
    [one] an open lobby
   *[other] { $limit } open lobbies
}. Start or end one first.
ui-anonymous = Former player
