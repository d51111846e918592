# "Desde la última vez que miraste" (issue 21, punto 1).
recap-title = **Desde la última vez que miraste:**
recap-earlier = { $n ->
    [one] …y 1 jugada anterior: /game log
   *[other] …y { $n } jugadas anteriores: /game log
}
recap-waits = { $who }: lo que pasó desde tu última jugada te espera en **{ ui-my-hand }**.
recap-status-field = Desde la última vez que miraste

# Sustitutos y anfitrión (issue 21, punto 3).
recap-what-replace = sustituir a jugadores
recap-what-approve = aprobar quién ocupa un asiento
recap-what-host = ceder el papel de anfitrión
recap-replace-seated = Esa persona ya tiene asiento en esta partida.
recap-replace-bot = Un bot no puede ocupar un asiento: elige a un miembro de este servidor.
recap-replace-gone = Esa persona ya no está en este servidor.
recap-seat-not-open = Ese asiento no está libre: lo juega alguien.
recap-seats-closed = En esta mesa nadie puede ocupar un asiento libre.
recap-seat-needs-host = El anfitrión aprueba quién ocupa un asiento: tu petición está publicada.
recap-seat-yours = { $who }, ahora juegas el asiento que jugaba { $seat }: tu mano está abajo.
recap-take-button = Ocupar el asiento de { $seat }
recap-approve-button = Aprobar
recap-seat-taken = Ahora juegas el asiento que jugaba { $seat }. Tu mano está en tus MD y en **{ ui-my-hand }**.
recap-took = { $who } juega ahora el asiento que jugaba { $seat }.
recap-replaced = { $who } juega ahora el asiento que jugaba { $seat } (sustitución del anfitrión).
recap-replace-done = Hecho: { $who } tiene el asiento.
recap-asks = { $who } pide ocupar el asiento que jugaba { $seat }. { $host }, ¿lo apruebas?
recap-host-now = { $who } es ahora el anfitrión de esta partida.
recap-host-done = Hecho: has cedido el papel de anfitrión.
recap-settings = { $settings } Asientos libres: { $open_seats }.
recap-open-seats-anyone = cualquiera puede ocuparlos
recap-open-seats-host = el anfitrión aprueba quién los ocupa
recap-open-seats-nobody = nadie puede ocuparlos
recap-played-by = { $name } (antes: { $former })
