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

## Las ciegas y antes de un nivel, tal como las escriben las pantallas y el papel. Las cifras
## llegan ya formateadas ($sb es "1.000").

stakes-blinds = Ciegas
stakes-bb-ante = Ante BB
stakes-ante = Ante
stakes-button-ante = Ante de botón
stakes-bets = Apuestas
stakes-bring-in = Bring-in
stakes-complete = Completar
stakes-high-card-opens = Abre la carta más alta
stakes-pair = { $a } / { $b }
stakes-either = { $a } o { $b }
ante-kind-big-blind = ante de ciega grande
ante-kind-table = ante
ante-kind-button = ante de botón
betting-limit = Limit
betting-pot-limit = Pot-Limit
betting-no-limit = No-Limit
game-with-betting = { $game } · { $betting }
stakes-text-blinds-ante = Ciegas { $sb }/{ $bb }, { $kind } { $ante }
stakes-text-blinds = Ciegas { $sb }/{ $bb }
stakes-text-limit = Límites { $small }/{ $big }, ciegas { $sb }/{ $bb }
stakes-text-stud = Límites { $small }/{ $big }, ante { $ante }, bring-in { $bring }, completar a { $small }
stakes-text-stud-big-bet = Ante { $ante }, bring-in { $bring }
stakes-text-stud-opens = Límites { $small }/{ $big }, ante { $ante }, la carta más alta abre por { $small } o { $big }
stakes-short-stud = Límites { $small }/{ $big }, ante { $ante }, bring-in { $bring }
stakes-short-stud-opens = Límites { $small }/{ $big }, ante { $ante }, abre la carta más alta

## El reloj del torneo.

clock-level = Nivel { $level }
clock-break = Descanso
clock-entries = Entradas
clock-players-left = Jugadores restantes
clock-average-stack = Stack medio
clock-prize-pool = Bote de premios
clock-last-level = Este es el último nivel de la estructura: continúa hasta que termine el juego.
clock-structure-ended = La estructura se ha agotado e indica parar aquí: para seguir jugando, hay que añadir un nivel.
clock-end-of-day = El juego se ha detenido por hoy; reanudación: { $period }.
clock-draw-committed = El sorteo de asientos queda sellado con el código { $code }: tras el sorteo, cualquiera puede comprobar en la página de verificación del torneo que su secreto da este código y reparte estos asientos.
clock-h4h-dealt = Mano a mano: la mano { $hand } se reparte en todas las mesas; ninguna mesa empieza la siguiente hasta que todas hayan terminado.
clock-h4h-waiting = Mano a mano: mano { $hand }; siguen jugando: { $tables }.
clock-shootout-round = Shootout, ronda { $round }: { $decided } de { $tables } mesas terminadas.
clock-shootout-final = Shootout, ronda { $round }: la mesa final.
clock-player-entry = { $name } (entrada { $entry })
clock-lammer-owed = Canje de lammer pendiente antes de la próxima mano: { $players }.
clock-lammers-by = Los lammers deben canjearse antes del final del nivel { $level }.
clock-lammers-out =
    { $count ->
        [one] { $count } lammer pendiente ({ $chips } fichas).
       *[other] { $count } lammers pendientes ({ $chips } fichas).
    }
