# Western Legends: nombres de lugares, cartas, caras de los dados, títulos de historias y de dónde viene cada ganancia.

legends-place-plain = { $id }
legends-fight-card-effect = { $card }: { $effect }
legends-fight-effect = { $id ->
    [F2] 1 herida y −1 PL
    [F3] 2 heridas
    [F4] 1 herida y descartar 1 carta
    [F5] 1 herida; sin punto de Marshal por este bandido
    [F6] 1 herida que no se puede evitar
    [F7] 1 herida o descartar 1 carta al azar
    [F8] 1 herida
    [F9] descartar 1 carta o pagar $10; sin punto de Marshal por este bandido
    [F10] la pelea se puede cancelar y repetir
    [FJ] +$10
    [FQ] robar 1 carta de póquer
    [FK] +1 PL
   *[FA] +1 PL, 1 punto de Marshal o 1 punto de Buscado
}
legends-die-face = { $face ->
    [N] pepita
    [R] $10 y repetir
    [B] grava (nada)
   *[other] $10
}
legends-die-then = { $first } › { $rest }
legends-dice-and = { $first }; { $rest }
legends-cattle-token = ficha de ganado { $colour ->
    [green] verde
   *[blue] azul
} ({ $reward })
legends-cattle-colour = { $colour ->
    [green] verde
   *[blue] azul
}
legends-income = { $option ->
    [money] $20
    [cards] 2 cartas de póquer
   *[both] $10 y 1 carta de póquer
}
legends-equipped = { $weapon } y { $mount }
legends-saloon = { $id ->
    [DK_SALOON] el Saloon de Darkrock
   *[other] el Saloon de Red Falls
}
legends-why-mod = { $why ->
    [dead_eye] { $card } no puede bajar (Ojo de Halcón)
    [limit] { $card } se queda entre 2 y As
    [jesse_james] Jesse James fuera del pueblo { $n } a { $card }
    [kit_carson] Kit Carson fuera del pueblo { $n } a { $card }
    [revolver] Revólver mejorado { $n } a { $card }
    [rifle] Rifle mejorado { $n } a { $card }
    [shotgun] Escopeta mejorada { $n } a { $card }
    [stick_em_up] Manos Arriba { $n } a { $card }
    [cover_fire] Fuego de Cobertura { $n } a { $card }
   *[shootout] Tiroteo { $n } a { $card }
}
legends-source = { $what ->
    [work] trabajo
    [income] ingresos
    [revel] juerga en el Cabaret
    [wanted_turn] Buscado, fin del turno
    [marshal_end] final del marcador de Marshal
    [wanted_end] final del marcador de Buscado
    [marshal] marcador de Marshal
    [wanted] marcador de Buscado
    [duel] duelo ganado
    [rob] robo
    [high_noon] Mediodía
    [bounty] Recompensa
    [bounty_ledger] Libro de Recompensas
    [lantern] Farol
    [motherlode] Filón
    [sold] venta de oro
    [doctor] Médico
    [mib] Hombre de Negro
    [mib_duel] Hombre de Negro vencido
    [bandit] bandido vencido
    [billy] Billy el Niño
    [cattle] ficha de ganado
    [branding_iron] Hierro de Marcar
    [fight_card] carta de pelea
    [heist] asalto al banco
    [poker] bote del Saloon
    [poker_active] Saloon ganado como jugador activo
    [ten_gallon] Sombrero Tejano
    [wild_bill_hickok] Wild Bill Hickok
    [ace_in_the_hole] As en la Manga
    [ante] apuesta inicial
    [arrest] arresto
    [store] Almacén
    [stagecoach_mary_fields] Stagecoach Mary Fields
   *[story] carta de historia
}
legends-hand-me = Tú: { $lp } PL · ${ $money } · { $gold ->
        [one] 1 pepita de oro
       *[other] { $gold } pepitas de oro
    } · { $wounds ->
        [one] 1 herida
       *[other] { $wounds } heridas
    } · { $track ->
        [marshal] Marshal { $n }
        [wanted] Buscado { $n }
       *[none] sin marcador de Marshal ni de Buscado
    }
legends-story-title = { $id ->
    [S01] Emboscada a la diligencia
    [S02] Color en la batea
    [S03] La oficina de ensayos
    [S04] Una partida amistosa
    [S05] La suerte sonríe
    [S06] Botas nuevas
    [S07] El orgullo del armero
    [S08] El último telón
    [S09] Visita a domicilio
    [S10] Pastos abiertos
    [S11] Final de vía
    [S12] Cuatreros a la luz de la luna
    [S13] Duelo en la calle
    [S14] ¡Arriba las manos!
    [S15] La ley llega al pueblo
    [S16] Rumores sobre la cámara
    [S17] Un salario honrado
    [S18] La senda del forajido
    [S19] ¡Pasajeros al tren!
    [S20] Noticias de Red Falls
    [S21] El correo de Darkrock
    [S22] Reclamar una concesión
    [S23] Ayudante del Sheriff
    [S24] El cartel de Se Busca
    [S25] Juego de manos
    [S26] Mala sangre
    [S27] Una larga cabalgada
    [S28] Gastar a lo grande
    [S29] Tierra de bandidos
    [S30] Cicatrices e historias
    [S31] Al alba
    [S32] Encrucijada
    [S33] Bolsillos pesados
    [S34] Bolsillos profundos
    [S35] Armas hasta los dientes
    [S36] De visita al Marshal
    [S37] La fiebre del oro
    [S38] Guerra de pastos
    [S39] Una leyenda viva
   *[S40] El día del juicio
}
legends-card-ref = { $card } ({ $effect })
legends-sheriff-office = Oficina del Sheriff
legends-die-which = { $n } ({ $faces })
