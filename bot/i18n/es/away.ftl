# Tiempo fuera, horas de silencio, /mygames y el resumen diario (issue 21).
ui-away-too-long = Puedes ausentarte de 0 a { $limit } días (lo máximo que permite alguna de tus partidas); { $days } no es posible. No ha cambiado nada.
ui-digest-bad-hour = La hora del resumen es una hora de tu reloj, de 0 a 23; { $hour } no lo es. No ha cambiado nada.
ui-away-status = 💤 Estás fuera hasta { $until }: tus plazos esperan.
ui-away-game = · { $game } n.º { $id }: tu tiempo en pausa hasta { $until }
ui-away-back = Bienvenido de vuelta: cada decisión que te espera vuelve a tener todo su tiempo.
ui-digest-on = 📬 Un MD al día a las { $hour }:00 de tu hora te lista las partidas que te esperan, en lugar de un aviso en cada turno (una reacción, o un plazo a menos de 3 horas, sí avisa).
ui-digest-off = 🔔 De nuevo un aviso en cada turno, sin resumen diario.
ui-away-line = 💤 { $who } está fuera hasta { $until }: la partida le espera.
ui-mygames-title = { $count ->
    [one] Tu partida (1)
   *[other] Tus partidas ({ $count })
  } · { $yours ->
    [0] ninguna te espera
    [one] 1 te espera
   *[other] { $yours } te esperan
  }
ui-mygames-empty = No estás en ninguna partida activa. Abre una con `/game new`.
ui-mygames-line = **{ $game } n.º { $id }** · { $state } · [mesa]({ $link })
ui-mygames-yours = ➡️ te toca, vence { $due }
ui-mygames-yours-open = ➡️ te toca
ui-mygames-waiting = esperando a { $who }
ui-mygames-lobby = sala, aún sin empezar
ui-mygames-away = 💤 tu tiempo en pausa hasta { $until }
ui-mygames-more = { $count ->
    [one] …y 1 partida más.
   *[other] …y { $count } partidas más.
  }
ui-digest-title = { $count ->
    [one] Saloon: 1 partida espera tu jugada
   *[other] Saloon: { $count } partidas esperan tu jugada
  }
ui-settings-away = { $settings } Un jugador ausente pausa esta partida como mucho { $days } días.
