# La referencia de cartas de cada juego (/card).
tew-card-building = Edificio
tew-card-boss = Jefe
tew-card-building-facts = Vale { $vp } PV · cuesta { $cost }
wow-card-building = Edificio
