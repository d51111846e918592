# El núcleo del motor: negativas comunes a todos los juegos.
core-not-your-turn = No te toca decidir.
core-game-over = Esta partida ha terminado.
core-unknown-move = Este juego no reconoce esa jugada.
core-wrong-question = Eso no responde a la pregunta actual: { $question }.
core-rival = Rival
core-list = { $first }, { $rest }
core-unworded = …
