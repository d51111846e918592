# El servicio de partidas: sala, juego y temporizadores (negativas y textos del registro).
ui-no-such-game = No hay ningún juego con ese nombre. Prueba con uno de estos: { $known }.
ui-game-gone = Esa partida no existe (o ya no existe).
ui-game-newer = Esta partida se guardó con una versión más reciente de Saloon y no se puede jugar aquí.
ui-no-game-here = Aquí no hay ninguna partida. Empieza una con `/game new`.
ui-host-only = Solo el anfitrión o alguien con el permiso Gestionar servidor puede { $what }.
ui-players-only = Solo los jugadores de esta mesa pueden añadir un bot.
ui-already-seated = Ya tienes asiento en esta partida.
ui-not-seated = No tienes asiento en esta partida.
ui-target-not-seated = Ese jugador no tiene asiento en esta partida.
ui-game-full = Esta partida está completa ({ $seats ->
    [one] 1 asiento
   *[other] { $seats } asientos
}).
ui-lobby-only = Solo puedes { $what } antes de que empiece.
ui-already-over = Esta partida ya ha terminado.
ui-already-started = Esta partida ya ha empezado.
ui-not-started = Esta partida aún no ha empezado.
ui-wrong-seat-count = { $game } necesita { $low }-{ $high } asientos; { $seats ->
    [one] hay 1
   *[other] hay { $seats }
}. Invita a más jugadores o usa `/game addbot`.
ui-not-playing = No estás jugando en esta partida.
ui-not-your-turn = No es tu turno. Te avisaremos cuando lo sea.
ui-stale = El tablero ha cambiado desde que se mostró eso. Este es el estado actual.
ui-move-gone = Esa jugada ya no está disponible. Mira `/hand` o el tablero para ver tus opciones.
ui-undo-not-yours = Solo puedes deshacer tu última jugada, y antes de que nadie más haya actuado.
ui-undo-revealed = Esa jugada reveló cartas o dados, así que no se puede deshacer.
ui-undo-older-rules = Esta partida empezó con una versión anterior de las reglas, así que sus jugadas ya no se pueden deshacer. Sigue jugando con normalidad.
ui-undid = deshizo su última jugada
ui-no-hand = No tienes mano en esta partida.
ui-private-move = tomó una decisión privada
ui-plain = { $text }
ui-what-join = entrar en la partida
ui-what-addbot = añadir un bot
ui-what-leave = salir de la partida
ui-what-kick = expulsar jugadores
ui-what-settings = cambiar los ajustes
ui-what-options = cambiar las opciones del juego
ui-what-end = terminar la partida
ui-what-start = empezar la partida
ui-option-unreadable = No he podido leer la opción «{ $part }». Escribe las opciones como nombre=valor.
ui-option-unknown = No existe la opción «{ $name }». Opciones: { $known }.
ui-option-bad-value = «{ $value }» no es un valor de { $name }. Elige uno de estos: { $allowed }.
ui-option-invalid = La opción { $name } no es válida: { $reason }.
ui-game-unreadable = No se puede leer el estado guardado de esta partida; las demás partidas no se ven afectadas.
ui-place-taken = Aquí ya hay una partida activa. Termínala o ciérrala antes.
ui-server-full = Este servidor ya tiene { $limit ->
    [one] 1 partida activa
   *[other] { $limit } partidas activas
}. Termina o cierra una antes.
ui-too-many-lobbies = Ya tienes { $limit ->
    [one] una sala abierta
   *[other] { $limit } salas abiertas
}. Empieza o cierra una antes.
ui-anonymous = Antiguo jugador
