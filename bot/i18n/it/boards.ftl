## Tabelloni e mani leggibili su un telefono (render/, issue 19)

core-board-key = Legenda
# Il titolo di Western Legends senza la domanda (il tabellone la mostra grande in «Adesso»)
legends-board-headline = Round { $round } · turno di { $turn } · obiettivo { $target } PL
# A player's key figures in the text with the board (TableView.figures)
core-figures-join = { $head } · { $tail }
core-figure = { $label } { $value }
# The console, after writing a board that had to shorten a text (not a name)
ui-console-cut = { $path }: accorciato per starci: { $texts }
