## Boards and hands readable on a phone (render/, issue 19)

boards-key = Key