clock-bb-ante = Ante de ciega grande: { $rule }.
clock-late-reg-open = El registro tardío está abierto hasta el final del nivel { $level }.
clock-late-reg-closed = El registro tardío se cerró al final del nivel { $level }.
clock-add-on-this-break = Add-on disponible en este descanso: { $chips } fichas. Tomados hasta ahora: { $taken }.
clock-add-on-until = Add-on disponible hasta el final del nivel { $level }: { $chips } fichas. Tomados hasta ahora: { $taken }.
clock-add-on-now = Add-on disponible ahora: { $chips } fichas. Tomados hasta ahora: { $taken }.
clock-add-on-this-break-price = Add-on disponible en este descanso: { $chips } fichas por { $price }. Tomados hasta ahora: { $taken }.
clock-add-on-until-price = Add-on disponible hasta el final del nivel { $level }: { $chips } fichas por { $price }. Tomados hasta ahora: { $taken }.
clock-add-on-now-price = Add-on disponible ahora: { $chips } fichas por { $price }. Tomados hasta ahora: { $taken }.
clock-chip-color = { $value } ({ $color })
clock-race-this-break = Fichas que se retiran en este descanso: { $chips }.
clock-race-next-break = Fichas que se retiran en el próximo descanso: { $chips }.
clock-race-this-break-how = Fichas que se retiran en este descanso: { $chips }, { $how }.
clock-race-next-break-how = Fichas que se retiran en el próximo descanso: { $chips }, { $how }.
clock-satellite =
    Satélite: { $seats ->
        [one] { $seats } plaza
       *[other] { $seats } plazas
    } para { $target } ({ $value } cada una); el juego termina cuando { $seats ->
        [one] quede { $seats } jugador
       *[other] queden { $seats } jugadores
    }.
clock-satellite-short = Satélite para { $target }: el bote aún no alcanza para una plaza de { $value }.
clock-bomb-pot = Bomb pot: cada jugador pone el ante de { $ante }; no hay apuestas antes del flop y la apuesta mínima es el ante.
clock-bomb-pot-level = Bomb pot: cada jugador pone el ante del nivel; no hay apuestas antes del flop y la apuesta mínima es el ante.
clock-jam-or-fold = Jam or fold: en su primera acción, cada jugador va all-in o se retira.
clock-next-after =
    { $count ->
        [one] Siguiente nivel tras la próxima eliminación
       *[other] Siguiente nivel tras { $count } eliminaciones más
    }
clock-blinds-stay = Último nivel: las ciegas ya no suben
clock-hard-stop-reached = Hard stop: se termina la ronda en curso (hasta el botón) y se cuentan las fichas; el recuento clasifica a los jugadores que siguen en juego.
clock-hard-stop-at = Hard stop { $after } después del inicio; entonces el recuento de fichas clasifica a los jugadores que siguen en juego.
clock-by-eliminations-each = Ciegas por eliminaciones: el siguiente nivel empieza tras cada eliminación, no según el reloj.
clock-by-eliminations-every = Ciegas por eliminaciones: el siguiente nivel empieza cada { $count } eliminaciones, no según el reloj.
clock-hard-stop-rule = Hard stop: el juego termina tras { $after }; se acaba la ronda en curso y después los jugadores que siguen en juego se clasifican según sus fichas.
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
tables-none = ninguna mesa
tables-one = mesa { $table }
tables-many = mesas { $list } y { $last }
entry-unnamed = Entrada { $entry }
bba-pays = la ciega grande paga un ante por toda la mesa
bba-pays-equal = la ciega grande paga un ante por toda la mesa, igual a { $amount }
bba-reduced = { $rule }; { $amount } en una mesa de { $players } jugadores o menos
bba-amount-big-blind = la ciega grande
bba-amount-small-blind = la ciega pequeña
bba-amount-level = el ante indicado
race-race = mediante chip race (una ficha para cada mejor carta)
race-one-per-winner = mediante chip race (una ficha para cada mejor carta, redondeando hacia abajo)
race-round = redondeando cada stack (sin cartas)
race-classic = mediante el chip race clásico (la carta más alta se lo lleva todo)

## La pantalla de resultados (más).

result-seats-each = Cada jugador que sigue en juego gana una plaza.
result-seats-each-in = Cada jugador que sigue en juego gana una plaza para { $target }.
result-bounties = { $amount } en bounties
result-note-bounties = { $note }; { $amount } en bounties

## Un periodo de la estructura dentro de una frase.

period-level = nivel { $level }
period-break-after = el descanso tras el nivel { $level }
period-opening-break = el descanso inicial
period-other = periodo { $period }

## El estado del reloj, en pocas palabras.

status-not-started = sin empezar
status-running = en marcha
status-paused = en pausa
status-auto-paused = pausado por Felt
status-end-of-day = fin de la jornada
status-finished = terminado

