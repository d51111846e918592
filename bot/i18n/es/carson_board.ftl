# Carson City: textos de las imágenes del tablero (render/carson*.py).

carson-r-track = Acciones
carson-r-space = { $id ->
    [SALARY] Salario
    [AMMO] Munición
    [ROADS_3] 3 carreteras
    [ROAD_1] 1 carretera
    [INCOME_PLOTS] $ por parcelas
    [INCOME_COWBOYS] $ por cowboys
    [GAMBLING] $ por apuestas
    [VP_PLOTS] PV por parcelas
    [VP_BUILDINGS] PV por edificios
    [VP_COWBOYS] PV por cowboys
   *[other] Compra PV
}
carson-r-short = { $kind ->
    [ranch] Rancho
    [mine] Mina
    [drugstore] Farm.
    [bank] Banco
    [saloon] Cantina
    [hotel] Hotel
    [church] Iglesia
    [prison] Prisión
    [store] Tienda
    [school] Escuela
    [blacksmith] Herrería
    [townhall] Ayunt.
    [station] Estación
   *[other] ?
}
carson-r-vp-price = 1 PV = ${ $price }
carson-r-empty-slot = vacío
carson-r-chars = Personajes
carson-r-players = Jugadores
carson-r-order = Orden:
carson-r-col = { $col ->
    [money] Dinero
    [vp] PV
    [rev] Armas
    [fire] Fuego
    [cowboys] Cowb.
    [roads] Carr.
   *[tiles] Losetas
}
carson-r-passed = ha pasado
carson-r-kept = guarda { $list }
carson-r-ammo = munición
carson-r-dynamite = dinamita { $count }
carson-r-mir-count = { $count ->
        [one] 1 loseta de duelo
       *[other] { $count } losetas de duelo
    }
carson-r-mir-total = anunció { $total }
carson-r-discard = Losetas de duelo descartadas: { $tiles }
carson-r-now = Ahora
carson-r-idle = Nada que responder ahora.
carson-r-no-duel = Aún no hubo duelos.
carson-r-duel = Último duelo, { $loc }:
carson-r-duel-won = ganó { $who }
carson-r-townhall = Ayuntamiento { $plot }: { $who }
carson-r-townhall-free = Ayuntamiento { $plot }: libre
carson-r-outlaws = Forajidos (fuerza { $strength }): { $plots }
carson-r-bag = { $count ->
        [one] 1 edificio
       *[other] { $count } edificios
    } en la bolsa
carson-r-legend-mountain = montaña
carson-r-legend-house = casa
carson-r-legend-townhouse = adosado
carson-r-legend-connected = con carretera
carson-r-legend-offered = carretera ofrecida: su número abre la respuesta
carson-r-legend-pawn = cowboy blanco del Sheriff
carson-r-legend-dynamite = dinamita
carson-r-legend-river = río
carson-r-outlaw = Forajido
carson-r-vp = { $vp } PV
carson-r-your-tiles = Tus losetas de duelo (La ley del más fuerte):
carson-r-holds = Personaje: { $cards }
