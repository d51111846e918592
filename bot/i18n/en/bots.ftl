# Bot levels (issue 23, item 4): a bot's name with its level on the board and in lists,
# the level words, and what /game settings and /game addbot answer.
ui-bot-level = { $name } · { $level }
ui-level-easy = easy
ui-level-normal = normal
ui-level-hard = hard
ui-settings-bots = { $settings } Bot level: { $level }.
ui-bot-seated-level = A bot took a seat ({ $level }).
