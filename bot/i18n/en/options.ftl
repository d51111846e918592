# Game options as the lobby and `/game settings` show them: each option's name and its values,
# keyed "<game>-<option>" and "<game>-<option>-<value>". An option without an entry here is shown
# as its name and value (`/game new options:` still takes the names and values as written).

ui-option-name = { $option ->
    [tew-boss_mode] Boss
    [tew-difficulty] Rival difficulty
    [wow-length] Length
    [carson-buildings] Buildings
    [carson-characters] Characters
    [carson-teacher] Teacher (house card)
    [carson-newsboy_in_random] Newsboy in a random set
    [carson-kit_carson] Kit Carson variant
    [carson-might_is_right] Might is Right variant
    [carson-outlaws] Outlaws variant
    [carson-horses] Horses variant
    [carson-river] River variant
    [carson-new_beginning] New Beginning variant
    [legends-target_lp] Legend Points to win
    [legends-house_items] House items
    [legends-npc_choice_mode] Who moves the non-player characters
    [legends-round_limit] Round limit
    [legends-goals_variant] Goals variant
    [legends-dealer_mode] Dealer
    [legends-man_in_black] Man in Black
    [legends-seat_wanted_together] Wanted characters seated together
    [legends-defence_cards] Duck and Cover, Lady Luck
   *[other] { $raw }
}
ui-option-value = { $value ->
    [tew-boss_mode-random] dealt at random
    [tew-boss_mode-choose] each player chooses
    [tew-difficulty-APPRENTICE] Apprentice
    [tew-difficulty-BEGINNER] Beginner
    [tew-difficulty-MEDIUM] Medium
    [tew-difficulty-HARD] Hard
    [tew-difficulty-EPIC] Epic
    [wow-length-standard] standard
    [wow-length-short] short (6 rounds)
    [carson-buildings-first_game] first game
    [carson-buildings-base] base game
    [carson-buildings-full] all
    [carson-characters-first_game] first game
    [carson-characters-first_game_plus_newsboy] first game and the Newsboy
    [carson-characters-quiet_town] Quiet Town
    [carson-characters-prosperous_town] Prosperous Town
    [carson-characters-gold_fever] Gold Fever
    [carson-characters-home_town] Home Town
    [carson-characters-showdown] Showdown
    [carson-characters-random] random
    [legends-target_lp-15] 15
    [legends-round_limit-0] none
    [legends-target_lp-20] 20
    [legends-target_lp-25] 25
    [legends-npc_choice_mode-right_player] the player on the right
    [legends-npc_choice_mode-auto_strongest] automatic (strongest)
    [legends-npc_choice_mode-auto_random] automatic (random)
    [legends-dealer_mode-auto] automatic
    [legends-dealer_mode-player] a player
    [legends-man_in_black-auto] with 2 players
    [legends-man_in_black-on] on
    [legends-man_in_black-off] off
    [legends-defence_cards-ask] the owner is asked
    [legends-defence_cards-auto] played automatically
    [yes] yes
    [no] no
    [none] none
   *[other] { $raw }
}
ui-option-pair = { $name }: { $value }
