## Imágenes del tablero y de la mano (render/), comunes y por juego (issue #9)

core-board-you = Eres { $name } — { $colour }, { $letter }
core-board-colour = { $letter ->
    [K] azul
    [Z] bermellón
    [U] verde
    [J] púrpura
    [H] naranja
    [R] gris
   *[E] celeste
}
core-banner-title = Fin de la partida
core-banner-place = { $place }.
core-banner-score = { $score ->
    [one] 1 punto
   *[other] { $score } puntos
}
core-banner-part = { $label } { $points }
core-banner-tie-break = Desempate: { $rule }

tew-board-detail = propiedades { $buildings }, negocios { $industry }, «Se busca» { $wanted }; { $n ->
    [one] 1 propiedad
   *[other] { $n } propiedades
}, { $icons ->
    [one] 1 símbolo
   *[other] { $icons } símbolos
}
tew-board-part = { $part ->
    [buildings] propiedades
    [wanted] «Se busca»
   *[industry] negocios
}
tew-board-tie = { $rule ->
    [buildings] más propiedades ({ $a } a { $b })
    [icons] más símbolos de negocio ({ $a } a { $b })
   *[none] ninguno ({ $a } símbolos cada uno): el puesto se comparte
}
tew-board-vp-parts = Tu puntuación ahora: { $vp } PV = propiedades { $buildings } + negocios { $industry } + «Se busca» { $wanted }
tew-board-can-buy = Propiedades en venta
tew-board-building = { $name } — { $vp } PV, cuesta { $cost }
tew-board-free = gratis

wow-board-part = { $part ->
    [property] propiedades
    [cattle] ganado
    [control] control
    [money] más dinero
   *[wanted] más «Se busca»
}
wow-board-tie = ninguno: los empates comparten el puesto
wow-board-score-now = Tu puntuación ahora: { $score } = { $parts }
wow-board-supply = { $cowboys } { $cowboys ->
    [one] vaquero
   *[other] vaqueros
}, ganado { $cattle }{ $farmer ->
    [true] , granjero usado
   *[other] {""}
}
