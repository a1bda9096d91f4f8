# Los mensajes de Felt en español.

# The language's own name, as a language menu lists it.
language-name = español

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
result-note-deal = acuerdo
result-note-deal-played-for = acuerdo + importe en juego
result-note-deal-still-playing = acuerdo; sigue jugando
result-note-seat-in = plaza en { $event }
result-note-still-in = sigue en juego
result-note-out-in-round = eliminado en la ronda { $round }
result-note-no-day-two = no llegó al día 2
result-note-saver = saver
# Why the results carry no prizes, after "Prizes not shown:".
result-unknown-why = { $why }
result-unknown-shootout =
    { $entries ->
        [one] las rondas del shootout no admiten { $entries } entrada ({ $why })
       *[other] las rondas del shootout no admiten { $entries } entradas ({ $why })
    }

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

## Console.svelte: the TD console around the panels (the tab's title, the key lock).
console-page-title = { $event_name } — consola de Felt
console-keys-locked = Las teclas del reloj están bloqueadas: pulsa Retroceso para desbloquearlas.

## EventBar.svelte: the console's top bar (the event picker and the page buttons).
event-bar-event = Torneo
event-bar-option = { $event } ({ $state })
event-bar-option-level = { $event } ({ $state }, nivel { $level })
event-bar-option-archived = { $event } ({ $state }, archivado)
event-bar-option-level-archived = { $event } ({ $state }, nivel { $level }, archivado)
event-bar-damaged = DAÑADO, solo lectura
event-bar-status =
    { $status ->
        [not-started] sin empezar
        [running] en marcha
        [paused] en pausa
        [auto-paused] en pausa automática
        [end-of-day] fin de la jornada
       *[finished] terminado
    }
event-bar-show-archived = archivados
event-bar-new-event = Nuevo torneo…
event-bar-structures = Estructuras…
event-bar-players = Jugadores…
event-bar-series = Series…
event-bar-nights = Noches de home game…
event-bar-unmute-hint = Pulsa M para activar el sonido
event-bar-sound-off = Sin sonido
event-bar-help-hint = F1 o /
event-bar-help = Ayuda
event-bar-guide = Guía

## CreateEvent.svelte: the form that makes a new event (from a structure, a template, a file, or the flights of a Day 2).
create-event-title = Nuevo torneo
create-event-day-two-legend = Día 2 a partir de los flights cuya jornada ha terminado
create-event-flight =
    { $count ->
        [one] { $event } · { $count } clasificado
       *[other] { $event } · { $count } clasificados
    }
create-event-rule = Un jugador clasificado en dos flights
create-event-rule-best-stack = conserva su mejor stack
create-event-rule-all-stacks = suma todos sus stacks
create-event-day-two-name = Nombre
create-event-day-two-name-placeholder = (el del flight, como Día 2)
create-event-make-day-two = Crear el Día 2
create-event-from-library = De tus estructuras
create-event-library-errors =
    { $count ->
        [one] { $name } ({ $count } error)
       *[other] { $name } ({ $count } errores)
    }
create-event-edit-structures = Crea o edita una estructura…
create-event-from-template = De una plantilla
create-event-example = Estructura de ejemplo
create-event-or = o
create-event-structure-file = Archivo de estructura (.toml)

## ClockPanel.svelte: the console's own clock (time, stakes, counts, key lock).
clock-panel-time-played = tiempo jugado en este nivel
clock-panel-next-break = Descanso, { $length }
clock-panel-eliminated =
    { $count ->
        [one] { $rule } ({ $count } eliminado)
       *[other] { $rule } ({ $count } eliminados)
    }
clock-panel-hard-stop = Hard stop
clock-panel-hard-stop-now = ahora: termina la ronda y luego cuenta las fichas
clock-panel-hard-stop-in = en { $time }
clock-panel-add-ons = Add-ons
clock-panel-average = Media
clock-panel-keys-unlocked = Teclas del reloj desbloqueadas
clock-panel-keys-locked = Teclas del reloj bloqueadas (Retroceso las desbloquea)
clock-panel-offline = Reconectando con el servidor…

## Controls.svelte: the clock's and the counters' buttons.
controls-start = Iniciar
controls-pause = Pausa
controls-resume = Reanudar
controls-end-day-words = El reloj se detiene en { $period } con { $left } restantes, hasta que pulses Reanudar.
controls-not-a-time = «{ $text }» no es un tiempo: escribe minutos (20) o minutos:segundos (12:30).
controls-previous-level = Nivel anterior
controls-next-level = Nivel siguiente
controls-minus-minute = −1 min
controls-plus-minute = +1 min
controls-set-time-left = Fijar tiempo restante
controls-set = Fijar
controls-break-now = Descanso ya
controls-break-minutes = Minutos de descanso
controls-minutes-unit = min
controls-end-day = Terminar la jornada
controls-end-day-confirm = Confirmar: terminar la jornada
controls-bust = −1 (eliminado)

## RecentActions.svelte: undo and redo, with the event's recent actions.
recent-title = Acciones recientes
recent-undo-next = Deshacer: { $action }
recent-nothing-to-undo = Nada que deshacer
recent-redo-next = Rehacer: { $action }
recent-nothing-to-redo = Nada que rehacer
recent-undo-heading =
    { $count ->
        [one] Deshacer { $count } acción, en este orden:
       *[other] Deshacer { $count } acciones, en este orden:
    }
recent-redo-heading =
    { $count ->
        [one] Rehacer { $count } acción, en este orden:
       *[other] Rehacer { $count } acciones, en este orden:
    }
recent-undo-count =
    { $count ->
        [one] Deshacer { $count } acción
       *[other] Deshacer { $count } acciones
    }
recent-redo-count =
    { $count ->
        [one] Rehacer { $count } acción
       *[other] Rehacer { $count } acciones
    }
recent-undone = { $action } (deshecha)
recent-by = desde { $device }
recent-redo-to-title = Rehacer hasta esta acción
recent-undo-to-title = Deshacer hasta esta acción
recent-redo-to-here = rehacer hasta aquí
recent-back-to-here = volver hasta aquí
recent-none = Nada todavía.

## StructureTable.svelte: the event's levels and breaks, changed while it runs.
structure-table-title = Estructura
structure-table-time = Tiempo
structure-table-click-to-jump = Haz clic para saltar aquí
structure-table-jump-to-break = Saltar al descanso
structure-table-jump-to-level = Saltar al nivel { $level }
structure-table-jump-break-confirm = ¿Saltar a este descanso con todo su tiempo?
structure-table-jump-level-confirm = ¿Saltar al nivel { $level } con todo su tiempo?
structure-table-change = Cambiar
structure-table-change-break = Cambiar el descanso
structure-table-change-level = Cambiar el nivel { $level }
structure-table-minutes = Minutos
structure-table-add-kind = Añade un nivel o un descanso
structure-table-add-level = Añade un nivel
structure-table-add-break = Añade un descanso
structure-table-game-as-before = como el nivel anterior
structure-table-minutes-same = igual
structure-table-where = Dónde
structure-table-at-the-end = al final
structure-table-before-level = antes del nivel { $level }
structure-table-extend-stop-hint = La estructura se detiene en su último nivel: esto añade el siguiente tal como ella indica
structure-table-extend-auto-hint = Felt lo añade solo cuando empieza el último nivel
structure-table-extend-doubled = Añade el siguiente nivel (doblado)
structure-table-extend-as-last = Añade el siguiente nivel (como los últimos)

## HelpOverlay.svelte: the console's help (the keys, and the problem report).
help-overlay-keys = Teclas
help-overlay-report-title = Informar de un problema
help-overlay-report-what = Un .zip para adjuntar a tu mensaje: el registro de Felt, esta instalación y su configuración. Nunca contiene el token del TD, el token de un dispositivo ni el secreto de un sorteo.
help-overlay-with-database = Añade una copia de la base de datos (incluye los nombres de los jugadores)
help-overlay-writing = Escribiendo…
help-overlay-save = Guarda el informe
help-overlay-saved = { $file } ({ $size } KB) guardado en tus descargas: adjúntalo a tu mensaje.
help-overlay-database = Base de datos
help-overlay-log = Registro

## TokenBox.svelte: where the TD types the token the server printed.
token-box-label = Token del TD (lo muestra { $command }; necesario para cambiar los torneos)
token-box-use = Usa el token

## DamageBanner.svelte: a damaged log makes the event read-only, with the repair offered.
damage-title = Este torneo no se puede cambiar
damage-repair-what = La acción dañada se queda en el registro y a partir de ahora se omite. Las acciones posteriores se conservan.

## MovesAlert.svelte: above the clock, what the room must do before the next hand.
moves-alert-bubble = La próxima eliminación es la burbuja:
moves-alert-bubble-ask = ¿pasar a mano a mano?
moves-alert-bubble-go = Pasa a mano a mano
moves-alert-moves =
    { $count ->
        [one] Un cambio de mesa pendiente:
       *[other] { $count } cambios de mesa pendientes:
    }
moves-alert-more = y { $count } más
moves-alert-hold = Detén el juego: { $tables }
moves-alert-table = M{ $table }
moves-alert-show = Ver los cambios

## ResultPanel.svelte: the end of the event at the desk (results, printouts, undo).
result-panel-more = y { $count } más en los resultados.
result-panel-print-a4 = Imprime los resultados (A4)
result-panel-us-letter = Carta EE. UU.
result-panel-undo = Deshaz la última acción y sigue jugando

## AnnouncePanel.svelte: a short message to every display, and the language the screens speak.
announce-title = Mensaje a las pantallas
announce-placeholder = Se rompe la mesa 7
announce-message = Mensaje
announce-send = Envía
announce-on-screens = En las pantallas: «{ $text }»
announce-clear = Quítalo
announce-screens-speak = Idioma de las pantallas
announce-each-browser = El idioma de cada navegador

## EventPanel.svelte: archive, export, check or delete this event.
event-panel-deleted = El torneo n.º { $id } ({ $name }) se ha eliminado; su registro está en { $path }
event-panel-title = Este torneo
event-panel-unarchive = Devuélvelo a la lista
event-panel-archive = Archiva
event-panel-export = Exporta con su registro
event-panel-check-log = Comprueba el registro
event-panel-delete-confirm = Confirmar: eliminar «{ $name }» (su registro se guarda junto a la base de datos)
event-panel-delete = Elimina el torneo…

## PaperPanel.svelte: the event's printouts (PDF, and the results as CSV).
paper-panel-title = Imprimir
paper-panel-sheet = Hoja de estructura:
paper-panel-card = Tarjeta de reglas:
paper-panel-seat-cards = Tarjetas de asiento:
paper-panel-table-lists = Listas de mesas:
paper-panel-moves = Lista de cambios de mesa:
paper-panel-results = Resultados:
paper-panel-csv = Resultados para una hoja de cálculo:

## LanPanel.svelte: the links for screens and phones, and the LAN switch.
lan-title = Pantallas
lan-clock-display = Pantalla del reloj:
lan-qr-alt = Código QR de la dirección de la pantalla
lan-closed = Solo este ordenador puede abrirla hasta que Felt se abra a la red local.
lan-open = Abre a la red local (TV y móviles)
lan-open-on = Abierto a la red local en { $addresses }, puerto { $port }.
lan-open-on-own = Abierto a la red local en las direcciones de este ordenador, puerto { $port }.
lan-close = Cierra a la red local
lan-names = Nombres a los que responde este Felt
lan-names-added =
    { $count ->
        [one] Nombres a los que responde este Felt ({ $count } añadido)
       *[other] Nombres a los que responde este Felt ({ $count } añadidos)
    }
lan-names-hint = Siempre el loopback y las direcciones de este ordenador; añade un nombre que usen los dispositivos de la sala para él (felt.lan). Los demás nombres se rechazan, para que ninguna página web pueda leer la sala.
lan-forget = Deja de responder a { $name }
lan-host-name = Nombre de host
lan-add-name = Añade el nombre

## AntePanel.svelte: la calculadora del ante de ciega grande.
ante-panel-load-error = La calculadora del ante de ciega grande no pudo leer la estructura: { $error }
ante-panel-title = Calculadora del ante de ciega grande
ante-panel-players = Jugadores en la mesa
ante-panel-stack = Stack de la ciega grande
ante-panel-being-played = en juego
ante-panel-big-blind = Ciega grande
ante-panel-left-behind = Resto
ante-panel-blinds = ciegas { $sb }/{ $bb }
ante-panel-ante-due = ante debido { $ante }
ante-panel-rule-label = Ante de ciega grande:
ante-panel-hint = Escribe los jugadores en la mesa y el stack de la ciega grande.

## PayoutsList.svelte: los premios en la consola.
payouts-list-empty = Los premios aparecen con la primera entrada.

## DealPanel.svelte: fijar los premios, savers y un acuerdo entre los jugadores que siguen en juego.
deal-panel-title = Premios y acuerdo
deal-panel-unlock = Liberar premios
deal-panel-lock = Fijar premios
deal-panel-locked = fijados
deal-panel-following = siguen las entradas
deal-panel-savers-bad = escribe los savers como importes, primero el del próximo eliminado ("110" o "$110, $55"), no '{ $text }'
deal-panel-savers-not-agreed = marca primero que todos los jugadores que siguen en juego están de acuerdo
deal-panel-savers-summary = Savers para los próximos eliminados
deal-panel-savers-note = El primer importe es para el próximo eliminado, el segundo para el siguiente; se descuentan del bote antes de pagar los puestos.
deal-panel-amounts = Importes
deal-panel-savers = Savers
deal-panel-savers-agreed =
    { $count ->
        [one] El { $count } jugador en juego está de acuerdo
       *[other] Los { $count } jugadores en juego están de acuerdo
    }
deal-panel-savers-record = Registrar savers
deal-panel-another-deal = Otro acuerdo entre los jugadores que siguen en juego: { $play_for }
deal-panel-deal-summary = Acuerdo entre los jugadores que siguen en juego
deal-panel-method = Método
deal-panel-chip-chop = Chip chop
deal-panel-custom = Personalizado
deal-panel-play-for = En juego
deal-panel-heads = Fuera del chop: cada jugador conserva el bounty por su propia cabeza ({ $heads }).
deal-panel-paid-now = Pagado ya
deal-panel-agreed = De acuerdo
deal-panel-chips-of = Fichas de { $name }
deal-panel-paid-now-of = Pagado ya a { $name }
deal-panel-agrees = { $name } está de acuerdo
deal-panel-prizes-left = Premios restantes { $left }; escrito { $typed }
deal-panel-estimate = (estimación: cada uno con un margen de { $amount })
deal-panel-bounties-caption = Bounties, fuera del chop: cada cabeza repartida según las fichas
deal-panel-own-head = Su cabeza
deal-panel-heads-by-chips = Cabezas por fichas
deal-panel-deal-and-heads = Acuerdo + cabezas
deal-panel-not-agreed = Aún no están de acuerdo: { $names }
deal-panel-propose = Proponer
deal-panel-record = Registrar acuerdo

## BountyPanel.svelte: el informe de bounties de un torneo con bounties.
bounty-panel-mystery = Bounties misteriosos
bounty-panel-sealed =
    { $count ->
        [one] desde el nivel { $level } · { $count } sobre cerrado ({ $total })
       *[other] desde el nivel { $level } · { $count } sobres cerrados ({ $total })
    }
bounty-panel-sealed-top =
    { $count ->
        [one] desde el nivel { $level } · { $count } sobre cerrado ({ $total }, el mayor { $top })
       *[other] desde el nivel { $level } · { $count } sobres cerrados ({ $total }, el mayor { $top })
    }
bounty-panel-progressive = Knockout progresivo
bounty-panel-bounties = Bounties
bounty-panel-to-start = { $bounty } al inicio · { $outstanding } aún por cabezas
bounty-panel-each = { $bounty } cada uno · { $outstanding } aún por cabezas
bounty-panel-heads-now = Por su cabeza ahora
bounty-panel-won-cash = Ganado en efectivo
bounty-panel-knockouts = { $count } KO
bounty-panel-knockouts-own = { $count } KO + el propio
bounty-panel-none = Aún no se ha ganado ningún bounty.
bounty-panel-error = No se pudo actualizar el informe: { $error }

## TableReports.svelte: los avisos que envían los dispositivos de las mesas, aplicados al momento o desde la consola.
table-reports-title = Avisos de las mesas
table-reports-waiting = { $count ->
        [one] { $count } pendiente
       *[other] { $count } pendientes
    }
table-reports-at-once = aplicar al llegar
table-reports-desk = esperar un clic aquí
table-reports-apply = Aplicar
table-reports-decline = Rechazar
table-reports-nothing-waiting = Nada pendiente. Las eliminaciones, el botón, las manos ganadas o el recuento de fichas de una mesa esperarán aquí.
table-reports-show-decided =
    { $count ->
        [one] Mostrar el último decidido
       *[other] Mostrar los últimos { $count } decididos
    }
table-reports-hide-decided =
    { $count ->
        [one] Ocultar el último decidido
       *[other] Ocultar los últimos { $count } decididos
    }

## ScreensPanel.svelte: las pantallas de la sala, su diseño y un enlace para abrir una nueva.
screens-panel-title = Pantallas
screens-panel-no-token = El token del director del torneo muestra las pantallas de la sala.
screens-panel-none = Ninguna pantalla ha informado todavía: abre una pantalla con el enlace de abajo.
screens-panel-screen-name = Nombre de la pantalla
screens-panel-layout = Diseño
screens-panel-table = Mesa
screens-panel-layout-clock = Reloj
screens-panel-layout-seating = Plano de asientos
screens-panel-layout-rotation = Reloj, plano y premios por turnos
screens-panel-layout-table = Una mesa
screens-panel-facts =
    Torneo n.º { $event } · muestra { $showing ->
        [clock] reloj
        [seating] plano de mesas
        [payouts] premios
        [rotation] rotación
       *[table] mesa
    } · { $width }×{ $height } · reloj { $error } ms (desfase { $offset } ms, ida y vuelta { $rtt } ms) · sonido { $sound ->
        [on] activado
       *[off] desactivado
    } · visto { $heard }
screens-panel-language = Idioma
screens-panel-language-event = Idioma del torneo
screens-panel-heard-now = ahora
screens-panel-heard-ago = hace { $seconds } s
screens-panel-open-new = Abrir una pantalla nueva
screens-panel-name = Nombre
screens-panel-name-example = TV del bar
screens-panel-qr-alt = Código QR de la dirección de la nueva pantalla
screens-panel-kiosk-intro = Para un televisor que nunca necesita un clic:
screens-panel-kiosk-sound = Un navegador abierto a mano mantiene el sonido apagado hasta que alguien hace clic o pulsa una tecla en él una vez; hasta entonces la pantalla lo indica y este panel lo marca.

## DevicesPanel.svelte: los teléfonos y tabletas vinculados a este Felt, y el token del director.
devices-panel-token-note = Aquí se usa un token de director nuevo; los demás navegadores y scripts lo necesitan (felt token lo muestra).
devices-panel-revoked = revocado a las { $time }
devices-panel-last-used = último uso a las { $time }
devices-panel-never-used = nunca usado
devices-panel-title = Teléfonos y tabletas
devices-panel-may-use = Puede usar
devices-panel-scope-desk = la consola (jugadores, asientos, reloj)
devices-panel-scope-clock = solo el reloj
devices-panel-scope-table = una mesa
devices-panel-table = Mesa
devices-panel-name = Nombre
devices-panel-name-example = Teléfono de sala
devices-panel-pair = Vincular dispositivo
devices-panel-unreachable = Otro dispositivo aún no puede usar este código: { $why }
devices-panel-open-lan = Abrir a la red local
devices-panel-qr-alt = Código QR para vincular un dispositivo
devices-panel-scan =
    { $minutes ->
        [one] Escanéalo con el teléfono o la tableta: podrá manejar { $what }. El código sirve una vez, durante { $minutes } minuto más; no contiene el token del director.
       *[other] Escanéalo con el teléfono o la tableta: podrá manejar { $what }. El código sirve una vez, durante { $minutes } minutos más; no contiene el token del director.
    }
devices-panel-confirm-token = Confirmar: el token anterior dejará de funcionar
devices-panel-new-token = Nuevo token de director…
devices-panel-confirm-revoke = Confirmar revocación
devices-panel-revoke = Revocar

## SlidesPanel.svelte: las diapositivas de la casa y cuándo las muestran las pantallas.
slides-panel-adding = Añadiendo { $file }…
slides-panel-default-name = Diapositiva
slides-panel-file-error = { $file }: { $error }
slides-panel-title = Diapositivas en las pantallas
slides-panel-breaks = en los descansos
slides-panel-during-play = una cada 2 minutos de juego
slides-panel-each-for = cada una durante
slides-panel-confirm-remove = Confirmar
slides-panel-none = Aún no hay diapositivas. Añade las imágenes de la casa (PNG, JPEG, WebP o GIF): las pantallas de todos los torneos pueden mostrarlas.
slides-panel-add-images = Añadir imágenes

## BackupsPanel.svelte: las copias de seguridad de la base de datos, hechas ahora o restauradas.
backups-panel-reason-level = empezó un nivel
backups-panel-reason-break = empezó un descanso
backups-panel-reason-timer = diez minutos de juego
backups-panel-reason-manual = hecha por el director
backups-panel-reason-before-restore = antes de una restauración
backups-panel-backed-up = Copia hecha: { $name }
backups-panel-restored =
    { $events ->
        [one] Restaurada la copia { $from }: { $events } torneo. La sala tal como estaba se guarda como { $saved_as } (Copias de seguridad, para deshacerlo).
       *[other] Restaurada la copia { $from }: { $events } torneos. La sala tal como estaba se guarda como { $saved_as } (Copias de seguridad, para deshacerlo).
    }
backups-panel-title = Copias de seguridad
backups-panel-hide = Ocultar
backups-panel-show = Mostrar
backups-panel-hint = El servidor las hace cuando empieza un nivel o un descanso, y cada diez minutos mientras algo cambie.
backups-panel-back-up-now = Copiar ahora
backups-panel-folder =
    { $keep ->
        [one] En { $folder } (se conserva la más reciente)
       *[other] En { $folder } (se conservan las { $keep } más recientes)
    }
backups-panel-carry = Para trasladar la sala, llévate una copia, o la propia base de datos { $database } cuando Felt se haya detenido (entonces ese único archivo lo contiene todo).
backups-panel-none = Ninguna todavía.
backups-panel-restore-label = Restaurar la copia del { $when }
backups-panel-confirm-restore = Confirmar: toda la sala vuelve atrás
backups-panel-restore = Restaurar
backups-panel-older =
    { $count ->
        [one] y { $count } más antigua (felt backup list las muestra todas)
       *[other] y { $count } más antiguas (felt backup list las muestra todas)
    }

## ChipRacePanel.svelte: la ayuda para el chip race de una mesa.
chip-race-panel-entry = entrada { $entry }
chip-race-panel-seat-name = Asiento { $seat } · { $name }
chip-race-panel-seat-words = Asiento { $seat } ({ $name })
chip-race-panel-seat = Asiento { $seat }
chip-race-panel-pick-table-first = elige primero la mesa donde se hizo el chip race (encima de los asientos)
chip-race-panel-bad-table = la mesa debe ser un número de mesa, no '{ $table }'
chip-race-panel-recorded = Registrado en la mesa { $table }.
chip-race-panel-variant-race = Race (restos redondeados a la ficha más cercana)
chip-race-panel-variant-one-per-winner = Una ficha por ganador (redondeando hacia abajo)
chip-race-panel-variant-round = Sin cartas: redondear cada asiento
chip-race-panel-variant-classic = Clásico: la carta más alta se lo lleva todo
chip-race-panel-and = { $a } y { $b }
chip-race-panel-title = Chip race
chip-race-panel-plan-now = En este descanso se retiran { $remove } y se cambian por { $next }.
chip-race-panel-plan-later = En el descanso tras el nivel { $level } se retiran { $remove } y se cambian por { $next }.
chip-race-panel-no-plan = La estructura no retira más fichas; indica las fichas a mano.
chip-race-panel-table = Mesa
chip-race-panel-pick-table = elige la mesa
chip-race-panel-table-n = Mesa { $table }
chip-race-panel-chip-removed = Ficha retirada
chip-race-panel-becomes = Pasa a
chip-race-panel-seats = Asientos
chip-race-panel-leftovers = Restos
chip-race-panel-app-deals = La app reparte las cartas
chip-race-panel-enter-cards = Escribir las cartas repartidas
chip-race-panel-seed = Semilla
chip-race-panel-new-deal = nuevo reparto
chip-race-panel-chips-of = Fichas de { $value }
chip-race-panel-nothing-else-title = El jugador no tiene otras fichas: el race no debe eliminarlo
chip-race-panel-nothing-else = Nada más
chip-race-panel-cards-dealt = Cartas repartidas
chip-race-panel-cards = Cartas
chip-race-panel-receives = Recibe
chip-race-panel-count-label = { $seat }: fichas del color que se retira
chip-race-panel-nothing-else-label = { $seat } no tiene otras fichas
chip-race-panel-cards-label = { $seat }: cartas repartidas
chip-race-panel-not-raced-out = no eliminado por el race
chip-race-panel-run = Hacer el race
chip-race-panel-clear = Borrar
chip-race-panel-load-error = No se pudieron leer los descansos del torneo: { $error }
chip-race-panel-record-at = Registrar el race en la mesa { $table } (las fichas en juego se ajustan)
chip-race-panel-record = Registrar el race (las fichas en juego se ajustan)

