# Los mensajes de Felt en español.

## La pantalla de resultados de un torneo terminado.

result-wins = { $name } gana
result-last-in = { $name } es el último jugador en juego.
result-stopped = El juego se ha detenido
result-stopped-how = Los jugadores que seguían en juego se clasificaron por sus fichas.
result-deal = Un acuerdo pone fin al torneo
result-deal-how = Los jugadores que seguían en juego se repartieron todos los premios restantes.
result-over = El torneo ha terminado
result-one-left = Queda un jugador.
result-seats-won =
    { $seats ->
        [one] { $seats } plaza ganada
       *[other] { $seats } plazas ganadas
    }
result-more-places =
    { $count ->
        [one] y { $count } puesto más en la hoja de resultados
       *[other] y { $count } puestos más en la hoja de resultados
    }
result-prizes-unknown = Premios no mostrados: { $why }

## Numbers in words.

ordinal = { $n }.º
place-shared = { $from }-{ $to }
