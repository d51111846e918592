# /hint (issue 23): lo que jugaría ahora el bot difícil, en privado, donde la mesa permite pistas.
ui-hint = Pista: **{ $move }** — resultado esperado { $expected } % (la siguiente mejor: { $next }, { $other } %).
ui-hint-close = Pista: **{ $move }** — resultado esperado { $expected } %. La jugada { $next } salió algo mejor en menos partidas de prueba ({ $other } %), pero no lo bastante para fiarse más que del criterio del bot.
ui-hint-alone = Pista: **{ $move }** — resultado esperado { $expected } % (el bot no sopesó ninguna otra jugada).
ui-hint-only = Pista: **{ $move }** es tu única jugada.
ui-hint-heuristic = Pista: **{ $move }** — la jugada del bot aquí (este tipo de decisión lo juega por sus reglas prácticas, sin partidas de prueba).
ui-hint-unweighed = Pista: **{ $move }** — la jugada habitual del bot aquí (ahora está demasiado ocupado para sopesar las demás: vuelve a preguntar dentro de un momento).
ui-hint-meaning = Resultado esperado: cómo terminan para ti las partidas de prueba del bot desde aquí, de 0 (una derrota clara) a 100 (una victoria holgada).
ui-hint-asked = { $player } pidió una pista.
ui-hint-not-your-turn = Una pista es para una decisión tuya, y ahora mismo no tienes ninguna que tomar.
ui-hints-off = Las pistas están desactivadas en esta mesa. El anfitrión puede permitirlas con `/game settings` (pistas); una partida con pistas no puntúa, así que una partida que puntúa solo puede permitirlas en la sala.
ui-hints-unrated = Una mesa con pistas no puntúa: desactiva antes las pistas.
ui-hints-rated-running = Esta partida puntúa y ya ha empezado: las pistas hacen que una partida no puntúe, así que solo se pueden activar en la sala.
ui-hints-on = Pistas activadas: los jugadores pueden pedir `/hint`.
ui-hints-off-setting = Pistas desactivadas.
ui-hand-footer-hints = { $footer } · /hint: lo que jugaría el bot
