## Tabelloni e mani leggibili su un telefono (render/, issue 19)

boards-key = Legenda
