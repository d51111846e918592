## Boards and hands readable on a phone (render/, issue 19)

boards-key = Key
# The Western Legends headline without the question (the board shows it large in "Now")
boards-legends-headline = Round { $round } · { $turn }'s turn · target { $target } LP
