# The engine core: refusals every game shares.
core-not-your-turn = Non tocca a te decidere.
core-game-over = Questa partita è finita.
core-unknown-move = Questo gioco non riconosce questa mossa.
core-wrong-question = Questa non è una risposta alla domanda attuale: { $question }.
core-rival = Rivale
core-list = { $first }, { $rest }
core-unworded = …
