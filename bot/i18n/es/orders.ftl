# Respuestas que Saloon da por un jugador (issue 19): la única opción, o una orden permanente.
ui-answered-only = ↪ { $who }: { $move } (la única opción)
ui-answered-standing = 📌 { $who }: { $move } (orden permanente)
ui-order-give = 📌 Siempre: { $order }
ui-order-cancel = ✖ Anular la orden: { $order }
wow-order-fire = disparar hasta que se decida cada tiroteo
wow-order-retreat = disparar, pero retirarme de un ataque si me superan 2 a 1
wow-order-sheriff-attack = mi sheriff se une a todos mis ataques
wow-order-sheriff-defend = mi sheriff se une a todas mis defensas
carson-order-spend = gastar solo el dinero sobre mi límite cada ronda
carson-order-under = no gastar nada mientras esté bajo mi límite
legends-order-income-money = cobrar $20 de ingresos cada turno
legends-order-income-cards = cobrar 2 cartas de ingresos cada turno
legends-order-income-both = cobrar $10 y 1 carta de ingresos cada turno
legends-order-sell-all = en el Banco, vender primero todo mi oro (y el Oro de Tontos)
legends-order-prospect = en una mina, buscar oro en cada acción hasta tener 4 pepitas
