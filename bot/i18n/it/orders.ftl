# Risposte che Saloon dà per un giocatore (issue 19): l'unica scelta, o un ordine permanente.
ui-answered-only = ↪ { $who }: { $move } (unica scelta)
ui-answered-standing = 📌 { $who }: { $move } (ordine permanente)
ui-order-give = 📌 Sempre: { $order }
ui-order-cancel = ✖ Annulla l'ordine: { $order }
wow-order-fire = sparare finché ogni sparatoria non è decisa
wow-order-retreat = sparare, ma ritirarsi da un attacco se in inferiorità 2 a 1
wow-order-sheriff-attack = il mio sceriffo si unisce a ogni mio attacco
wow-order-sheriff-defend = il mio sceriffo si unisce a ogni mia difesa
carson-order-spend = spendere solo il denaro oltre il mio limite ogni round
carson-order-under = non spendere nulla finché sono sotto il limite
legends-order-income-money = incassare $20 di entrate ogni turno
legends-order-income-cards = incassare 2 carte di entrate ogni turno
legends-order-income-both = incassare $10 e 1 carta di entrate ogni turno
legends-order-sell-all = in Banca, vendere prima tutto l'oro (e l'Oro degli Stolti)
legends-order-prospect = in miniera, cercare l'oro a ogni azione finché ho 4 pepite
