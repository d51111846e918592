## La memoria de la mesa (issue 22): resultados, clasificaciones y estadísticas

ui-memory-what-rated = elegir si la partida puntúa
ui-memory-settings = { $settings } { $rated } { $hints }
ui-memory-rated = Puntúa: el resultado cuenta para la clasificación de este servidor.
ui-memory-unrated = No puntúa: el resultado no cuenta para la clasificación.
ui-memory-no-ratings-in-dm = Las puntuaciones y clasificaciones son de un servidor: las partidas por MD no puntúan.
ui-memory-admins-only = Solo quien tiene Gestionar servidor puede cambiar las puntuaciones de este servidor, desde el servidor.
ui-memory-void-none = En este servidor no terminó ninguna partida puntuable #{ $id }.
ui-memory-voided = La partida #{ $id } ya no cuenta: las puntuaciones de este servidor se recalcularon sin ella.
ui-memory-season-started = Empieza la temporada { $season }: todas las puntuaciones de este servidor vuelven a 1000.
ui-memory-leaderboard-on = Apareces en las clasificaciones.
ui-memory-leaderboard-off = No apareces en las clasificaciones (tus partidas siguen contando para tus rivales).

ui-memory-board-title = Clasificación · { $game } · temporada { $season }
ui-memory-board-line = { $rank }. { $name } — { $rating } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
} · { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
ui-memory-board-empty = Aún nadie puntúa en este juego aquí: una partida puntuable necesita al menos dos personas.
ui-memory-board-footer = Este servidor · { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
} · quien empieza tiene 1000
ui-memory-col-rank = #
ui-memory-col-player = Jugador
ui-memory-col-rating = Puntuación
ui-memory-col-games = Partidas
ui-memory-col-wins = Victorias

ui-memory-stats-title = { $name } · { $game }
ui-memory-stats-all-games = todos los juegos
ui-memory-stats-none = Aún no hay partidas terminadas aquí.
ui-memory-stats-games = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}, { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
}
ui-memory-stats-scores = Puntos de media { $average }, récord { $best }
ui-memory-stats-rating = Puntuación { $rating } ({ $trend } en { $games ->
    [one] la última partida puntuable
   *[other] las últimas { $games } partidas puntuables
})
ui-memory-stats-unrated = Aún sin puntuación en este juego.

## Estadísticas de fin de partida
core-memory-round-scored = Puntos anotados al final de la ronda { $round }.
tew-stat-buildings = Propiedades compradas
tew-stat-duels-won = Duelos ganados
tew-stat-duels-lost = Duelos perdidos
tew-stat-wanted = Carta «Se busca» ganada
ui-memory-post-title = Estadísticas · { $game } #{ $id }
ui-memory-chart-caption = { $game ->
   *[other] Puntos al final de cada ronda
}
ui-memory-chart-round = { $game ->
   *[other] Ronda
}
wow-stat-auctions = Pagado en subastas ($)
wow-stat-income = Ingresos ($)
wow-stat-cattle = Ganado comprado
wow-stat-built = Propiedades construidas
wow-stat-shootouts-won = Tiroteos ganados
carson-stat-duels-won = Duelos ganados
carson-stat-money-buildings = Renta de edificios ($)
carson-stat-money-salary = Salarios ($)
carson-stat-money-theft = Robado ($)
carson-stat-money-bank = Otro dinero ($)
carson-stat-bought = Edificios comprados
legends-memory-lp = { $who }: { $n } PL anotados para las estadísticas.
legends-stat-lp = { $source ->
    [fight] PL de peleas
    [gold] PL por vender oro
    [poker] PL del póquer
    [saloon] PL del Saloon
    [marshal] PL del marcador de Marshal
    [wanted] PL del marcador de Buscado
    [card] PL de cartas
    [rewards] PL de recompensas
   *[other] PL de otras fuentes
}
legends-stat-fights-won = Peleas ganadas
legends-stat-gold = Pepitas de oro ganadas
legends-stat-marshal = Casillas de Marshal ganadas
legends-stat-wanted = Casillas de Buscado ganadas

## Historial de partidas, repetir, exportar
ui-memory-not-here = La partida #{ $id } no es de este servidor (ni de este MD).
ui-memory-not-over = La partida #{ $id } aún no ha terminado: su historial, su registro y su repetición llegan cuando acabe.
ui-memory-history-title = Partidas terminadas
ui-memory-history-line = **#{ $id }** { $game } · { $date } · { $players } · ganó { $winners } · { $link }
ui-memory-history-empty = Aún no hay partidas terminadas aquí.
ui-memory-exported = El registro de la partida #{ $id }: reprodúcelo con `python -m bot.console --replay { $file }`.
ui-memory-replay-start = { $game } #{ $id }, reproducida: { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}; tableros en { $folder }
ui-memory-replay = La repetición de la partida #{ $id }: { $frames ->
    [one] { $frames } imagen
   *[other] { $frames } imágenes
}, una por cambio de turno.
ui-memory-replay-alt = Una animación de la partida #{ $id } de la primera jugada a la última, un tablero por cambio de turno.
ui-memory-replay-button = Repetición
ui-memory-frame-start = El comienzo
ui-memory-frame = Jugada { $n } de { $total } · { $who }: { $move }
core-memory-points = Puntos: { $part }
ui-memory-stats-favourite = Favorito: { $role } ({ $games ->
    [one] { $games } partida
   *[other] { $games } partidas
})
ui-memory-never-started = La partida #{ $id } se cerró antes de empezar: no tiene tablero, registro ni repetición.
