## Boards and hands readable on a phone (render/, issue 19)

boards-key = Key
# The Western Legends headline without the question (the board shows it large in "Now")
boards-legends-headline = Round { $round } · { $turn }'s turn · target { $target } LP
# A player's key figures in the text with the board (TableView.figures)
core-figures-join = { $head } · { $tail }
core-figure = { $label } { $value }
