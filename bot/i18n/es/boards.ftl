## Tableros y manos legibles en un móvil (render/, issue 19)

boards-key = Leyenda
# El titular de Western Legends sin la pregunta (el tablero la muestra grande en «Ahora»)
boards-legends-headline = Ronda { $round } · turno de { $turn } · objetivo { $target } PL
# A player's key figures in the text with the board (TableView.figures)
core-figures-join = { $head } · { $tail }
core-figure = { $label } { $value }
