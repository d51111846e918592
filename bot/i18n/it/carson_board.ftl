# Carson City: testi delle immagini del tabellone (render/carson*.py).

carson-r-track = Azioni
carson-r-space = { $id ->
    [SALARY] Salario
    [AMMO] Munizioni
    [ROADS_3] 3 strade
    [ROAD_1] 1 strada
    [INCOME_PLOTS] $ per lotti
    [INCOME_COWBOYS] $ per cowboy
    [GAMBLING] Gioco d'azzardo
    [VP_PLOTS] PV per lotti
    [VP_BUILDINGS] PV per edifici
    [VP_COWBOYS] PV per cowboy
   *[other] Compra PV
}
carson-r-short = { $kind ->
    [ranch] Ranch
    [mine] Miniera
    [drugstore] Farm.
    [bank] Banca
    [saloon] Saloon
    [hotel] Hotel
    [church] Chiesa
    [prison] Prigione
    [store] Emporio
    [school] Scuola
    [blacksmith] Fabbro
    [townhall] Munic.
    [station] Stazione
   *[other] ?
}
carson-r-vp-price = 1 PV = ${ $price }
carson-r-empty-slot = vuoto
carson-r-chars = Personaggi
carson-r-players = Giocatori
carson-r-order = Ordine:
carson-r-col = { $col ->
    [money] Soldi
    [vp] PV
    [rev] Armi
    [fire] Fuoco
    [cowboys] Cowb.
    [roads] Strade
   *[tiles] Tessere
}
carson-r-passed = ha passato
carson-r-kept = tiene { $list }
carson-r-ammo = munizioni
carson-r-dynamite = dinamite { $count }
carson-r-mir-count = { $count ->
        [one] 1 tessera duello
       *[other] { $count } tessere duello
    }
carson-r-mir-total = annunciato { $total }
carson-r-discard = Tessere duello scartate: { $tiles }
carson-r-now = Adesso
carson-r-idle = Niente a cui rispondere ora.
carson-r-no-duel = Ancora nessun duello.
carson-r-duel = Ultimo duello, { $loc }:
carson-r-duel-won = ha vinto { $who }
carson-r-townhall = Municipio { $plot }: { $who }
carson-r-townhall-free = Municipio { $plot }: libero
carson-r-outlaws = Fuorilegge (forza { $strength }): { $plots }
carson-r-bag = { $count ->
        [one] 1 edificio
       *[other] { $count } edifici
    } nel sacchetto
carson-r-legend-mountain = montagna
carson-r-legend-house = casa
carson-r-legend-townhouse = palazzina
carson-r-legend-connected = su una strada
carson-r-legend-offered = strada offerta: il suo numero apre la risposta
carson-r-legend-pawn = pedina dello Sceriffo
carson-r-legend-dynamite = dinamite
carson-r-legend-river = fiume
carson-r-outlaw = Fuorilegge
carson-r-vp = { $vp } PV
carson-r-your-tiles = Le tue tessere duello (La legge del più forte):
carson-r-holds = Personaggio: { $cards }
