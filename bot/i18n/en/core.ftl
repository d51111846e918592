# The engine core: refusals every game shares.
core-not-your-turn = It is not your turn to decide.
core-game-over = This game is over.
core-unknown-move = That is not a move this game understands.
core-wrong-question = That does not answer the current question: { $question }.
core-rival = Rival
core-list = { $first }, { $rest }
core-unworded = …
