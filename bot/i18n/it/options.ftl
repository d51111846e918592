# Le opzioni di partita come le mostrano la sala d'attesa e `/game settings`.

ui-option-name = { $option ->
    [tew-boss_mode] Capo
    [tew-difficulty] Difficoltà del Rivale
    [wow-length] Durata
    [carson-buildings] Edifici
    [carson-characters] Personaggi
    [carson-teacher] Maestra (carta della casa)
    [carson-newsboy_in_random] Strillone in un gruppo casuale
    [carson-kit_carson] Variante Kit Carson
    [carson-might_is_right] Variante Legge del più forte
    [carson-outlaws] Variante Fuorilegge
    [carson-horses] Variante Cavalli
    [carson-river] Variante Fiume
    [carson-new_beginning] Variante Nuovo inizio
    [legends-target_lp] Punti Leggenda per vincere
    [legends-house_items] Oggetti della casa
    [legends-npc_choice_mode] Chi muove i personaggi non giocanti
    [legends-round_limit] Limite di round
    [legends-goals_variant] Variante Obiettivi
    [legends-dealer_mode] Mazziere
    [legends-man_in_black] Uomo in Nero
    [legends-seat_wanted_together] Personaggi ricercati seduti vicini
    [legends-defence_cards] Al Riparo, Dea Bendata
   *[other] { $raw }
}
ui-option-value = { $value ->
    [tew-boss_mode-random] a caso
    [tew-boss_mode-choose] ognuno sceglie
    [tew-difficulty-APPRENTICE] Apprendista
    [tew-difficulty-BEGINNER] Principiante
    [tew-difficulty-MEDIUM] Media
    [tew-difficulty-HARD] Difficile
    [tew-difficulty-EPIC] Epica
    [wow-length-standard] normale
    [wow-length-short] breve (6 turni)
    [carson-buildings-first_game] prima partita
    [carson-buildings-base] gioco base
    [carson-buildings-full] tutti
    [carson-characters-first_game] prima partita
    [carson-characters-first_game_plus_newsboy] prima partita e lo Strillone
    [carson-characters-quiet_town] Città tranquilla
    [carson-characters-prosperous_town] Città prospera
    [carson-characters-gold_fever] Febbre dell'oro
    [carson-characters-home_town] Città natale
    [carson-characters-showdown] Resa dei conti
    [carson-characters-random] a caso
    [legends-target_lp-15] 15
    [legends-round_limit-0] nessuno
    [legends-target_lp-20] 20
    [legends-target_lp-25] 25
    [legends-npc_choice_mode-right_player] il giocatore a destra
    [legends-npc_choice_mode-auto_strongest] automatico (il più forte)
    [legends-npc_choice_mode-auto_random] automatico (a caso)
    [legends-dealer_mode-auto] automatico
    [legends-dealer_mode-player] un giocatore
    [legends-man_in_black-auto] con 2 giocatori
    [legends-man_in_black-on] sì
    [legends-man_in_black-off] no
    [legends-defence_cards-ask] si chiede al proprietario
    [legends-defence_cards-auto] giocate in automatico
    [yes] sì
    [no] no
    [none] nessuno
   *[other] { $raw }
}
ui-option-pair = { $name }: { $value }
