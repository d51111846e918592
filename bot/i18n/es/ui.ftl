# El bot de Discord y la consola: lo que leen los jugadores alrededor de las partidas.

## Después de un cambio
ui-your-move = Tu turno: { $who }
ui-bots-thinking = Los bots están pensando…
ui-also-called = También se llama a la mesa a: { $who }
ui-timed-out = ⏰ A { $who } se le acabó el tiempo; Saloon jugó en su lugar.
ui-game-over = 🏁 **¡Fin de la partida!** { $summary }
ui-standing = { $place }. { $who }: { $score }
ui-done = Hecho: { $move }
ui-ok = Hecho.
ui-undone = Deshecho: se ha anulado tu última jugada.
ui-started = La partida ha empezado.

## La mesa y la mano
ui-table-title = { $game } · partida n.º { $id }
ui-players = Jugadores
ui-table-footer = Tablero v{ $version } · /hand para ver tus cartas · /game log
ui-hand-title = Tu mano · { $game } n.º { $id }
ui-hand-your-move = **Te toca jugar.**
ui-hand-waiting = Esperando a los demás.
ui-hand-empty = Ahora mismo no tienes nada secreto en la mano.
ui-since-last-look = **Desde la última vez que miraste:**
ui-hand-footer = Asiento { $seat } · tablero v{ $version }
ui-hand-alt = Tu mano privada
ui-my-hand = Mi mano
ui-menu-placeholder = Elige una jugada ({ $where })
ui-menu-placeholder-all = Elige una jugada
ui-menu-page = { $first } … { $last }
ui-menu-group = { $count ->
    [one] 1 jugada
   *[other] { $count } jugadas
}
ui-menu-next = { $where }: elige abajo.
ui-current-board = Tablero actual: { $link }
ui-not-your-buttons = No es tu turno: estas opciones son de { $who }. Te avisaremos cuando te toque.
ui-unknown-move = No conozco esa jugada. Elige una de la lista mientras escribes.
ui-several-moves = Eso puede ser varias jugadas ({ $some }). Escribe más de su nombre.

## La sala
ui-lobby-title = { $game } · sala n.º { $id }
ui-lobby-body = { $blurb }
    { $low }-{ $high } asientos · opciones: { $options }
ui-seated = Asientos ocupados ({ $seated }/{ $seats })
ui-host-mark = {" "}(anfitrión)
ui-lobby-lobby = Abierta: pulsa Unirse o usa `/game join`.
ui-lobby-active = Empezada.
ui-lobby-ended = Cerrada.
ui-lobby-finished = Terminada.
ui-lobby-join-button = Unirse
ui-lobby-leave-button = Salir
ui-lobby-addbot-button = Añadir un bot
ui-lobby-start-button = Empezar
ui-rematch-button = Revancha
ui-rematch-opened = La sala de revancha #{ $id } está abierta con los mismos jugadores y opciones; la organizas tú: pulsa Empezar cuando todos estén listos.
ui-rematch-exists = Ya hay una partida abierta aquí: #{ $id }.
ui-rematch-not-over = Se puede pedir la revancha cuando la partida haya terminado.
ui-rematch-players-only = Solo los jugadores de esa partida pueden pedir la revancha.
ui-lobby-open = Sala abierta: { $link }
ui-lobby-opened = La sala n.º { $id } de { $game } está abierta.
ui-lobby-expired = Sala n.º { $id } cerrada: nadie la empezó en una semana.
ui-joined = Te has unido a { $game }.
ui-joined-again = ¡Hola de nuevo! Vuelves a ocupar tu asiento.
ui-joined-no-dm = { $first } No he podido enviarte un mensaje directo: tus cartas privadas estarán en `/hand` y en el botón **Mi mano**.
ui-dm-welcome = Te has unido a la partida n.º { $id } de { $game }. Tus cartas y decisiones privadas llegarán aquí.
ui-dm-welcome-languages = Te has unido a la partida n.º { $id } de { $game }. Tus cartas y decisiones privadas llegarán aquí en { $mine }; la mesa habla { $table }. `/notify` con `idioma` elige el idioma de tus mensajes.
ui-left = Has salido de la sala.
ui-left-running = Has salido. Ahora un bot juega en tu asiento; con `/game join` la recuperas.
ui-bot-seated = Un bot ha ocupado un asiento.
ui-kicked = Se ha expulsado a { $who }.
ui-kicked-running = Se ha expulsado a { $who } de la partida; ahora un bot juega en su asiento.
ui-ended = Partida terminada.
ui-ended-by = { $who } terminó la partida n.º { $id } de { $game }.
ui-board-posted = Tablero publicado: { $link }
ui-log-empty = Todavía no ha pasado nada.
ui-list-line = n.º { $id } { $game } · { $status } · { $place }
ui-list-empty = Aquí no hay partidas activas.
ui-settings = Ajustes: { $turn } h por jugada, { $reaction } h para reaccionar durante el turno de otro, aviso { $reminder } h antes, al agotarse el tiempo: { $timeout }, temporizadores { $timers }, idioma de la mesa { $language }.
ui-settings-options = { $settings } Opciones: { $options }.
ui-reminder = ⏰ { $who }, tu jugada en { $game } n.º { $id } vence { $due }. { $link }

