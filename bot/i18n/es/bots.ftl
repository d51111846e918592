# Niveles de los bots (issue 23, punto 4).
ui-bot-level = { $name } · { $level }
ui-level-easy = fácil
ui-level-normal = normal
ui-level-hard = difícil
ui-settings-bots = { $settings } Nivel de los bots: { $level }.
ui-bot-seated-level = Un bot ha ocupado un asiento ({ $level }).
cmd-game-addbot--level = nivel
cmd-game-addbot--level--desc = Cómo juega el bot (por defecto: el nivel de la mesa)
cmd-game-settings--ai_level = nivel_bots
cmd-game-settings--ai_level--desc = Cómo juegan los bots de la mesa
cmd-choice-easy = fácil
cmd-choice-normal = normal
cmd-choice-hard = difícil
