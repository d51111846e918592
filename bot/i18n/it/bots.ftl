# Livelli dei bot (issue 23, punto 4).
ui-bot-level = { $name } · { $level }
ui-level-easy = facile
ui-level-normal = normale
ui-level-hard = difficile
ui-settings-bots = { $settings } Livello dei bot: { $level }.
ui-bot-seated-level = Un bot ha preso posto ({ $level }).
cmd-game-addbot--level = livello
cmd-game-addbot--level--desc = Come gioca il bot (predefinito: il livello del tavolo)
cmd-game-settings--ai_level = livello_bot
cmd-game-settings--ai_level--desc = Come giocano i bot del tavolo
cmd-choice-easy = facile
cmd-choice-normal = normale
cmd-choice-hard = difficile