## felt clock show: el reloj en una terminal.

cli-clock-overtime = Tiempo: último nivel, { $time } pasado su final
cli-clock-time-left = Tiempo restante: { $time }
cli-clock-stakes = Apuestas: { $stakes }
cli-clock-next-break = Siguiente: descanso ({ $time })
cli-clock-next-level = Siguiente: nivel { $level } — { $game }: { $stakes }
cli-clock-next-none = Siguiente: nada (último nivel)
cli-clock-break-in = Próximo descanso en: { $time }
cli-clock-payouts = Premios: { $paid } puestos pagados ({ $basis })
cli-clock-payouts-bubble = Premios: { $paid } puestos pagados ({ $basis }); en la burbuja
cli-clock-payouts-in-the-money = Premios: { $paid } puestos pagados ({ $basis }); en los premios
cli-clock-payouts-warning = Aviso sobre los premios: { $warning }
cli-clock-note = Nota: { $note }

## Las palabras propias de la pantalla (lo que rodea al reloj).

display-status-not-started = Sin empezar
display-status-paused = En pausa
display-status-end-of-day = Fin de la jornada
display-status-finished = Torneo terminado
display-last-round = Última ronda
display-to-hard-stop = hasta el hard stop
display-hard-stop-last-round = Hard stop: última ronda
display-hard-stop-in = Hard stop en { $time }
display-eliminations-to-next =
    { $count ->
        [one] eliminación más para el siguiente nivel
       *[other] eliminaciones más para el siguiente nivel
    }
display-next = Siguiente
display-break-in = Descanso en
display-last-level = Último nivel
display-next-break = Descanso ({ $time })
display-next-level = Nivel { $level } · { $game } · { $stakes }
display-next-level-after =
    Nivel { $level } · { $game } · { $stakes } · { $count ->
        [one] tras la próxima eliminación
       *[other] tras { $count } eliminaciones más
    }
display-next-a-break = Siguiente: descanso
display-next-level-short = Siguiente: nivel { $level } · { $game }
display-chip-race = Chip race en este descanso
display-no-chip-race = Descanso: no se retiran fichas
display-bubble = Burbuja
display-bubble-why = el próximo eliminado no gana nada
display-in-the-money = En premios
display-in-the-money-why = todos los jugadores restantes ganan un premio
display-payouts = Premios
display-next-paid = Próximo premio
display-final-results = Resultados finales
display-more-places =
    { $count ->
        [one] y { $count } puesto más en la hoja de resultados
       *[other] y { $count } puestos más en la hoja de resultados
    }
display-leaderboard =
    Clasificación · { $finished } de { $events ->
        [one] { $events } torneo jugado
       *[other] { $events } torneos jugados
    } · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
display-leaderboard-empty = Aún no hay puntos: la clasificación se completa a medida que terminan los torneos.
display-sound-off = Sonido desactivado: haz clic o pulsa una tecla en esta pantalla para activar el sonido
display-offline = Reconectando con Felt…

duration-seconds = { $seconds } s
display-paid =
    { $paid ->
        [one] { $paid } pagado
       *[other] { $paid } pagados
    }
display-paid-locked =
    { $paid ->
        [one] { $paid } pagado · fijado
       *[other] { $paid } pagados · fijado
    }
display-places-shown = { $shown } de { $paid } puestos
display-no-prizes = No hay premios que mostrar para este torneo.

## Lo que las pantallas dicen en voz alta. Las cifras llegan ya formateadas ($sb es "1.000").

spoken-blinds = ciegas { $sb } y { $bb }
spoken-blinds-ante = ciegas { $sb } y { $bb }, { $kind } { $ante }
spoken-limits = límites { $small } y { $big }, ciegas { $sb } y { $bb }
spoken-stud = límites { $small } y { $big }, ante { $ante }, bring-in { $bring }
spoken-stud-big-bet = ante { $ante }, bring-in { $bring }
spoken-stud-opens = límites { $small } y { $big }, ante { $ante }, abre la carta más alta
spoken-seconds =
    { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }
