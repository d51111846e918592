## Tableros y manos legibles en un móvil (render/, issue 19)

core-board-key = Leyenda
# El titular de Western Legends sin la pregunta (el tablero la muestra grande en «Ahora»)
legends-board-headline = Ronda { $round } · turno de { $turn } · objetivo { $target } PL
# A player's key figures in the text with the board (TableView.figures)
core-figures-join = { $head } · { $tail }
core-figure = { $label } { $value }
# The console, after writing a board that had to shorten a text (not a name)
ui-console-cut = { $path }: recortado para caber: { $texts }
