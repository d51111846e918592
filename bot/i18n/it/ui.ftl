# The Discord bot and the console: what players read around the games.

## After a change
ui-your-move = Tocca a { $who }
ui-bots-thinking = I bot stanno pensando…
ui-also-called = Chiamati al tavolo anche: { $who }
ui-timed-out = ⏰ Il tempo di { $who } è scaduto: Saloon ha giocato al suo posto.
ui-game-over = 🏁 **Partita finita!** { $summary }
ui-standing = { $place }. { $who }: { $score }
ui-done = Fatto: { $move }
ui-ok = Fatto.
ui-undone = Fatto: la tua ultima mossa è stata annullata.
ui-started = La partita è iniziata.

## The table and the hand
ui-table-title = { $game } · partita #{ $id }
ui-players = Giocatori
ui-table-footer = Tabellone v{ $version } · /hand per le tue carte · /game log
ui-hand-title = La tua mano · { $game } #{ $id }
ui-hand-your-move = **Tocca a te.**
ui-hand-waiting = In attesa degli altri.
ui-hand-empty = Al momento non hai niente di segreto in mano.
ui-since-last-look = **Dall'ultima volta che hai guardato:**
ui-hand-footer = Posto { $seat } · tabellone v{ $version }
ui-hand-alt = La tua mano privata
ui-my-hand = La mia mano
ui-menu-placeholder = Scegli una mossa ({ $where })
ui-menu-placeholder-all = Scegli una mossa
ui-menu-page = { $first } … { $last }
ui-menu-group = { $count ->
    [one] 1 mossa
   *[other] { $count } mosse
}
ui-menu-next = { $where }: scegli qui sotto.
ui-current-board = Tabellone attuale: { $link }
ui-not-your-buttons = Non è il tuo turno: queste scelte spettano a { $who }. Riceverai una menzione quando toccherà a te.
ui-unknown-move = Non conosco questa mossa. Scegline una dall'elenco mentre scrivi.
ui-several-moves = Può essere più di una mossa ({ $some }). Scrivi di più del suo nome.

## The lobby
ui-lobby-title = { $game } · lobby #{ $id }
ui-lobby-body = { $blurb }
    { $low }-{ $high } posti · opzioni: { $options }
ui-seated = Al tavolo ({ $seated }/{ $seats })
ui-host-mark = {" "}(host)
ui-lobby-lobby = Aperta: premi Unisciti oppure usa `/game join`.
ui-lobby-active = Iniziata.
ui-lobby-ended = Chiusa.
ui-lobby-finished = Conclusa.
ui-lobby-join-button = Unisciti
ui-lobby-leave-button = Esci
ui-lobby-addbot-button = Aggiungi un bot
ui-lobby-start-button = Inizia
ui-rematch-button = Rivincita
ui-rematch-opened = La sala della rivincita #{ $id } è aperta con gli stessi giocatori e opzioni; la ospiti tu: premi Inizia quando sono tutti pronti.
ui-rematch-exists = Qui c'è già una partita aperta: #{ $id }.
ui-rematch-not-over = La rivincita si può chiedere quando la partita è finita.
ui-rematch-players-only = Solo i giocatori di quella partita possono chiedere la rivincita.
ui-lobby-open = Lobby aperta: { $link }
ui-lobby-opened = La lobby #{ $id } di { $game } è aperta.
ui-lobby-expired = La lobby #{ $id } è stata chiusa: nessuno l'ha avviata per una settimana.
ui-joined = Hai preso posto in { $game }.
ui-joined-again = Eccoti di nuovo: il tuo posto è ancora tuo.
ui-joined-no-dm = { $first } Non riesco a scriverti in privato: le tue carte segrete saranno in `/hand` e nel pulsante **La mia mano**.
ui-dm-welcome = Hai preso posto nella partita #{ $id } di { $game }. Le tue carte private e le tue scelte arriveranno qui.
ui-dm-welcome-languages = Hai preso posto nella partita #{ $id } di { $game }. Le tue carte private e le tue scelte arriveranno qui in { $mine }; il tavolo parla { $table }. `/notify` con `lingua` sceglie la lingua dei tuoi messaggi.
ui-left = Hai lasciato la lobby.
ui-left-running = Hai lasciato la partita. Ora un bot gioca al tuo posto; con `/game join` lo riprendi.
ui-bot-seated = Un bot ha preso posto.
ui-kicked = Fuori dal tavolo: { $who }.
ui-kicked-running = { $who } esce dalla partita; ora un bot gioca al suo posto.
ui-ended = Partita chiusa.
ui-ended-by = { $who } ha chiuso la partita { $game } #{ $id }.
ui-board-posted = Tabellone pubblicato: { $link }
ui-log-empty = Non è ancora successo niente.
ui-list-line = #{ $id } { $game } · { $status ->
    [lobby] lobby aperta
    [active] in corso
    [finished] conclusa
    [ended] chiusa
   *[other] { $status }
} · { $place }
ui-list-empty = Qui non ci sono partite in corso.
ui-settings = Impostazioni: { $turn } h per mossa, { $reaction } h per reagire durante il turno altrui, promemoria { $reminder } h prima, allo scadere { $timeout }, timer { $timers }, lingua del tavolo: { $language }.
ui-settings-options = { $settings } Opzioni: { $options }.
ui-reminder = ⏰ { $who }, la tua mossa in { $game } #{ $id } scade { $due }. { $link }

