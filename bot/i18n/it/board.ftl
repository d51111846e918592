## Immagini del tabellone e della mano (render/), comuni e per gioco (issue #9)

core-board-you = Sei { $name } — { $colour }, { $letter }
core-board-colour = { $letter ->
    [K] blu
    [Z] vermiglio
    [U] verde
    [J] viola
    [H] arancione
    [R] grigio
   *[E] azzurro
}
core-banner-title = Partita finita
core-banner-place = { $place }.
core-banner-score = { $score ->
    [one] 1 punto
   *[other] { $score } punti
}
core-banner-part = { $label } { $points }
core-banner-tie-break = Spareggio: { $rule }

tew-board-detail = edifici { $buildings }, industria { $industry }, Ricercato { $wanted }; { $n ->
    [one] 1 edificio
   *[other] { $n } edifici
}, { $icons ->
    [one] 1 simbolo
   *[other] { $icons } simboli
}
tew-board-part = { $part ->
    [buildings] edifici
    [wanted] Ricercato
   *[industry] industria
}
tew-board-tie = { $rule ->
    [buildings] più edifici ({ $a } a { $b })
    [icons] più simboli di industria ({ $a } a { $b })
   *[none] nessuno ({ $a } simboli a testa): il posto è condiviso
}
tew-board-vp-parts = Il tuo punteggio ora: { $vp } PV = edifici { $buildings } + industria { $industry } + Ricercato { $wanted }
tew-board-can-buy = Edifici in vendita
tew-board-building = { $name } — { $vp } PV, costa { $cost }
tew-board-free = gratis

wow-board-part = { $part ->
    [property] proprietà
    [cattle] bestiame
    [control] controllo
    [money] più denaro
   *[wanted] più Wanted
}
wow-board-tie = nessuno: a parità di punti il posto è condiviso
wow-board-score-now = Il tuo punteggio ora: { $score } = { $parts }
wow-board-supply = { $cowboys } cowboy, bestiame { $cattle }{ $farmer ->
    [true] , contadino usato
   *[other] {""}
}
