# The game service: lobby, play and timers (refusals and log stand-ins).
ui-no-such-game = Non esiste un gioco con questo nome. Prova con: { $known }.
ui-game-gone = Questa partita non esiste (più).
ui-game-newer = Questa partita è stata salvata da una versione più recente di Saloon e qui non si può giocare.
ui-no-game-here = Qui non c'è nessuna partita. Avviane una con `/game new`.
ui-host-only = Solo l'host o chi ha il permesso Gestisci server può { $what }.
ui-players-only = Solo chi gioca a questo tavolo può aggiungere un bot.
ui-already-seated = Hai già un posto in questa partita.
ui-not-seated = Non hai un posto in questa partita.
ui-target-not-seated = Quella persona non ha un posto in questa partita.
ui-game-full = Questa partita è al completo ({ $seats ->
    [one] 1 posto
   *[other] { $seats } posti
}).
ui-lobby-only = Puoi { $what } solo prima che la partita inizi.
ui-already-over = Questa partita è già finita.
ui-already-started = Questa partita è già iniziata.
ui-not-started = Questa partita non è ancora iniziata.
ui-wrong-seat-count = { $game } richiede da { $low } a { $high } posti; { $seats ->
    [one] ora ne è occupato 1
   *[other] ora ne sono occupati { $seats }
}. Invita altre persone o usa `/game addbot`.
ui-not-playing = Non stai giocando a questa partita.
ui-not-your-turn = Non è il tuo turno. Riceverai una menzione quando toccherà a te.
ui-stale = Il tabellone è cambiato da quando è stato mostrato. Ecco la situazione attuale.
ui-move-gone = Questa mossa non è più disponibile. Controlla le tue opzioni con `/hand` o sul tabellone.
ui-undo-not-yours = Puoi annullare solo la tua ultima mossa, e solo se nessun altro ha ancora agito.
ui-undo-revealed = Quella mossa ha rivelato carte o dadi, quindi non si può annullare.
ui-undo-older-rules = Questa partita è iniziata con una versione precedente delle regole, quindi le sue mosse non si possono più annullare. Continua a giocare come sempre.
ui-undid = ha annullato la sua ultima mossa
ui-no-hand = In questa partita non hai una mano.
ui-private-move = ha fatto una scelta privata
ui-plain = { $text }
ui-what-join = entrare
ui-what-addbot = aggiungere un bot
ui-what-leave = uscire
ui-what-kick = espellere giocatori
ui-what-settings = cambiare le impostazioni
ui-what-options = cambiare le opzioni di gioco
ui-what-end = chiudere la partita
ui-what-start = avviare la partita
ui-option-unreadable = Non riesco a leggere l'opzione «{ $part }». Scrivi le opzioni nella forma nome=valore.
ui-option-unknown = L'opzione «{ $name }» non esiste. Opzioni: { $known }.
ui-option-bad-value = «{ $value }» non è un valore valido per { $name }. Scegli tra: { $allowed }.
ui-option-invalid = L'opzione { $name } non è valida: { $reason }.
ui-game-unreadable = Lo stato salvato di questa partita non è leggibile; le altre partite non ne risentono.
ui-place-taken = Qui c'è già una partita in corso. Portala a termine o chiudila prima.
ui-server-full = Questo server ha già { $limit ->
    [one] 1 partita in corso
   *[other] { $limit } partite in corso
}. Portane a termine o chiudine una prima.
ui-too-many-lobbies = Hai già { $limit ->
    [one] una lobby aperta
   *[other] { $limit } lobby aperte
}. Avviane o chiudine una prima.
ui-anonymous = Ex giocatore