## ShowdownPanel.svelte: el juez del showdown (en la consola y en un dispositivo vinculado).
showdown-panel-spades = picas
showdown-panel-hearts = corazones
showdown-panel-diamonds = diamantes
showdown-panel-clubs = tréboles
showdown-panel-cards-each = { $cards } cada uno
showdown-panel-cards-split = las dos manos formadas, separadas con |
showdown-panel-cards-down-up = las cartas tapadas | las cartas descubiertas
showdown-panel-cards-wild = * tras la carta comodín
showdown-panel-title = Juez del showdown
showdown-panel-pick-game = elige el juego
showdown-panel-not-settled = No se decide por las cartas
showdown-panel-board = Mesa
showdown-panel-parts = Partes en juego en esta mano
showdown-panel-from-board = El flop las decide: déjalas sin marcar y el juez lo lee.
showdown-panel-when = cuando { $when }
showdown-panel-seat-order = Orden de asientos, en sentido horario
showdown-panel-cards = Cartas
showdown-panel-declares = Declara
showdown-panel-put-in = Puesto
showdown-panel-side-pots = botes secundarios
showdown-panel-seat-name-label = Nombre del asiento { $seat }
showdown-panel-folded = retirado
showdown-panel-cards-of = Cartas de { $name }
showdown-panel-seat-cards = Cartas del asiento { $seat }
showdown-panel-declares-of = Declaración de { $name }
showdown-panel-high = alta
showdown-panel-low = baja
showdown-panel-both = ambas
showdown-panel-put-in-of = Lo puesto por { $name }
showdown-panel-remove-of = Quitar a { $name }
showdown-panel-add-hand = Añadir mano
showdown-panel-tap-card = Toca una carta
showdown-panel-card-label = { $rank } de { $suit }
showdown-panel-joker = el joker
showdown-panel-to-board = a la mesa
showdown-panel-to-hand = a { $name }
showdown-panel-to-the-hand = a la mano
showdown-panel-take-back = Deshacer la última carta
showdown-panel-button = Botón
showdown-panel-no-button-stud = ninguno (stud)
showdown-panel-no-button = a la izquierda del primer asiento
showdown-panel-pot = Bote
showdown-panel-pot-placeholder = fichas
showdown-panel-smallest-chip = Ficha más pequeña
showdown-panel-rolled = Dado
showdown-panel-wild = Comodín de esta mano
showdown-panel-wild-placeholder = 7 o none
showdown-panel-judge = Decidir el showdown
showdown-panel-clear = Borrar las cartas
showdown-panel-main-pot = Bote principal: { $amount }
showdown-panel-side-pot = Bote secundario { $pot }: { $amount }
showdown-panel-nobody-qualifies = nadie se clasifica

## FieldPanel.svelte: el panel de jugadores y asientos de la consola
field-panel-title = Jugadores y asientos
field-panel-counts =
    { $left } quedan · { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    } · { $busted } eliminados · { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }
field-panel-draw-committed = Sorteo sellado: { $code }
field-panel-commit-title = Felt guarda un secreto y muestra su código en las pantallas; el sorteo lo revela, para que cualquiera pueda comprobar los asientos después
field-panel-commit = Sellar el sorteo
field-panel-draw-seats = Sortear asientos
field-panel-seat-alternates =
    { $count ->
        [one] Sienta al suplente
       *[other] Sienta a { $count } suplentes
    }
field-panel-hfh-on-hand = Mano a mano: SÍ (mano { $hand })
field-panel-hfh-on = Mano a mano: SÍ
field-panel-hfh-off = Mano a mano: no
field-panel-hfh-hand-done = Todas las mesas terminaron la mano
field-panel-hfh-waiting = Terminadas: { $done } · siguen jugando: { $waiting }
field-panel-hfh-over = En premios: se acabó el mano a mano
field-panel-hfh-proposed = La próxima eliminación es la burbuja: ¿jugar mano a mano?
field-panel-hfh-go = Juega mano a mano
field-panel-seating-link = Plano de asientos ↗
field-panel-verify-link = Comprueba el sorteo ↗
field-panel-seat-title = Mesa { $table }, asiento { $seat }
field-panel-seat-empty = vacío
field-panel-seat-has-button = { $who } · tiene el botón
field-panel-hand-won = Mano ganada: botón al asiento { $seat }
field-panel-button-here = Botón aquí
field-panel-confirm-bust = Confirma la eliminación
field-panel-bust = Elimina a { $name }
field-panel-close-seat = Cierra las acciones del asiento

## RegisterForm.svelte: registrar a un jugador, o una lista de jugadores pegada
register-form-list-empty = Primero pega los nombres, un jugador por línea.
register-form-list-done =
    { $count ->
        [one] { $count } jugador registrado en una sola acción (un solo deshacer los quita a todos).
       *[other] { $count } jugadores registrados en una sola acción (un solo deshacer los quita a todos).
    }
register-form-no-name = Primero escribe el nombre del jugador.
register-form-title = Registrar a un jugador
register-form-name-placeholder = Nombre
register-form-name-label = Nombre del jugador
# A suggested player's earlier events.
register-form-suggest-events =
    { $count ->
        [one] { $count } torneo
       *[other] { $count } torneos
    }
register-form-number-placeholder = Número (opcional)
register-form-number-label = Número del jugador
register-form-register = Registra
register-form-ticket = Plaza de satélite
register-form-ticket-none = Ninguna: el jugador paga
# $satellite is the satellite event's number.
register-form-ticket-option = { $holder }: plaza ganada en el n.º { $satellite } { $satellite_name } ({ $value })
register-form-ticket-note = No se cobra buy-in: lo paga la plaza de { $holder }.
register-form-closed = El registro tardío está cerrado: la aplicación rechaza nuevas entradas.
# $standing is where the entry stands ("Table 12, seat 3").
register-form-already = { $name } ya está en este torneo ({ $standing }): comprueba que no sea la misma persona.
register-form-list-title = Registrar una lista
register-form-list-help = Un jugador por línea; puede seguir un número tras un tabulador (columnas pegadas de una hoja de cálculo: la primera es el nombre, la última el número).
register-form-list-send =
    { $count ->
        [one] Registra { $count } jugador
       *[other] Registra { $count } jugadores
    }
register-form-list-send-none = Registra la lista
register-form-list-all-or-none = No se registra nadie si se rechaza un solo nombre.

## PlayerList.svelte: todas las entradas del torneo, con búsqueda y páginas, y sus acciones
player-list-no-knocker = ningún jugador sentado coincide con «{ $text }» para «eliminado por»
player-list-bad-stack = «{ $text }» no es una cantidad de fichas para «stack al empezar la mano»
player-list-split-needs-knocker = Indica primero quién eliminó al jugador y después quién compartió el bote con él
player-list-no-sharer = ningún jugador sentado coincide con «{ $text }» para «bote compartido con»
# $example is "1:1:1", one 1 for each winner.
player-list-bad-shares =
    { $count ->
        [one] las partes «{ $shares }» necesitan un número entero mayor que 0 para el { $count } ganador, p. ej. { $example }
       *[other] las partes «{ $shares }» necesitan un número entero mayor que 0 para cada uno de los { $count } ganadores, p. ej. { $example }
    }
# The number of entries beside the heading.
player-list-count = { $count }
player-list-search-placeholder = Busca nombre o número
player-list-search-label = Buscar jugadores
player-list-next-bust = Próxima eliminación:
player-list-same-hand = misma mano que la anterior
player-list-knocked-out-by = eliminado por
player-list-by-placeholder = nombre o entrada
player-list-pot-shared-with = bote compartido con
player-list-split-placeholder = nombre(s) o entradas
player-list-shares = partes
player-list-shares-placeholder = iguales
player-list-stack = stack al empezar la mano
player-list-stack-placeholder = fichas
player-list-chips-counted = { $chips } contadas
player-list-owes-lammer = debe canjear un lammer
# An action the player cannot take now, and why (both from the server), on hover.
player-list-refused = { $action }: { $why }
player-list-not-now = ahora no: { $actions }
player-list-looking = Buscando…
player-list-no-match = Ningún jugador coincide con «{ $query }».
player-list-none = Aún no hay jugadores registrados.
player-list-pages = { $from }–{ $to } de { $matched }
player-list-pages-matching = { $from }–{ $to } de { $matched } coincidencias
player-list-previous = { $count } anteriores
player-list-next = { $count } siguientes
player-list-or-search = o escribe en la búsqueda para encontrar uno.

## MovesPanel.svelte: los cambios de jugadores que propone la aplicación, para que el TD los confirme
# A table's short name in a list of tables (T4), as the seat labels write it (T4 S2).
moves-panel-table-short = T{ $table }
moves-panel-title = Cambios
moves-panel-pending =
    { $count ->
        [one] { $count } pendiente
       *[other] { $count } pendientes
    }
moves-panel-breaking = Se rompe: { $tables }
moves-panel-hold-play = Juego detenido: { $tables } (faltan 3 o más)
moves-panel-final-table =
    { $seats ->
        [one] Mesa final: T{ $table }, { $seats } asiento
       *[other] Mesa final: T{ $table }, { $seats } asientos
    }
moves-panel-final-table-redraw =
    { $seats ->
        [one] Mesa final: T{ $table }, { $seats } asiento, asientos sorteados de nuevo
       *[other] Mesa final: T{ $table }, { $seats } asientos, asientos sorteados de nuevo
    }
# After the player's name: where the player goes ($seat is "T4 S2").
moves-panel-to = a { $seat }
# Why a move happens: its kind ("balance") and the server's reason.
moves-panel-why = { $kind }: { $reason }
# The letters before the boxes of the destination table and seat.
moves-panel-table-prefix = T
moves-panel-seat-prefix = S
moves-panel-table-label = Mesa de destino de { $name }
moves-panel-seat-label = Asiento de destino de { $name }
moves-panel-button-unknown = botón desconocido en { $tables }
moves-panel-confirm =
    { $count ->
        [one] Confirma el cambio
       *[other] Confirma { $count } cambios
    }
moves-panel-close = Cierra { $tables }
moves-panel-none = No hace falta ningún cambio.

## CountsForm.svelte: escribir las fichas de los jugadores de una mesa
counts-form-unnamed = entrada { $entry }
counts-form-none-typed = Escribe las fichas de los jugadores de la mesa { $table }.
# One count that is not a number of chips: "12k" (Ann Lee).
counts-form-bad-item = «{ $text }» ({ $name })
counts-form-bad = { $list }: no es una cantidad de fichas mayor que 0 (un jugador sin fichas queda eliminado)
counts-form-sent =
    { $count ->
        [one] Fichas de { $count } jugador de la mesa { $table } registradas.
       *[other] Fichas de { $count } jugadores de la mesa { $table } registradas.
    }
counts-form-title-table = Fichas en la mesa { $table }
# Followed by a list to choose the table from.
counts-form-title = Fichas en la
counts-form-table-label = La mesa contada
counts-form-table-option = mesa { $table }
counts-form-seat = Asiento { $seat } · { $name }
# The player's last count, shown in the empty box.
counts-form-last-count = { $chips }
counts-form-chips-placeholder = fichas
counts-form-record = Registra las fichas
counts-form-nobody = No hay nadie sentado en la mesa { $table }.

## ButtonForm.svelte: dónde está el botón en una mesa, o el asiento que ganó la mano
button-form-give-both = Indica un número de mesa y un número de asiento.
button-form-title = Botón
button-form-table = Mesa
button-form-set = Pon el botón
button-form-hand-won = Mano ganada por este asiento
button-form-win-the-button = Win the button: quien gana cada mano se lleva el botón para la siguiente.
button-form-unknown = Mesa { $table }: botón desconocido
button-form-at = Mesa { $table }: botón en el asiento { $seat }

## HardStopPanel.svelte: el hard stop en la mesa del director, los últimos recuentos clasifican a los jugadores
hard-stop-panel-missing = Escribe las fichas de { $names }.
hard-stop-panel-title = Hard stop
# $after is a length of time: 45 min, 3 h, 2 h 30 min.
hard-stop-panel-after = El juego se detiene { $after } después de que arranque el reloj.
hard-stop-panel-reached = Ha llegado la hora de parar: termina la ronda en curso y después escribe los recuentos.
# $time is the time of day of the stop, $left the time left (1:05:00).
hard-stop-panel-at = Parada a las { $time } · en { $left }
hard-stop-panel-last-count = último recuento { $chips }
hard-stop-panel-chips = fichas
hard-stop-panel-confirm =
    { $count ->
        [one] Confirma: detén el juego y clasifica a { $count } jugador por fichas
       *[other] Confirma: detén el juego y clasifica a { $count } jugadores por fichas
    }
hard-stop-panel-stop = Detén el juego: clasifica por fichas

## ShootoutPanel.svelte: un shootout en la mesa del director, mesa a mesa y ronda a ronda
shootout-panel-unnamed = entrada { $entry }
# $count is how many players of each table go through.
shootout-panel-tick-first =
    { $count ->
        [one] Marca primero al ganador de la mesa { $table }.
       *[other] Marca primero a los ganadores de la mesa { $table }.
    }
shootout-panel-title = Shootout: ronda { $round }
shootout-panel-summary =
    { $advance ->
        [one] El ganador de cada mesa pasa
       *[other] Los { $advance } primeros de cada mesa pasan
    } · { $decided } de { $tables ->
        [one] { $tables } mesa decidida
       *[other] { $tables } mesas decididas
    } · { $through } clasificados hasta ahora
shootout-panel-table = Mesa { $table }
shootout-panel-won = Ganan los marcados
shootout-panel-next-round = Sortea la ronda { $round }

## DaysPanel.svelte: entre jornadas: los flights del día 2, el nuevo sorteo y las listas para imprimir
# A list: A, B and C.
days-panel-and = { $list } y { $last }
days-panel-title = Nueva jornada
# One flight in the list of flights: Day 1A (120 entries, 35 bagged).
days-panel-flight =
    { $entries ->
        [one] { $name } ({ $entries } entrada, { $bagged } clasificados)
       *[other] { $name } ({ $entries } entradas, { $bagged } clasificados)
    }
days-panel-flights-all-stacks = Día 2 de { $flights }; un jugador clasificado en dos flights juega todos sus stacks sumados.
days-panel-flights-best-stack = Día 2 de { $flights }; un jugador clasificado en dos flights se queda con su mejor stack.
days-panel-counted =
    { $left ->
        [one] { $counted } de { $left } jugador contado
       *[other] { $counted } de { $left } jugadores contados
    }
days-panel-counted-redrawn =
    { $left ->
        [one] { $counted } de { $left } jugador contado
       *[other] { $counted } de { $left } jugadores contados
    } · { $redraws ->
        [one] sorteado de nuevo una vez
       *[other] sorteado de nuevo { $redraws } veces
    }
# Followed by the list of ways to redraw.
days-panel-redraw = Nuevo sorteo
days-panel-rule-chips = los stacks grandes repartidos por fichas
days-panel-rule-random = al azar
days-panel-needs-counts-title = Registra primero las fichas de cada jugador
days-panel-confirm =
    { $count ->
        [one] Confirma: mueve a { $count } jugador
       *[other] Confirma: mueve a los { $count } jugadores
    }
days-panel-redraw-day = Sortea la nueva jornada
days-panel-draw-day-two = Sortea el día 2
days-panel-needs-counts = El sorteo por fichas necesita el recuento de cada jugador: faltan { $count } por contar.
# Followed by links to the printouts.
days-panel-print = Imprimir:
days-panel-print-table-lists = las listas de mesas ↗
days-panel-print-seat-cards = una tarjeta de asiento para cada jugador ↗

## PlayersPage.svelte: el registro de jugadores: buscar, abrir, editar, fusionar, importar y exportar jugadores
players-page-field-name = Nombre
players-page-field-first-name = Nombre de pila
players-page-field-last-name = Apellidos
players-page-field-nickname = Apodo
players-page-field-number = Número de socio
players-page-field-club = Club o ciudad
players-page-field-notes = Notas
players-page-field-id = Id del registro
players-page-field-skip = No se importa
# $id is the player's number in the register.
players-page-added = { $name } es el jugador n.º { $id }.
players-page-saved = Guardado.
players-page-merge-confirm = ¿Fusionar { $other } con { $keep }? Todos los resultados de { $other } pasan a ser de { $keep }.
players-page-merged = { $other } fusionado con { $keep }.
# Stands for $file when the file's name is not known.
players-page-the-file = el archivo
players-page-imported = Importado { $file }: { $created } nuevos, { $updated } actualizados.
players-page-imported-bad =
    { $bad ->
        [one] Importado { $file }: { $created } nuevos, { $updated } actualizados, { $bad } fila errónea omitida.
       *[other] Importado { $file }: { $created } nuevos, { $updated } actualizados, { $bad } filas erróneas omitidas.
    }
players-page-still-in = sigue en juego
# A place shared by several players, in the list of a player's events: 5th–6th.
players-page-place-shared = { $from }–{ $to }
players-page-place-of = { $place } de { $field }
players-page-back = Volver al torneo
players-page-search-placeholder = Nombre, apodo o número de socio
players-page-search-label = Buscar un jugador
players-page-add = Añade un jugador
players-page-import = Importa CSV…
players-page-export = Exporta CSV
players-page-nickname = «{ $nickname }»
players-page-entry-events =
    { $events ->
        [one] { $events } torneo
       *[other] { $events } torneos
    }
players-page-entry-number-events =
    { $events ->
        [one] n.º { $number } · { $events } torneo
       *[other] n.º { $number } · { $events } torneos
    }
players-page-nobody-matches = Nadie coincide.
players-page-none = Aún no hay jugadores: entran en el registro cuando los torneos los registran, o desde un archivo CSV.
players-page-import-title = Importar jugadores de un archivo CSV
players-page-import-help = La primera línea nombra las columnas. Una fila con el número de socio o el nombre de un jugador que ya está en el registro actualiza a ese jugador; las celdas vacías no cambian sus datos.
players-page-import-file = Archivo
players-page-column = Columna
players-page-goes-to = Va a
players-page-first-values = Primeros valores
players-page-column-label = Columna { $header }
players-page-bad-rows =
    { $count ->
        [one] { $count } fila errónea:
       *[other] { $count } filas erróneas:
    }
# $line is the line's number in the file.
players-page-problem = Línea { $line }: { $problem }
players-page-line = Línea
players-page-what-it-does = Qué hace
players-page-skip-bad =
    { $count ->
        [one] Importar la { $count } fila correcta y omitir las erróneas
       *[other] Importar las { $count } filas correctas y omitir las erróneas
    }
players-page-import-players =
    { $count ->
        [one] Importa { $count } jugador
       *[other] Importa { $count } jugadores
    }
players-page-new-player = Nuevo jugador
players-page-add-to-register = Añade al registro
players-page-total-events =
    { $count ->
        [one] { $count } torneo
       *[other] { $count } torneos
    }
players-page-total-best = mejor puesto { $place }
players-page-total-prizes = premios { $amount }
players-page-total-bounties = bounties { $amount }
players-page-total-lammers =
    { $count ->
        [one] { $count } lammer usado
       *[other] { $count } lammers usados
    }
players-page-also-found-as = También aparece como: { $spellings }
players-page-event = Torneo
players-page-date = Fecha
players-page-finish = Puesto
players-page-prize = Premio
players-page-bounties = Bounties
players-page-lammers = Lammers
players-page-entered-as = Registrado como
# An event the player entered more than once.
players-page-event-entries =
    { $entries ->
        [one] { $event } ({ $entries } entrada)
       *[other] { $event } ({ $entries } entradas)
    }
players-page-no-events = Aún no hay torneos.
players-page-series = Series
# $rank is the player's place in the series (3rd), $of how many players it ranks, $points written already (12.50).
players-page-series-line = { $name }: { $rank } de { $of }, { $points } puntos
players-page-series-line-tied = { $name }: { $rank } (empatado) de { $of }, { $points } puntos
# Followed by the list of the register's other players.
players-page-same-person = La misma persona que
players-page-pick-other = Elige la otra grafía…
players-page-merge-option-number = #{ $id } { $name } (n.º { $number })
players-page-merge = Fusiona con { $name }
players-page-pick = Elige un jugador, añade uno o importa un archivo.

## SeriesPage.svelte: series y ligas: torneos bajo una misma clasificación, con una regla de puntos
series-page-title = Series
series-page-back = Volver al torneo
series-page-events =
    { $count ->
        [one] { $count } torneo
       *[other] { $count } torneos
    }
series-page-none = Aún no hay series.
series-page-new = Nueva serie
series-page-new-placeholder = Semana BARGE, temporada del club…
series-page-create = Créala con la regla de abajo
series-page-rule = Regla de puntos
series-page-points = Puntos
series-page-kind-by-place = Puntos fijos por puesto
series-page-kind-sqrt-entries = Factor × √(entradas ÷ puesto)
series-page-kind-prizes = Premios ganados
series-page-kind-formula = Una fórmula
series-page-places = 1.º, 2.º, 3.º …
series-page-played = Cualquier otro puesto
series-page-scale = Factor
series-page-bounties = Los bounties también cuentan
# The names in brackets are what a formula is written with: keep them as they are.
series-page-formula = Fórmula (entries, place, prize, buy_in, pool, bounties; math::sqrt, math::ln, min, max, round …)
series-page-best = Mejores N torneos
series-page-best-placeholder = todos
series-page-try = Pruébala en estos torneos
series-page-keep = Quédate esta regla
series-page-back-to-kept = Vuelve a la regla guardada
# $rule is the rule in words, from the server.
series-page-preview = Vista previa, sin guardar: { $rule }
series-page-problem = { $problem }. Elige otra regla arriba.
series-page-print = Imprime la clasificación (PDF)
series-page-events-dropped = Torneos (descartados entre paréntesis)
# One event of a player's standing: the place and the points (12th 4.50); a dropped one in brackets.
series-page-result = { $place } { $points }
series-page-result-dropped = ({ $place } { $points })
series-page-no-results = Aún no hay resultados: añade torneos.
series-page-events-title = Torneos
series-page-event =
    { $entries ->
        [one] { $event } · { $entries } entrada
       *[other] { $event } · { $entries } entradas
    }
series-page-event-running =
    { $entries ->
        [one] { $event } · { $entries } entrada · aún en juego
       *[other] { $event } · { $entries } entradas · aún en juego
    }
series-page-take-out = quitar
series-page-add-event = Añade un torneo…

## Library.svelte: la biblioteca de estructuras (lista, nueva, importar, duplicar, borrar).

library-title = Estructuras
library-back = Volver al torneo
library-template = Plantilla
library-new-from-template = Nueva desde plantilla
library-new-blank = Nueva en blanco
library-import = Importar un archivo .toml
library-games = Juegos y fichas de reglas
library-errors =
    { $count ->
        [one] { $count } error
       *[other] { $count } errores
    }
library-ok = sin errores
library-duplicate = Duplicar
library-confirm-delete = Confirmar: borrar
library-delete = Borrar
library-empty = Aún no hay estructuras: empieza una desde una plantilla.
library-hint = Elige una estructura a la izquierda o empieza una desde una plantilla.

## El editor de estructuras y la biblioteca, tal como los formula el servidor.

editor-derived-level = Nivel { $level }: { $game }, { $stakes }, { $duration }
editor-derived-break = Descanso { $duration }
editor-derived-break-race = Descanso { $duration }, se retiran { $chips }
editor-summary =
    { $title }: { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }, { $breaks ->
        [one] { $breaks } descanso
       *[other] { $breaks } descansos
    }
editor-no-game = aún no hay juego: elige uno en «Juegos» con «Añade un juego del catálogo»
editor-payouts-head =
    { $entries ->
        [one] { $entries } entrada, bote de { $pool }
       *[other] { $entries } entradas, bote de { $pool }
    }
editor-payouts-warning = { $head }: { $warning }
editor-payouts-line = { $head }: { $places } ({ $basis })
editor-payouts-place = { $place } { $amount }
editor-payouts-place-each = { $place } { $amount } cada uno
editor-payouts-place-round = { $place } { $amount } cada uno ({ $round })
editor-payouts-more =
    … { $paid ->
        [one] { $paid } puesto pagado
       *[other] { $paid } puestos pagados
    }
library-template-summary =
    { $levels ->
        [one] { $levels } nivel
       *[other] { $levels } niveles
    }, { $seats ->
        [one] { $seats } asiento
       *[other] { $seats } asientos
    } por mesa, { $chips ->
        [one] { $chips } ficha inicial
       *[other] { $chips } fichas iniciales
    }

## Wizard.svelte: el asistente de estructura, que propone niveles para una duración dada.

wizard-from =
    A partir de esta estructura: stack inicial { $stack }, niveles de { $minutes } min, { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }, { $games ->
        [one] { $games } juego
       *[other] { $games } juegos
    }.
wizard-from-bba =
    A partir de esta estructura: stack inicial { $stack }, niveles de { $minutes } min, { $chips ->
        [one] { $chips } ficha
       *[other] { $chips } fichas
    }, { $games ->
        [one] { $games } juego
       *[other] { $games } juegos
    }, ante de ciega grande.
wizard-start-and-end = Hora de inicio y de fin
wizard-length = Duración
wizard-starts = Empieza
wizard-down-to-two = Quedan dos a las
wizard-hours = Horas
wizard-entries = Entradas previstas
wizard-break-every = Descanso cada (niveles)
wizard-break-minutes = Minutos de descanso
wizard-propose = Proponer ({ $hours } h { $minutes } min)
wizard-extend =
    { $count ->
        [one] Conservar el { $count } nivel escrito y añadir niveles después
       *[other] Conservar los { $count } niveles escritos y añadir niveles después
    }