spoken-minutes =
    { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    }
spoken-break = Descanso, { $length }.
spoken-chip = las fichas de { $value }
spoken-chip-color = las fichas { $color } de { $value }
# Una lista dicha en voz alta: las fichas verdes de 25, las fichas de 100 y las fichas de 500.
spoken-list = { $list } y { $last }
spoken-race =
    { $count ->
        [one] Cambio de fichas en este descanso: se retiran { $chips }.
       *[other] Cambio de fichas en este descanso: se retiran { $chips }.
    }
spoken-level-game = Nivel { $level }: { $game }, { $stakes }.
spoken-level = Nivel { $level }.
spoken-one-minute-break = Queda un minuto de descanso.
spoken-one-minute-level = Queda un minuto del nivel { $level }.
spoken-one-minute = Queda un minuto.
spoken-h4h-start = Pasamos a jugar mano a mano. Cada mesa juega una mano y espera a las demás.
spoken-h4h-hand = Mano a mano, mano { $hand }.
spoken-in-the-money =
    { $paid ->
        [one] Estamos en premios: se paga un puesto, y todos los jugadores que siguen en juego ganan un premio.
       *[other] Estamos en premios: se pagan { $paid } puestos, y todos los jugadores que siguen en juego ganan un premio.
    }

## La columna de premios: cómo se calcularon los premios, y el acuerdo.

payouts-round = eliminado en la ronda { $round }
payouts-saver = saver
payouts-basis-none = sin premios
payouts-basis-row = { $title }, fila para { $min }-{ $max } entradas
payouts-basis-row-one =
    { $entries ->
        [one] { $title }, fila para { $entries } entrada
       *[other] { $title }, fila para { $entries } entradas
    }
payouts-basis-row-part = { $title }, fila para { $min }-{ $max } entradas: los primeros de sus { $places } puestos (con el redondeo, el bote no alcanza para más)
payouts-basis-curve = curva de pagos
payouts-basis-beyond = curva de pagos (las entradas superan las filas de { $title })
payouts-basis-satellite =
    { $seats ->
        [one] satélite: { $seats } plaza
       *[other] satélite: { $seats } plazas
    }
payouts-basis-satellite-in = plazas de satélite para { $target }
payouts-basis-locked = { $basis }; fijado
payouts-basis-by-round = { $basis }; shootout, pagado según la ronda alcanzada
payouts-basis-savers = { $basis }; { $amount } en savers descontados primero del bote
payouts-warning-locked =
    { $entries ->
        [one] los premios se fijaron con { $entries } entrada (bote de { $at_lock }); ahora el bote es de { $pool }
       *[other] los premios se fijaron con { $entries } entradas (bote de { $at_lock }); ahora el bote es de { $pool }
    }
payouts-warning-shootout =
    { $entries ->
        [one] aún no hay premios: las rondas del shootout no admiten { $entries } entrada ({ $why })
       *[other] aún no hay premios: las rondas del shootout no admiten { $entries } entradas ({ $why })
    }
payouts-warning-none = aún no hay premios: { $why }
payouts-deal = Acuerdo ({ $how }) entre { $players } jugadores
payouts-deals = { $deals } acuerdos entre { $players } jugadores (el último: { $how })
payouts-deal-chop = chip chop
payouts-deal-icm = ICM
payouts-deal-custom = personalizado
payouts-play-for = { $amount } reservados para el 1.er puesto

## The console's words used by many panels.
ui-cancel = Cancelar
ui-add = Añadir
ui-remove = Quitar
ui-create = Crear
ui-save = Guardar
ui-close = Cerrar
ui-undo = Deshacer
ui-redo = Rehacer
ui-player = Jugador
ui-players = Jugadores
ui-stakes = Apuestas
ui-level = Nivel
ui-game = Juego
ui-seat = Asiento
ui-chips = Fichas
ui-entries = Entradas
ui-ante = Ante

## felt console-language: the console's language.
cli-console-language = La consola habla { $language }.
cli-console-language-browsers = La consola habla el idioma de cada navegador.
