## Tabelloni e mani leggibili su un telefono (render/, issue 19)

boards-key = Legenda
# Il titolo di Western Legends senza la domanda (il tabellone la mostra grande in «Adesso»)
boards-legends-headline = Round { $round } · turno di { $turn } · obiettivo { $target } PL