wizard-replace = Sustituir todos los niveles
wizard-row-break = Descanso { $minutes } min
wizard-row-break-race = Descanso { $minutes } min, se retiran { $chips }
wizard-row-ante = { $stakes }, ante { $ante }
wizard-row-bring-in = { $stakes }, bring-in { $bring }
wizard-row-ante-bring-in = { $stakes }, ante { $ante }, bring-in { $bring }
wizard-accept-after = Añadir estos niveles tras el nivel { $level }
wizard-accept-replace = Usar estos niveles (sustituye las filas de abajo)

## StructureEditor.svelte: una estructura de la biblioteca como formulario, que se guarda y se revisa al escribir.

structure-editor-no-such-game = Ningún juego del catálogo se llama «{ $text }»
structure-editor-type-a-game = Escribe un juego
structure-editor-game-mixed = { $game } elige otro juego en cada mano: añade en su lugar los juegos entre los que elige
structure-editor-game-not-spread = { $game } no se reparte como flop, draw ni stud: un nivel de torneo no puede ofrecerlo
structure-editor-game-already = { $game } ({ $betting }) ya está en esta estructura
structure-editor-untitled = Estructura sin nombre
structure-editor-saved = Guardado
structure-editor-saving = Guardando…
structure-editor-changed = Modificado
structure-editor-not-saved = No guardado
structure-editor-paper = Papel
structure-editor-letter = Carta
structure-editor-preview-sheet = Ver hoja
structure-editor-preview-card = Ver ficha de reglas
structure-editor-export = Exportar .toml
structure-editor-fix-first = Corrige primero los errores
structure-editor-make-event = Crear un torneo a partir de esta estructura
structure-editor-create-event = Crear torneo
structure-editor-warnings =
    { $count ->
        [one] { $summary }, { $count } aviso
       *[other] { $summary }, { $count } avisos
    }
structure-editor-no-errors = { $summary }: sin errores
structure-editor-errors =
    { $count ->
        [one] { $count } error que corregir antes de poder crear un torneo
       *[other] { $count } errores que corregir antes de poder crear un torneo
    }
structure-editor-games = Juegos
structure-editor-id = Id
structure-editor-name = Nombre
structure-editor-family = Familia
structure-editor-betting = Apuestas
structure-editor-catalog-game = Juego del catálogo
structure-editor-game-id = Id del juego
structure-editor-game-name = Nombre del juego
structure-editor-move-earlier = Adelantar { $game } en la rotación
structure-editor-move-later = Retrasar { $game } en la rotación
structure-editor-remove-game = Quitar juego
structure-editor-rotation = Rotación, nivel a nivel: { $games }
structure-editor-no-game = Aún no hay juegos: añádelos en el orden en que rotan.
structure-editor-add-game-label = Añade un juego del catálogo (nombre o alias)
structure-editor-add-game = Añadir juego
structure-editor-chip-value = Valor de la ficha
structure-editor-chip-colour = Color de la ficha
structure-editor-remove-chip = Quitar ficha
structure-editor-add-chip = + Ficha
structure-editor-levels = Niveles y descansos
structure-editor-close-wizard = Cerrar la propuesta
structure-editor-open-wizard = Proponer niveles…
structure-editor-shootout = Shootout
structure-editor-shootout-advance = Pasan de cada mesa
structure-editor-shootout-rounds = Rondas
structure-editor-shootout-prizes = Premios
structure-editor-shootout-prizes-hint = by-round: la mesa final por puesto y cada ronda anterior por igual; by-place: cada puesto en el orden de eliminación

## LevelsEditor.svelte: los niveles y descansos de la estructura como tabla.

levels-editor-keys = Alt+↑/↓ mover una fila · Alt+L añadir un nivel debajo · Alt+B añadir un descanso debajo · Alt+D duplicar · Alt+Supr quitar · arrastra ⠿ para reordenar
levels-editor-small-blind = Ciega pequeña
levels-editor-min = Min
levels-editor-plays-as = Se juega como
levels-editor-drag = Arrastra para mover
levels-editor-break-minutes = Minutos de descanso
levels-editor-colour-up = Se retiran:
levels-editor-no-chips = añade fichas abajo para poder retirarlas
levels-editor-rotation = (rotación)
levels-editor-only-game = (el único juego)
levels-editor-minutes = Minutos
levels-editor-move-up-keys = Subir (Alt+↑)
levels-editor-move-up = Subir
levels-editor-move-down-keys = Bajar (Alt+↓)
levels-editor-move-down = Bajar
levels-editor-duplicate-keys = Duplicar (Alt+D)
levels-editor-duplicate = Duplicar
levels-editor-copy = Copiar
levels-editor-more-title = Más opciones de este nivel
levels-editor-more = Más
levels-editor-remove-keys = Quitar (Alt+Supr)
levels-editor-add-level = + Nivel
levels-editor-add-break = + Descanso
levels-editor-big-blind = Ciega grande
levels-editor-small-bet = Apuesta pequeña
levels-editor-big-bet = Apuesta grande
levels-editor-betting = Apuestas
levels-editor-ante-kind = Ante pagado como
levels-editor-auto-pause = Pausar el reloj al empezar
levels-editor-end-of-day = El día termina después
levels-editor-note = Nota

## PricesEditor.svelte: los precios posteriores de un rebuy o add-on, una fila por cambio.

prices-editor-title = Precios posteriores
prices-editor-from-level = Desde el nivel
prices-editor-price = Precio
prices-editor-fee = De ello, comisión
prices-editor-remove-label = Quitar el precio desde el nivel { $level }
prices-editor-add = Añadir un precio posterior
prices-editor-hint = El precio de arriba vale para todo el periodo; añade una fila cuando suba a partir de un nivel.

## PayoutsEditor.svelte: cómo paga una estructura (tabla incluida, tabla de la casa, curva, plazas de satélite).

payouts-editor-pay-by = Pagar según
payouts-editor-way-table = Una tabla incluida en Felt
payouts-editor-way-house = La tabla propia de la casa
payouts-editor-way-curve = La curva de pagos
payouts-editor-way-satellite = Plazas de satélite
payouts-editor-table = Tabla de pagos
payouts-editor-paid-percent = Puestos pagados (% de las entradas)
payouts-editor-paid-percent-hint = vacío: alrededor del 15 %
payouts-editor-top-share = Primer puesto (% del bote)
payouts-editor-top-share-hint = vacío: según el número de entradas
payouts-editor-min-cash = Min-cash
payouts-editor-min-cash-hint = lo que cobra el último puesto pagado
payouts-editor-seat-value = Una plaza vale
payouts-editor-seat-value-hint = el buy-in del torneo de destino, comisión incluida
payouts-editor-target = Plazas para (torneo)
payouts-editor-title = Nombre de la tabla
payouts-editor-increment = Redondear premios a
payouts-editor-entries-from = Entradas desde
payouts-editor-entries-to = hasta
payouts-editor-shares = Partes (%) o premios fijos ($), primero el 1.er puesto
payouts-editor-adds-up-to = Suma
payouts-editor-row-from = Fila { $row }, entradas desde
payouts-editor-row-to = Fila { $row }, entradas hasta
payouts-editor-row-shares = Fila { $row }, partes en porcentaje o premios fijos
payouts-editor-fixed = { $amount } fijos
payouts-editor-remove-row = Quitar la fila { $row }
payouts-editor-add-row = + Fila
payouts-editor-hint = Cada fila paga los torneos con ese número de entradas; por encima de la última fila paga la curva de pagos.
payouts-editor-preview = Lo que paga

## Field.svelte: un campo del editor de estructuras.

editor-field-in-unit = en { $unit }
editor-field-default = (por defecto)

## GameBook.svelte: el catálogo de juegos en la consola y la lista de la casa con sus fichas de reglas para imprimir.

game-book-house-games = Juegos de la casa
game-book-catalog = Catálogo de juegos
game-book-find = Busca un juego o una variante (nombre, alias)
game-book-search-placeholder = 7-27, Follow the Queen, Big O…
game-book-count =
    { $count ->
        [one] { $count } juego y variantes
       *[other] { $count } juegos y variantes
    }
game-book-count-first =
    { $count ->
        [one] { $count } juego y variantes; se muestran los { $shown } primeros
       *[other] { $count } juegos y variantes; se muestran los { $shown } primeros
    }
game-book-variation-of = variante de { $game }
game-book-up-to =
    { $count ->
        [one] hasta { $count } jugador
       *[other] hasta { $count } jugadores
    }
game-book-also = también { $aliases }
game-book-rule-card = Ficha de reglas
game-book-on-the-list = En la lista
game-book-add-to-house = Añadir a la lista
game-book-house-list = Lista de la casa
game-book-house-about = Los juegos que un crupier puede elegir en una noche de dealer’s choice; imprime sus fichas de reglas para la mesa.
game-book-title = Título
game-book-add-regulars = Añadir todos los juegos Regulars
game-book-move-up = Subir
game-book-move-down = Bajar
game-book-empty = Aún no hay juegos: añádelos desde la búsqueda.
game-book-print =
    { $count ->
        [one] Imprimir las fichas de reglas ({ $count } juego)
       *[other] Imprimir las fichas de reglas ({ $count } juegos)
    }
game-book-clear = Vaciar la lista

## Nights.svelte: las noches caseras de dealer's choice: la lista y el formulario de una noche nueva.

nights-default-title = Dealer’s choice
nights-not-money-limit = El límite no es una cantidad de dinero (por ejemplo 1, 0.25 o 25c)
nights-not-money-later-limit = El límite posterior no es una cantidad de dinero (por ejemplo 1, 0.25 o 25c)
nights-not-money-dealer-pays = El pago del crupier no es una cantidad de dinero (por ejemplo 1, 0.25 o 25c)
nights-not-money-penalty = El primer error no es una cantidad de dinero (por ejemplo 1, 0.25 o 25c)
nights-not-money-buy-in = El buy-in no es una cantidad de dinero (por ejemplo 1, 0.25 o 25c)
nights-title = Noches de partida casera
nights-back = Volver a los torneos
nights-new = Nueva noche…
nights-empty = Aún no hay noches.
nights-new-heading = Una nueva noche de dealer’s choice
nights-new-about = Las reglas parten de cómo las juega «Poker by the Regulars»; cambia lo que tu mesa haga distinto.
nights-field-title = Título
nights-players = Jugadores, en sus asientos en el sentido de las agujas del reloj (uno por línea o separados por comas)
nights-house-list = Lista de la casa: los juegos que un crupier puede pedir por su nombre
nights-all-regulars = Todos los juegos de «Poker by the Regulars»
nights-add-game = Añadir un juego
nights-game-placeholder = 7-27, Anaconda, Follow the Queen…
nights-remove = quitar
nights-limit = Apuesta máxima
nights-later-at = Desde (hora local)
nights-later-limit = luego
nights-raises = Subidas por ronda
nights-dealer-pays = El crupier paga por jugador
nights-penalty = Primer error (luego ×2, ×3 …)
nights-buy-in = Buy-in habitual
nights-open = Abrir la noche

## NightDesk.svelte: la mesa de una noche de dealer's choice (juegos, errores, caja, liquidación, registro).

night-desk-no-such-game = No hay ningún juego llamado «{ $text }» en la lista de la casa ni en el catálogo: marca «un juego nuevo» y explica sus reglas
night-desk-name-the-game = Di el nombre del juego
night-desk-choose-culprit = Elige quién cometió el error
night-desk-buy-in-not-money = { $player }: «{ $text }» no es una cantidad de dinero
night-desk-cash-out-not-money = { $player }: escribe las fichas que devuelve («{ $text }» no es una cantidad de dinero)
night-desk-terms =
    { $count ->
        [one] { $limits }; el crupier paga { $pays } por jugador; { $count } mano repartida
       *[other] { $limits }; el crupier paga { $pays } por jugador; { $count } manos repartidas
    }
night-desk-terms-ended =
    { $count ->
        [one] { $limits }; el crupier paga { $pays } por jugador; { $count } mano repartida · la noche ha terminado
       *[other] { $limits }; el crupier paga { $pays } por jugador; { $count } manos repartidas · la noche ha terminado
    }
night-desk-open-display = Abrir la pantalla
night-desk-sheet-link = Hoja de la noche (PDF)
night-desk-card-link = Juegos de la casa (PDF)
night-desk-limit-now = Límite actual
night-desk-raises =
    { $count ->
        [one] { $count } subida por ronda
       *[other] { $count } subidas por ronda
    }
night-desk-raises-next =
    { $count ->
        [one] { $count } subida por ronda · { $limit } desde las { $at } (en { $time_left })
       *[other] { $count } subidas por ronda · { $limit } desde las { $at } (en { $time_left })
    }
night-desk-dealer = Crupier
night-desk-then = después { $dealer }
night-desk-next-mistake = Próximo error
night-desk-so-far = { $count } hasta ahora
night-desk-first-dealer-how = Reparte cartas boca arriba alrededor de la mesa hasta que salga una jota: su jugador reparte primero.
night-desk-first-dealer = Sortear el primer crupier
night-desk-deals-first = { $player } reparte primero
night-desk-calls = { $dealer } elige el juego
night-desk-search-house = Busca en la lista de la casa
night-desk-variations = Variantes anunciadas
night-desk-variations-example = p. ej. también los sietes comodín
night-desk-dealt-in = Jugadores en la mano
night-desk-new-game = Un juego nuevo: el crupier explica sus reglas
night-desk-new-rules = Cómo se reparte, qué es comodín, cómo se gana el bote
night-desk-call = Anunciar ({ $amount } de { $dealer })
night-desk-deal = Mano { $deal }: { $dealer } reparte { $game }
night-desk-deal-variations = Mano { $deal }: { $dealer } reparte { $game }, { $variations }
night-desk-rules-from = Reglas de { $source }
night-desk-mistake-costs = Un error cuesta { $amount }
night-desk-culprit = El jugador que cometió el error
night-desk-who = ¿Quién?
night-desk-what-happened = Qué pasó (reparto erróneo, bebida derramada…)
night-desk-charge = Cobrar { $amount }
night-desk-kitty = Caja
night-desk-bought = Comprado
night-desk-buy-in = Comprar
night-desk-cashed-out = Cobrado
night-desk-cash-out = Cobrar
night-desk-result = Resultado
night-desk-left = { $player } (se fue)
night-desk-leaves-title = { $player } deja la mesa
night-desk-leaves = se va
night-desk-sits-again = vuelve
night-desk-chips = fichas
night-desk-join-placeholder = Un jugador que se sienta
night-desk-seat = Sentar
night-desk-settle-up = Liquidación
night-desk-totals = Comprado { $bought }, cobrado { $cashed_out }.
night-desk-waiting = Falta por cobrar: { $players }.
night-desk-off-by-more = La caja no cuadra: se cobraron { $amount } más de lo comprado. Vuelve a contar las fichas.
night-desk-off-by-less = La caja no cuadra: se cobraron { $amount } menos de lo comprado. Vuelve a contar las fichas.
night-desk-transfer = { $from } paga { $amount } a { $to }
night-desk-payments =
    { $count ->
        [one] { $count } pago, los mínimos para que todos queden en paz.
       *[other] { $count } pagos, los mínimos para que todos queden en paz.
    }
night-desk-square = Todos están en paz.
night-desk-log = Qué ha pasado
night-desk-undo = Deshacer lo último
night-desk-confirm-end = Confirmar: terminar la noche
night-desk-end = Terminar la noche


## The console's language chooser (the event bar).
console-language-label = Idioma de la consola
console-language-browser = Idioma del navegador

## SeatingPage.svelte: el plano de asientos de la sala en una pantalla o para el floor (/seating/ID), solo lectura
# The browser tab's title; event is the event's name.
seating-page-title = Plano de asientos · { $event }
# The counts beside the event's name; the page sets the players left in bold.
seating-page-counts =
    quedan { $left } de { $entries } · { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }
seating-page-hfh = MANO A MANO
seating-page-hfh-hand = MANO A MANO · mano { $hand }
seating-page-not-drawn =
    { $count ->
        [one] Los asientos aún no se han sorteado: { $count } inscrito.
       *[other] Los asientos aún no se han sorteado: { $count } inscritos.
    }
seating-page-connecting = Conectando con el torneo n.º { $event }…

## SeatingChart.svelte: el plano de asientos (mesas, búsqueda, zoom, cambios pendientes), en la página de TV y en la consola
seating-chart-no-table = No hay ninguna mesa { $table }.
# What a search found: the player and their seat.
seating-chart-found = { $name }: mesa { $table }, asiento { $seat }
# A player found without a seat; standing is the server's words ("busted, 45th").
seating-chart-found-standing = { $name }: { $standing }
# Printed under a chart that holds only part of the room.
seating-chart-print-part = Mesas { $from } a { $to } de las { $count } en juego: las listas de mesas (Imprimir) incluyen toda la sala.

## ChartToolbar.svelte: las herramientas del plano (buscar un jugador, saltar a una mesa, zoom)
# Before the box where a table number is typed.
chart-toolbar-table = Mesa
chart-toolbar-table-label = Ir al número de mesa
chart-toolbar-go = Ir
chart-toolbar-zoom = Zoom
# The key in brackets does the same.
chart-toolbar-zoom-out = Alejar (−)
chart-toolbar-zoom-fit-title = Toda la sala (0)
# A short button: the whole room in view.
chart-toolbar-zoom-fit = Todo
chart-toolbar-zoom-in = Acercar (+)

## SearchBox.svelte: la búsqueda de jugadores del plano, con las mejores coincidencias mientras se escribe
seat-search-placeholder = Busca un jugador (nombre o número)
seat-search-label = Buscar un jugador por nombre o número

## MovesList.svelte: los cambios pendientes junto al plano, para el floor
moves-list-title = Cambios pendientes
# The tables as a list of short names: T4, T7.
moves-list-breaking = SE ROMPE: { $tables }
moves-list-hold-play = JUEGO DETENIDO: { $tables }
moves-list-final-table =
    { $seats ->
        [one] MESA FINAL: T{ $table }, { $seats } asiento
       *[other] MESA FINAL: T{ $table }, { $seats } asientos
    }
moves-list-final-table-redraw =
    { $seats ->
        [one] MESA FINAL: T{ $table }, { $seats } asiento, asientos sorteados de nuevo
       *[other] MESA FINAL: T{ $table }, { $seats } asientos, asientos sorteados de nuevo
    }
# Why a move happens ("balance"), and the tables whose button is not known.
moves-list-button-unknown = { $kind } · botón desconocido en { $tables }
moves-list-none = No hay cambios pendientes.

## TableOval.svelte: una mesa del plano, dibujada como un óvalo con su número, su estado y sus asientos
# The table's state on the felt, in capitals.
table-oval-breaking = SE ROMPE
table-oval-hold-play = JUEGO DETENIDO
# The same in one short word, very large, under a table drawn small (at most about 8 letters).
table-oval-breaking-short = SE ROMPE
table-oval-hold = ALTO
# What a screen reader says for a table.
table-oval-label =
    { $state ->
        [breaking] Mesa { $table }, { $players } de { $size } asientos ocupados, se rompe
        [hold] Mesa { $table }, { $players } de { $size } asientos ocupados, juego detenido
        [both] Mesa { $table }, { $players } de { $size } asientos ocupados, se rompe, juego detenido
       *[none] Mesa { $table }, { $players } de { $size } asientos ocupados
    }

## SeatBox.svelte: un asiento de una mesa dibujada (número, nombre corto, lo que tiene de especial)
# An empty seat.
seat-box-open = libre
# A seat held by the TD, by the server's key for the hold: in the seat's title, and in
# capitals as the name in the seat's box.
seat-box-hold =
    { $hold ->
        [locked] bloqueado
       *[reserved] reservado
    }
seat-box-hold-name =
    { $hold ->
        [locked] BLOQUEADO
       *[reserved] RESERVADO
    }
# In the seat's corner: where its player moves to, where the player moving in comes from
# (T is table, S is seat, as the moves write them: T4 S2).
seat-box-to = →T{ $table } S{ $seat }
seat-box-from = ←T{ $table } S{ $seat }
# The seat's title; who is the player's name or a word above. The lines after it add
# to the title, each in turn: title is what came before.
seat-box-title = Asiento { $seat }: { $who }
seat-box-title-out = { $title }, pasa a la mesa { $table } asiento { $seat }
seat-box-title-in = { $title }, { $name } llega de la mesa { $table }
# bounty is written: "$50".
seat-box-title-bounty = { $title }, { $bounty } por su cabeza

## RoleMark.svelte: el botón del repartidor y las ciegas en una mesa dibujada (un disco con una o dos letras)
# On the disc: the dealer button, the small blind, the big blind.
role-mark-button = D
role-mark-small-blind = SB
role-mark-big-blind = BB
# The disc's title.
role-mark-button-title = botón del repartidor
role-mark-small-blind-title = ciega pequeña
role-mark-big-blind-title = ciega grande

## TableScreen.svelte: los asientos de una mesa en una tableta en la mesa (el diseño «Una mesa» de una pantalla)
table-screen-title = Mesa { $table }
# The dealer button beside a seat, and its title.
table-screen-button = D
table-screen-button-title = Botón
table-screen-not-in-play = La mesa { $table } no está en juego.
# A move that concerns this table: who, from where, to where.
table-screen-move = { $name }: mesa { $from_table } asiento { $from_seat } → mesa { $to_table } asiento { $to_seat }

