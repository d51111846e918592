## Boards and hands readable on a phone (render/, issue 19)

core-board-key = Key
# The Western Legends headline without the question (the board shows it large in "Now")
legends-board-headline = Round { $round } · { $turn }'s turn · target { $target } LP
# A player's key figures in the text with the board (TableView.figures)
core-figures-join = { $head } · { $tail }
core-figure = { $label } { $value }
# The console, after writing a board that had to shorten a text (not a name)
ui-console-cut = { $path }: cut to fit: { $texts }
