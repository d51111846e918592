# Las opciones de partida como las muestran la sala y `/game settings`.

ui-option-name = { $option ->
    [tew-boss_mode] Jefe
    [tew-difficulty] Dificultad del Rival
    [wow-length] Duración
    [carson-buildings] Edificios
    [carson-characters] Personajes
    [carson-teacher] Profesora (carta de la casa)
    [carson-newsboy_in_random] Repartidor de Periódicos en un conjunto aleatorio
    [carson-kit_carson] Variante Kit Carson
    [carson-might_is_right] Variante La ley del más fuerte
    [carson-outlaws] Variante Forajidos
    [carson-horses] Variante Caballos
    [carson-river] Variante Río
    [carson-new_beginning] Variante Nuevo comienzo
    [legends-target_lp] Puntos de Leyenda para ganar
    [legends-house_items] Objetos de la casa
    [legends-npc_choice_mode] Quién mueve a los personajes no jugadores
    [legends-round_limit] Límite de rondas
    [legends-goals_variant] Variante de Objetivos
    [legends-dealer_mode] Repartidor
    [legends-man_in_black] Hombre de Negro
    [legends-seat_wanted_together] Personajes buscados sentados juntos
    [legends-defence_cards] Cuerpo a Tierra, Dama Suerte
   *[other] { $raw }
}
ui-option-value = { $value ->
    [tew-boss_mode-random] al azar
    [tew-boss_mode-choose] cada jugador elige
    [tew-difficulty-APPRENTICE] Aprendiz
    [tew-difficulty-BEGINNER] Principiante
    [tew-difficulty-MEDIUM] Media
    [tew-difficulty-HARD] Difícil
    [tew-difficulty-EPIC] Épica
    [wow-length-standard] normal
    [wow-length-short] corta (6 rondas)
    [carson-buildings-first_game] primera partida
    [carson-buildings-base] juego básico
    [carson-buildings-full] todos
    [carson-characters-first_game] primera partida
    [carson-characters-first_game_plus_newsboy] primera partida y el Repartidor de Periódicos
    [carson-characters-quiet_town] Pueblo tranquilo
    [carson-characters-prosperous_town] Pueblo próspero
    [carson-characters-gold_fever] Fiebre del oro
    [carson-characters-home_town] Pueblo natal
    [carson-characters-showdown] Duelo final
    [carson-characters-random] al azar
    [legends-target_lp-15] 15
    [legends-round_limit-0] ninguno
    [legends-target_lp-20] 20
    [legends-target_lp-25] 25
    [legends-npc_choice_mode-right_player] el jugador de la derecha
    [legends-npc_choice_mode-auto_strongest] automático (el más fuerte)
    [legends-npc_choice_mode-auto_random] automático (al azar)
    [legends-dealer_mode-auto] automático
    [legends-dealer_mode-player] un jugador
    [legends-man_in_black-auto] con 2 jugadores
    [legends-man_in_black-on] sí
    [legends-man_in_black-off] no
    [legends-defence_cards-ask] se pregunta al dueño
    [legends-defence_cards-auto] se juegan solas
    [yes] sí
    [no] no
    [none] ninguno
   *[other] { $raw }
}
ui-option-pair = { $name }: { $value }