## Reglas, preferencias, errores
ui-no-rules = Todavía no hay resumen.
ui-more-topics = Más temas: { $topics }
ui-unknown-topic = { $game } no tiene ningún tema de reglas «{ $topic }». Temas: { $topics }
ui-notify = MD { $dm } · recordatorios { $reminders } · horas de silencio { $quiet } ({ $zone }, ahora son las { $now } allí) · idioma { $language }
ui-unknown-timezone = No conozco la zona horaria «{ $zone }». Elige una de la lista, por ejemplo { $like }.
ui-forgotten = Hecho: tus preferencias se han borrado y tu nombre en las partidas guardadas ahora es anónimo.
ui-check-failed = No puedes usar eso aquí.
ui-unexpected = Algo ha fallado por nuestra parte; la partida no ha cambiado. Vuelve a intentarlo.
ui-unexpected-saved = Tu jugada se ha guardado, pero no se ha podido mostrar el resultado. `/game board` muestra el tablero actual.
ui-console-help = Escribe un número o el principio del nombre de una jugada; también: hand, log, hint, rules [tema], card <nombre>, undo, quit.
ui-console-range = Elige entre { $low } y { $high }.
ui-console-amounts = Escribe una cantidad de { $low } a { $high } (o «{ $example }»), o el nombre de una jugada.
ui-console-stopped = Detenida: { $count } entradas seguidas no eran jugadas, y la entrada no es un terminal.
ui-console-undo-confirm = ¿Deshacer tu última jugada? (s/n)
ui-game-elsewhere = Esa partida se juega en otro canal.
ui-missing-permissions = No puedo dirigir una partida aquí: me faltan estos permisos: { $perms }. Pide a un administrador del servidor que me los conceda en este canal.
ui-no-thread-here = Solo puedo abrir un hilo de partida en un canal de texto. Usa `/game new` sin `thread`, o ejecútalo en un canal de texto.
ui-saved-forbidden = Tu jugada se ha guardado, pero ya no puedo publicar en este canal (faltan permisos). Avisa a un administrador y luego usa `/game board`.
ui-saved-gone = Tu jugada se ha guardado, pero el canal o el mensaje de esta partida ya no existe.
ui-unknown-button = Ese botón ya no es mío. Usa `/game board` para ver el actual.
ui-console-seats = { $game } admite { $low }-{ $high } asientos, y la IA juega entre 0 y todas ellas.
ui-saved-locked = Tu jugada se ha guardado, pero este hilo está bloqueado, así que no se puede publicar el tablero. Un moderador puede desbloquearlo; luego usa `/game board`.
ui-change-saved = { $done } Se ha guardado, pero no se ha podido mostrar.
ui-change-saved-forbidden = { $done } Se ha guardado, pero ya no puedo publicar en este canal (faltan permisos): avisa a un administrador.
ui-change-saved-gone = { $done } Se ha guardado, pero el canal o el mensaje de esta partida ya no existe.
ui-change-saved-locked = { $done } Se ha guardado, pero este hilo está bloqueado, así que no puedo publicar en él. Un moderador puede desbloquearlo.
ui-game-unreadable-at = ⚠️ La partida n.º { $id } no se puede jugar aquí: { $why } Las demás partidas no se ven afectadas.
ui-limits = Límites de este servidor: { $games ->
    [one] 1 partida activa
   *[other] { $games } partidas activas
}, { $lobbies ->
    [one] 1 sala abierta
   *[other] { $lobbies } salas abiertas
} por usuario.
ui-limits-admins = Solo los miembros con el permiso Gestionar servidor pueden cambiar los límites de este servidor.
ui-limit-default = el número predeterminado de
ui-on = activados
ui-off = desactivados
ui-timeout-default = se juega una jugada sensata
ui-timeout-ai = un bot ocupa el asiento
ui-language-auto = como tu app de Discord
ui-language-en = inglés
ui-language-es = español
ui-language-it = italiano
ui-console-start = { $game } #{ $id } · { $seats ->
        [one] 1 asiento
       *[other] { $seats } asientos
    } ({ $ai } de la IA) · tableros en { $folder }
ui-console-saved = Guardada. Para seguir: { $command }
ui-card-entry = { $name } — { $kind } · { $game }
ui-card-kind = { $kind } · { $game }
ui-card-unknown = Ninguna carta se llama «{ $typed }». Escribe parte de su nombre y elígela de la lista.
ui-card-ambiguous = «{ $typed }» puede ser varias cartas ({ $some }). Elige una de la lista.
ui-restarting = Saloon se está reiniciando ahora mismo: no se ha cambiado nada. Vuelve a intentarlo en un minuto.
