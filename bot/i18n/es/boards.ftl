## Tableros y manos legibles en un móvil (render/, issue 19)

boards-key = Leyenda
