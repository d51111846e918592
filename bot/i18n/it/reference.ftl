# Il riferimento delle carte di ogni gioco (/card).
tew-card-building = Edificio
tew-card-boss = Boss
tew-card-building-facts = Vale { $vp } PV · costa { $cost }
wow-card-building = Edificio
