# The card reference of each game (/card). Kept apart while the games' own files change.
tew-card-building = Building
tew-card-boss = Boss
tew-card-building-facts = Worth { $vp } VP · costs { $cost }
wow-card-building = Building
