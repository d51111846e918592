## La memoria del tavolo (issue 22): risultati, classifiche e statistiche

ui-memory-what-rated = scegliere se la partita conta per la classifica
ui-memory-settings = { $settings } { $rated } { $hints }
ui-memory-rated = In classifica: il risultato conta per il punteggio di questo server.
ui-memory-unrated = Fuori classifica: il risultato non conta per il punteggio.
ui-memory-no-ratings-in-dm = Punteggi e classifiche appartengono a un server: le partite in messaggi privati non contano.
ui-memory-admins-only = Solo chi ha Gestire il server può modificare i punteggi di questo server, dal server.
ui-memory-void-none = In questo server non è finita nessuna partita in classifica #{ $id }.
ui-memory-voided = La partita #{ $id } non conta più: i punteggi di questo server sono stati ricalcolati senza di lei.
ui-memory-season-started = Inizia la stagione { $season }: tutti i punteggi di questo server ripartono da 1000.
ui-memory-leaderboard-on = Compari nelle classifiche.
ui-memory-leaderboard-off = Non compari nelle classifiche (le tue partite contano comunque per i tuoi avversari).

ui-memory-board-title = Classifica · { $game } · stagione { $season }
ui-memory-board-line = { $rank }. { $name } — { $rating } · { $games ->
    [one] { $games } partita
   *[other] { $games } partite
} · { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
}
ui-memory-board-empty = Qui nessuno ha ancora un punteggio in questo gioco: una partita in classifica richiede almeno due persone.
ui-memory-board-footer = Questo server · { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
} · chi comincia parte da 1000
ui-memory-col-rank = #
ui-memory-col-player = Giocatore
ui-memory-col-rating = Punteggio
ui-memory-col-games = Partite
ui-memory-col-wins = Vittorie

ui-memory-stats-title = { $name } · { $game }
ui-memory-stats-all-games = tutti i giochi
ui-memory-stats-none = Qui non ci sono ancora partite finite.
ui-memory-stats-games = { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
}
ui-memory-stats-scores = Punti: media { $average }, record { $best }
ui-memory-stats-rating = Punteggio { $rating } ({ $trend } { $games ->
    [one] nell'ultima partita in classifica
   *[other] nelle ultime { $games } partite in classifica
})
ui-memory-stats-unrated = Ancora nessun punteggio in questo gioco.

## Statistiche di fine partita
core-memory-round-scored = Punti annotati alla fine del round { $round }.
tew-stat-buildings = Edifici comprati
tew-stat-duels-won = Duelli vinti
tew-stat-duels-lost = Duelli persi
tew-stat-wanted = Carta Ricercato presa
ui-memory-post-title = Statistiche · { $game } #{ $id }
ui-memory-chart-caption = { $game ->
    [wow] Punti alla fine di ogni turno
   *[other] Punti alla fine di ogni round
}
ui-memory-chart-round = { $game ->
    [wow] Turno
   *[other] Round
}
wow-stat-auctions = Pagato alle aste ($)
wow-stat-income = Entrate ($)
wow-stat-cattle = Bestiame comprato
wow-stat-built = Proprietà costruite
wow-stat-shootouts-won = Sparatorie vinte
carson-stat-duels-won = Duelli vinti
carson-stat-money-buildings = Rendita edifici ($)
carson-stat-money-salary = Salari ($)
carson-stat-money-theft = Rubato ($)
carson-stat-money-bank = Altro denaro ($)
carson-stat-bought = Edifici comprati
legends-memory-lp = { $who }: { $n } PL annotati per le statistiche.
legends-stat-lp = { $source ->
    [fight] PL dagli scontri
    [gold] PL dalla vendita d'oro
    [poker] PL dal poker
    [saloon] PL dal Saloon
    [marshal] PL dal tracciato Marshal
    [wanted] PL dal tracciato Ricercato
    [card] PL dalle carte
    [rewards] PL dalle ricompense
   *[other] PL da altre fonti
}
legends-stat-fights-won = Scontri vinti
legends-stat-gold = Pepite d'oro ottenute
legends-stat-marshal = Caselle Marshal guadagnate
legends-stat-wanted = Caselle Ricercato guadagnate

## Storico delle partite, rivedere, esportare
ui-memory-not-here = La partita #{ $id } non è di questo server (né di questo messaggio privato).
ui-memory-not-over = La partita #{ $id } non è ancora finita: storico, registro e replay arrivano quando finisce.
ui-memory-history-title = Partite finite
ui-memory-history-line = **#{ $id }** { $game } · { $date } · { $players } · ha vinto { $winners } · { $link }
ui-memory-history-empty = Qui non ci sono ancora partite finite.
ui-memory-exported = Il registro della partita #{ $id }: rivedilo con `python -m bot.console --replay { $file }`.
ui-memory-replay-start = { $game } #{ $id }, riprodotta: { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
}; tabelloni in { $folder }
ui-memory-replay = Il replay della partita #{ $id }: { $frames ->
    [one] { $frames } fotogramma
   *[other] { $frames } fotogrammi
}, uno per ogni passaggio di turno.
ui-memory-replay-alt = Un'animazione della partita #{ $id } dalla prima mossa all'ultima, un tabellone per ogni passaggio di turno.
ui-memory-replay-button = Replay
ui-memory-frame-start = L'inizio
ui-memory-frame = Mossa { $n } di { $total } · { $who }: { $move }
core-memory-points = Punti: { $part }
ui-memory-stats-favourite = Preferito: { $role } ({ $games ->
    [one] { $games } partita
   *[other] { $games } partite
})
ui-memory-never-started = La partita #{ $id } è stata chiusa prima di iniziare: non ha tabellone, registro né replay.