## ChipCountsPanel.svelte: la clasificación de fichas en la pantalla entre jornadas
chip-counts-players =
    { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
# The seat the redraw gave (T is table, S is seat: T4 S2).
chip-counts-seat = T{ $table } S{ $seat }
# The players whose chips are not counted yet.
chip-counts-waiting = { $count } aún por contar

## DrawCheck.svelte: en la pantalla tras un sorteo de asientos sellado, donde cualquiera puede comprobarlo (un enlace y un código QR)
draw-check-qr-alt = Código QR de la comprobación del sorteo de asientos
# Followed by the check page's address.
draw-check-label = Comprueba el sorteo de asientos:
draw-check-code = código sellado { $code }

## Remote.svelte: a phone or tablet as a remote control (the clock, the desk, a table's own screen).
# The variable what is the server's phrase: "the clock of event #2".
remote-paired = { $device }: puede manejar { $what }
remote-tab-clock = Reloj
remote-tab-table = Mesa { $table }
remote-tab-desk = Jugadores y mesas
# The time left in the period, and the players still in.
remote-time-players =
    { $count ->
        [one] { $time } · { $count } jugador
       *[other] { $time } · { $count } jugadores
    }
# The clock's state (running, paused…), and the players still in.
remote-status-players =
    { $count ->
        [one] { $status } · { $count } jugador
       *[other] { $status } · { $count } jugadores
    }
remote-connecting = Conectando con el torneo #{ $event }…

## RemoteDesk.svelte: the phone remote's desk (find a player by seat, hand-for-hand, moves, counts).
remote-desk-seat-empty = El asiento { $seat } de la mesa { $table } está vacío
remote-desk-no-table = No hay ninguna mesa { $table }
# The variable tables is a list: "table 2", "tables 2, 3 and 7".
remote-desk-done-waiting = Terminado aquí; esperando: { $tables }
remote-desk-table-done = La mesa { $table } terminó la mano
remote-desk-still-playing = Siguen jugando: { $tables }
remote-desk-find = Busca
remote-desk-loading = Cargando los jugadores…

## VerifyPage.svelte: the page anyone opens to check an event's seat draw and its log (/verify/ID).
verify-page-title = Verificación · { $event_name }
verify-draw-fair = El sorteo de asientos es correcto
verify-no-draw = Aún no hay sorteo
verify-draw-unfair = El sorteo de asientos no es correcto
# Followed by the commitment's code.
verify-commitment = Sello:
verify-dealt-again = El sorteo, repetido
verify-seed = Semilla
verify-secret = Secreto (revelado por el sorteo)
verify-it-gives = Da el sello
# After the commitment the revealed secret gives: the same as (=), or not (≠), the one shown.
verify-same-as-shown = = el mostrado antes del sorteo
verify-not-as-shown = ≠ el mostrado antes del sorteo
verify-seated-at = Sentado en
verify-seed-deals = La semilla reparte
verify-no-seat = ningún asiento
# The variables are shown as code: a command line, a felt command, a source file.
verify-how = Compruébalo tú mismo: { $command } muestra el sello, y { $verify } sobre una copia de la base de datos de este torneo, o el código abierto en { $source }, vuelve a repartir los asientos.
verify-later = Sorteos aleatorios posteriores: asientos y chip races
# A later draw in the log: its record number, what it was (the log's words), its seed.
verify-later-same = #{ $seq } { $what }: repetido igual a partir de la semilla { $seed }
verify-later-same-undone = #{ $seq } { $what } (deshecho): repetido igual a partir de la semilla { $seed }
verify-later-different = #{ $seq } { $what }: NO es lo que da la semilla { $seed }
verify-later-different-undone = #{ $seq } { $what } (deshecho): NO es lo que da la semilla { $seed }
verify-undone = Deshecho por el camino
# The variable code is the commitment's first characters, shown as code.
verify-commitment-undone = El sello { $code } (anotación #{ $seq }) se deshizo.
verify-draw-undone = Un sorteo con la semilla { $seed } (anotación #{ $seq }) se deshizo.
# The variable problems is the server's words.
verify-draw-undone-bad = Un sorteo con la semilla { $seed } (anotación #{ $seq }) se deshizo; no era correcto: { $problems }.
verify-log-intact = El registro está intacto
verify-log-changed = El registro fue modificado
# Followed by the log's last hash.
verify-last-hash = Último hash:
verify-checking = Comprobando el torneo #{ $event }…

## Pair.svelte: a phone or tablet pairs itself with Felt by the console's QR code (/pair).
pair-no-code = Esta página necesita el código de la consola: vuelve a escanear el código QR.
# The variable what is the server's phrase: "the desk of event #3".
pair-paired = Vinculado como { $name }: este dispositivo puede manejar { $what }.
pair-go-on = Continúa
pair-intro = Vincula este dispositivo con el Felt del director del torneo.
pair-name = Nombre de este dispositivo
pair-claim = Vincular

## NightDisplay.svelte: the TV of a dealer's-choice night (/night/ID): the game called, the limit, the dealers.
# The night could not be read: its number and the server's words.
night-display-missing = Noche #{ $night }: { $error }
night-display-connecting = Conectando…
night-display-ended = { $title } · la noche ha terminado
night-display-deal = Mano { $deal } · reparte { $dealer }
night-display-calls-first = { $dealer } elige el primer juego
# The heading before the first dealer is drawn.
night-display-dealers-choice = Dealer’s choice
night-display-first-dealer-how = Se reparten cartas boca arriba hasta que sale una jota: su jugador reparte primero.
# The most a bet may be now.
night-display-limit = Límite
# The next limit, the local time it starts and the time left until then: "$2.00 from 23:00 · in 0:45".
night-display-next-limit = { $limit } desde las { $at } · en { $time_left }
night-display-next-to-deal = Siguiente en repartir
night-display-offline = Sin conexión: se muestran los últimos datos

## HelpPage.svelte: the TD's guide at /help (the page around the guide's chapters, which stay in English).
# The browser tab's title.
help-page-doc-title = Felt — guía
help-page-title = Guía de Felt
help-page-search = Busca en la guía
help-page-back = Volver a la consola
# The list of the guide's chapters beside them.
help-page-contents = Contenido
help-page-nothing = Nada en la guía dice «{ $query }».
# The sections that hold every word searched (the English says "say" even for one).
help-page-found =
    { $count ->
        [one] { $count } sección dice «{ $query }».
       *[other] { $count } secciones dicen «{ $query }».
    }

## Refusals: why an action was refused (nothing changed). A refusal starts lower case:
## the doors put it after the player's, table's or level's name, or show it alone.
# A refusal not yet in the message files, in English whatever the language.
refusal-english = { $text }
# Where the clock is: "level 4, 12:00 left".
refusal-clock-at = { $period }, quedan { $left }
refusal-clock-already-started = el reloj ya está en marcha ({ $at })
refusal-clock-not-started = el reloj aún no ha empezado; ponlo en marcha primero
refusal-clock-not-running = el reloj ya está en pausa ({ $at })
refusal-clock-not-paused = el reloj ya está en marcha ({ $at })
refusal-no-next-level = { $at } es el último periodo de la estructura; no hay nivel siguiente
refusal-no-previous-level = { $at } es el primer periodo de la estructura; no hay nivel anterior
refusal-no-such-period = el periodo { $period } no existe; la estructura tiene los periodos 0 a { $last }
refusal-remaining-out-of-range = el tiempo restante debe estar entre 0:01 y 24:00:00, no { $requested }
refusal-subtract-too-much = a { $at } le quedan { $left }; quitar { $taken } lo terminaría (usa el nivel siguiente)
refusal-add-too-much = añadir { $added } a { $at } dejaría más de 24 horas en el reloj
refusal-day-already-ended = la jornada ya ha terminado ({ $at })
refusal-counts-tracked = en este torneo cada jugador se sigue uno a uno: regístralos o elimínalos en vez de cambiar el contador { $counter }
refusal-event-over = el torneo ha terminado ({ $what }): deshaz la acción que lo terminó para seguir jugando
refusal-event-over-unknown = ha terminado
refusal-bad-announcement = un mensaje a las pantallas tiene de 1 a { $max } caracteres; este tiene { $found }
refusal-language-unchanged = el idioma del torneo ya es { $language }: nada que cambiar
refusal-language-unchanged-browsers = el torneo ya sigue el idioma de cada navegador: nada que cambiar
refusal-unknown-language = Felt no tiene el idioma «{ $asked }»; habla { $known }
refusal-nothing-to-undo = no hay nada que deshacer
refusal-nothing-to-redo = no hay nada que rehacer
refusal-not-in-effect = la acción n.º { $seq } no está en vigor: ya se deshizo o no es una acción de este torneo
refusal-not-undone = la acción n.º { $seq } no está deshecha: solo se pueden rehacer acciones deshechas
refusal-count-out-of-range = el contador { $counter } no puede pasar de { $from } a { $to }: { $why }
refusal-count-negative = no puede ser negativo
refusal-count-million = un torneo cuenta como máximo 1.000.000
refusal-count-players-are-entries = cada jugador restante ya cuenta como una entrada todavía en juego
refusal-count-more-players = más jugadores que entradas
counter-entries = «entradas»
counter-players = «jugadores restantes»
counter-add-ons = «add-ons»

## Refusals of players and seats (refusal-field-*): the field's, its entries', its draw's.
# An entry as a refusal names it.
refusal-field-entry-named = la entrada { $entry } ({ $name })
refusal-field-entry = la entrada { $entry }
refusal-field-empty-name = un jugador necesita un nombre
refusal-field-name-too-long = el nombre «{ $name }» tiene más de { $max } caracteres
# $what: one of the refusal-name-* below; $code: the character's code point in hex ("202E").
refusal-name-character = el nombre «{ $name }» tiene { $what } en el carácter { $position } (U+{ $code }): vuelve a escribir el nombre sin él
refusal-name-control = un carácter de control
refusal-name-direction = una marca o inversión de dirección (derecha a izquierda o izquierda a derecha)
refusal-name-invisible = un carácter invisible
refusal-name-joiner = un unidor invisible al principio o al final
refusal-field-duplicate-name = { $name } ya está registrado como entrada { $entry }
refusal-field-duplicate-name-busted = { $name } ya está registrado como entrada { $entry } y ha sido eliminado: registra una reentrada en su lugar
refusal-field-duplicate-number = el número de jugador { $number } ya lo usa la entrada { $entry } ({ $name })
refusal-field-no-such-entry = no hay ninguna entrada { $entry } en este torneo
# $why: one of the refusal-field-split-* below.
refusal-field-bad-split = la eliminación de la entrada { $entry } { $why }
refusal-field-split-one-winner = nombra un solo ganador: indícalo como quien lo eliminó
refusal-field-split-knocker-not-first = nombra a la entrada { $knocker } como quien lo eliminó, pero no la primera entre los ganadores del bote
refusal-field-split-no-share = no da a { $who } ninguna parte del bote
refusal-field-split-twice = nombra a { $who } dos veces entre los ganadores del bote
refusal-field-ticket-used = el asiento que ganó la entrada { $entry } en el torneo n.º { $satellite } ya se usó, por { $name }
# $why: one of the refusal-field-state-* below, said of the entry.
refusal-field-entry-state = la entrada { $entry } ({ $name }) { $why }
refusal-field-state-busted-already = ya ha sido eliminada
refusal-field-state-not-seated = no tiene asiento
refusal-field-state-cannot-win-bounty = no está en el torneo, así que no puede ganar un bounty
refusal-field-state-no-count = ya no está en juego, así que no tiene recuento de fichas
refusal-field-state-no-count-at-stop = ya no está en juego, así que no tiene recuento de fichas en la parada
refusal-field-state-zero-chips = no se puede contar con 0 fichas: elimina al jugador en su lugar
refusal-field-state-needs-count = sigue en juego y necesita un recuento de fichas
refusal-field-state-re-entered-already = ya ha hecho una reentrada
refusal-field-state-not-busted = no ha sido eliminada, así que no puede hacer una reentrada
refusal-field-state-not-registered = no está registrada y en juego
refusal-field-state-carried-in = llegó al día 2 con fichas embolsadas en un flight: un jugador que no vuelve es cegado hasta quedar eliminado, no se le da de baja
refusal-field-state-not-in = no está en el torneo
refusal-field-state-cannot-bust = no está en juego, así que no puede ser eliminada
refusal-field-registration-closed = el registro tardío se cerró al final del nivel { $level }
# $moment: where play stands ("level 4"); $window: "levels 1 to 6" or "the break after level 4".
refusal-field-re-entry-closed = { $name } no puede hacer una reentrada en { $moment }: la reentrada se vende durante { $window }
# $place: the place the player finished in ("3rd").
refusal-field-re-entry-cashed = { $name } terminó { $place } en premios y no puede hacer una reentrada: quien ha cobrado queda fuera definitivamente
refusal-field-no-re-entry = este torneo no tiene reentrada
refusal-field-re-entry-limit =
    { $limit ->
        [one] { $name } ya ha usado { $limit } reentrada, el máximo
       *[other] { $name } ya ha usado sus { $limit } reentradas, el máximo
    }
refusal-field-already-drawn = los asientos ya están sorteados; los jugadores tardíos se sientan al registrarse
refusal-field-already-committed = el sorteo de asientos ya está sellado ({ $commitment }); deshaz ese sello para hacer otro
# $found: what was sent, in quotes.
refusal-field-bad-commitment = un sello tiene 64 caracteres hexadecimales (el SHA-256 del secreto del sorteo); recibido: { $found }
refusal-field-bad-commitment-none = un sello tiene 64 caracteres hexadecimales (el SHA-256 del secreto del sorteo); recibido: nada (el servidor crea el sello)
refusal-field-draw-not-committed = este sorteo no se selló, así que no hay ningún secreto que revelar
refusal-field-draw-must-reveal = el sorteo está sellado con { $commitment }: debe revelar ese secreto (este Felt lo guarda; un sorteo de otra base de datos no puede)
refusal-field-reveal-malformed = el secreto revelado no tiene 64 caracteres hexadecimales
refusal-field-reveal-wrong-secret = el secreto revelado da el sello { $gives }, no el { $committed } mostrado antes del sorteo
refusal-field-reveal-wrong-seed = la semilla { $seed } no es la del secreto sellado ({ $committed })
refusal-field-not-drawn = los asientos aún no están sorteados
refusal-field-nobody-waiting = nadie espera asiento: todos los jugadores en juego están sentados
refusal-field-too-few-to-draw =
    { $players ->
        [one] { $players } jugador no se puede sentar: el sorteo necesita al menos 2
       *[other] { $players } jugadores no se pueden sentar: el sorteo necesita al menos 2
    }
# $capacity: the seats the room can use (held seats left out).
refusal-field-room-too-small = la sala tiene { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    } de { $seats ->
        [one] { $seats } asiento
       *[other] { $seats } asientos
    } ({ $capacity } utilizables), no bastan para { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
refusal-field-play-started = el juego ha empezado: la entrada { $entry } ({ $name }) solo puede ser eliminada, no dada de baja
refusal-field-last-player = { $name } es el último jugador en juego y gana el torneo; no queda nadie a quien eliminar
refusal-field-move-twice = el cambio de la entrada { $entry } ({ $name }) aparece dos veces
refusal-field-count-twice = la entrada { $entry } ({ $name }) está contada dos veces
refusal-field-no-counts = no se dio ningún recuento de fichas
refusal-field-same-destination = dos cambios van a la mesa { $table }, asiento { $seat }
refusal-field-not-win-the-button = este torneo no se juega con win-the-button
refusal-field-button-unknown = la mesa { $table } no tiene botón registrado; regístralo antes del ganador de la mano
refusal-field-h4h-already-on = el mano a mano ya está activado
refusal-field-h4h-already-off = el mano a mano ya está desactivado
refusal-field-h4h-off = el mano a mano está desactivado
# $waiting: the tables still playing the hand ("tables 2 and 5").
refusal-field-table-already-done = la mesa { $table } ya informó que terminó la mano { $hand }; se espera a: { $waiting }
refusal-field-self-knockout = la entrada { $entry } no puede eliminar a la entrada { $entry }
refusal-field-not-shootout = este torneo no es un shootout
refusal-field-table-decided =
    { $advance ->
        [one] en la mesa { $table } solo queda { $advance } jugador, que pasa de ronda: allí ya no se elimina a nadie en esta ronda
       *[other] en la mesa { $table } solo quedan los { $advance } jugadores que pasan de ronda: allí ya no se elimina a nadie en esta ronda
    }
refusal-field-winners-count =
    { $want ->
        [one] de la mesa { $table } pasa { $want } jugador, no { $got }
       *[other] de la mesa { $table } pasan { $want } jugadores, no { $got }
    }
# $tables: the tables still playing, as a list ("[2, 5]").
refusal-field-round-not-over = la ronda no ha terminado: la(s) mesa(s) { $tables } siguen jugando
refusal-field-not-held = el asiento { $seat } de la mesa { $table } no está reservado
# $why: one of the refusal-field-redraw-* below, said of the redraw.
refusal-field-redraw = el nuevo sorteo { $why }
refusal-field-redraw-between-days = se hace entre jornadas: pausa el reloj o termina la jornada primero
refusal-field-redraw-needs-counts = por fichas necesita el recuento de cada jugador: { $who } no tiene (registra los recuentos, o sortea al azar)
# $why: one of the refusal-field-carry-* below.
refusal-field-carry-in = los flights no se pueden traspasar: { $why }
refusal-field-carry-has-entries = este torneo ya tiene entradas; traspasa los flights a un torneo nuevo
refusal-field-carry-no-flight = no se indica ningún flight
refusal-field-carry-no-player = ningún jugador embolsó fichas en los flights
refusal-field-carry-flight-twice = el torneo n.º { $event } ({ $name }) se indica dos veces
refusal-field-carry-fees = el torneo n.º { $event } ({ $name }) se quedó más en comisiones de lo que recaudó
# $player: the player's line in the list (1 for the first).
refusal-field-carry-no-name = el jugador { $player } no tiene nombre
refusal-field-carry-player-twice = { $who } aparece dos veces (jugadores { $first } y { $second }); un jugador trae un solo stack
refusal-field-carry-no-bag = { $who } no trae bolsa de ningún flight
refusal-field-carry-bag-not-flight = la bolsa de { $who } es del torneo n.º { $event }, que no es uno de los flights
refusal-field-carry-bag-twice = la entrada { $entry } del torneo n.º { $event } ({ $name }) se traspasa dos veces
refusal-field-carry-bag-no-chips = la bolsa de { $who } del torneo n.º { $event } ({ $name }) no tiene fichas
refusal-field-carry-wrong-chips = { $who } trae { $chips } fichas, pero la regla de los flights da { $want } por esas bolsas
refusal-field-carry-over-limit = los stacks traspasados suman { $total } fichas, más que el límite de Felt de { $max }
refusal-field-carry-survivors = el torneo n.º { $event } ({ $name }) tuvo { $survivors ->
        [one] { $survivors } clasificado
       *[other] { $survivors } clasificados
    }, pero en la lista { $bags ->
        [one] aparece { $bags } bolsa suya
       *[other] aparecen { $bags } bolsas suyas
    }
refusal-field-carry-not-a-flight = el torneo n.º { $event } ({ $name }) es un día 2, no un flight
refusal-field-carry-no-count = { $who } del torneo n.º { $event } ({ $name }) no tiene recuento de fichas: embolsa primero a cada jugador
# $position: the player's line in the list; $error: why that player was refused.
refusal-field-in-list = jugador { $position } de la lista ({ $name }): { $error }; no se registró a nadie
refusal-field-empty-list = la lista no tiene ningún jugador que registrar
refusal-field-list-too-long = la lista tiene { $found ->
        [one] { $found } jugador
       *[other] { $found } jugadores
    }, más que los { $max } que registra una acción

## Refusals of seats and tables (refusal-seat-*).
refusal-seat-no-such-table = la mesa { $table } no existe
refusal-seat-table-already-open = la mesa { $table } ya está abierta
refusal-seat-bad-table-size =
    { $size ->
        [one] la mesa { $table } no puede tener { $size } asiento (se permiten de 2 a 12)
       *[other] la mesa { $table } no puede tener { $size } asientos (se permiten de 2 a 12)
    }
refusal-seat-table-not-empty =
    { $players ->
        [one] la mesa { $table } aún tiene { $players } jugador sentado
       *[other] la mesa { $table } aún tiene { $players } jugadores sentados
    }
# $size: the table's seats.
refusal-seat-no-such-seat = el asiento { $seat } no existe en la mesa { $table } (asientos 1 a { $size })
refusal-seat-taken = el asiento { $seat } de la mesa { $table } ya lo ocupa el jugador { $player }
# $hold: one of the refusal-seat-hold-* below.
refusal-seat-held = el asiento { $seat } de la mesa { $table } está { $hold }
refusal-seat-hold-locked = bloqueado
refusal-seat-hold-reserved-for = reservado para el jugador { $player }
refusal-seat-hold-reserved = reservado
refusal-seat-already-seated = el jugador { $player } ya está sentado en la mesa { $table }, asiento { $seat }
refusal-seat-not-seated = el jugador { $player } no está sentado
refusal-seat-not-at = el jugador { $player } está en la mesa { $actual_table }, asiento { $actual_seat }, no en la mesa { $table }, asiento { $seat }
refusal-seat-duplicate-player = el jugador { $player } aparece dos veces
refusal-seat-not-enough-seats = { $players ->
        [one] { $players } jugador no cabe
       *[other] { $players } jugadores no caben
    } en { $seats ->
        [one] el { $seats } asiento libre
       *[other] los { $seats } asientos libres
    }
refusal-seat-no-open-seat = no queda asiento libre para el jugador { $player }: abre otra mesa
refusal-seat-duplicate-table = la mesa { $table } aparece dos veces en el orden de mesas
refusal-seat-too-few-hand-winners = los ganadores de la mano deben ser al menos { $min }, no { $got }
refusal-seat-too-few-open-tables = debe haber al menos { $min } mesas abiertas, no { $got }
refusal-seat-too-few-players = debe haber al menos { $min } jugadores, no { $got }
refusal-seat-too-few-advancing = de cada mesa deben pasar al menos { $min } jugadores, no { $got }
refusal-seat-too-few-seats-above-advancing = cada mesa necesita al menos { $min } asientos más que jugadores que pasan, no { $got }
refusal-seat-first-threshold-too-small = el primer umbral de eliminación debe ser al menos { $min }, no { $got }
refusal-seat-not-at-table = el jugador { $player } no está en la mesa { $table }
refusal-seat-wrong-winner-count =
    { $advance ->
        [one] de la mesa { $table } pasa { $advance } jugador, no { $got }
       *[other] de la mesa { $table } pasan { $advance } jugadores, no { $got }
    }
refusal-seat-missing-winner = la mesa { $table } aún no tiene ganador registrado
# $seats: seats per table; $max: the most players the rounds hold.
refusal-seat-field-too-large = un campo de { $players } no cabe en { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    } de mesas de { $seats } (como máximo { $max })
refusal-seat-thresholds-not-rising = los umbrales de eliminación deben subir: { $next } sigue a { $prev }
refusal-seat-no-bust = el jugador { $player } no tiene ninguna eliminación que deshacer
refusal-seat-busted-twice = el jugador { $player } fue eliminado dos veces
refusal-seat-more-busts-than-field = { $busted ->
        [one] { $busted } eliminación registrada
       *[other] { $busted } eliminaciones registradas
    }, pero el campo solo tiene { $field ->
        [one] { $field } entrada
       *[other] { $field } entradas
    }

## Refusals of the money end (refusal-results-*): the payouts' lock, savers, a deal.
refusal-results-no-prizes = este torneo no paga premios: su estructura no tiene [money] ni [payouts]
refusal-results-prizes-unknown = aún no se pueden calcular los premios: { $why }
refusal-results-nobody-entered = nadie se ha inscrito
refusal-results-already-locked =
    { $entries ->
        [one] los premios ya están fijados con { $entries } entrada
       *[other] los premios ya están fijados con { $entries } entradas
    }
refusal-results-not-locked = los premios no están fijados
refusal-results-not-tracked = en este torneo los jugadores no se siguen uno a uno, así que no se puede registrar un acuerdo
refusal-results-too-few-for-deal = un acuerdo necesita al menos 2 jugadores restantes, no { $players }
refusal-results-already-dealt = ya hay un acuerdo registrado; deshazlo antes de registrar otro
refusal-results-savers-after-deal = los savers van antes de un acuerdo: el acuerdo ya reparte lo que queda
refusal-results-savers-locked = los premios están fijados; quita la fijación primero, porque los savers salen del bote con el que se pagan los puestos
refusal-results-saver-count = { $savers ->
        [one] { $savers } saver
       *[other] { $savers } savers
    } con { $left ->
        [one] { $left } jugador restante
       *[other] { $left } jugadores restantes
    }: al menos dos jugadores deben seguir jugando sin saver
# $place: a finishing place ("3rd").
refusal-results-zero-saver = el saver del puesto { $place } es 0
refusal-results-saved-twice = el puesto { $place } ya tiene un saver
# $names: the entries that have not agreed; $count: how many.
refusal-results-savers-not-agreed =
    { $count ->
        [one] { $names } no ha aceptado los savers
       *[other] { $names } no han aceptado los savers
    }
refusal-results-savers-too-large = los savers ({ $savers }) deben ser menos que los premios que quedan por repartir ({ $prizes })
refusal-results-missing = { $who } sigue en juego y debe formar parte del acuerdo
refusal-results-not-in-play = { $who } no es un jugador en juego
refusal-results-listed-twice = { $who } aparece dos veces en el acuerdo
refusal-results-not-agreed =
    { $count ->
        [one] { $names } no ha aceptado el acuerdo
       *[other] { $names } no han aceptado el acuerdo
    }
refusal-results-amount-count = el acuerdo indica { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } pero { $amounts ->
        [one] { $amounts } importe
       *[other] { $amounts } importes
    }
refusal-results-wrong-sum = el acuerdo paga { $paid }, pero los premios que quedan por pagar ({ $prizes }) menos los { $play_for } que se juegan dan { $expected }
refusal-results-play-for-too-large = los { $play_for } que se juegan superan los { $prizes } que quedan por pagar
refusal-results-stack-count = se dieron { $stacks ->
        [one] { $stacks } recuento de fichas
       *[other] { $stacks } recuentos de fichas
    } para { $players ->
        [one] { $players } jugador en juego
       *[other] { $players } jugadores en juego
    }
refusal-results-custom-proposal = un acuerdo libre no tiene propuesta; los jugadores fijan los importes

## Refusals of chips (refusal-chips-*): lammers, purchases, chip races.
# $who: the entry; $why: the rule's refusal.
refusal-chips-who = { $who }: { $why }
refusal-chips-no-lammers = este torneo no tiene lammers
refusal-chips-deadline-applied = el plazo de los lammers ya se aplicó
refusal-chips-no-such-table = la mesa { $table } no está abierta
# $why: one of the refusal-chips-race-* below.
refusal-chips-race-not-from-seed = el chip race de la mesa { $table } no es el que da su semilla: { $why }
refusal-chips-race-over-limit = chip race en la mesa { $table }: { $why }
refusal-chips-damaged = el registro contiene un cambio de lammers de la entrada { $entry } que el libro rechaza: { $why }
refusal-chips-race-lists = indica { $counts ->
        [one] los recuentos de { $counts } asiento
       *[other] los recuentos de { $counts } asientos
    }, { $others ->
        [one] las otras fichas de { $others } asiento
       *[other] las otras fichas de { $others } asientos
    } y { $received ->
        [one] las fichas recibidas de { $received } asiento
       *[other] las fichas recibidas de { $received } asientos
    }
refusal-chips-race-no-seed = su forma de hacer el race no reparte cartas, así que no tiene semilla
# $chip: the value of the chip received; $dealt: how many of them the seed deals the seat.
refusal-chips-race-seat = el asiento { $seat } consta recibiendo { $got ->
        [one] { $got } ficha
       *[other] { $got } fichas
    } de { $chip }; la semilla { $seed } le da { $dealt }
refusal-chips-race-values = registra { $removed } retiradas y { $added } devueltas; la semilla { $seed } da { $before } y { $after }
refusal-lammer-unknown-player = el jugador { $player } nunca recibió lammers
refusal-lammer-none-left = al jugador { $player } no le quedan lammers por canjear
refusal-lammer-too-many =
    { $asked ->
        [one] el jugador { $player } pide canjear { $asked } lammer pero tiene { $held }
       *[other] el jugador { $player } pide canjear { $asked } lammers pero tiene { $held }
    }
refusal-lammer-zero-count = jugador { $player }: un canje necesita al menos un lammer
refusal-lammer-past-deadline = jugador { $player }: el nivel { $level } es posterior al plazo de canje (final del nivel { $deadline })
refusal-lammer-deadline-not-reached = el plazo (final del nivel { $deadline }) no ha pasado en el nivel { $level }
# $kind: what is bought: rebuy, add-on or re-entry.
refusal-purchase-not-offered =
    { $kind ->
        [rebuy] este torneo no ofrece recompra
        [add-on] este torneo no ofrece add-on
       *[re-entry] este torneo no ofrece reentrada
    }
# $moment: where play stands ("level 4"); $window: when it is sold ("levels 1 to 6").
refusal-purchase-outside-window =
    { $kind ->
        [rebuy] jugador { $player }: no hay recompra en { $moment }; se ofrece durante { $window }
        [add-on] jugador { $player }: no hay add-on en { $moment }; se ofrece durante { $window }
       *[re-entry] jugador { $player }: no hay reentrada en { $moment }; se ofrece durante { $window }
    }
refusal-purchase-window-levels = los niveles { $from } a { $until }
# $bought: one of the refusal-purchase-rebuys, -add-ons, -re-entries below.
refusal-purchase-limit-reached = el jugador { $player } ya ha hecho { $bought }, el límite por jugador
refusal-purchase-rebuys =
    { $count ->
        [one] { $count } recompra
       *[other] { $count } recompras
    }
refusal-purchase-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
refusal-purchase-re-entries =
    { $count ->
        [one] { $count } reentrada
       *[other] { $count } reentradas
    }
refusal-purchase-stack-too-big =
    { $kind ->
        [rebuy] el jugador { $player } tiene { $stack } fichas; una recompra es solo con { $at_most } o menos
        [add-on] el jugador { $player } tiene { $stack } fichas; un add-on es solo con { $at_most } o menos
       *[re-entry] el jugador { $player } tiene { $stack } fichas; una reentrada es solo con { $at_most } o menos
    }
refusal-purchase-not-busted =
    { $kind ->
        [rebuy] el jugador { $player } sigue en juego: una recompra es solo para un jugador eliminado
        [add-on] el jugador { $player } sigue en juego: un add-on es solo para un jugador eliminado
       *[re-entry] el jugador { $player } sigue en juego: una reentrada es solo para un jugador eliminado
    }
refusal-purchase-busted = el jugador { $player } está eliminado: un add-on es solo para un jugador en juego

## Refusals of knockouts and bounties (refusal-bounty-*, refusal-pko-*).
refusal-bounty-busted-twice = el jugador { $player } es eliminado dos veces
refusal-bounty-own-bounty = el jugador { $player } no puede ganar su propio bounty al ser eliminado
refusal-bounty-no-winner = la eliminación del jugador { $player } no nombra ningún ganador
refusal-bounty-winner-already-out = el jugador { $winner } ganó el bounty del jugador { $busted } después de haber sido eliminado
refusal-bounty-unknown-player = el jugador { $player } no es un participante
refusal-bounty-progressive = los bounties progresivos no cuadran: { $why }
refusal-pko-not-in = el jugador { $player } no es un participante que siga en el torneo
refusal-pko-no-winner = la eliminación del jugador { $player } no nombra ningún ganador con parte del bote
refusal-pko-own-knockout = el jugador { $player } no puede ganar el bote que lo elimina
refusal-pko-winner-twice = el jugador { $player } aparece dos veces entre los ganadores de un mismo bote
refusal-pko-not-over =
    { $players ->
        [one] el torneo se gana cuando aún sigue { $players } jugador en juego
       *[other] el torneo se gana cuando aún siguen { $players } jugadores en juego
    }
# $kind: the contribution's kind as the code names it (Entry, ReEntry, Rebuy, AddOn); amounts in cents.
refusal-pool-fee-above-price = aportación { $index } ({ $kind }): la comisión de { $fee } supera su precio de { $price }
refusal-pool-savers-above-pool = unos savers de { $savers } superan el bote de { $pool }
refusal-pool-overflow = el bote se desborda

## Refusals of Felt's limits (refusal-limit-*). $field: the input's name as the request gives it
## ("small_blind"); $noun: one of the units below.
refusal-limit-value = { $field } { $given } supera el límite de Felt de { $limit } { $noun }
refusal-limit-count = { $field } indica { $given } { $noun }, más que el límite de Felt de { $limit }
refusal-limit-total = { $field } suman { $given } { $noun }, más que el límite de Felt de { $limit }
refusal-limit-entries = entradas
refusal-limit-places-paid = puestos pagados
refusal-limit-players = jugadores
refusal-limit-players-at-a-table = jugadores en una mesa
refusal-limit-seats = asientos
refusal-limit-savers = savers
refusal-limit-chips = fichas
refusal-limit-minor-units = céntimos

## Refusals of changes to a running structure (refusal-structure-*).
# $what: the period ("level 4", "the break after level 4"), its first letter made a capital.
refusal-structure-no-such-period = la estructura tiene { $count ->
        [one] { $count } periodo
       *[other] { $count } periodos
    } (0 a { $last }); no hay periodo { $period }
refusal-structure-played = { $what } ya se jugó: los periodos ya jugados nunca cambian
refusal-structure-in-play = { $what } se está jugando: cambia un nivel posterior, o añade uno después
# $ran: the time it has run, as a clock writes it ("12:00").
refusal-structure-shorter-than-run = { $what } ya lleva { $ran }: dale más que eso, o pasa al nivel siguiente
refusal-structure-not-a-level = { $what } es un descanso: un descanso no tiene juego ni apuestas que cambiar
refusal-structure-not-started = el reloj no ha empezado: ponlo en marcha antes de pedir un descanso
refusal-structure-on-break = { $what } ya es un descanso: cambia su duración en su lugar
refusal-structure-minutes = { $minutes } minutos está fuera de rango: un periodo dura de 1 a 1440 minutos
refusal-structure-level-minutes = nivel { $level }: los minutos deben ir de 1 a { $max }, no { $found }
refusal-structure-break-minutes = un descanso dura de 1 a { $max } minutos, no { $found }
# $games: the event's games, "Name (id)" each.
refusal-structure-no-such-game = este torneo no juega ningún juego «{ $name }»; sus juegos son { $games }
refusal-structure-level-unreadable = nivel { $level }: no se pudieron leer las apuestas
refusal-structure-nothing-to-repeat = la estructura no tiene ningún nivel que repetir
refusal-structure-edit-no-such-period = la estructura tiene { $count ->
        [one] { $count } periodo
       *[other] { $count } periodos
    }; no hay periodo { $period }
refusal-structure-edit-not-a-level = el periodo { $period } es un descanso, no un nivel
refusal-structure-edit-duration = un periodo dura de 1 ms a un día, no { $duration_ms } ms
## How an event ended, inside a sentence.
over-won = { $name } ha ganado
over-stopped = el juego se detuvo y los jugadores restantes se clasificaron por fichas
over-chopped = los jugadores restantes hicieron un trato por todos los premios restantes
over-counted = queda un solo jugador
over-seats =
    { $seats ->
        [one] los jugadores restantes ganaron cada uno una plaza de satélite ({ $seats } plaza)
       *[other] los jugadores restantes ganaron cada uno una plaza de satélite ({ $seats } plazas)
    }

## keys.ts: the console's keyboard, as the help overlay lists it (each key's name, then what it does)
keys-space-enter = Espacio o Intro
keys-space-enter-does = Inicia, pausa o reanuda el reloj
keys-backspace = Retroceso
keys-backspace-does = Desbloquea (o bloquea) las teclas del reloj de abajo
keys-up-down = Arriba / Abajo
keys-up-down-does = Un minuto más / menos (solo desbloqueado)
keys-left-right = Izquierda / Derecha
keys-left-right-does = Nivel anterior / siguiente (solo desbloqueado)
keys-page-up-down = Re Pág / Av Pág
keys-page-up-down-does = Un jugador más / menos
keys-home-end = Inicio / Fin
keys-home-end-does = Una entrada más / menos
keys-insert-delete = Insert / Supr
keys-insert-delete-does = Un add-on más / menos
keys-m = M
keys-m-does = Silencia o activa los sonidos
keys-g = G
keys-g-does = Vuelve a reproducir el sonido del cambio de nivel
keys-f1 = F1 o /
keys-f1-does = Muestra u oculta esta ayuda
keys-escape = Esc
keys-escape-does = Cierra esta ayuda

## showdown.ts: the showdown judge's form, its default hand names and what is missing before asking
showdown-seat-name = Asiento { $seat }
showdown-board-hint = { $groups } cartas
showdown-board-hint-words = { $groups } cartas: { $words }
showdown-pick-game = Elige el juego.
showdown-no-hand = Introduce al menos una mano.
showdown-hand-name = Da un nombre a la mano { $cards }.
showdown-put-not-chips = { $name }: «{ $text }» no es un número de fichas.
showdown-not-declared = { $name } no ha declarado: alta, baja o ambas.
showdown-pot-not-chips = El bote: «{ $text }» no es un número de fichas.
showdown-chip-not-chips = La ficha más pequeña: «{ $text }» no es un número de fichas.
showdown-roll = Da el número sacado para la baja (2 a 12).
showdown-wild = Da el rango o la carta comodín de esta mano (o «none»).

## chips.ts: the ante calculator's and chip race helper's checks of what was typed, and the race's results in words
chips-players-not-whole = los jugadores deben ser un número entero de fichas, se encontró «{ $text }»
chips-stack-not-whole = el stack debe ser un número entero de fichas, se encontró «{ $text }»
chips-give-removed = Indica la ficha que se retira.
chips-give-next = Indica la ficha en que se convierte.
chips-seat-not-chips = Asiento { $seat }: «{ $text }» no es un número de fichas.
chips-seed-not-whole = La semilla «{ $text }» no es un número entero.
# A seat's outcome: "1 exchanged + 1 raced = 2 × 100".
chips-exchanged =
    { $count ->
        [one] { $count } cambiada
       *[other] { $count } cambiadas
    }
chips-raced =
    { $count ->
        [one] { $count } ganada en el race
       *[other] { $count } ganadas en el race
    }
chips-race-out-chip = 1 para no quedar eliminado
chips-nothing = nada
chips-times = { $count } × { $chip }
chips-outcome = { $parts } = { $total }
# The race in one line, the parts joined by " · ".
chips-summary-raced = { $count } × { $chip } en el race
chips-summary-rounding = redondeo de { $amount } en fichas
chips-summary-not-raced-out =
    { $count ->
        [one] no eliminado por el race: asiento { $seats }
       *[other] no eliminados por el race: asientos { $seats }
    }
chips-summary-seed = repartido por la app, semilla { $seed }

## deal.ts: the deal form's checks before a proposal or a deal is sent
deal-custom-no-proposal = un deal personalizado no tiene propuesta: escribe los importes
deal-chips-missing = falta el número de fichas de { $name }
deal-play-for-not-amount = «{ $text }» en juego no es un importe
deal-amount-not-amount = el importe de { $name } no es un importe

## night.ts: a home game night's results
# A player who won and lost nothing over the night.
night-result-even = empate

## series.ts: what is wrong with a series' points rule as typed
series-rule-best = Mejores N torneos: un número entero de torneos, o vacío para todos
series-rule-scale = El factor es un número entero mayor que cero
series-rule-places = Los puntos por puesto son números enteros, separados por comas
series-rule-formula = Escribe la fórmula

## slides.ts: fitting a picture to the displays before it is uploaded
slides-cannot-draw = este navegador no puede dibujar la imagen

## draft.ts: where in the structure file a finding of the file checker is ("Level 4, stakes"); the key after the comma is the file's own name for it
draft-place-structure = La estructura
draft-place-break = Descanso (fila { $row })
draft-place-level = Nivel { $level }
draft-place-game = Juego { $number }
draft-place-chip = Ficha { $number }
draft-place-payouts-row = Premios, fila { $row }
draft-place-field = { $place }, { $field }

## sections.ts: the structure editor's sections and fields: titles, labels and hints (the words in a hint before a colon, like "repeat" or "race", are the file's own choices and stay as typed)
sections-price = Precio
sections-price-hint = lo que paga el jugador, comisión incluida
sections-of-which-fee = De ello, comisión
sections-most-per-player = Máximo por jugador
sections-most-per-player-hint = vacío: sin límite
sections-from-level = Desde el nivel
sections-until-the-end-of-level = Hasta el final del nivel
sections-only-at-the-break-after-level = Solo en el descanso tras el nivel
sections-stack-at-most = Solo con un stack de como máximo
sections-stack-at-most-hint =
    { $offer ->
        [re-entry] fichas, para un re-entry
        [rebuy] fichas, para un rebuy
       *[add-on] fichas, para un add-on
    }
sections-event = Torneo
sections-name = Nombre
sections-event-number = Número del torneo
sections-description = Descripción
sections-starting-stack = Stack inicial
sections-seats-a-table = Asientos por mesa
sections-level-length-min = Duración del nivel (min)
sections-level-length-hint = niveles sin duración propia
sections-ante-posted-as = Ante puesto como
sections-game-rotation = Rotación de juegos
sections-game-rotation-hint = ids de juego en orden; un nivel sin juego juega el siguiente
sections-after-the-last-level = Tras el último nivel
sections-after-last-hint = repeat (por defecto): los últimos niveles otra vez; double; o stop para el reloj
sections-chip-races = Chip races
sections-chip-races-hint = race (por defecto, TDA); classic: la carta más alta se lo lleva todo
sections-late-registration = Registro tardío
sections-open-until-the-end-of-level = Abierto hasta el final del nivel
sections-re-entry = Re-entry
sections-rebuys = Rebuys
sections-add-on = Add-on
sections-lammers = Lammers
sections-lammers-per-entry = Lammers por entrada
sections-chips-each = Fichas cada uno
sections-redeem-by-the-end-of-level = Canjear antes del final del nivel
sections-left-at-the-deadline = Sobrantes al vencer el plazo
sections-big-blind-ante = Ante de ciega grande
sections-rule-set = Reglas
sections-ante-amount = Importe del ante
sections-reduced-at-players = Reducido desde (jugadores)
sections-reduced-to = Reducido a
sections-short-stack-posts = El stack corto pone
sections-money = Dinero
sections-currency = Moneda
sections-buy-in = Buy-in
sections-buy-in-hint = comisión incluida
sections-guarantee = Garantizado
sections-payouts = Premios
sections-special-formats = Formatos especiales
sections-win-the-button = Ganar el botón
sections-bounty-on-each-player = Bounty por cada jugador
sections-progressive-knockout = Knockout progresivo (la mitad de cada bounty a la cabeza del ganador)
sections-next-level-after-eliminations = Siguiente nivel tras eliminaciones
sections-eliminations-hint = partida casera: las ciegas suben cada N eliminados
sections-hard-stop-after-min = Hard stop tras (min)
sections-bomb-pots = Bomb pots
sections-jam-or-fold = Jam or fold
sections-seating-and-balancing = Asientos y equilibrado
sections-balance-trigger = Equilibrar cuando las mesas difieren en más de
sections-hold-play-gap = Detener el juego cuando las mesas difieren en
sections-break-tables = Romper mesas
sections-tables-in-the-room = Mesas en la sala
sections-button-unknown-start-at = Botón desconocido: empezar en
sections-final-table-seats = Asientos de la mesa final
sections-redraw-at-the-final-table = Nuevo sorteo en la mesa final
sections-hand-for-hand-seconds = Segundos de mano a mano

## session.svelte.ts: what a command came to, and a refusal for want of the token
session-sent-to-desk = Enviado a la consola, esperando al TD: { $text }
# $message: the server's refusal, without a final full stop.
session-enter-token = { $message }. Introduce arriba el token del TD.

## prize.ts: what a money box takes, and a question about an amount a hundred times a usual one
# $unit: dollars, euros, pounds or other (a currency without a word here); $code: the currency's code.
prize-money-unit =
    { $unit ->
        [dollars] dólares
        [euros] euros
        [pounds] libras
       *[other] unidades enteras
    } ({ $code })
prize-money-question = ¿Es correcto { $amount }? Esta casilla va en { $unit }, no en céntimos: { $hundredth } son { $cents } escritos en céntimos.

## events.ts: an event's name in the console, its id first and its series number after
events-label = #{ $id } { $name }
events-label-number = #{ $id } { $name } (n.º { $number })

## reach.ts: why another device cannot open an address the console shows
reach-not-an-address = { $address } no es una dirección que otro dispositivo pueda abrir.
reach-this-computer = { $host } es este mismo ordenador: un teléfono o una tele no pueden abrirla.
reach-not-on-lan = Felt solo responde a este ordenador hasta que se abra a la red local.

## seating/confirm.ts: what is wrong with the destinations the TD typed for the moves
seating-confirm-not-numbers = { $name }: el destino debe ser un número de mesa y un número de asiento.
seating-confirm-same-seat = { $name } y { $other } irían los dos a la mesa { $table }, asiento { $seat }.

## seating/model.ts: the seating chart's words for a seat, a table and a move
# A seated player the room does not name, by entry number.
seating-model-entry = entrada { $entry }
# A table's state, written without colour (on the TV, on paper).
seating-model-breaking = SE ROMPE
seating-model-hold-play = JUEGO DETENIDO
# A seat as moves are read out on the floor: "T4 S2" (table 4, seat 2).
seating-model-seat-label = M{ $table } A{ $seat }
# Why a move happens.
seating-model-move-break = se rompe la mesa
seating-model-move-final = mesa final
seating-model-move-balance = equilibrado

## api/http.ts: a request that got no answer from the server, or no answer in words
http-offline = No se puede conectar con Felt: ¿está en marcha el servidor?
# $status: the HTTP status code ("502").
http-status = el servidor respondió { $status }


## Refusals of the API: what was asked for is not there, or cannot be done now.
refusal-no-such-event = no hay ningún torneo n.º { $id } en esta base de datos
refusal-no-such-structure = no hay ninguna estructura n.º { $id } en la biblioteca
refusal-no-such-slide = no hay ninguna diapositiva n.º { $id }
refusal-no-such-chapter = el idioma { $lang } no tiene aquí el capítulo { $chapter } de la guía
refusal-no-such-game = ningún juego ni variante del catálogo se llama «{ $name }»
refusal-no-such-night = no hay ninguna noche n.º { $id } en esta base de datos
refusal-no-such-series = no hay ninguna serie n.º { $id } en esta base de datos
refusal-no-such-player = no hay ningún jugador n.º { $id } en el registro
refusal-no-such-device = no hay ningún dispositivo emparejado n.º { $id }
refusal-no-such-backup = no hay ninguna copia llamada «{ $name }» (felt backup list las muestra)
refusal-event-running = el torneo n.º { $id } está en marcha: pausa su reloj (o deja que termine) antes de borrarlo
refusal-structure-errors =
    el archivo de estructura tiene errores:
    { $list }
refusal-bounty = las eliminaciones registradas no cuadran: { $why }
refusal-replay = el registro del torneo n.º { $id } no se puede reproducir: { $why }
refusal-damaged = el torneo n.º { $id } es de solo lectura: { $problem }; deshaz la acción dañada n.º { $seq } (apártala) para seguir
refusal-print = no se puede imprimir: { $why }
refusal-fault = torneo n.º { $id }: { $what } falló dentro de Felt ({ $message }); los demás torneos no se ven afectados
refusal-internal = Felt falló al responder ({ $message }); recarga para ver lo que está guardado

## Refusals of what a request sent, said where the API checks it (refusal-api-*). Names,
## fields and values the request gave come in as sent.
refusal-api-one-of = { $names } o { $last }
refusal-api-one-name = { $name }
refusal-api-must-be-quoted = { $name } debe ser { $what }, se recibió «{ $found }»
refusal-api-must-be = { $name } debe ser { $what }, se recibió { $found }
refusal-api-unknown-parameter = parámetro desconocido «{ $name }»; esta calculadora admite { $known }
refusal-api-missing = falta { $name }
refusal-api-missing-give = falta { $name }: indica { $what }
refusal-api-what-chips = un número entero de fichas
refusal-api-what-players = el número de jugadores en la mesa (2 o más)
refusal-api-what-level = un número de nivel
refusal-api-what-whole = un número entero
refusal-api-what-counts = una lista con un recuento por asiento
refusal-api-what-others = una lista con una entrada por asiento
refusal-api-what-cards = una lista de cartas como ["As", "Td"] o una lista por asiento
refusal-api-what-chips-or-null = un número entero de fichas o null
refusal-api-body-object = el cuerpo debe ser un objeto JSON con { $fields }
refusal-api-race-unknown-field = campo desconocido «{ $name }»; una carrera de fichas admite { $known }
refusal-api-race-no-counts = falta counts: indica para cada asiento el recuento de las fichas retiradas, asiento 1 primero
refusal-api-race-seat-must-be = { $list }: el asiento { $seat } debe ser { $what }, se recibió { $found }
refusal-api-race-seat-cards = cards: el asiento { $seat } debe dar las cartas como texto, como "As", se recibió { $found }
refusal-api-race-card = cards: la carta { $card } debe ser texto como "As", se recibió { $found }
refusal-api-race-lists-differ =
    { $n ->
        [one] { $list } da { $n } asiento pero counts da { $seats }
       *[other] { $list } da { $n } asientos pero counts da { $seats }
    }
refusal-api-race-cards-or-seed = indica cards (las cartas repartidas) o seed (la aplicación reparte), no ambos
refusal-api-no-level = la estructura no tiene ningún nivel
refusal-api-no-shipped-structure = no hay ninguna estructura incluida llamada { $name }
refusal-api-command-fields = la orden { $name } no puede ejecutarse con estos campos: { $why }
refusal-api-not-json = el cuerpo no es JSON: { $why }
refusal-api-not-request = no es { $what } válido: { $why }
refusal-api-what-judge = un showdown que juzgar
refusal-api-what-payouts = una solicitud de premios
refusal-api-what-icm = una solicitud ICM
refusal-api-what-chop = una solicitud de chop
refusal-api-what-seat-draw = una solicitud de sorteo de asientos
refusal-api-no-counts = no hay recuento de fichas registrado para { $names }: registra primero los recuentos (o envía los stacks con el token del TD)
refusal-api-lang-field = lang: { $why }
refusal-api-window-too-big =
    { $max ->
        [one] count: una ventana contiene como mucho { $max } mesa (se pidieron { $asked })
       *[other] count: una ventana contiene como mucho { $max } mesas (se pidieron { $asked })
    }
refusal-api-token-file-other = el archivo de token { $file } no contiene el token del TD de esta base de datos: crea uno nuevo con `felt token --new`
refusal-api-token-file-missing = esta base de datos solo guarda un hash de su token del TD y falta el archivo de token { $file }: crea un token nuevo con `felt token --new`
refusal-api-clock-start = { $var }={ $text } no es un instante RFC 3339 (como 2026-11-27T22:59:40-08:00): { $why }
refusal-api-draft-object = un borrador es un objeto con las claves del archivo de estructura (name, starting_stack, levels, ...)
refusal-api-player-name = nombre
refusal-api-player-nickname = apodo
refusal-api-player-number = número de socio
refusal-api-player-club = club
refusal-api-player-notes = notas
refusal-api-player-field-too-long = el campo { $what } tiene más de { $max } caracteres
refusal-api-player-field-character = el campo { $what } contiene { $why } en el carácter { $position } (U+{ $code })
refusal-api-player-name-taken = { $name } ya es el jugador n.º { $id } ({ $other }): fusiona los dos en su lugar
refusal-api-player-number-taken = el número de socio { $number } ya es de { $other } (jugador n.º { $id })
refusal-api-player-edit = jugador n.º { $id }: { $why }
refusal-api-player-merge-same = el jugador n.º { $keep } ({ $name }) y el jugador n.º { $other } ya son el mismo jugador
refusal-api-player-merge-numbers = { $keep } (n.º { $keep-id }) tiene el número de socio { $a } y { $other } (n.º { $other-id }) tiene { $b }: borra uno de ellos antes de fusionar
refusal-api-import-refused =
    { $n ->
        [one] la importación se rechazó y no cambió nada ({ $n } fila errónea): { $problems }
       *[other] la importación se rechazó y no cambió nada ({ $n } filas erróneas): { $problems }
    }
refusal-api-import-empty = el archivo no tiene ningún jugador que importar
refusal-api-import-too-big = el archivo tiene { $bytes } bytes, más que el límite de importación de { $max } (unos { $players } jugadores)
refusal-api-import-open-quote = línea { $line }: unas comillas abren un valor que nunca se cierra (un valor entre comillas termina con comillas; unas comillas dentro se escriben dos veces)
refusal-api-import-headers = línea 1: los nombres de columna no se pueden leer: { $why }
refusal-api-import-no-headers = la línea 1 debe nombrar las columnas (name, nickname, number, club, notes)
refusal-api-import-no-column = la asignación nombra una columna "{ $column }" que el archivo no tiene (sus columnas: { $columns })
refusal-api-import-same-field = las columnas { $columns } llenan todas el mismo campo: asigna una y omite las demás
refusal-api-import-no-names = ninguna columna contiene los nombres: asigna una a "name" (las columnas son: { $columns })
refusal-api-import-too-many = línea { $line }: el archivo tiene más de { $max } jugadores, el límite de importación: divídelo en dos
refusal-api-slide-name = el nombre de una diapositiva tiene de 1 a { $max } caracteres
refusal-api-slide-not-base64 = la imagen de la diapositiva «{ $name }» no está en base64: { $why }
refusal-api-slide-too-big = «{ $name }» ocupa { $kb } KB; una diapositiva ocupa como mucho { $max } KB (la consola ajusta una imagen a 1920x1080 antes de enviarla)
refusal-api-slide-not-image = «{ $name }» no puede ser una diapositiva: { $why }
refusal-api-slide-too-many =
    { $max ->
        [one] ya hay { $max } diapositiva: quita una primero
       *[other] ya hay { $max } diapositivas: quita una primero
    }
refusal-api-slide-seconds = una diapositiva se muestra de 5 a 120 segundos, no { $seconds }
refusal-api-screen-name = el nombre de una pantalla tiene de 1 a 40 caracteres; { $name } no
refusal-api-screen-id = el id de una pantalla tiene de 4 a 64 letras, cifras, «-» o «_»
refusal-api-screen-unknown = ninguna pantalla { $id } se ha comunicado con este Felt
refusal-api-screen-no-table = { $name }: indica qué mesa muestra la vista de mesa
refusal-api-screen-not-connected = ninguna pantalla { $id } está conectada
refusal-api-restore-no-file = no existe el archivo { $file }
refusal-api-restore-in-use = { $file } es la base de datos en uso: indica una copia o la base de datos de otro equipo
refusal-api-restore-stage = no se puede preparar { $name }: { $why }
refusal-api-restore-put-back = { $name } no pudo reemplazar la base de datos ({ $why }): se ha dejado como estaba, desde { $backup }
refusal-api-restore-put-back-failed = { $name } no pudo reemplazar la base de datos ({ $why }), y restaurar { $backup } también falló ({ $again }): restaura { $backup } por su nombre
refusal-api-restore-staging-folder = no se puede crear la carpeta de preparación { $folder }: { $why }
refusal-api-repair-nothing = el torneo n.º { $id } no tiene ninguna acción dañada: nada que apartar
refusal-api-repair-other-record = la acción dañada del torneo n.º { $id } es la n.º { $damaged }, no la n.º { $seq }
refusal-api-repair-changed = el torneo n.º { $id } cambió mientras se reparaba: vuelve a mirarlo
refusal-api-night-record-unreadable = el registro n.º { $seq } de la noche no se puede leer: { $why }
refusal-api-night-record-stale = el registro n.º { $seq } de la noche ya no se aplica: { $why }
refusal-api-series-rule-unreadable = la regla de la serie n.º { $id } no se puede leer: { $why }
refusal-api-series-name = una serie necesita un nombre de 1 a 120 caracteres
refusal-api-series-has-event = el torneo n.º { $event } ({ $name }) ya está en esta serie
refusal-api-series-lacks-event = el torneo n.º { $event } no está en esta serie
refusal-api-day-two-by-hand = un día 2 se forma con sus flights, que Felt lee por sí mismo: usa POST /api/days (felt event day2)
refusal-api-day-two-no-flights = indica los flights que se fusionan en el día 2
refusal-api-day-two-twice = el torneo n.º { $id } se nombra dos veces
refusal-api-day-two-untracked = el torneo n.º { $id } ({ $name }) no sigue a sus jugadores uno a uno, así que no tiene supervivientes que pasar
refusal-api-day-two-pko = el torneo n.º { $id } ({ $name }) es un knockout progresivo: sus recompensas no pasan de un flight a otro, así que Felt no fusiona flights PKO
refusal-api-day-two-over = el torneo n.º { $id } ({ $name }) ha terminado: no tiene día 2
refusal-api-day-two-not-ended = el torneo n.º { $id } ({ $name }) no ha terminado su día: termina el día y embolsa las fichas primero
refusal-api-day-two-carried = el torneo n.º { $id } ({ $name }) ya pasó al torneo n.º { $day2 } ({ $day2-name })
refusal-api-day-two-other-structure = el torneo n.º { $id } ({ $name }) no se juega con la misma estructura que el torneo n.º { $first } (stack, buy-in y niveles deben coincidir)
refusal-api-device-what-clock = el reloj del torneo n.º { $event }
refusal-api-device-what-desk = la mesa de control del torneo n.º { $event }
refusal-api-device-what-table = la mesa { $table } del torneo n.º { $event }
refusal-api-device-what-a-table = una mesa del torneo n.º { $event }
refusal-api-device-no-table = un dispositivo para una mesa necesita el número de la mesa
refusal-api-device-no-such-table = el torneo n.º { $event } no tiene ninguna mesa { $table } en juego
refusal-api-device-name = el nombre de un dispositivo tiene como mucho 60 caracteres
refusal-api-device-code-used = este código de emparejamiento ya no es válido (cada código sirve una vez, durante diez minutos): pide uno nuevo al TD
refusal-api-device-revoked = el dispositivo n.º { $id } ({ $name }) ya fue revocado
refusal-api-device-may-run = { $name } solo puede manejar { $what }: { $why }
refusal-api-device-may-work = { $name } solo puede trabajar en { $what }: { $why }
refusal-api-device-other-event = el torneo n.º { $id } es otro torneo
refusal-api-device-ask-td = pide al TD las acciones de la mesa de control
refusal-api-device-undo-td = ese deshacer o rehacer afecta a la estructura, al bloqueo de premios o a un acuerdo, que son cosa del TD
refusal-api-device-td-only = la estructura, el bloqueo de premios y los acuerdos son cosa del TD
refusal-api-device-counts-here = solo recuentos de jugadores sentados en esa mesa
refusal-api-device-table-actions = eliminaciones, recuentos de fichas, el botón, manos ganadas y manos hand-for-hand en esa mesa
refusal-api-device-other-table = eso está en la mesa { $table }
refusal-api-device-not-seated = ese jugador no está sentado ahí
refusal-api-lan-host-name = «{ $name }» no es un nombre de host: letras, cifras, puntos y guiones, como lo muestra un navegador antes del puerto (felt.lan, tv-room.local)
refusal-api-lan-no-server = no hay ningún servidor en marcha que abrir a la red local
refusal-api-lan-fixed = Felt se inició con --lan: escucha en la red local hasta que se reinicie sin esa opción
refusal-api-lan-no-port = no se pudo abrir ningún puerto en la red local: { $why }
refusal-api-report-none = el torneo n.º { $id } no tiene ningún informe de mesa n.º { $report }
refusal-api-report-declined = el informe de mesa n.º { $report } de { $device } ya fue rechazado
refusal-api-report-applied = el informe de mesa n.º { $report } de { $device } ya fue aplicado
refusal-api-report-decided = el informe de mesa n.º { $report } se decidió mientras tanto en otra mesa de control
refusal-api-device-launch-token = el token de esta ventana se crea de nuevo en cada inicio de la aplicación de escritorio; reiníciala para obtener uno nuevo
refusal-api-busy-wait = Felt está ocupado con otros cálculos; vuelve a intentarlo en un momento
refusal-api-busy-long = este cálculo tarda más de 20 segundos: pide uno más pequeño
refusal-api-draft-bad-key = el borrador tiene una clave con un salto de línea o un carácter de control ({ $key }): las claves de un archivo de estructura son nombres en una línea
refusal-api-draft-unwritable = el borrador no se puede escribir como archivo de estructura: { $why }
refusal-api-draft-unkeepable = el borrador no se puede guardar como archivo de estructura: { $why }
refusal-api-draft-no-template = no hay ninguna plantilla llamada { $name }; las plantillas son { $templates }
refusal-api-draft-no-name = una estructura necesita un nombre
refusal-api-house-list-empty = indica al menos un juego para la lista de la casa
refusal-api-propose-no-stack = fija primero el stack inicial
refusal-api-propose-no-chips = añade primero el juego de fichas: los niveles se construyen con sus fichas
refusal-api-propose-rotation = la rotación nombra { $id }, que no es uno de los juegos
refusal-api-propose-no-game = añade primero un juego (con su familia y sus apuestas)
refusal-api-propose-nothing-to-extend = no hay niveles escritos que ampliar: propón niveles para toda la estructura
refusal-api-ticket-same-event = una plaza ganada en el torneo n.º { $id } no puede pagar una entrada en el mismo torneo
refusal-api-ticket-not-satellite = el torneo n.º { $sat } ({ $sat-name }) no es un satélite: sus puestos no ganan plazas
refusal-api-ticket-other-target = las plazas del torneo n.º { $sat } ({ $sat-name }) son para «{ $target }», no para el torneo n.º { $id } ({ $name })
refusal-api-ticket-still-playing = el torneo n.º { $sat } ({ $sat-name }) sigue en juego: sus plazas aún no se han ganado
refusal-api-ticket-holder = { $name } (entrada { $entry })
refusal-api-ticket-no-seat = la entrada { $entry } del torneo n.º { $sat } no ganó ninguna plaza (las plazas fueron para { $holders })
refusal-api-ticket-other-holder = la plaza del torneo n.º { $sat } es de { $holder }, no de { $name }
refusal-api-ticket-used = la plaza de { $holder } del torneo n.º { $sat } ya se usó, en el torneo n.º { $event } ({ $event-name }) como entrada { $entry }
refusal-api-night-time-zone = «{ $name }» no es una zona horaria: nombra una como lo hace la base de datos tz (America/Los_Angeles, Europe/London, Asia/Tokyo)
refusal-api-night-step-time = la hora del cambio de límite «{ $time }» no es una hora como 23:00
refusal-api-night-offset = un desfase UTC de { $minutes } minutos no lo usa ningún reloj
refusal-api-night-offset-range = un desfase UTC fuera de rango
refusal-api-restore-cannot-open = { $name } no se puede abrir: { $why }
refusal-api-restore-not-database = { $name } no es una base de datos: { $why }
refusal-api-restore-newer = { $name } lo escribió un Felt más reciente (esquema { $version }; este Felt conoce hasta el { $known }): actualiza Felt primero
refusal-api-restore-unreadable-whole = { $name } no se puede leer entero: { $why }
refusal-api-restore-damaged = { $name } está dañado: { $why }
refusal-api-restore-unreadable = { $name } no se puede leer: { $why }
refusal-api-restore-no-version = { $name } no es una base de datos de Felt (no tiene versión de esquema de Felt)
refusal-api-restore-schema-of = Felt no puede describir su esquema { $version }: { $why }
refusal-api-restore-not-whole-at = { $name } no es una base de datos de Felt completa (esquema { $version }): { $gap }
refusal-api-restore-migrate = { $name } no se puede llevar al esquema de este Felt: { $why }
refusal-api-restore-schema = Felt no puede describir su esquema: { $why }
refusal-api-restore-not-whole = { $name } no es una base de datos de Felt completa: { $gap }
refusal-api-restore-events = { $name }: sus torneos no se pueden leer: { $why }
refusal-api-restore-log = { $name }: el registro del torneo n.º { $id } no se puede leer: { $why }
refusal-api-restore-log-broken = { $name }: el registro del torneo n.º { $id } ({ $event }) no está completo: { $why }
refusal-api-restore-gap-table = le falta la tabla { $table }
refusal-api-restore-gap-column = su tabla { $table } no tiene la columna { $column }
refusal-api-restore-gap-type = su columna { $table }.{ $column } es { $found }, donde Felt escribe { $kind }

## Paper: las palabras comunes a los impresos (cantidades, títulos de columnas).
paper-players =
    { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
paper-chips =
    { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
paper-levels =
    { $count ->
        [one] { $count } nivel
       *[other] { $count } niveles
    }
paper-percent = { $n } %
paper-total = Total
paper-no-results = Aún no hay resultados.
paper-col-with-currency = { $title } ({ $currency })
paper-col-seat = Asiento
paper-col-player = Jugador
paper-col-players = Jugadores
paper-col-entry = Entrada
paper-col-game = Juego
paper-col-time = Hora
paper-col-limit = Límite

## Paper: la hoja de estructura.
paper-sheet-title = { $title }: estructura
paper-after-last-double = Después del último nivel, los últimos niveles se repiten con las apuestas dobladas.
paper-after-last-stop = El reloj se detiene al final del último nivel.
paper-col-starts = Empieza
paper-col-level = Nivel
paper-col-betting = Límite
paper-col-minutes = Minutos
paper-col-notes = Notas
paper-high-card = carta alta
paper-starts-at-start = al inicio
paper-starts-after-out = tras { $count } eliminados
paper-end-of-day = Fin de la jornada
paper-break-length = Descanso, { $minutes } min
paper-colour-up = colour up: race de { $chips }
paper-fact-game = Juego
paper-fact-games = Juegos
paper-fact-starting-stack = Stack inicial
paper-fact-table-size = Jugadores por mesa
paper-fact-levels = Niveles
paper-fact-chips = Fichas
paper-fact-chip-races = Chip races
paper-fact-buy-in = Buy-in
paper-fact-guarantee = Garantizado
paper-fact-late-registration = Registro tardío
paper-fact-lammers = Lammers
paper-fact-bba = Big blind ante
paper-fact-rebuy = Recompra
paper-fact-add-on = Add-on
paper-fact-re-entry = Reentrada
paper-fact-format = Formato
paper-race-race = una carta por ficha sobrante; las fichas sobrantes, redondeadas a la nueva ficha más cercana, van una a una a las mejores cartas; nadie queda eliminado por la race
paper-race-one-per-winner = una carta por ficha sobrante; las nuevas fichas enteras que suman las sobrantes van una a una a las mejores cartas; nadie queda eliminado por la race
paper-race-round = sin cartas; las fichas sobrantes de cada jugador se redondean a la nueva ficha más cercana; nadie queda eliminado por la race
paper-race-classic = la race clásica: una carta por ficha sobrante, y la carta más alta se lleva todas las fichas sobrantes de la mesa; nadie queda eliminado por la race
paper-buy-in-fee = { $price } (comisión de { $fee } incluida)
paper-until-end-of-level = hasta el final del nivel { $level }
paper-lammers = { $count } por entrada, de { $chips } cada uno; se canjean antes del final del nivel { $level }
paper-levels-by-eliminations =
    { $eliminations ->
        [one] un nuevo nivel tras cada eliminación ({ $levels }), no por el reloj
       *[other] un nuevo nivel cada { $eliminations } eliminaciones ({ $levels }), no por el reloj
    }
paper-levels-minutes =
    { $minutes ->
        [one] { $minutes } minuto ({ $levels })
       *[other] { $minutes } minutos ({ $levels })
    }
paper-levels-minutes-range =
    { $to ->
        [one] { $from } a { $to } minuto ({ $levels })
       *[other] { $from } a { $to } minutos ({ $levels })
    }
paper-bba-level = la ciega grande pone el ante indicado por toda la mesa
paper-bba-equal = la ciega grande lo pone por toda la mesa, igual a { $amount }
paper-bba-drops =
    { $players ->
        [one] baja a { $amount } con { $players } jugador o menos
       *[other] baja a { $amount } con { $players } jugadores o menos
    }
paper-bba-never = nunca se reduce
paper-bba-blind-first = un stack corto paga primero la ciega
paper-bba-ante-first = un stack corto paga primero el ante
paper-bba-barge-order = BARGE 2024 no fija el orden, así que se sigue el de TDA 2024
paper-bba-rules = { $line } (reglas { $rules })
paper-ante-table = cada jugador con cartas pone el ante
paper-ante-button = el botón pone un ante por toda la mesa
paper-offer-price = { $chips } por { $price }
paper-offer-once = ; una vez por jugador
paper-offer-at-most = ; como máximo { $count } por jugador
paper-offer-during-level = ; durante el nivel { $level }
paper-offer-during-levels = ; durante los niveles { $from } a { $to }
paper-offer-during-break = ; durante el descanso tras el nivel { $level }
paper-offer-stack-at-most = ; solo con { $chips } o menos
paper-offer-later-price = ; { $price } desde el nivel { $level }
paper-re-entry-late = ; mientras el registro tardío esté abierto (hasta el final del nivel { $level })
paper-shootout =
    { $rounds ->
        [one] shootout: pasan { $advance } por mesa, { $rounds } ronda
       *[other] shootout: pasan { $advance } por mesa, { $rounds } rondas
    }
paper-pko = progressive knockout, { $amount } por cabeza al inicio
paper-mystery =
    { $envelopes ->
        [one] mystery bounties desde el nivel { $level }: { $amount } de cada buy-in reservados para { $envelopes } sobre
       *[other] mystery bounties desde el nivel { $level }: { $amount } de cada buy-in reservados para { $envelopes } sobres
    }
paper-bounty = bounty de { $amount } por jugador
paper-win-the-button = win the button
paper-bomb-pots = bomb pots
paper-jam-or-fold = all-in o fold
paper-payouts-house-table = la tabla de pagos de la casa
paper-payouts-house = Pagos: { $title } (de la casa), según el número de entradas ({ $first } a { $last }; campos mayores según la curva de pagos)
paper-payouts-table = Pagos: { $title }, según el número de entradas ({ $first } a { $last }; campos mayores según la curva de pagos)
paper-payouts-named = Pagos: tabla { $name }
paper-payouts-satellite = Pagos: un satélite; cada { $value } del bote compra un asiento en { $target }, el resto va en efectivo al puesto siguiente a los asientos, y el juego termina cuando quedan tantos jugadores como asientos
paper-payouts-curve = Pagos: la curva de pagos, { $percent } del campo cobra
paper-payouts-curve-usual = Pagos: la curva de pagos, cobra cerca del 15 % del campo
paper-payouts-first-share = , el primer puesto { $percent } del bote
paper-payouts-min-cash = , { $amount } para el último puesto pagado
paper-payouts-shootout = ; el shootout paga la mesa final por puesto y a los eliminados en la misma ronda anterior por igual
paper-payouts-rounded = ; premios redondeados a { $amount }

## Paper: las tarjetas de asiento.
paper-seat-cards-title = { $event }: tarjetas de asiento
paper-card-table = MESA
paper-card-seat = ASIENTO
paper-seat-cards = Tarjetas de asiento
paper-seat-cards-none = Aún no hay nadie sentado: sortea primero los asientos.
paper-seat-cards-sub =
    Tarjetas de asiento: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }. Recortar por las líneas discontinuas.

## Paper: las listas de mesas.
paper-table-lists-title = { $event }: listas de mesas
paper-table-lists-sub =
    Listas de mesas: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }
paper-no-tables = No hay mesas abiertas.
paper-col-button = Botón
paper-button-mark = BTN
paper-table-heading = Mesa { $table }: { $players }
paper-seat-empty = (libre)
paper-seat-locked = (bloqueado)
paper-seat-reserved = (reservado)
paper-seat-reserved-for = (reservado para { $name })

## Paper: la lista de cambios de mesa.
paper-moves-title = { $event }: cambios de mesa
paper-moves-sub =
    { $players ->
        [one] Cambios de mesa: { $players } jugador, en el orden de las mesas de destino
       *[other] Cambios de mesa: { $players } jugadores, en el orden de las mesas de destino
    }
paper-tables-break =
    { $count ->
        [one] La mesa { $tables } se rompe ahora
       *[other] Las mesas { $tables } se rompen ahora
    }
paper-no-moves = Ningún cambio de mesa.
paper-to-table = A la mesa { $table }: { $players }
paper-col-from-table = De la mesa
paper-col-why = Motivo
paper-col-done = Hecho
paper-why-balance = Equilibrado
paper-why-table-breaks = La mesa { $table } se rompe
paper-why-final-table = Mesa final
paper-why-button-unknown = { $why }; botón desconocido en la mesa { $tables }

## Paper: la hoja de resultados, sus cuentas y su sello del registro.
paper-results-title = { $event }: resultados
paper-results-sub =
    { $players ->
        [one] Resultados: { $players } jugador
       *[other] Resultados: { $players } jugadores
    }
paper-col-place = Puesto
paper-col-name = Nombre
paper-col-prize = Premio
paper-col-bounties = Bounties
paper-col-note = Nota
paper-log-seal =
    { $records ->
        [one] Sello del registro: { $records } entrada, último hash { $hash }. Compruébalo con `felt log verify` contra la base de datos del evento o su registro exportado.
       *[other] Sello del registro: { $records } entradas, último hash { $hash }. Compruébalo con `felt log verify` contra la base de datos del evento o su registro exportado.
    }
paper-log-check-failed = Falló la comprobación del registro: { $why }
paper-books-entries =
    { $count ->
        [one] { $count } entrada
       *[other] { $count } entradas
    }
paper-books-rebuys =
    { $count ->
        [one] { $count } recompra
       *[other] { $count } recompras
    }
paper-books-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
paper-books-taken-in = Recaudado ({ $bought })
paper-books-fees = Comisiones
paper-books-held-bounties = Reservado para bounties
paper-books-overlay = Overlay (añadido por la casa)
paper-books-pool = Bote de premios
paper-books-prizes-paid = Premios pagados
paper-books-bounties-paid = Bounties pagados
paper-books-heading = Las cuentas
paper-books-amount = Importe
paper-played = Jugado el { $date }
paper-played-after = { $before } · jugado el { $date }

## Paper: la hoja de una noche de dealer's choice.
paper-night-title = { $title } - hoja de la noche
paper-night-sub = Dealer's choice · { $date }
paper-night-sub-ended = Dealer's choice · { $date } · terminada
paper-night-a-bet = { $amount } por apuesta
paper-night-bet-from = { $amount } desde las { $time }
paper-night-limits =
    { $raises ->
        [one] { $steps }; { $raises } subida por ronda
       *[other] { $steps }; { $raises } subidas por ronda
    }
paper-night-drew = { $player } (sacó { $card })
paper-night-not-drawn = aún sin sortear
paper-night-dealer-pays = El repartidor paga
paper-night-dealer-pays-each = { $amount } por cada jugador con cartas
paper-night-mistakes = Errores
paper-night-mistakes-steps = { $steps }... ({ $count } cobrados)
paper-night-first-dealer = Primer repartidor
paper-night-deals = Manos
paper-night-kitty = Caja
paper-night-bought = Comprado
paper-night-cashed-out = Cobrado
paper-night-result = Resultado
paper-night-settle-up = Liquidación
paper-night-still-to-cash-out = Aún por cobrar: { $players }.
paper-night-off-more = La caja no cuadra: se cobraron { $amount } más de lo comprado. Volved a contar las fichas antes de pagar a nadie.
paper-night-off-less = La caja no cuadra: se cobraron { $amount } menos de lo comprado. Volved a contar las fichas antes de pagar a nadie.
paper-night-square = Todos están en paz: nadie paga a nadie.
paper-night-pays = { $from } paga { $amount } a { $to }
paper-night-dealer = Repartidor
paper-night-paid = Pagado
paper-night-what = Qué

## Paper: las tarjetas de reglas (los juegos y reglas de casa de un torneo, los juegos de
## una lista de la casa, y las reglas del juego cantado en la mesa y la pantalla de una
## noche). Los nombres de juegos, ediciones, torneos, calles y partes del bote, y las
## notas propias de los archivos de juegos, llegan tal como los escribe el catálogo.
card-title-rules = { $title } - reglas
card-title-house = { $title } - juegos de la casa
card-house-title = Juegos de la casa
card-house-list = Lista de la casa
card-house-row = { $name } ({ $how }; { $sources })
card-house-variation = { $family }, una variante de { $game }
card-house-intro =
    { $games ->
        [one] El repartidor canta este juego
       *[other] El repartidor canta uno de estos { $games } juegos
    } en cada mano y anuncia cualquier variante antes de que se vean las cartas. También puede cantarse un juego que no está en la lista, una vez que el repartidor haya dicho su nombre y sus reglas.
card-family-flop = flop
card-family-draw = draw
card-family-stud = stud
card-family-mixed = mixto
card-family-other = otro
card-source-barge-2021 = reglamento BARGE 2021
card-source-barge-2025 = reglamento BARGE 2025
card-source-embargo-2011 = lista de juegos EMBARGO 2011
card-source-regulars-2012 = Poker by the Regulars (2012)
card-page-sub = { $betting } · { $family }
card-not-in-catalog = El juego `{ $game }` no está en el catálogo; pide sus reglas al director del torneo.
card-fact-game = Juego
card-game-edition = { $game } (edición { $edition })
card-fact-betting = Estructura de apuestas
card-fact-deck = Baraja
card-fact-table = Mesa
card-fact-rules-from = Reglas de
card-table-up-to =
    hasta { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
card-table-up-to-community =
    hasta { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }; hasta { $community } si la última carta se da como carta comunitaria
card-forced-bets = Apuestas obligatorias
card-no-betting = No hay apuestas durante la mano.
card-choice-of = Juegos a elegir: { $games }.
card-wild-cards = Comodines
card-wild-stands-for-any = Un comodín vale por cualquier carta que el jugador quiera; cinco cartas del mismo valor son la mejor mano alta.
card-cards-that-change = Cartas que cambian la mano
card-the-deal = El reparto
card-showdown = Showdown
card-worked-example = Ejemplo resuelto
card-notes = Notas
card-limits-home = { $betting }: la noche fija lo máximo que puede ser una apuesta o una subida, y cuántas subidas permite una ronda.
card-limits-limit-high-card-opens = Limit: cada nivel da el ante, la apuesta pequeña y la apuesta grande; no hay bring-in, y la carta más alta abre por cualquiera de las dos.
card-limits-limit-blinds = Limit: el nivel se lee apuesta pequeña/apuesta grande; la ciega pequeña es la mitad de la apuesta pequeña y la ciega grande es igual a ella. Las rondas con la apuesta pequeña se juegan a la apuesta pequeña, y las rondas con la grande, a la apuesta grande.
card-limits-limit-stud = Limit: cada nivel da el ante, el bring-in, la apuesta pequeña y la apuesta grande. Las rondas con la apuesta pequeña se juegan a la apuesta pequeña, y las rondas con la grande, a la apuesta grande.
card-limits-pot-limit-blinds = Pot-limit: la apuesta mínima es la ciega grande; una subida puede ser como mucho el bote después de igualar.
card-limits-pot-limit-stud = Pot-limit: la apuesta mínima es el bring-in; una subida puede ser como mucho el bote después de igualar.
card-limits-no-limit-blinds = No-limit: la apuesta mínima es la ciega grande; una subida es al menos la apuesta o subida anterior, hasta el all-in.
card-limits-no-limit-stud = No-limit: la apuesta mínima es el bring-in; una subida es al menos la apuesta o subida anterior, hasta el all-in.
card-rule-card = Tarjeta de reglas
card-fact-event = Torneo
card-fact-starting-stack = Stack inicial
card-fact-players-per-table = Jugadores por mesa
card-rotation = Los juegos rotan con cada nivel en este orden: { $games }.
card-event-rules = Reglas del torneo
card-lammers = Lammers: { $count } por entrada, de { $chips } cada uno. Se canjean solo entre manos, cualquier cantidad a la vez; un jugador eliminado que tenga lammers debe canjear al menos uno antes de la siguiente mano. Todos los lammers deben canjearse antes del final del nivel { $level }.
card-offer = { $label }: { $terms }.
card-bba = Big blind ante: la ciega grande pone un ante por toda la mesa. Importe: { $amount }.
card-bba-drops =
    Con { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } o menos en la mesa, el importe pasa a ser: { $amount }.
card-bba-blind-first = Un stack corto paga primero la ciega grande y después el ante.
card-bba-ante-first = Un stack corto paga primero el ante y después la ciega grande.
card-bba-barge-2024-order = (Reglas BARGE 2024; BARGE 2024 no fija el orden, así que se sigue el de TDA 2024.)
card-bba-rules = (Reglas { $rules }.)
card-ante-big-blind = la ciega grande
card-ante-small-blind = la ciega pequeña
card-ante-level = la cantidad que indica cada nivel
card-win-the-button = Win the button: el ganador de una mano se lleva el botón para la siguiente; en un bote repartido, se lo lleva el ganador en peor posición. Un jugador movido para equilibrar las mesas es el que debería poner la ciega grande bajo ese botón.
card-pko = Progressive knockout: cada jugador empieza con { $amount } por su cabeza. Eliminar a un jugador paga la mitad de su recompensa en efectivo y suma la otra mitad a la tuya; un bote ganado por varios jugadores reparte la recompensa según la parte del bote que ganó cada uno. El ganador del torneo cobra su propia recompensa.
card-mystery-envelopes = { $count } × { $amount }
card-mystery = Mystery bounties: { $amount } de cada buy-in van a sobres cerrados ({ $envelopes }). Desde el nivel { $level }, quien gana el bote que elimina a un jugador saca un sobre al azar y cobra lo que contiene; un bote ganado por varios jugadores lo reparte según la parte del bote que ganó cada uno. Las eliminaciones antes de ese nivel no pagan recompensa.
card-bounty = Bounty: { $amount } por cada jugador eliminado; en un bote dividido va con la mitad alta (o la de cinco cartas), en un reparto al jugador en peor posición; el ganador se queda la suya.
card-shootout =
    Shootout: las mesas no se equilibran; cada una juega hasta que { $advance ->
        [one] queda un jugador, que pasa
       *[other] quedan { $advance } jugadores, que pasan
    }; { $rounds ->
        [one] { $rounds } ronda
       *[other] { $rounds } rondas
    }.
card-shootout-prizes = Premios del shootout: la mesa final se paga por puesto; todos los eliminados en una misma ronda anterior cobran lo mismo.
card-bomb-pot = Bomb pot: todos ponen el ante, no hay apuestas antes del flop; después del flop actúa el primer jugador a la izquierda del botón, y la apuesta mínima es el ante.
card-jam-or-fold = Jam or fold: la primera acción de un jugador es ir all-in o retirarse.
card-list-and = { $list } y { $last }
card-list-or = { $first } o { $next }
card-deck-52 = 52 cartas
card-deck-36 = 36 cartas (sin doses, treses, cuatros ni cincos)
card-deck-41 = 41 cartas (sin ochos, nueves ni dieces; con un joker añadido)
card-deck-lowball-bug = { $deck } más un joker: juega como la carta más baja que no haga pareja en la mano
card-deck-high-bug = { $deck } más un joker: cuenta como un as, o completa una escalera o un color
card-deck-mexican-joker = { $deck }; el joker es un bug boca arriba y un comodín completo boca abajo
card-forced-blinds = Botón, ciega pequeña y ciega grande.
card-bring-in-lowest = la carta descubierta más baja paga el bring-in (el dos de tréboles es la carta más baja)
card-bring-in-highest-ace-low = la carta descubierta más alta paga el bring-in; los ases cuentan bajos, así que el rey de picas es la carta más alta
card-bring-in-highest-ace-high = la carta descubierta más alta paga el bring-in; los ases cuentan altos, así que el as de picas es la carta más alta
card-forced-bring-in = Todos ponen el ante; { $who }. Los empates se deciden por palo: picas, corazones, diamantes, tréboles (de mayor a menor).
card-bring-in-completes = El bring-in puede completar a la apuesta pequeña.
card-forced-high-card-opens = Todos ponen el ante y un botón marca la posición del repartidor; no hay bring-in: abre la carta descubierta más alta.
card-forced-dealer-pays = Ni ciegas ni antes de los jugadores: el repartidor paga por el reparto, una cantidad por cada jugador con cartas (la fija la noche), antes de que nadie vea una carta.
card-forced-everyone-pays = Cada jugador pone la misma cantidad en el bote antes del reparto (la fija la noche); el repartidor no paga más que los demás.
card-cents = { $cents } ¢
card-dollars = { $amount } $
card-cost-free = gratis
card-cost-match-pot = lo mismo que haya en el bote
card-cost-match-pot-or-fold = igualar el bote o retirarse
card-cost-per-card = { $amount } por cada carta que aún tenga
card-rank-two = dos
card-rank-two-plural = los doses
card-rank-two-gender = m
card-rank-three = tres
card-rank-three-plural = los treses
card-rank-three-gender = m
card-rank-four = cuatro
card-rank-four-plural = los cuatros
card-rank-four-gender = m
card-rank-five = cinco
card-rank-five-plural = los cincos
card-rank-five-gender = m
card-rank-six = seis
card-rank-six-plural = los seises
card-rank-six-gender = m
card-rank-seven = siete
card-rank-seven-plural = los sietes
card-rank-seven-gender = m
card-rank-eight = ocho
card-rank-eight-plural = los ochos
card-rank-eight-gender = m
card-rank-nine = nueve
card-rank-nine-plural = los nueves
card-rank-nine-gender = m
card-rank-ten = diez
card-rank-ten-plural = los dieces
card-rank-ten-gender = m
card-rank-jack = jota
card-rank-jack-plural = las jotas
card-rank-jack-gender = f
card-rank-queen = reina
card-rank-queen-plural = las reinas
card-rank-queen-gender = f
card-rank-king = rey
card-rank-king-plural = los reyes
card-rank-king-gender = m
card-rank-ace = as
card-rank-ace-plural = los ases
card-rank-ace-gender = m
card-wild-ranks = { $ranks } son comodines.
card-wild-ranks-free =
    { $ranks } son comodines ({ $kinds ->
        [one] recibir una de esas cartas
       *[other] recibir una de esas cartas
    } no cuesta nada).
card-wild-ranks-match-or-fold =
    { $ranks } son comodines (un jugador que reciba { $kinds ->
        [one] una de esas cartas
       *[other] una de esas cartas
    } boca arriba debe igualar el bote o retirarse).
card-wild-ranks-pays =
    { $ranks } son comodines (un jugador que reciba { $kinds ->
        [one] una de esas cartas
       *[other] una de esas cartas
    } boca arriba paga { $cost }).
card-wild-one-eyed-jacks = Las jotas tuertas (picas y corazones) son comodines.
card-wild-for-side =
    { $ranks } solo son comodines en una mano jugada por la mitad { $side ->
        [high] alta
       *[low] baja
    }.
card-wild-unless =
    { $ranks } son comodines, salvo en una mano que también tenga { $gender ->
        [f] una
       *[m] un
    } { $rank }: entonces nada en ella es comodín.
card-wild-follows-up =
    La carta repartida boca arriba justo después de { $gender ->
        [f] una
       *[m] un
    } { $rank } boca arriba es comodín para todos, con todas las cartas de su valor; { $gender ->
        [f] otra
       *[m] otro
    } { $rank } boca arriba más tarde pasa el valor comodín a la carta siguiente, y si { $gender ->
        [f] una
       *[m] un
    } { $rank } es la última carta repartida boca arriba, ningún valor siguiente es comodín.
card-wild-too = { $ranks } también son comodines.
card-wild-follows-up-pays =
    Un jugador que reciba { $gender ->
        [f] una
       *[m] un
    } { $rank } boca arriba paga { $cost }.
card-wild-after-pair = Cuando un jugador recibe una pareja boca arriba, el valor de la siguiente carta boca arriba pasa a ser comodín, en lugar de cualquier valor comodín anterior; una pareja completada con la última carta boca arriba no deja ningún comodín.
card-wild-after-pair-pays = Un jugador que reciba un comodín boca arriba paga { $cost }.
card-wild-rising =
    { $gender ->
        [f] La primera
       *[m] El primer
    } { $rank } boca arriba hace comodín su valor; después, una carta boca arriba de un valor por encima del valor comodín toma el relevo, y así sucesivamente hacia arriba.
card-wild-lowest-down-card = La carta tapada más baja de cada jugador en el showdown es comodín para ese jugador: esa carta sola, no su valor.
card-wild-chosen-down-card = Cada jugador elige una de sus cartas tapadas como comodín para él: esa carta sola, no su valor.
card-wild-board-rank = Comodín: { $which }, con todas las cartas de su valor.
card-wild-board-card = Comodín: { $which }, solo esa carta.
card-effect-extra-down-card = ese jugador puede tomar una carta más boca abajo
card-effect-toggle-lowball = el juego pasa de alta a lowball, y la siguiente lo devuelve a alta
card-effect-names-the-game = ese jugador elige el juego de stud con el que se juega el resto de la mano
card-card-rule =
    { $gender ->
        [f] Una { $rank } repartida
       *[m] Un { $rank } repartido
    } boca arriba: { $what }.
card-card-rule-pays =
    { $gender ->
        [f] Una { $rank } repartida
       *[m] Un { $rank } repartido
    } boca arriba: { $what } ({ $cost }).
card-open-anything = Cualquier mano puede abrir
card-open-jacks-or-better = Solo una pareja de jotas o mejor puede abrir
card-open-must = { $who }; el jugador que la tenga debe abrir
card-open-nobody-redeal = Si nadie abre, la mano se tira y se vuelve a repartir tras un nuevo pago.
card-open-nobody-lowball = Si nadie abre, la misma mano se juega como lowball: cada jugador por turno abre o se retira.
card-opening = { $who }. { $nobody }
card-points-pictures-half = medio punto
card-points-pictures-ten = 10
card-points-pictures-zero = nada
card-points = Valor de las cartas: as { $aces }; jota, reina y rey { $pictures } cada una; las demás, su número. El total de cada jugador es la suma de todas sus cartas.
card-points-under-wins-ties = Entre dos totales igual de cerca de un objetivo, gana el que no lo supera.
card-points-bust = Un total por encima de un objetivo no puede ganar esa mitad.
card-example-pot = Un bote de { $amount }:
card-example-holds =
    { $player } tiene { $cards } (cuenta { $counts }) y declara { $way ->
        [high] alta
        [low] baja
       *[both] ambas
    }.
card-example-winner = { $player } ({ $total })
card-example-half-won = La mitad { $half }, { $amount }: { $winners } la gana.
card-example-half-shared = La mitad { $half }, { $amount }: { $winners } empatan y la reparten, { $each } cada uno.
card-example-failed-both = { $player } declaró ambas sin ganar ni empatar las dos mitades y no se lleva nada.
card-example-paid = { $player } { $amount }
card-example-paid-nothing = { $player } nada
card-example-in-all = En total: { $shares }.
card-cards =
    { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }
card-cards-down =
    { $n ->
        [one] { $n } carta boca abajo
       *[other] { $n } cartas boca abajo
    }
card-cards-up =
    { $n ->
        [one] { $n } carta boca arriba
       *[other] { $n } cartas boca arriba
    }
card-cards-range = de { $min } a { $max } cartas
card-deal = cada jugador recibe { $cards }
card-deal-if = cada jugador recibe { $cards } si { $when }
card-board =
    { $n ->
        [one] { $n } carta comunitaria se descubre
       *[other] { $n } cartas comunitarias se descubren
    } en la mesa
card-board-layout =
    { $n ->
        [one] { $n } carta comunitaria se descubre
       *[other] { $n } cartas comunitarias se descubren
    } en la mesa ({ $layout })
card-draw-one = cada jugador puede cambiar una carta por otra nueva, o quedarse servido
card-draw = cada jugador puede descartar de { $min } a { $max } cartas y recibe otras tantas nuevas
card-discard = cada jugador descarta { $cards }
card-discard-timing = cada jugador descarta { $cards } { $timing }
card-expose-next = la siguiente carta de su mano apilada
card-expose-next-n =
    las { $n ->
        [one] { $n } carta siguiente
       *[other] { $n } cartas siguientes
    } de su mano apilada
card-expose-chosen =
    { $n ->
        [one] { $n } carta tapada
       *[other] { $n } cartas tapadas
    } que elija
card-expose = cada jugador descubre { $which }
card-expose-together = cada jugador descubre { $which }, todos los jugadores a la vez
card-pass =
    cada jugador pasa { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    } al jugador de su { $side ->
        [left] izquierda
       *[right] derecha
    }
card-trade = intercambio: { $rule }
card-buy-offer =
    { $card } ({ $cost }, se queda boca { $face ->
        [up] arriba
       *[down] abajo
    })
card-buy =
    por turno desde la izquierda del repartidor, cada jugador compra una carta cada vez hasta que cada uno haya comprado { $n ->
        [one] { $n } carta
       *[other] { $n } cartas
    }: { $offers }
card-auction =
    las cartas se descubren de una en una y se subastan, empezando la puja cada vez un asiento más a la izquierda; el mejor postor pone su puja en el bote, se lleva la carta y tira una carta cualquiera; { $rounds ->
        [one] una vez
       *[other] { $rounds } veces
    } alrededor de la mesa
card-pick = se descubre una carta por jugador en el centro; los jugadores toman una cada uno, { $order }
card-deal-all = se reparte toda la baraja, de carta en carta
card-play-out = { $rule }
card-play-out-pays = { $rule }; un jugador que no pueda jugar paga { $cost }
card-roll =
    { $seat ->
        [dealer] el repartidor
       *[button] el botón
    } tira { $dice ->
        [one] un dado
       *[other] { $dice } dados
    }: { $decides }
card-remove-boards = se retiran tableros: { $rule }
card-split = división: { $rule }
card-choose-game = el juego de la mano lo elige { $chooser }
card-bet-round = una ronda de apuestas
card-bet-small = ronda a la apuesta pequeña
card-bet-big = ronda a la apuesta grande
card-bet-either = ronda de apuestas: quien abre elige la apuesta pequeña o la grande
card-first-left-of-big-blind = actúa primero el jugador a la izquierda de la ciega grande
card-first-left-of-button =
    actúa primero el primer jugador a la izquierda { $seat ->
        [dealer] del repartidor
       *[button] del botón
    }
card-first-bring-in = el bring-in inicia la acción
card-first-best-high-showing = actúa primero la mejor mano alta visible
card-first-best-low-showing = actúa primero la mejor mano baja visible
card-first-high-showing-from-button =
    actúa primero la mejor mano visible; si hay empate, el primer asiento a la izquierda { $seat ->
        [dealer] del repartidor
       *[button] del botón
    }
card-first-best-board-showing = actúa primero el jugador con el mejor tablero visible
card-first-as-chosen-game = después el juego sigue las reglas del juego elegido
card-street = { $street }: { $what }.
card-street-as-chosen-game = se juega como el juego elegido
card-short-street = { $street }.
card-short-street-bet = { $street }; apuestas.
card-short-street-what = { $street }: { $what }.
card-short-street-what-bet = { $street }: { $what }; apuestas.
card-scale-high = mano alta
card-scale-high-short-deck = mano alta con el orden del short deck (el color gana al full; A-6-7-8-9 es escalera)
card-scale-high-mexican = mano alta con el orden de la baraja de 41 cartas (el color gana al full; las escaleras saltan el 8-9-10 que falta)
card-scale-high-quick-quads = mano alta, en la que un trío de 2 a 10 más dos cartas que sumen su valor cuenta como póker
card-scale-ace-to-five = low ace-to-five (ases bajos, escaleras y colores no cuentan)
card-scale-action-razz = low ace-to-five, pero cualquier mano con jota, reina o rey gana a cualquier mano sin ellas
card-scale-deuce-to-seven = low deuce-to-seven (ases altos, escaleras y colores cuentan en contra)
card-scale-ace-to-six = low ace-to-six (ases bajos, escaleras y colores cuentan en contra)
card-scale-badugi = badugi, ases bajos (primero más cartas de palos y valores distintos, luego la más baja)
card-scale-badugi-ace-high = badugi con ases altos (la mejor es 5-4-3-2 de cuatro palos)
card-scale-points-49 = puntos: as 1, del dos al diez su valor, figuras 0; gana el total más alto
card-scale-points-nearest-7 = los puntos de las cartas más cerca de 7
card-scale-points-nearest-27 = los puntos de las cartas más cerca de 27
card-scale-points-highest = el total de puntos más alto
card-scale-points-lowest = el total de puntos más bajo
card-scale-high-no-straights-or-flushes = mano alta; escaleras y colores no cuentan
card-scale-high-ace-low = mano alta con el as solo bajo (por debajo del dos; A-2-3-4-5 es escalera, 10-J-Q-K-A no)
card-scale-three-card = mano de tres cartas: trío, luego escalera, luego color, luego pareja, luego carta alta
card-scale-high-four-card-hands = mano alta con dos manos más: una escalera de cuatro cartas gana a una pareja, un color de cuatro cartas gana a esa, y dobles parejas ganan a ambas
card-scale-lowest-spade-down = la pica más baja entre las cartas tapadas (ases altos)
card-scale-highest-spade-down = la pica más alta entre las cartas tapadas
card-hand-any-five = las cinco mejores de todas sus cartas y las de la mesa
card-hand-best-four-own = las cuatro mejores de sus propias cartas
card-hand-exactly = exactamente { $hole } de la mano y { $board } de la mesa
card-hand-exactly-connected = exactamente { $hole } de la mano y { $board } de la mesa, de un flop, una carta de turn que lo toque y el river
card-hand-exactly-one-per-row = exactamente { $hole } de la mano y { $board } de la mesa, una de cada fila
card-hand-exactly-one-row = exactamente { $hole } de la mano y { $board } de la mesa, todas de una sola fila restante
card-hand-up-to = como mucho { $hole } de la mano, el resto de la mesa
card-hand-all-kept = todas las cartas guardadas, completadas hasta cinco con la mesa
card-hand-all-five-own = sus cinco propias cartas
card-hand-two-or-five = o exactamente 2 de la mano y 3 de la mesa, o las 5 de la mano
card-hand-best-own = las { $cards } mejores de sus propias cartas
card-hand-all-own = todas las cartas del jugador, sumadas
card-hand-one-down-card = una de las cartas tapadas del jugador
card-qualifier-eight-or-better = ocho o mejor
card-qualifier-dice-roll = X o mejor, con X fijado por los dados
card-qualifier-pair-of-sixes = una pareja de seises o mejor
card-qualifier-pair = una pareja o mejor
card-qualifier-no-pair = ninguna pareja
card-qualifier-flush-or-better = un color o mejor
card-qualifier-four-card-badugi = un badugi de cuatro cartas
card-qualifier-three-of-a-kind = un trío o mejor
card-part-when = { $label } (solo si { $when })
card-part = { $label }: { $scale }; { $hand }.
card-part-qualified = { $label }: { $scale }; { $hand }; debe tener { $qualifier }.
card-showdown-single = Una sola mano se lleva todo el bote.
card-showdown-split = Bote dividido: la mitad para cada parte; si nadie se clasifica para una mitad, el ganador de la otra mitad se lo lleva todo.
card-showdown-first-qualifying = No es un bote dividido: la primera parte de abajo gana todo el bote si alguna mano se clasifica para ella; si no, la siguiente.
card-showdown-as-chosen-game = Como el juego elegido para la mano.
card-showdown-second-best = La segunda mejor mano se lleva todo el bote.
card-showdown-with-left-neighbour = La mejor mano y el siguiente jugador aún en la mano a su izquierda se reparten el bote.
card-showdown-first-out = No es una mano de póker: el primer jugador que juega todas sus cartas se lleva el bote.
card-declare-chips-in-fist = Los jugadores declaran todos a la vez: cada uno pone un puño cerrado sobre la mesa, sin ficha para baja, con una para alta o con dos para ambas, y todos lo abren a la vez.
card-declare-in-turn = Los jugadores declaran alta, baja o ambas por turno, empezando por el último que apostó o subió.
card-declare-both-ties-share = Un jugador que declara ambas y pierde en cualquiera de las dos no se lleva nada; un empate funciona como cualquier empate, y esa mitad se reparte.
card-declare-both-must-scoop = Un jugador que declara ambas debe ganar las dos mitades sin empate, o no se lleva nada.
card-declare-left-out = Un jugador que queda así fuera del bote deja cada mitad a la mejor mano entre los demás que jugaron por ella; si todos declararon ambas y nadie ganó las dos, cada mitad va a su mejor mano.
card-losers-match-pot = Cada jugador que siguió en la mano y perdió pone en el siguiente bote lo mismo que había en el bote.
card-losers-pay = Cada perdedor paga { $cost }.
card-odd-chip-by-suit = entre manos empatadas va a la carta más alta por palo (picas, corazones, diamantes, tréboles)
card-odd-chip-by-seat =
    entre manos empatadas va al primer asiento a la izquierda { $seat ->
        [dealer] del repartidor
       *[button] del botón
    }
card-odd-chip-split = Ficha sobrante: en un reparto entre las mitades va a la mitad { $half }; { $tie }.
card-odd-chip = Ficha sobrante: { $tie }.

## Paper: la hoja de la clasificación de una serie.
paper-series-title = { $name } - clasificación de la serie
paper-series-sub = Clasificación de la serie
paper-series-points = Puntos
paper-series-events = Torneos
paper-series-all-finished = { $events }, todos terminados
paper-series-still-playing = { $events }, { $playing } aún en juego
paper-series-ranked = Jugadores clasificados
paper-series-standings = Clasificación
paper-series-rank = Puesto
paper-series-events-counted = Torneos (descartados entre paréntesis)
paper-series-event = Torneo
paper-series-finished = terminado
paper-series-playing = aún en juego

## Paper: las palabras que el renderizado añade a cada impreso.
paper-continued = { $heading } (continuación)
paper-page-of = Página { $page } de { $pages }
paper-semicolon = {"; "}

## The field view: a player's buttons at the desk, and where an entry stands.
action-bust = Eliminar
action-unregister = Dar de baja
action-redeem-lammer = Canjear lammer
action-rebuy = Recompra
action-add-on = Add-on
action-re-enter = Re-entry
action-confirm-bust = Confirma la eliminación
action-confirm-unregister = Confirma la baja
action-confirm-forfeit =
    { $lammers ->
        [one] Confirma: fuera, { $lammers } lammer perdido
       *[other] Confirma: fuera, { $lammers } lammers perdidos
    }
# "busted, 45th"
standing-placed = { $what }, { $place }
standing-busted = eliminado
standing-finished = terminado
standing-winner = ganador
standing-unregistered = dado de baja
standing-alternate = suplente, esperando asiento
standing-registered = registrado, aún sin asiento
standing-seated-at = Mesa { $table }, asiento { $seat }
standing-seated = sentado

## The structure table: a break's chip race.
levels-chip-race = Chip race: { $chips }

## The Screens panel: what needs the TD's eye on a screen.
screen-flag-silent = sin noticias desde hace { $seconds } s
screen-flag-drift = su reloj va desfasado { $ms } ms
screen-flag-sound = sonido no activado: haz clic o pulsa una tecla en ella una vez
screen-flag-switching = pasará a { $layout } en su próximo aviso
screen-layout-clock = el reloj
screen-layout-seating = el plano de mesas
screen-layout-payouts = los premios
screen-layout-rotation = el reloj, el plano de mesas y los premios por turnos
screen-layout-table = los asientos de una mesa

## src-tauri/src/menu.rs: menús y diálogos de la ventana de escritorio.

desktop-lan = Escuchar en la red local
desktop-export = Exportar estructura…
desktop-save-sheet = Guardar hoja de estructura (PDF)…
desktop-save-card = Guardar tarjeta de reglas (PDF)…
desktop-quit = Salir
desktop-display = Pantalla
desktop-monitor = Monitor { $n }
desktop-clock-on = Reloj en { $monitor } ({ $size })
desktop-seating-on = Plano de mesas en { $monitor } ({ $size })
desktop-close-screens = Cerrar el reloj y el plano de mesas
desktop-guide = Guía de Felt
desktop-report = Informar de un problema…
desktop-report-db = Informar de un problema, con una copia de la base de datos…
desktop-about = Acerca de Felt
desktop-help = Ayuda
desktop-zip = Archivo zip
desktop-about-text =
    Felt { $version }

    Base de datos: { $database }
    Copias de seguridad: { $backups }
    Registro: { $log }

    Solo su cuenta puede leerlos.
desktop-no-event = todavía no hay ningún torneo que mostrar
desktop-clock-title = Reloj de Felt
desktop-seating-title = Plano de mesas de Felt
desktop-monitor-gone = el monitor { $n } ya no está conectado
desktop-lan-open =
    Las pantallas y teléfonos de la red ya pueden abrir:
    { $addresses }
    La consola muestra la dirección y su código QR.
desktop-lan-title = Escuchando en la red local
desktop-cannot-write = No se puede escribir { $path }: { $why }

## Las acciones recientes junto a Deshacer y Rehacer: cada acción del registro del torneo
## en palabras (la lista de la consola, sus botones Deshacer y Rehacer, el informe de una
## mesa que espera a la dirección, la línea de comandos).
action-entry = entrada { $entry } ({ $name })
action-entry-unnamed = entrada { $entry }
action-seat = mesa { $table }, asiento { $seat }
action-name = { $name }
action-list-and = { $first } y { $then }
action-then = { $first }; { $then }
action-duration-and = { $first } { $then }
action-new-entry = { $name } (entrada { $entry })
action-new-entry-ticket = { $name } (entrada { $entry }) con una plaza ganada en el torneo n.º { $event } (entrada { $won })
action-registered = Registro de { $player }
action-registered-at = Registro de { $player } ({ $seat })
action-registered-alternate = Registro de { $player } como suplente
action-re-entered = Reentrada de { $player }
action-re-entered-at = Reentrada de { $player } ({ $seat })
action-re-entered-alternate = Reentrada de { $player } como suplente
action-registered-nobody = Nadie registrado
action-names = { $names }
action-names-more =
    { $more ->
        [one] { $names } y { $more } más
       *[other] { $names } y { $more } más
    }
action-registered-many =
    { $count ->
        [one] { $count } jugador registrado
       *[other] { $count } jugadores registrados
    } (entradas { $first }-{ $last }): { $names }
action-registered-many-seated =
    { $count ->
        [one] { $count } jugador registrado
       *[other] { $count } jugadores registrados
    } (entradas { $first }-{ $last }, { $seated } ya sentados): { $names }
action-unregistered = Baja de { $player }
action-draw-committed = Sorteo de asientos sellado: { $code }
action-seats-drawn =
    Asientos sorteados: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    } (semilla { $seed })
action-seats-drawn-revealed =
    Asientos sorteados: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    } (semilla { $seed }, del secreto sellado { $code })
action-alternates-seated =
    { $count ->
        [one] { $count } suplente sentado
       *[other] { $count } suplentes sentados
    }
action-busted = { $player } eliminado ({ $seat })
action-busted-by = { $player } eliminado ({ $seat }) por { $by }
action-busted-split = { $player } eliminado ({ $seat }), bote repartido entre { $winners }
action-pot-share = { $player } ({ $share } de { $total })
action-mystery-drawn = un sobre misterioso de { $amount } sacado (semilla { $seed })
action-blinds-up = suben las ciegas (periodo { $period })
action-final-table-moved =
    Mesa final: { $count ->
        [one] { $count } jugador movido
       *[other] { $count } jugadores movidos
    }
action-moved-one = { $player } movido de { $from } a { $to }
action-moved =
    { $count ->
        [one] { $count } jugador movido
       *[other] { $count } jugadores movidos
    }
action-broke-tables =
    { $count ->
        [one] mesa { $tables } rota
       *[other] mesas { $tables } rotas
    }
action-button-at = Botón en la mesa { $table }, asiento { $seat }
action-button-won = Mesa { $table }: mano ganada, botón al asiento { $seat }
action-button-unknown = Botón desconocido en la mesa { $table }
action-seat-locked = { $seat } bloqueado
action-seat-reserved = { $seat } retenido (reservado)
action-seat-reserved-for = { $seat } retenido (reservado para el jugador { $player })
action-seat-released = { $seat } liberado
action-hard-stop =
    Hard stop: { $count ->
        [one] { $count } jugador clasificado por fichas
       *[other] { $count } jugadores clasificados por fichas
    }
action-hand-for-hand-on = Mano a mano activado
action-hand-for-hand-off = Mano a mano desactivado
action-table-won = Mesa { $table } ganada por { $winners }
action-round-drawn =
    Ronda { $round } sorteada: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    } (semilla { $seed })
action-hand-for-hand-hand = Mano a mano: mano { $hand } terminada
action-redrawn-random =
    Nuevo sorteo: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }, al azar (semilla { $seed })
action-redrawn-chips =
    Nuevo sorteo: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } en { $tables ->
        [one] { $tables } mesa
       *[other] { $tables } mesas
    }, stacks repartidos según las fichas (semilla { $seed })
action-carried-in-best =
    { $count ->
        [one] { $count } jugador traído
       *[other] { $count } jugadores traídos
    } con { $chips } fichas desde { $flights } (se conserva el mejor stack)
action-carried-in-all =
    { $count ->
        [one] { $count } jugador traído
       *[other] { $count } jugadores traídos
    } con { $chips } fichas desde { $flights } (se suman todos los stacks)
action-chip-count = { $player } { $chips }
action-counted = Recuentos de fichas: { $counts }
action-table-hand-done = Mesa { $table }: mano { $hand } del mano a mano terminada
action-payouts-locked =
    Premios fijados con { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    } ({ $places ->
        [one] { $places } puesto pagado
       *[other] { $places } puestos pagados
    })
action-payouts-unlocked = Premios desbloqueados
action-saver = { $amount } para el { $place } puesto
action-savers-agreed = Savers acordados: { $savers }
action-deal-chop = chip chop
action-deal-icm = ICM
action-deal-custom = libre
action-deal =
    Acuerdo ({ $how }) entre { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }
action-deal-play-for =
    Acuerdo ({ $how }) entre { $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    }, { $amount } quedan en juego
action-lammers-redeemed =
    { $player } canjeó { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } por { $chips } fichas en el nivel { $level }
action-bust-held =
    { $player } perdió sus fichas con { $count ->
        [one] { $count } lammer en mano
       *[other] { $count } lammers en mano
    }: canjea antes de la próxima mano
action-lammer-deadline-forfeited =
    Plazo de lammers en el nivel { $level }: { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } de { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } perdidos
action-lammer-deadline-redeemed =
    Plazo de lammers en el nivel { $level }: { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } de { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } canjeados
action-a-rebuy = una recompra
action-an-add-on = un add-on
action-a-re-entry = una reentrada
action-bought-at-level = { $player } compró { $what } ({ $chips } fichas) en el nivel { $level }
action-bought-at-break = { $player } compró { $what } ({ $chips } fichas) en el descanso tras el nivel { $level }
action-chip-race = Chip race en la mesa { $table }: { $removed } retiradas, { $added } devueltas
action-chip-race-dealt = Chip race en la mesa { $table }: { $removed } retiradas, { $added } devueltas (cartas repartidas con la semilla { $seed })
action-created = Creado desde { $file }
action-announced = Mensaje a las pantallas: «{ $text }»
action-announcement-off = Mensaje retirado de las pantallas
action-language-set = Las pantallas y el papel del torneo hablan { $language }
action-language-browser = Las pantallas del torneo siguen el idioma de cada navegador
action-clock-start = Reloj en marcha ({ $period })
action-clock-paused-left = Reloj en pausa: { $period }, quedan { $left }
action-clock-paused = Reloj en pausa: { $period }
action-clock-resumed = Reanudado: { $period }
action-clock-next = Siguiente: { $period }
action-clock-previous = Vuelta atrás: { $period }
action-clock-go-to = Salto directo: { $period }
action-clock-set = Tiempo restante fijado: { $period }, quedan { $left }
action-clock-added = { $time } añadidos: { $period }
action-clock-took = { $time } quitados: { $period }
action-clock-end-day = Fin de la jornada: { $period }
action-count-entries =
    { $sign }{ $count ->
        [one] { $count } entrada
       *[other] { $count } entradas
    } (ahora { $now })
action-count-players =
    { $sign }{ $count ->
        [one] { $count } jugador restante
       *[other] { $count } jugadores restantes
    } (ahora { $now })
action-count-add-ons =
    { $sign }{ $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    } (ahora { $now })
action-undo = Deshacer
action-redo = Rehacer
action-set-aside = Acción n.º { $seq } apartada
action-checkpoint = Punto de control en el registro n.º { $seq }
action-structure-level = Nivel { $level }
action-structure-break-after = Descanso tras el nivel { $level }
action-structure-opening-break = Descanso inicial
action-structure-period = Periodo { $period }
action-structure-level-words = { $period } ({ $game }, { $stakes }, { $time })
action-structure-break-words = un descanso de { $time }
action-structure-period-words = periodo { $period }
action-structure-minutes = { $period }: nueva duración de { $minutes } min
action-structure-added-before = Añadido: { $what }, antes de { $period }
action-structure-added-at-end = Añadido: { $what }, al final
action-structure-break-now = Descanso imprevisto ahora: { $minutes } min
action-structure-changed = Cambiado: { $what }
action-structure-extended = Añadido: { $what }, tras el último (los últimos niveles otra vez)
action-structure-extended-doubled = Añadido: { $what }, tras el último (los últimos niveles otra vez, duplicados)
action-damage-problem = Este torneo es de solo lectura: { $problem }. Lo que se muestra es el torneo justo antes.
action-damage-repair = Deshacer la acción dañada n.º { $seq } (apartarla)
action-report-refused = Se rechazaría ahora: { $reason }
action-report-applied-as = aplicado en la mesa de dirección como acción n.º { $seq }
action-report-applied = aplicado en la mesa de dirección
action-report-declined = rechazado en la mesa de dirección
action-cli-undid = Deshecho: { $action }
action-cli-redid = Rehecho: { $action }
action-cli-undid-back =
    Deshecho hasta el n.º { $seq } ({ $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    }): { $actions }
action-cli-redid-up =
    Rehecho hasta el n.º { $seq } ({ $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    }): { $actions }
action-cli-done = hecho
action-cli-from = { $action } [desde { $device }]
action-cli-undone = { $action } (deshecha)
action-night-opened =
    Noche abierta: { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, { $games ->
        [one] { $games } juego
       *[other] { $games } juegos
    } en la lista de la casa
action-night-first-dealer = Primer repartidor sorteado (cartas hasta la jota)
action-night-join = { $player } se sentó
action-night-leave = { $player } dejó la mesa
action-night-call = { $dealer } eligió { $game }
action-night-call-variations = { $dealer } eligió { $game }, { $variations }
action-night-new-game = { $name } (juego nuevo)
action-night-mistake = Error: { $player }
action-night-mistake-what = Error: { $player } ({ $what })
action-night-buy-in = { $player } compró { $amount }
action-night-cash-out = { $player } cobró { $amount }
action-night-end = Noche terminada
action-night-undo-of = Deshacer n.º { $seq }
action-night-undo = Deshecho: { $action }

## The seat draw checked again from its seed (the verify page, `felt tables verify`).

draw-check-later-item = #{ $seq } ({ $what })
draw-check-later-same =
    { $count ->
        [one] El { $count } sorteo aleatorio posterior (inscripciones tardías, suplentes, rondas de shootout, chip races) vuelve a dar lo mismo a partir de su semilla.
       *[other] Los { $count } sorteos aleatorios posteriores (inscripciones tardías, suplentes, rondas de shootout, chip races) vuelven a dar lo mismo a partir de sus semillas.
    }
draw-check-later-different = Estos sorteos aleatorios posteriores NO vuelven a dar lo mismo a partir de sus semillas: { $list }.
draw-check-not-drawn-committed = Aún no sorteado. El sorteo está comprometido con { $code }: tras el sorteo, su secreto debe dar este compromiso.
draw-check-not-drawn = Aún no sorteado, y sin compromiso.
draw-check-fair-committed =
    { $seats ->
        [one] El sorteo mostrado es el que da su semilla: el { $seats } asiento repartido de nuevo desde la semilla { $seed } coincide. La semilla sale del secreto { $secret }, que da el compromiso { $code } mostrado antes del sorteo.
       *[other] El sorteo mostrado es el que da su semilla: los { $seats } asientos repartidos de nuevo desde la semilla { $seed } coinciden todos. La semilla sale del secreto { $secret }, que da el compromiso { $code } mostrado antes del sorteo.
    }
draw-check-fair-uncommitted =
    { $seats ->
        [one] El sorteo mostrado es el que da su semilla: el { $seats } asiento repartido de nuevo desde la semilla { $seed } coincide. El sorteo no se comprometió de antemano, así que la semilla pudo elegirse.
       *[other] El sorteo mostrado es el que da su semilla: los { $seats } asientos repartidos de nuevo desde la semilla { $seed } coinciden todos. El sorteo no se comprometió de antemano, así que la semilla pudo elegirse.
    }
draw-check-unfair = El sorteo mostrado NO es el que da su semilla: { $problems }
draw-check-secret-not-hex = el secreto revelado no tiene 64 caracteres hexadecimales
draw-check-seed-not-secrets = la semilla { $seed } no es la semilla { $secret_seed } del secreto revelado
draw-check-other-commitment = el secreto revelado da el compromiso { $gives }, no el { $shown } mostrado antes del sorteo
draw-check-nothing-committed = se reveló un secreto pero no se había comprometido ninguno
draw-check-no-secret = el sorteo estaba comprometido con { $code } pero no reveló ningún secreto
draw-check-refused = se rechazó repartir de nuevo desde la semilla: { $why }
draw-check-moved = { $moved } de { $players } jugadores se sientan en otro lugar del que les da la semilla
draw-check-count =
    { $again ->
        [one] la semilla sienta a { $again } jugador, el registro a { $record }
       *[other] la semilla sienta a { $again } jugadores, el registro a { $record }
    }
draw-check-entry = entrada { $n }
draw-check-cli-commitment = Compromiso #{ $seq }: { $code }
draw-check-cli-commitment-undone = Compromiso #{ $seq }: { $code } (deshecho)
draw-check-cli-draw = Sorteo #{ $seq }: semilla { $seed }
draw-check-cli-draw-undone = Sorteo #{ $seq }: semilla { $seed } (deshecho)
draw-check-cli-draw-secret = Sorteo #{ $seq }: semilla { $seed }, secreto { $secret }
draw-check-cli-draw-secret-undone = Sorteo #{ $seq }: semilla { $seed }, secreto { $secret } (deshecho)
draw-check-cli-unfair = el sorteo mostrado no es el que da su semilla

## A night's called game: where its rules come from.

# The catalog no longer has a game the night called (a newer Felt dropped it).
night-rules-missing = No se pueden mostrar las reglas de { $game }: { $why }
night-dealers-own-rules = reglas propias de { $dealer }

## A log that cannot be folded (the damage banner, a refused replay).

replay-not-created-first = el registro de este torneo no empieza por su creación (la primera entrada es la #{ $seq })
replay-created-twice = la entrada #{ $seq } crea el torneo por segunda vez
replay-undo-mismatch = la entrada #{ $seq } deshace la #{ $target }, pero la acción por deshacer es la #{ $expected }
replay-undo-nothing = la entrada #{ $seq } deshace la #{ $target }, pero no hay ninguna acción por deshacer
replay-redo-mismatch = la entrada #{ $seq } rehace la #{ $target }, pero la acción por rehacer es la #{ $expected }
replay-redo-nothing = la entrada #{ $seq } rehace la #{ $target }, pero no hay ninguna acción por rehacer
replay-field = la entrada #{ $seq } no se puede aplicar a los jugadores y asientos: { $message }
replay-out-of-order = la entrada #{ $seq } va después de la #{ $last }; las entradas deben ir en orden
replay-counts = la entrada #{ $seq } deja los contadores fuera de rango: { $message }
replay-set-aside = la entrada #{ $seq } aparta la #{ $target }, que no es una entrada fallida
replay-seal-ahead = la entrada #{ $seq } sella un punto de control en la #{ $upto }, que no está antes de ella
replay-panicked = la entrada #{ $seq } no se puede procesar: Felt falló internamente ({ $message })
replay-unreadable = la entrada #{ $seq } no se puede leer: { $why }
replay-cannot-show = el torneo no se puede mostrar después de la entrada #{ $seq }: Felt falló internamente ({ $message })

## Street names of the catalog's games, in the card's language.

# A street's name from a game file, keyed by the name in lowercase with dashes; a street
# no variant names keeps the game file's own words.
card-street-name =
    { $slug ->
        [pre-flop] Preflop
        [flop] Flop
        [turn] Turn
        [river] River
        [deal] Reparto
        [draw] Cambio
        [first-draw] Primer cambio
        [second-draw] Segundo cambio
        [third-draw] Tercer cambio
        [second-street] Segunda calle
        [third-street] Tercera calle
        [fourth-street] Cuarta calle
        [fifth-street] Quinta calle
        [sixth-street] Sexta calle
        [seventh-street] Séptima calle
        [first-round] Primera ronda
        [second-round] Segunda ronda
        [third-round] Tercera ronda
        [fourth-round] Cuarta ronda
        [second-card] Segunda carta
        [third-card] Tercera carta
        [fourth-card] Cuarta carta
        [fifth-card] Quinta carta
        [the-hand] La mano
       *[other] { $name }
    }
## Refusals of a dealer's-choice night (refusal-night-*).
refusal-night-not-open = primero hay que abrir la noche
refusal-night-already-open = la noche ya está abierta
refusal-night-no-title = una noche necesita un título
refusal-night-too-few-players = una noche necesita al menos dos jugadores
refusal-night-over-name-chars = un nombre de jugador tiene { $given } caracteres, más que el límite de { $limit }
refusal-night-over-title-chars = el título tiene { $given } caracteres, más que el límite de { $limit }
refusal-night-over-players = la noche tiene { $given } jugadores, más que el límite de { $limit }
refusal-night-over-players-one-more = la noche tendría { $given } jugadores, más que el límite de { $limit }
refusal-night-over-house-games = la lista de la casa tiene { $given } juegos, más que el límite de { $limit }
refusal-night-over-limit-steps = el calendario de límites tiene { $given } tramos, más que el límite de { $limit }
refusal-night-duplicate-player = { $name } aparece dos veces en la lista
refusal-night-blank-player = un jugador necesita un nombre
refusal-night-no-such-player = no hay ningún jugador llamado { $name } en esta noche
refusal-night-already-seated = { $name } ya está sentado
refusal-night-unknown-game = la lista de la casa nombra { $game }, que no está en el catálogo de juegos
refusal-night-no-starting-limit = el calendario de límites necesita un primer límite, desde el comienzo de la noche
refusal-night-limits-out-of-order = los tramos de límite deben ir en orden de tiempo, cada uno después del anterior
refusal-night-zero-amount = un límite, un buy-in y el paso de la escala de errores deben ser mayores que cero
refusal-night-dealer-known = el primer crupier ya se ha sorteado ({ $name })
refusal-night-no-dealer = sortea el primer crupier antes de cantar el primer juego
refusal-night-new-game-unexplained = un juego nuevo necesita un nombre y sus reglas
refusal-night-dealt-in = { $dealt_in ->
        [one] { $dealt_in } jugador recibe cartas
       *[other] { $dealt_in } jugadores reciben cartas
    }, pero solo hay { $seated } sentados
refusal-night-zero-money = una cantidad de dinero debe ser mayor que cero (para { $name })
refusal-night-cashed-out = { $name } ya ha cobrado
refusal-night-cashed-out-and-left = { $name } ha cobrado y ha dejado la mesa: vuelve a sentarlo (vuelve) antes de que recompre
refusal-night-nothing-bought = { $name } no ha comprado fichas, así que no tiene nada que cobrar
refusal-night-ended = la noche ha terminado
refusal-night-last-players = deben quedar dos jugadores sentados para repartir
refusal-night-no-seed = el sorteo del primer crupier necesita su semilla
refusal-night-undo-in-log = un deshacer nombra una acción registrada; no se aplica a la noche misma
refusal-night-nothing-to-undo = no hay nada que deshacer desde que se abrió la noche

## Refusals of the chip race calculator (refusal-chip-race-*).
refusal-chip-race-zero-chip = los valores de las fichas deben ser mayores que 0 (retirada { $remove }, siguiente { $next })
refusal-chip-race-not-a-multiple = la ficha siguiente { $next } debe ser un múltiplo mayor de la ficha retirada { $remove }
refusal-chip-race-no-seats = el chip race necesita al menos un asiento
refusal-chip-race-unknown-card = asiento { $seat }: «{ $text }» no es una carta (escribe el rango y luego el palo, como As, Td o 9c)
refusal-chip-race-duplicate-card = asiento { $seat }: { $card } ya se repartió al asiento { $first_seat }
refusal-chip-race-wrong-card-count = el chip race necesita { $expected ->
        [one] { $expected } carta
       *[other] { $expected } cartas
    } ({ $detail }), se introdujeron { $found }
refusal-chip-race-no-leftover = ningún asiento tiene fichas sobrantes
refusal-chip-race-leftovers = { $seats }
refusal-chip-race-seat-leftover = asiento { $seat }: { $chips }
refusal-chip-race-too-many-cards = el chip race necesita { $cards ->
        [one] { $cards } carta
       *[other] { $cards } cartas
    }, más que una baraja de 52 cartas
refusal-chip-race-cards-with-round = la variante por rondas no reparte cartas, pero se introdujeron { $found }
refusal-chip-race-seat-list-count = las cartas están listadas para { $found ->
        [one] { $found } asiento
       *[other] { $found } asientos
    }, pero el chip race tiene { $expected }
refusal-chip-race-seat-card-count = el asiento { $seat } recibe { $expected ->
        [0] ninguna carta
        [one] { $expected } carta
       *[other] { $expected } cartas
    } (una por ficha sobrante), pero { $found ->
        [0] no se introdujo ninguna
        [one] se introdujo { $found }
       *[other] se introdujeron { $found }
    }

## Refusals of the deal calculator (refusal-deal-*).
refusal-deal-no-players = un acuerdo necesita al menos un jugador
refusal-deal-zero-stack = el jugador { $player } no tiene fichas; un jugador eliminado no forma parte de un acuerdo
refusal-deal-too-many-prizes = se indicaron { $prizes ->
        [one] { $prizes } premio
       *[other] { $prizes } premios
    } para solo { $players ->
        [one] { $players } jugador restante
       *[other] { $players } jugadores restantes
    }
refusal-deal-too-many-for-exact = el ICM exacto admite como mucho { $limit ->
        [one] { $limit } jugador
       *[other] { $limit } jugadores
    }, no { $players }
refusal-deal-too-few-samples = una estimación de Monte Carlo necesita al menos 2 muestras, no { $samples }
refusal-deal-savers-above-first = unos savers de { $savers } superan los { $first } del primer puesto
refusal-deal-saver-place = saver para el puesto { $place }: los puestos restantes van de 1 a { $players }
refusal-deal-play-for-above-first = una cantidad de { $play_for } en juego supera los { $first } del primer puesto
refusal-deal-prizes-out-of-order = los premios deben ir del primer puesto hacia abajo, cada uno no mayor que el anterior: el premio { $place } ({ $prize }) supera el premio { $above_place } ({ $above })
refusal-deal-too-many-draws = una estimación ICM de { $samples ->
        [one] { $samples } muestra
       *[other] { $samples } muestras
    } para { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    } hace { $draws } extracciones, más que el límite de Felt de { $limit }: pide como mucho { $most ->
        [one] { $most } muestra
       *[other] { $most } muestras
    }

## Refusals of a payout table (refusal-paytable-*).
refusal-paytable-toml = la tabla de pagos no es TOML válido: { $why }
refusal-paytable-no-rows = la tabla de pagos no tiene filas
refusal-paytable-empty-range = fila para { $min }-{ $max } entradas: el rango está vacío (min es mayor que max)
refusal-paytable-not-contiguous = fila para { $min }-{ $max } entradas: debía empezar en { $expected ->
        [one] { $expected } entrada
       *[other] { $expected } entradas
    }
refusal-paytable-bad-sum = fila para { $min }-{ $max } entradas: las partes suman { $sum } puntos básicos, no 10000
refusal-paytable-increasing = fila para { $min }-{ $max } entradas: el puesto { $place } recibe más que el puesto { $above }
refusal-paytable-too-many-places = fila para { $min }-{ $max } entradas: paga { $places ->
        [one] { $places } puesto
       *[other] { $places } puestos
    }, más que sus { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    }
refusal-paytable-shares-and-amounts = fila para { $min }-{ $max } entradas: indica shares_bp (partes del bote) o amounts (premios fijos), no ambos
refusal-paytable-zero-amount = fila para { $min }-{ $max } entradas: la cantidad fija del puesto { $place } es 0
refusal-paytable-unknown = no hay ninguna tabla de pagos llamada { $name }; tablas conocidas: { $known }

## Refusals of the payout calculator (refusal-payout-*) and of satellite seats
## (refusal-satellite-*).
refusal-payout-no-entries = un torneo necesita al menos una entrada para pagar premios
refusal-payout-zero-increment = el incremento de redondeo debe ser al menos 1
refusal-payout-paid-places = no se pueden pagar { $paid ->
        [one] { $paid } puesto
       *[other] { $paid } puestos
    } con { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    }
refusal-payout-pool-too-small = un bote de { $pool } no puede pagar { $paid ->
        [one] { $paid } puesto
       *[other] { $paid } puestos
    } con al menos un incremento de { $increment } cada uno
refusal-payout-min-cash-too-high = un min-cash de { $min_cash } para { $paid ->
        [one] { $paid } puesto
       *[other] { $paid } puestos
    } supera el bote de { $pool }
refusal-payout-fixed-over-pool = la fila para { $min }-{ $max } entradas paga { $sum } en premios fijos, más que el bote de { $pool }
refusal-payout-top-share = una parte del primero de { $share } queda fuera de lo que permite el bote ({ $lowest } a { $highest } con estos puestos pagados y este min-cash)
refusal-satellite-zero-seat-value = un asiento de satélite debe valer al menos 1 (torneo de destino { $event })
refusal-satellite-no-entries = un torneo necesita al menos una entrada para pagar premios
refusal-satellite-more-places = un bote de { $pool } paga { $places ->
        [one] { $places } puesto
       *[other] { $places } puestos
    } (asientos que valen { $seat_value }), más que las { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    }
refusal-satellite-more-places-with-cash = un bote de { $pool } paga { $places ->
        [one] { $places } puesto
       *[other] { $places } puestos
    } (asientos que valen { $seat_value } y { $cash } en efectivo), más que las { $entries ->
        [one] { $entries } entrada
       *[other] { $entries } entradas
    }

## Refusals of the big blind ante calculator (refusal-ante-*).
refusal-ante-too-few-players = una mesa necesita al menos 2 jugadores para repartir una mano, hay { $found }
refusal-ante-empty-stack = la ciega grande no tiene fichas: un jugador eliminado no puede poner
refusal-ante-small-blind-above-big-blind = la ciega pequeña { $small_blind } es mayor que la ciega grande { $big_blind }
refusal-ante-no-big-blind = la ciega grande debe ser mayor que 0
refusal-ante-no-such-level = la estructura no tiene nivel { $level } (tiene los niveles 1 a { $last })
refusal-ante-no-big-blind-ante = el nivel { $level } ({ $game }) no tiene ante de ciega grande: { $stakes }
