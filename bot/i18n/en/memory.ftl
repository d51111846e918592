## The table's memory (issue 22): results, ratings, leaderboards and statistics

ui-memory-what-rated = choose whether the game is rated
ui-memory-settings = { $settings } { $rated } { $hints }
ui-memory-rated = Rated: the result counts for this server's ratings.
ui-memory-unrated = Unrated: the result does not count for ratings.
ui-memory-no-ratings-in-dm = Ratings and leaderboards belong to a server: games in DMs are not rated.
ui-memory-admins-only = Only members with Manage Server can change this server's ratings, in the server.
ui-memory-void-none = No rated game #{ $id } finished in this server.
ui-memory-voided = Game #{ $id } no longer counts: this server's ratings were recomputed without it.
ui-memory-season-started = Season { $season } has begun: every rating in this server starts afresh at 1000.
ui-memory-leaderboard-on = You appear on leaderboards.
ui-memory-leaderboard-off = You are hidden from leaderboards (your games still count for your opponents).

ui-memory-board-title = Leaderboard · { $game } · season { $season }
ui-memory-board-line = { $rank }. { $name } — { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
} · { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
ui-memory-board-empty = Nobody is rated in this game here yet: a rated game needs at least two people.
ui-memory-board-footer = This server · { $players ->
    [one] { $players } player
   *[other] { $players } players
} · a new player starts at 1000
ui-memory-col-rank = #
ui-memory-col-player = Player
ui-memory-col-rating = Rating
ui-memory-col-games = Games
ui-memory-col-wins = Wins

ui-memory-stats-title = { $name } · { $game }
ui-memory-stats-all-games = all games
ui-memory-stats-none = No finished games here yet.
ui-memory-stats-games = { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}
ui-memory-stats-scores = Average score { $average }, best { $best }
ui-memory-stats-rating = Rating { $rating } ({ $trend } over the last { $games ->
    [one] rated game
   *[other] { $games } rated games
})
ui-memory-stats-unrated = Not rated in this game yet.

## End-of-game statistics
core-memory-round-scored = Scores noted at the end of round { $round }.
tew-stat-buildings = Buildings bought
tew-stat-duels-won = Duels won
tew-stat-duels-lost = Duels lost
tew-stat-wanted = Wanted card taken
ui-memory-post-title = Statistics · { $game } #{ $id }
ui-memory-chart-caption = { $game ->
   *[other] Score after each round
}
ui-memory-chart-round = { $game ->
   *[other] Round
}
wow-stat-auctions = Paid at auctions ($)
wow-stat-income = Income ($)
wow-stat-cattle = Cattle bought
wow-stat-built = Properties built
wow-stat-shootouts-won = Shootouts won
carson-stat-duels-won = Duels won
carson-stat-money-buildings = Building income ($)
carson-stat-money-salary = Salaries ($)
carson-stat-money-theft = Stolen ($)
carson-stat-money-bank = Other money ($)
carson-stat-bought = Buildings bought
legends-memory-lp = { $who }: { $n } LP noted for the statistics.
legends-stat-lp = { $source ->
    [fight] LP from fights
    [gold] LP from selling gold
    [poker] LP from poker
    [saloon] LP from the Saloon
    [marshal] LP from the Marshal track
    [wanted] LP from the Wanted track
    [card] LP from cards
    [rewards] LP from rewards
   *[other] LP from elsewhere
}
legends-stat-fights-won = Fights won
legends-stat-gold = Gold nuggets gained
legends-stat-marshal = Marshal spaces gained
legends-stat-wanted = Wanted spaces gained

## Game history, shown again, exported
ui-memory-not-here = Game #{ $id } is not a game of this server (or of this DM).
ui-memory-not-over = Game #{ $id } is not over yet: its history, record and replay come when it ends.
ui-memory-history-title = Finished games
ui-memory-history-line = **#{ $id }** { $game } · { $date } · { $players } · won by { $winners } · { $link }
ui-memory-history-empty = No finished games here yet.
ui-memory-exported = The record of game #{ $id }: replay it with `python -m bot.console --replay { $file }`.
ui-memory-replay-start = { $game } #{ $id }, played back: { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}; boards in { $folder }
ui-memory-replay = The replay of game #{ $id }: { $frames ->
    [one] { $frames } frame
   *[other] { $frames } frames
}, one per hand-over.
ui-memory-replay-alt = An animation of game #{ $id } from the first move to the last, a board per hand-over.
ui-memory-replay-button = Replay
ui-memory-frame-start = The start
ui-memory-frame = Move { $n } of { $total } · { $who }: { $move }
core-memory-points = Points: { $part }
ui-memory-stats-favourite = Favourite: { $role } ({ $games ->
    [one] { $games } game
   *[other] { $games } games
})
ui-memory-never-started = Game #{ $id } closed before it started: it has no board, record or replay.
