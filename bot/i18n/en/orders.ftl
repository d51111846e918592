# Answers Saloon gives for a player (issue 19): the only choice, or a standing order.
ui-answered-only = ↪ { $who }: { $move } (the only choice)
ui-answered-standing = 📌 { $who }: { $move } (standing order)
ui-order-give = 📌 Always: { $order }
ui-order-cancel = ✖ Cancel order: { $order }
wow-order-fire = fire until each shootout is settled
wow-order-retreat = fire, but retreat from an attack when outgunned 2 to 1
wow-order-sheriff-attack = my sheriff joins every attack of mine
wow-order-sheriff-defend = my sheriff joins every defence of mine
carson-order-spend = spend only the money above my limit each round
carson-order-under = spend nothing while I am under my limit
legends-order-income-money = take $20 of income every turn
legends-order-income-cards = take 2 cards of income every turn
legends-order-income-both = take $10 and 1 card of income every turn
legends-order-sell-all = at the Bank, sell all my gold first (Fool's Gold too)
legends-order-prospect = at a mine, prospect with every action until I carry 4 nuggets
