# /hint (issue 23): cosa giocherebbe ora il bot difficile, in privato, dove il tavolo permette i suggerimenti.
ui-hint = Suggerimento: **{ $move }** — risultato atteso { $expected }% (la seconda scelta: { $next }, { $other }%).
ui-hint-close = Suggerimento: **{ $move }** — risultato atteso { $expected }%. La mossa { $next } è andata un po' meglio in meno partite di prova ({ $other }%), ma non abbastanza da fidarsene più del giudizio del bot.
ui-hint-alone = Suggerimento: **{ $move }** — risultato atteso { $expected }% (il bot non ha valutato altre mosse).
ui-hint-only = Suggerimento: **{ $move }** è la tua unica mossa.
ui-hint-heuristic = Suggerimento: **{ $move }** — la mossa del bot qui (questo tipo di decisione la gioca con le sue regole pratiche, senza partite di prova).
ui-hint-unweighed = Suggerimento: **{ $move }** — la mossa abituale del bot qui (ora è troppo occupato per valutare le altre: chiedi di nuovo tra un momento).
ui-hint-meaning = Risultato atteso: come finiscono per te le partite di prova del bot da qui, da 0 (una sconfitta netta) a 100 (una vittoria larga).
ui-hint-asked = { $player } ha chiesto un suggerimento.
ui-hint-not-your-turn = Un suggerimento riguarda una tua decisione, e adesso non ne hai da prendere.
ui-hints-off = I suggerimenti sono disattivati a questo tavolo. L'host può permetterli con `/game settings` (suggerimenti); una partita con suggerimenti non è in classifica, quindi una partita in classifica può permetterli solo nella lobby.
ui-hints-unrated = Un tavolo con i suggerimenti non è in classifica: prima disattiva i suggerimenti.
ui-hints-rated-running = Questa partita è in classifica ed è già iniziata: i suggerimenti tolgono una partita dalla classifica, quindi si possono attivare solo nella lobby.
ui-hints-on = Suggerimenti attivi: i giocatori possono chiedere `/hint`.
ui-hints-off-setting = Suggerimenti disattivati.
ui-hand-footer-hints = { $footer } · /hint: cosa giocherebbe il bot
