# Assenze, ore di silenzio, /mygames e il riepilogo quotidiano (issue 21).
ui-away-too-long = Puoi assentarti da 0 a { $limit } giorni (il massimo che consente una delle tue partite); { $days } non è possibile. Non è cambiato nulla.
ui-digest-bad-hour = L'ora del riepilogo è un'ora del tuo orologio, da 0 a 23; { $hour } non lo è. Non è cambiato nulla.
ui-away-status = 💤 Sei via fino a { $until }: le tue scadenze aspettano.
ui-away-game = · { $game } #{ $id }: il tuo tempo in pausa fino a { $until }
ui-away-back = Bentornato: ogni decisione che ti aspetta ha di nuovo tutto il suo tempo.
ui-digest-on = 📬 Un messaggio privato al giorno alle { $hour }:00 della tua ora elenca le partite che ti aspettano, al posto di una menzione a ogni turno (una reazione, o una scadenza fra meno di 3 ore, ti menziona comunque).
ui-digest-off = 🔔 Di nuovo una menzione a ogni turno, senza riepilogo quotidiano.
ui-away-line = 💤 { $who } è via fino a { $until }: la partita lo aspetta.
ui-mygames-title = { $count ->
    [one] La tua partita (1)
   *[other] Le tue partite ({ $count })
  } · { $yours ->
    [0] nessuna ti aspetta
    [one] 1 ti aspetta
   *[other] { $yours } ti aspettano
  }
ui-mygames-empty = Non sei in nessuna partita in corso. Aprine una con `/game new`.
ui-mygames-line = **{ $game } #{ $id }** · { $state } · [tavolo]({ $link })
ui-mygames-yours = ➡️ tocca a te, scade { $due }
ui-mygames-yours-open = ➡️ tocca a te
ui-mygames-waiting = si aspetta { $who }
ui-mygames-lobby = sala d'attesa, non ancora iniziata
ui-mygames-away = 💤 il tuo tempo in pausa fino a { $until }
ui-mygames-more = { $count ->
    [one] …e ancora 1 partita.
   *[other] …e altre { $count } partite.
  }
ui-digest-title = { $count ->
    [one] Saloon: 1 partita aspetta la tua mossa
   *[other] Saloon: { $count } partite aspettano la tua mossa
  }
ui-settings-away = { $settings } Un giocatore assente mette in pausa questa partita per al massimo { $days } giorni.