## Rules, preferences, errors
ui-no-rules = Ancora nessun riassunto.
ui-more-topics = Altri argomenti: { $topics }
ui-unknown-topic = { $game } non ha nessun argomento delle regole «{ $topic }». Argomenti: { $topics }
ui-notify = Messaggi privati { $dm } · promemoria { $reminders } · ore di silenzio { $quiet } ({ $zone }, lì ora sono le { $now }) · lingua: { $language }
ui-unknown-timezone = Non conosco il fuso orario "{ $zone }". Scegline uno dall'elenco, per esempio { $like }.
ui-forgotten = Fatto: le tue preferenze sono state cancellate e il tuo nome nelle partite salvate ora è anonimo.
ui-check-failed = Qui non puoi usarlo.
ui-unexpected = Qualcosa è andato storto da parte nostra; la partita non è cambiata. Riprova.
ui-unexpected-saved = La tua mossa è stata salvata, ma non è stato possibile mostrare il risultato. `/game board` mostra il tabellone attuale.
ui-console-help = Scrivi un numero o l'inizio del nome di una mossa; oppure: hand, log, hint, rules [argomento], card <nome>, undo, quit.
ui-console-range = Scegli tra { $low } e { $high }.
ui-console-amounts = Scrivi una cifra da { $low } a { $high } (o "{ $example }"), o il nome di una mossa.
ui-console-stopped = Interrotta: { $count } righe di fila non erano mosse, e l'input non è un terminale.
ui-console-undo-confirm = Annullare la tua ultima mossa? (s/n)
ui-game-elsewhere = Questa partita si gioca in un altro canale.
ui-missing-permissions = Non posso gestire una partita qui: mi mancano questi permessi: { $perms }. Chiedi a un amministratore del server di concederli in questo canale.
ui-no-thread-here = Posso aprire un thread di gioco solo in un canale testuale. Usa `/game new` senza `thread`, oppure usalo in un canale testuale.
ui-saved-forbidden = La tua mossa è stata salvata, ma non posso più scrivere in questo canale (mancano dei permessi). Chiedi a un amministratore, poi usa `/game board`.
ui-saved-gone = La tua mossa è stata salvata, ma il canale o il messaggio di questa partita non c'è più.
ui-unknown-button = Questo pulsante non è più valido. Usa `/game board` per avere quello attuale.
ui-console-seats = { $game } prevede da { $low } a { $high } posti, e l'IA può occuparne da nessuno a tutti.
ui-saved-locked = La tua mossa è stata salvata, ma questo thread è bloccato, quindi non posso pubblicare il tabellone. Un moderatore può sbloccarlo; poi usa `/game board`.
ui-change-saved = { $done } È stato salvato, ma non è stato possibile mostrarlo.
ui-change-saved-forbidden = { $done } È stato salvato, ma non posso più scrivere in questo canale (mancano dei permessi): chiedi a un amministratore.
ui-change-saved-gone = { $done } È stato salvato, ma il canale o il messaggio di questa partita non c'è più.
ui-change-saved-locked = { $done } È stato salvato, ma questo thread è bloccato, quindi non posso scriverci. Un moderatore può sbloccarlo.
ui-game-unreadable-at = ⚠️ La partita #{ $id } non si può giocare qui: { $why } Le altre partite non ne risentono.
ui-limits = Limiti di questo server: { $games ->
    [one] 1 partita in corso
   *[other] { $games } partite in corso
}, { $lobbies ->
    [one] 1 lobby aperta
   *[other] { $lobbies } lobby aperte
} per utente.
ui-limits-admins = Solo chi ha il permesso Gestisci server può cambiare i limiti di questo server.
ui-limit-default = il numero predefinito di
ui-on = attivi
ui-off = disattivati
ui-timeout-default = si gioca una mossa sensata
ui-timeout-ai = un bot prende il posto
ui-language-auto = come la tua app di Discord
ui-language-en = inglese
ui-language-es = spagnolo
ui-language-it = italiano
ui-console-start = { $game } #{ $id } · { $seats ->
        [one] 1 posto
       *[other] { $seats } posti
    } ({ $ai } IA) · tabelloni in { $folder }
ui-console-saved = Salvata. Per riprendere: { $command }
ui-card-entry = { $name } — { $kind } · { $game }
ui-card-kind = { $kind } · { $game }
ui-card-unknown = Nessuna carta si chiama "{ $typed }". Scrivi parte del nome e sceglila dall'elenco.
ui-card-ambiguous = "{ $typed }" può essere più carte ({ $some }). Scegline una dall'elenco.
ui-restarting = Saloon si sta riavviando proprio ora: non è cambiato nulla. Riprova tra un minuto.
