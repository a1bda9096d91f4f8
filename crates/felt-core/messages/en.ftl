# Felt's messages in English, the source every other language is checked against.
# One message per sentence a person reads; $names are what the sentence is given.

# The language's own name, as a language menu lists it.
language-name = English

## The results screen of a finished event.

result-wins = { $name } wins
result-last-in = { $name } is the last player in.
result-stopped = Play has stopped
result-stopped-how = The players still in were placed by their chips.
result-deal = A deal ends the event
result-deal-how = The players still in shared all the prizes left.
result-over = The event is over
result-one-left = One player is left.
result-seats-won =
    { $seats ->
        [one] { $seats } seat won
       *[other] { $seats } seats won
    }
result-more-places =
    { $count ->
        [one] and { $count } more place on the results sheet
       *[other] and { $count } more places on the results sheet
    }
result-prizes-unknown = Prizes not shown: { $why }

## Numbers in words.

# A place or a level's number as an ordinal: 1st, 2nd, 3rd, 4th.
ordinal =
    { NUMBER($n, type: "ordinal") ->
        [one] { $n }st
        [two] { $n }nd
        [few] { $n }rd
       *[other] { $n }th
    }
# A place shared by several players: 5th-6th.
place-shared = { $from }-{ $to }

## A level's stakes, as the displays and the paper write them. The figures come in
## already written ($sb is "1,000").

stakes-blinds = Blinds
stakes-bb-ante = BB ante
stakes-ante = Ante
stakes-button-ante = Button ante
stakes-bets = Bets
stakes-bring-in = Bring-in
stakes-complete = Complete
stakes-high-card-opens = High card opens
# A pair of figures: small blind and big blind, small bet and big bet.
stakes-pair = { $a } / { $b }
stakes-either = { $a } or { $b }
# The ante's kind inside a sentence.
ante-kind-big-blind = big blind ante
ante-kind-table = ante
ante-kind-button = button ante
betting-limit = Limit
betting-pot-limit = Pot-Limit
betting-no-limit = No-Limit
# A game with its betting: Razz · Limit.
game-with-betting = { $game } · { $betting }
# The stakes in one phrase, for lists and next-level lines.
stakes-text-blinds-ante = Blinds { $sb }/{ $bb }, { $kind } { $ante }
stakes-text-blinds = Blinds { $sb }/{ $bb }
stakes-text-limit = Limits { $small }/{ $big }, blinds { $sb }/{ $bb }
stakes-text-stud = Limits { $small }/{ $big }, ante { $ante }, bring-in { $bring }, complete { $small }
stakes-text-stud-big-bet = Ante { $ante }, bring-in { $bring }
stakes-text-stud-opens = Limits { $small }/{ $big }, ante { $ante }, high card opens for { $small } or { $big }
stakes-short-stud = Limits { $small }/{ $big }, ante { $ante }, bring-in { $bring }
stakes-short-stud-opens = Limits { $small }/{ $big }, ante { $ante }, high card opens

## The clock display.

clock-level = Level { $level }
clock-break = Break
clock-entries = Entries
clock-players-left = Players left
clock-average-stack = Average stack
clock-prize-pool = Prize pool
clock-last-level = This is the last level of the structure: it continues until play ends.
clock-structure-ended = The structure has run out and says to stop here: add a level to play on.
clock-end-of-day = Play has stopped for the day; it resumes at { $period }.
clock-draw-committed = The seat draw is committed to { $code }: after the draw, anyone can check on the event's verify page that its secret gives this code and deals these seats.
clock-h4h-dealt = Hand-for-hand: hand { $hand } is dealt at every table; no table starts the next until all are done.
clock-h4h-waiting = Hand-for-hand: hand { $hand }; still playing: { $tables }.
clock-shootout-round = Shootout round { $round }: { $decided } of { $tables } tables decided.
clock-shootout-final = Shootout round { $round }: the final table.
# A player in a list: Ann Lee (entry 12).
clock-player-entry = { $name } (entry { $entry })
clock-lammer-owed = Owes a lammer redemption before the next hand: { $players }.
clock-lammers-by = Lammers must be redeemed by the end of level { $level }.
clock-lammers-out =
    { $count ->
        [one] { $count } lammer outstanding ({ $chips } chips).
       *[other] { $count } lammers outstanding ({ $chips } chips).
    }
clock-bb-ante = Big blind ante: { $rule }.
clock-late-reg-open = Late registration is open until the end of level { $level }.
clock-late-reg-closed = Late registration closed at the end of level { $level }.
clock-add-on-this-break = Add-on on offer this break: { $chips } chips. { $taken } taken so far.
clock-add-on-until = Add-on on offer until the end of level { $level }: { $chips } chips. { $taken } taken so far.
clock-add-on-now = Add-on on offer now: { $chips } chips. { $taken } taken so far.
clock-add-on-this-break-price = Add-on on offer this break: { $chips } chips for { $price }. { $taken } taken so far.
clock-add-on-until-price = Add-on on offer until the end of level { $level }: { $chips } chips for { $price }. { $taken } taken so far.
clock-add-on-now-price = Add-on on offer now: { $chips } chips for { $price }. { $taken } taken so far.
# A chip in a list: 25 (green).
clock-chip-color = { $value } ({ $color })
clock-race-this-break = Chips raced off at this break: { $chips }.
clock-race-next-break = Chips raced off at the next break: { $chips }.
clock-race-this-break-how = Chips raced off at this break: { $chips }, { $how }.
clock-race-next-break-how = Chips raced off at the next break: { $chips }, { $how }.
clock-satellite =
    Satellite: { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    } in { $target } ({ $value } each); play ends when { $seats ->
        [one] { $seats } player is
       *[other] { $seats } players are
    } left.
clock-satellite-short = Satellite for { $target }: the pool does not buy a { $value } seat yet.
clock-bomb-pot = Bomb pot: every player posts the { $ante } ante; no betting before the flop, and the smallest bet is the ante.
clock-bomb-pot-level = Bomb pot: every player posts the level's ante; no betting before the flop, and the smallest bet is the ante.
clock-jam-or-fold = Jam or fold: each player's first action is all-in or fold.
clock-next-after =
    { $count ->
        [one] Next level after the next elimination
       *[other] Next level after { $count } more eliminations
    }
clock-blinds-stay = Last level: the blinds stay here
clock-hard-stop-reached = Hard stop: finish the round being dealt (up to the button), then count the chips; the counts place the players still in.
clock-hard-stop-at = Hard stop { $after } after the start; the chip counts then place the players still in.
clock-by-eliminations-each = Blinds by eliminations: the next level starts after each player is out, not by the clock.
clock-by-eliminations-every = Blinds by eliminations: the next level starts after every { $count } players are out, not by the clock.
clock-hard-stop-rule = Hard stop: play ends after { $after }; the round being dealt is finished, then the players still in are placed by their chip counts.
# A length of time: 45 min, 3 h, 2 h 30 min.
duration-minutes = { $minutes } min
duration-hours = { $hours } h
duration-hours-minutes = { $hours } h { $minutes } min
# A list of tables: table 4; tables 2, 3 and 7.
tables-none = no table
tables-one = table { $table }
tables-many = tables { $list } and { $last }
# A player whose name is not known.
entry-unnamed = Entry { $entry }
# Big blind ante rule in a sentence.
bba-pays = the big blind pays one ante for the whole table
bba-pays-equal = the big blind pays one ante for the whole table, equal to { $amount }
bba-reduced = { $rule }; { $amount } at a table of { $players } or fewer
bba-amount-big-blind = the big blind
bba-amount-small-blind = the small blind
bba-amount-level = the ante listed
# How chips are raced off.
race-race = by a chip race (one chip to each best card)
race-one-per-winner = by a chip race (one chip to each best card, rounded down)
race-round = by rounding each stack (no cards)
race-classic = by the classic race (the highest card takes all)

## The results screen (more).

result-seats-each = Each player still in wins a seat.
result-seats-each-in = Each player still in wins a seat in { $target }.
result-bounties = { $amount } in bounties
result-note-bounties = { $note }; { $amount } in bounties
result-note-deal = deal
result-note-deal-played-for = deal + played-for amount
result-note-deal-still-playing = deal; still playing
result-note-seat-in = seat in { $event }
result-note-still-in = still in
result-note-out-in-round = out in round { $round }
result-note-no-day-two = did not reach day 2
result-note-saver = saver
# Why the results carry no prizes, after "Prizes not shown:".
result-unknown-why = { $why }
result-unknown-shootout =
    { $entries ->
        [one] the shootout's rounds cannot hold { $entries } entry ({ $why })
       *[other] the shootout's rounds cannot hold { $entries } entries ({ $why })
    }

## A period of the structure inside a sentence.

period-level = level { $level }
period-break-after = the break after level { $level }
period-opening-break = the opening break
period-other = period { $period }

## The clock's state, in a few words.

status-not-started = not started
status-running = running
status-paused = paused
status-auto-paused = paused by Felt
status-end-of-day = end of day
status-finished = finished

## felt clock show: the clock in a terminal.

cli-clock-overtime = Time: last level, { $time } past its end
cli-clock-time-left = Time left: { $time }
cli-clock-stakes = Stakes: { $stakes }
cli-clock-next-break = Next: break ({ $time })
cli-clock-next-level = Next: Level { $level } — { $game }: { $stakes }
cli-clock-next-none = Next: none (last level)
cli-clock-break-in = Next break in: { $time }
cli-clock-payouts = Payouts: { $paid } paid ({ $basis })
cli-clock-payouts-bubble = Payouts: { $paid } paid ({ $basis }); on the bubble
cli-clock-payouts-in-the-money = Payouts: { $paid } paid ({ $basis }); in the money
cli-clock-payouts-warning = Payouts warning: { $warning }
cli-clock-note = Note: { $note }

## The display's own words (the screen around the clock view).

display-status-not-started = Not started
display-status-paused = Paused
display-status-end-of-day = End of day
display-status-finished = Event over
display-last-round = Last round
display-to-hard-stop = to the hard stop
display-hard-stop-last-round = Hard stop: last round
display-hard-stop-in = Hard stop in { $time }
display-eliminations-to-next =
    { $count ->
        [one] more elimination to the next level
       *[other] more eliminations to the next level
    }
display-next = Next
display-break-in = Break in
display-last-level = Last level
display-next-break = Break ({ $time })
display-next-level = Level { $level } · { $game } · { $stakes }
display-next-level-after =
    Level { $level } · { $game } · { $stakes } · { $count ->
        [one] after the next elimination
       *[other] after { $count } more eliminations
    }
display-next-a-break = Next: a break
display-next-level-short = Next: Level { $level } · { $game }
display-chip-race = Chip race this break
display-no-chip-race = Break: no chips are raced off
display-bubble = Bubble
display-bubble-why = next player out wins nothing
display-in-the-money = In the money
display-in-the-money-why = every player left wins a prize
display-payouts = Payouts
display-next-paid = Next paid
display-final-results = Final results
display-more-places =
    { $count ->
        [one] and { $count } more place on the results sheet
       *[other] and { $count } more places on the results sheet
    }
display-leaderboard =
    Leaderboard · { $finished } of { $events ->
        [one] { $events } event
       *[other] { $events } events
    } played · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
display-leaderboard-empty = No points yet: the leaderboard fills as the events finish.
display-sound-off = Sound off: click or press a key on this screen to turn its sound on
display-offline = Reconnecting to Felt…

duration-seconds = { $seconds } s
display-paid = { $paid } paid
display-paid-locked = { $paid } paid · locked
display-places-shown = { $shown } of { $paid } places
display-no-prizes = No prizes to show for this event.

## What the displays say aloud. The figures come in written ($sb is "1,000").

spoken-blinds = blinds { $sb } and { $bb }
spoken-blinds-ante = blinds { $sb } and { $bb }, { $kind } { $ante }
spoken-limits = limits { $small } and { $big }, blinds { $sb } and { $bb }
spoken-stud = limits { $small } and { $big }, ante { $ante }, bring-in { $bring }
spoken-stud-big-bet = ante { $ante }, bring-in { $bring }
spoken-stud-opens = limits { $small } and { $big }, ante { $ante }, the high card opens
spoken-seconds =
    { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }
spoken-minutes =
    { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
spoken-break = Break, { $length }.
spoken-chip = the { $value } chips
spoken-chip-color = the { $color } { $value } chips
# A list said aloud: the green 25 chips, the 100 chips and the 500 chips.
spoken-list = { $list } and { $last }
spoken-race =
    { $count ->
        [one] Colour-up at this break: { $chips } is raced off.
       *[other] Colour-up at this break: { $chips } are raced off.
    }
spoken-level-game = Level { $level }: { $game }, { $stakes }.
spoken-level = Level { $level }.
spoken-one-minute-break = One minute left in the break.
spoken-one-minute-level = One minute left in level { $level }.
spoken-one-minute = One minute left.
spoken-h4h-start = We are hand for hand. Each table plays one hand and waits for the others.
spoken-h4h-hand = Hand for hand, hand { $hand }.
spoken-in-the-money =
    { $paid ->
        [one] We are in the money: one place is paid, and every player still in wins a prize.
       *[other] We are in the money: { $paid } places are paid, and every player still in wins a prize.
    }

## The payouts panel: how the prizes were worked out, and the deal.

payouts-round = out in round { $round }
payouts-saver = saver
payouts-basis-none = no payouts
payouts-basis-row = { $title }, row for { $min }-{ $max } entries
payouts-basis-row-one =
    { $entries ->
        [one] { $title }, row for { $entries } entry
       *[other] { $title }, row for { $entries } entries
    }
payouts-basis-row-part =
    { $title }, row for { $min }-{ $max } entries: the first places of its { $places } (the pool pays no more at the increment)
payouts-basis-curve = payout curve
payouts-basis-beyond = payout curve (the field is beyond the rows of { $title })
payouts-basis-satellite =
    { $seats ->
        [one] satellite: { $seats } seat
       *[other] satellite: { $seats } seats
    }
payouts-basis-satellite-in = satellite seats in { $target }
payouts-basis-locked = { $basis }; locked
payouts-basis-by-round = { $basis }; shootout, paid by round reached
payouts-basis-savers = { $basis }; savers { $amount } taken from the pool first
payouts-warning-locked =
    { $entries ->
        [one] payouts were locked at { $entries } entry (pool { $at_lock }); the pool is now { $pool }
       *[other] payouts were locked at { $entries } entries (pool { $at_lock }); the pool is now { $pool }
    }
payouts-warning-shootout =
    { $entries ->
        [one] no prizes yet: the shootout's rounds cannot hold { $entries } entry ({ $why })
       *[other] no prizes yet: the shootout's rounds cannot hold { $entries } entries ({ $why })
    }
payouts-warning-none = no prizes yet: { $why }
payouts-deal = Deal ({ $how }) between { $players } players
payouts-deals = { $deals } deals between { $players } players (the last: { $how })
payouts-deal-chop = chip chop
payouts-deal-icm = ICM
payouts-deal-custom = custom
payouts-play-for = { $amount } kept for 1st

## The console's words used by many panels.
ui-cancel = Cancel
ui-add = Add
ui-remove = Remove
ui-create = Create
ui-save = Save
ui-close = Close
ui-undo = Undo
ui-redo = Redo
ui-player = Player
ui-players = Players
ui-stakes = Stakes
ui-level = Level
ui-game = Game
ui-seat = Seat
ui-chips = Chips
ui-entries = Entries
ui-ante = Ante

## felt console-language: the console's language.
cli-console-language = The console speaks { $language }.
cli-console-language-browsers = The console speaks each browser's own language.

## Console.svelte: the TD console around the panels (the tab's title, the key lock).
console-page-title = { $event_name } — Felt console
console-keys-locked = The clock keys are locked: press Backspace to unlock them.

## EventBar.svelte: the console's top bar (the event picker and the page buttons).
event-bar-event = Event
# A line of the event picker: the event, its state, its level, whether it is archived.
event-bar-option = { $event } ({ $state })
event-bar-option-level = { $event } ({ $state }, level { $level })
event-bar-option-archived = { $event } ({ $state }, archived)
event-bar-option-level-archived = { $event } ({ $state }, level { $level }, archived)
event-bar-damaged = DAMAGED, read-only
# The event’s state in the picker and on the clock panel, by the clock’s state as the server names it.
event-bar-status =
    { $status ->
        [not-started] not started
        [running] running
        [paused] paused
        [auto-paused] auto paused
        [end-of-day] end of-day
       *[finished] finished
    }
event-bar-show-archived = archived
event-bar-new-event = New event…
event-bar-structures = Structures…
event-bar-players = Players…
event-bar-series = Series…
event-bar-nights = Home game nights…
event-bar-unmute-hint = Press M to unmute
event-bar-sound-off = Sound off
event-bar-help-hint = F1 or /
event-bar-help = Help
event-bar-guide = Guide

## CreateEvent.svelte: the form that makes a new event (from a structure, a template, a file, or the flights of a Day 2).
create-event-title = New event
create-event-day-two-legend = Day 2 from flights whose day has ended
# A flight to merge: its name and how many players bagged chips.
create-event-flight = { $event } · { $count } bagged
create-event-rule = A player who bagged in two flights
create-event-rule-best-stack = keeps the best stack
create-event-rule-all-stacks = adds every stack
create-event-day-two-name = Name
create-event-day-two-name-placeholder = (the flight's, as Day 2)
create-event-make-day-two = Make day 2
create-event-from-library = From your structures
# A structure of the library that has errors (English says "errors" even for one).
create-event-library-errors = { $name } ({ $count } errors)
create-event-edit-structures = Make or edit a structure…
create-event-from-template = From a template
create-event-example = Example structure
create-event-or = or
create-event-structure-file = Structure file (.toml)

## ClockPanel.svelte: the console's own clock (time, stakes, counts, key lock).
clock-panel-time-played = time played at this level
clock-panel-next-break = Break, { $length }
# A level that changes with eliminations: its rule, and how many are out so far.
clock-panel-eliminated = { $rule } ({ $count } out)
clock-panel-hard-stop = Hard stop
clock-panel-hard-stop-now = now: finish the round, then chip counts
clock-panel-hard-stop-in = in { $time }
clock-panel-add-ons = Add-ons
clock-panel-average = Avg
clock-panel-keys-unlocked = Clock keys unlocked
clock-panel-keys-locked = Clock keys locked (Backspace unlocks)
clock-panel-offline = Reconnecting to the server…

## Controls.svelte: the clock's and the counters' buttons.
controls-start = Start
controls-pause = Pause
controls-resume = Resume
# Said before ending the day: the period the clock stops in and the time left in it.
controls-end-day-words = The clock stops in { $period } with { $left } left, until you press Resume.
controls-not-a-time = "{ $text }" is not a time: write minutes (20) or minutes:seconds (12:30).
controls-previous-level = Previous level
controls-next-level = Next level
controls-minus-minute = −1 min
controls-plus-minute = +1 min
controls-set-time-left = Set time left
controls-set = Set
controls-break-now = Break now
controls-break-minutes = Break minutes
# After the box of the break's minutes.
controls-minutes-unit = min
controls-end-day = End the day
controls-end-day-confirm = Confirm: end the day
controls-bust = −1 (bust)

## RecentActions.svelte: undo and redo, with the event's recent actions.
recent-title = Recent actions
recent-undo-next = Undo: { $action }
recent-nothing-to-undo = Nothing to undo
recent-redo-next = Redo: { $action }
recent-nothing-to-redo = Nothing to redo
# Above the list of what going back (or forward) to an action takes back (or puts back).
recent-undo-heading =
    { $count ->
        [one] Undo { $count } action, in this order:
       *[other] Undo { $count } actions, in this order:
    }
recent-redo-heading =
    { $count ->
        [one] Redo { $count } action, in this order:
       *[other] Redo { $count } actions, in this order:
    }
recent-undo-count =
    { $count ->
        [one] Undo { $count } action
       *[other] Undo { $count } actions
    }
recent-redo-count =
    { $count ->
        [one] Redo { $count } action
       *[other] Redo { $count } actions
    }
recent-undone = { $action } (undone)
# The paired device (a table's tablet) that sent the action.
recent-by = from { $device }
recent-redo-to-title = Redo up to this action
recent-undo-to-title = Undo back to this action
recent-redo-to-here = redo to here
recent-back-to-here = back to here
recent-none = Nothing yet.

## StructureTable.svelte: the event's levels and breaks, changed while it runs.
structure-table-title = Structure
structure-table-time = Time
structure-table-click-to-jump = Click to jump here
structure-table-jump-to-break = Jump to the break
structure-table-jump-to-level = Jump to Level { $level }
structure-table-jump-break-confirm = Jump to this break with its full time?
structure-table-jump-level-confirm = Jump to level { $level } with its full time?
structure-table-change = Change
structure-table-change-break = Change the break
structure-table-change-level = Change Level { $level }
structure-table-minutes = Minutes
structure-table-add-kind = Add a level or a break
structure-table-add-level = Add a level
structure-table-add-break = Add a break
# The new level's game, when none is picked.
structure-table-game-as-before = as the level before
# The new level's minutes, when none are typed.
structure-table-minutes-same = same
structure-table-where = Where
structure-table-at-the-end = at the end
structure-table-before-level = before level { $level }
structure-table-extend-stop-hint = The structure stops at its last level: this adds the next one as it says
structure-table-extend-auto-hint = Felt adds it by itself when the last level begins
structure-table-extend-doubled = Add the next level (doubled)
structure-table-extend-as-last = Add the next level (as the last ones)

## HelpOverlay.svelte: the console's help (the keys, and the problem report).
help-overlay-keys = Keys
help-overlay-report-title = Report a problem
help-overlay-report-what = One .zip to attach to your message: Felt's log, this installation and its settings. It never holds the TD token, a device's token or a draw's secret.
help-overlay-with-database = Add a copy of the database (it names the players)
help-overlay-writing = Writing…
help-overlay-save = Save the report
# The report's file name, and its size in kilobytes.
help-overlay-saved = Saved { $file } ({ $size } KB) in your downloads: attach it to your message.
help-overlay-database = Database
help-overlay-log = Log

## TokenBox.svelte: where the TD types the token the server printed.
# The command is shown as code.
token-box-label = TD token (printed by { $command }; needed to change events)
token-box-use = Use token

## DamageBanner.svelte: a damaged log makes the event read-only, with the repair offered.
damage-title = This event cannot be changed
damage-repair-what = The damaged action stays in the log and is skipped from now on. The actions after it are kept.

## MovesAlert.svelte: above the clock, what the room must do before the next hand.
# In bold, then the question after it.
moves-alert-bubble = The next bust is the bubble:
moves-alert-bubble-ask = go hand for hand?
moves-alert-bubble-go = Go hand for hand
moves-alert-moves =
    { $count ->
        [one] A move to make:
       *[other] { $count } moves to make:
    }
# After the first few moves listed.
moves-alert-more = and { $count } more
# The tables told to hold play, as a list of short table names.
moves-alert-hold = Hold play: { $tables }
# A table's short name in that list: T4.
moves-alert-table = T{ $table }
moves-alert-show = Show the moves

## ResultPanel.svelte: the end of the event at the desk (results, printouts, undo).
result-panel-more = and { $count } more in the results.
result-panel-print-a4 = Print the results (A4)
result-panel-us-letter = US Letter
result-panel-undo = Undo the last action and play on

## AnnouncePanel.svelte: a short message to every display, and the language the screens speak.
announce-title = Message to the displays
announce-placeholder = Table 7 is breaking
announce-message = Message
announce-send = Send
announce-on-screens = On the screens: “{ $text }”
announce-clear = Take it off
announce-screens-speak = Screens speak
announce-each-browser = Each browser’s language

## EventPanel.svelte: archive, export, check or delete this event.
# Shown once the event is gone: its number, its name and where its log was saved.
event-panel-deleted = Event #{ $id } ({ $name }) was deleted; its log is in { $path }
event-panel-title = This event
event-panel-unarchive = Put back in the list
event-panel-archive = Archive
event-panel-export = Export with its log
event-panel-check-log = Check the log
event-panel-delete-confirm = Confirm: delete "{ $name }" (its log is saved beside the database)
event-panel-delete = Delete the event…

## PaperPanel.svelte: the event's printouts (PDF, and the results as CSV).
paper-panel-title = Print
# Each printout's name, before its links (A4, US Letter).
paper-panel-sheet = Structure sheet:
paper-panel-card = Rule card:
paper-panel-seat-cards = Seat cards:
paper-panel-table-lists = Table lists:
paper-panel-moves = Moves list:
paper-panel-results = Results:
paper-panel-csv = Results for a spreadsheet:

## LanPanel.svelte: the links for screens and phones, and the LAN switch.
lan-title = Displays
lan-clock-display = Clock display:
lan-qr-alt = QR code of the display address
lan-closed = Only this computer can open it until Felt is open to the LAN.
lan-open = Open to the LAN (TVs and phones)
# The addresses as a list (192.168.1.20, 10.0.0.5) and the port number.
lan-open-on = Open to the LAN on { $addresses }, port { $port }.
lan-open-on-own = Open to the LAN on this computer's addresses, port { $port }.
lan-close = Close to the LAN
lan-names = Names this Felt answers to
lan-names-added = Names this Felt answers to ({ $count } added)
lan-names-hint = Loopback and this computer's addresses always; add a name the room's devices use for it (felt.lan). Other names are refused, so a web page cannot read the room.
lan-forget = Stop answering to { $name }
lan-host-name = Host name
lan-add-name = Add name

## AntePanel.svelte: the big blind ante calculator.
ante-panel-load-error = The big blind ante calculator could not read the structure: { $error }
ante-panel-title = Big blind ante calculator
ante-panel-players = Players at the table
ante-panel-stack = Big blind's stack
ante-panel-being-played = being played
ante-panel-big-blind = Big blind
ante-panel-left-behind = Left behind
# The blinds of the level: blinds 500/1,000.
ante-panel-blinds = blinds { $sb }/{ $bb }
ante-panel-ante-due = ante due { $ante }
ante-panel-rule-label = Big blind ante:
ante-panel-hint = Type the players at the table and the big blind's stack.

## PayoutsList.svelte: the payouts at the desk.
payouts-list-empty = Prizes appear with the first entry.

## DealPanel.svelte: locking the payouts, savers, and a deal between the players still in.
deal-panel-title = Payouts & deal
deal-panel-unlock = Unlock payouts
deal-panel-lock = Lock payouts
deal-panel-locked = locked
deal-panel-following = follow the entries
# The variable text is what the TD typed.
deal-panel-savers-bad = type the savers as amounts, the next player out first ("110" or "$110, $55"), not '{ $text }'
deal-panel-savers-not-agreed = tick that every player still in has agreed first
deal-panel-savers-summary = Savers for the next players out
deal-panel-savers-note = The first amount goes to the next player out, the second to the one after; they come out of the pool before the places are paid.
deal-panel-amounts = Amounts
deal-panel-savers = Savers
deal-panel-savers-agreed =
    { $count ->
        [one] All { $count } player still in agreed
       *[other] All { $count } players still in agreed
    }
deal-panel-savers-record = Record savers
# The variable play_for is the server's line: "$500 kept for 1st".
deal-panel-another-deal = Another deal: the players still in share the { $play_for }
deal-panel-deal-summary = Deal between the players still in
deal-panel-method = Method
deal-panel-chip-chop = Chip chop
deal-panel-custom = Custom
deal-panel-play-for = Play for
# The variable heads lists each player with the bounty on their head: "Ann $50, Bo $25".
deal-panel-heads = Outside the chop: each player keeps the bounty on their own head ({ $heads }).
deal-panel-paid-now = Paid now
deal-panel-agreed = Agreed
deal-panel-chips-of = { $name } chips
deal-panel-paid-now-of = { $name } paid now
deal-panel-agrees = { $name } agrees
# The variable typed is "?" while a box holds no amount.
deal-panel-prizes-left = Prizes left { $left }; typed { $typed }
deal-panel-estimate = (estimate: each within about { $amount })
deal-panel-bounties-caption = Bounties, outside the chop: every head shared by chip count
deal-panel-own-head = Own head
deal-panel-heads-by-chips = Heads by chips
deal-panel-deal-and-heads = Deal + heads
deal-panel-not-agreed = Not agreed yet: { $names }
deal-panel-propose = Propose
deal-panel-record = Record deal

## BountyPanel.svelte: the bounty report of a bounty event.
bounty-panel-mystery = Mystery bounties
# The envelopes still sealed; total is what they hold in all, written.
bounty-panel-sealed =
    { $count ->
        [one] from level { $level } · { $count } envelope sealed ({ $total })
       *[other] from level { $level } · { $count } envelopes sealed ({ $total })
    }
bounty-panel-sealed-top =
    { $count ->
        [one] from level { $level } · { $count } envelope sealed ({ $total }, the biggest { $top })
       *[other] from level { $level } · { $count } envelopes sealed ({ $total }, the biggest { $top })
    }
bounty-panel-progressive = Progressive knockout
bounty-panel-bounties = Bounties
bounty-panel-to-start = { $bounty } to start · { $outstanding } still on heads
bounty-panel-each = { $bounty } each · { $outstanding } still on heads
bounty-panel-heads-now = On their heads now
bounty-panel-won-cash = Won in cash
bounty-panel-knockouts = { $count } KO
bounty-panel-knockouts-own = { $count } KO + own
bounty-panel-none = No bounty won yet.
bounty-panel-error = The report could not be brought up to date: { $error }

## TableReports.svelte: reports sent by the tables' devices, applied at once or at the desk.
table-reports-title = Reports from the tables
table-reports-waiting = { $count } waiting
table-reports-at-once = apply as they arrive
table-reports-desk = wait for a click here
table-reports-apply = Apply
table-reports-decline = Decline
table-reports-nothing-waiting = Nothing waiting. A table's bust, button, hand won or chip counts will wait here.
table-reports-show-decided = Show the last { $count } decided
table-reports-hide-decided = Hide the last { $count } decided

## ScreensPanel.svelte: the room's screens, their layouts, and a link to open a new one.
screens-panel-title = Screens
screens-panel-no-token = The TD's token shows the room's screens.
screens-panel-none = No screen has reported yet: open a display with the link below.
screens-panel-screen-name = Screen name
screens-panel-layout = Layout
screens-panel-table = Table
screens-panel-layout-clock = Clock
screens-panel-layout-seating = Seating chart
screens-panel-layout-rotation = Clock, chart, payouts in turn
screens-panel-layout-table = One table
# What a screen reports. The variable showing is the layout's key (clock, seating, payouts,
# rotation, table); error is signed (+12); sound is on or off; heard is a phrase below.
screens-panel-facts =
    Event #{ $event } · showing { $showing ->
        [clock] clock
        [seating] seating
        [payouts] payouts
        [rotation] rotation
       *[table] table
    } · { $width }×{ $height } · clock { $error } ms (offset { $offset } ms, round trip { $rtt } ms) · sound { $sound ->
        [on] on
       *[off] off
    } · heard { $heard }
screens-panel-language = Language
screens-panel-language-event = The event’s language
screens-panel-heard-now = now
screens-panel-heard-ago = { $seconds } s ago
screens-panel-open-new = Open a new screen
screens-panel-name = Name
# An example name for a new screen.
screens-panel-name-example = Bar TV
screens-panel-qr-alt = QR code of the new screen's address
# Followed by a command line and a full stop.
screens-panel-kiosk-intro = For a TV that never needs a click:
screens-panel-kiosk-sound = A browser opened by hand keeps its sound off until someone clicks or presses a key on it once; the screen says so until then, and this panel flags it.

## DevicesPanel.svelte: phones and tablets paired with this Felt, and the TD token.
devices-panel-token-note = A new TD token is in use here; other browsers and scripts need it (felt token prints it).
devices-panel-revoked = revoked { $time }
devices-panel-last-used = last used { $time }
devices-panel-never-used = last used never
devices-panel-title = Phones and tablets
devices-panel-may-use = May use
devices-panel-scope-desk = the desk (players, seats, clock)
devices-panel-scope-clock = the clock only
devices-panel-scope-table = one table
devices-panel-table = Table
devices-panel-name = Name
# An example name for a paired device.
devices-panel-name-example = Floor phone
devices-panel-pair = Pair a device
devices-panel-unreachable = Another device cannot use this code yet: { $why }
devices-panel-open-lan = Open to the LAN
devices-panel-qr-alt = QR code to pair a device
# The variable what is the server's phrase: "the desk of event #3".
devices-panel-scan =
    { $minutes ->
        [one] Scan with the phone or tablet: it may then work { $what }. The code works once, for { $minutes } more minute; it does not hold the TD token.
       *[other] Scan with the phone or tablet: it may then work { $what }. The code works once, for { $minutes } more minutes; it does not hold the TD token.
    }
devices-panel-confirm-token = Confirm: the old token stops working
devices-panel-new-token = New TD token…
devices-panel-confirm-revoke = Confirm revoke
devices-panel-revoke = Revoke

## SlidesPanel.svelte: the house's slides and when the displays show them.
slides-panel-adding = Adding { $file }…
# The name of a slide whose file name gives none.
slides-panel-default-name = Slide
slides-panel-file-error = { $file }: { $error }
slides-panel-title = Slides on the displays
slides-panel-breaks = during breaks
slides-panel-during-play = one every 2 minutes of play
# Followed by a choice of seconds: each for 10 s.
slides-panel-each-for = each for
slides-panel-confirm-remove = Confirm remove
slides-panel-none = No slides yet. Add the house's images (PNG, JPEG, WebP or GIF): every event's displays can show them.
slides-panel-add-images = Add images

## BackupsPanel.svelte: the database's backups, taken now or restored.
backups-panel-reason-level = a level began
backups-panel-reason-break = a break began
backups-panel-reason-timer = ten minutes of play
backups-panel-reason-manual = taken by the TD
backups-panel-reason-before-restore = before a restore
backups-panel-backed-up = Backed up: { $name }
# The variables from and saved_as are backup file names.
backups-panel-restored =
    { $events ->
        [one] Restored { $from }: { $events } event. The room as it was is kept as { $saved_as } (Backups, to undo this).
       *[other] Restored { $from }: { $events } events. The room as it was is kept as { $saved_as } (Backups, to undo this).
    }
backups-panel-title = Backups
backups-panel-hide = Hide
backups-panel-show = Show
backups-panel-hint = Taken by the server when a level or break begins and every ten minutes while anything changes.
backups-panel-back-up-now = Back up now
backups-panel-folder = In { $folder } (the newest { $keep } are kept)
backups-panel-carry = To move the room, carry a backup, or the database { $database } itself once Felt has stopped (then that one file holds everything).
backups-panel-none = None yet.
backups-panel-restore-label = Restore the backup of { $when }
backups-panel-confirm-restore = Confirm: the whole room goes back
backups-panel-restore = Restore
backups-panel-older = and { $count } older (felt backup list shows every one)

## ChipRacePanel.svelte: the chip race helper for one table.
# A player without a name, in a seat's label.
chip-race-panel-entry = entry { $entry }
chip-race-panel-seat-name = Seat { $seat } · { $name }
chip-race-panel-seat-words = Seat { $seat } ({ $name })
chip-race-panel-seat = Seat { $seat }
chip-race-panel-pick-table-first = pick the table the race was run at first (above the seats)
chip-race-panel-bad-table = table must be a table number, found '{ $table }'
chip-race-panel-recorded = Recorded at table { $table }.
chip-race-panel-variant-race = Race (leftovers rounded to the nearest chip)
chip-race-panel-variant-one-per-winner = One chip per winner (rounded down)
chip-race-panel-variant-round = No cards: round each seat
chip-race-panel-variant-classic = Classic: the highest card takes all
# Two chips in a list: 25 (green) and 100. A longer list repeats it: 5 and 25 and 100.
chip-race-panel-and = { $a } and { $b }
chip-race-panel-title = Chip race
# The chips are written: 25 (green) and 100; 500 (black).
chip-race-panel-plan-now = This break races off { $remove } into { $next }.
chip-race-panel-plan-later = The break after level { $level } races off { $remove } into { $next }.
chip-race-panel-no-plan = The structure races no more chips off; give the chips by hand.
chip-race-panel-table = Table
chip-race-panel-pick-table = pick the table
chip-race-panel-table-n = Table { $table }
chip-race-panel-chip-removed = Chip removed
chip-race-panel-becomes = Becomes
chip-race-panel-seats = Seats
chip-race-panel-leftovers = Leftovers
chip-race-panel-app-deals = The app deals the cards
chip-race-panel-enter-cards = Enter the cards dealt
chip-race-panel-seed = Seed
chip-race-panel-new-deal = new deal
chip-race-panel-chips-of = Chips of { $value }
chip-race-panel-nothing-else-title = The player has no other chips: the race must not knock them out
chip-race-panel-nothing-else = Nothing else
chip-race-panel-cards-dealt = Cards dealt
chip-race-panel-cards = Cards
chip-race-panel-receives = Receives
# The variable seat is a seat's label: Seat 3 (Ann Lee).
chip-race-panel-count-label = { $seat }: chips of the colour being raced off
chip-race-panel-nothing-else-label = { $seat } has no other chips
chip-race-panel-cards-label = { $seat }: cards dealt
chip-race-panel-not-raced-out = not raced out
chip-race-panel-run = Run the race
chip-race-panel-clear = Clear
chip-race-panel-load-error = The event's breaks could not be read: { $error }
chip-race-panel-record-at = Record the race at table { $table } (chips in play follow)
chip-race-panel-record = Record the race (chips in play follow)

## ShowdownPanel.svelte: the showdown judge (on the console and on a paired device).
showdown-panel-spades = spades
showdown-panel-hearts = hearts
showdown-panel-diamonds = diamonds
showdown-panel-clubs = clubs
# The cards each hand holds: "2 each" or "2–4 each"; more clauses may follow after a comma.
showdown-panel-cards-each = { $cards } each
showdown-panel-cards-split = the two hands set, split with |
showdown-panel-cards-down-up = the down cards | the up cards
showdown-panel-cards-wild = * after the wild card
showdown-panel-title = Showdown judge
showdown-panel-pick-game = pick the game
showdown-panel-not-settled = Not settled from the cards
showdown-panel-board = Board
showdown-panel-parts = Parts in play this hand
showdown-panel-from-board = The flop decides them: leave these unticked and the judge reads it.
# When a part of the pot is played; the variable when is the server's words.
showdown-panel-when = when { $when }
showdown-panel-seat-order = Seat order, clockwise
showdown-panel-cards = Cards
showdown-panel-declares = Declares
showdown-panel-put-in = Put in
showdown-panel-side-pots = side pots
showdown-panel-seat-name-label = Seat { $seat } name
showdown-panel-folded = folded
showdown-panel-cards-of = { $name } cards
showdown-panel-seat-cards = Seat { $seat } cards
showdown-panel-declares-of = { $name } declares
showdown-panel-high = high
showdown-panel-low = low
showdown-panel-both = both ways
showdown-panel-put-in-of = { $name } put in
showdown-panel-remove-of = Remove { $name }
showdown-panel-add-hand = Add a hand
showdown-panel-tap-card = Tap a card
# A card button's label: A of spades, 10 of hearts.
showdown-panel-card-label = { $rank } of { $suit }
showdown-panel-joker = the joker
# Where a tapped card goes.
showdown-panel-to-board = to the board
showdown-panel-to-hand = to { $name }
showdown-panel-to-the-hand = to the hand
showdown-panel-take-back = Take back the last card
showdown-panel-button = Button
showdown-panel-no-button-stud = none (stud)
showdown-panel-no-button = left of the first seat
showdown-panel-pot = Pot
showdown-panel-pot-placeholder = chips
showdown-panel-smallest-chip = Smallest chip
showdown-panel-rolled = Rolled
showdown-panel-wild = Wild this hand
# Keep "none": the judge reads that word.
showdown-panel-wild-placeholder = 7 or none
showdown-panel-judge = Judge the showdown
showdown-panel-clear = Clear the cards
showdown-panel-main-pot = Main pot: { $amount }
showdown-panel-side-pot = Side pot { $pot }: { $amount }
showdown-panel-nobody-qualifies = nobody qualifies

## FieldPanel.svelte: the console's players-and-seating panel
field-panel-title = Players and seating
field-panel-counts =
    { $left } left · { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    } · { $busted } busted · { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
field-panel-draw-committed = Draw committed: { $code }
field-panel-commit-title = Felt keeps a secret and shows its code on the displays; the draw reveals it, so anyone can check the seats afterwards
field-panel-commit = Commit to the draw
field-panel-draw-seats = Draw seats
field-panel-seat-alternates =
    { $count ->
        [one] Seat the alternate
       *[other] Seat { $count } alternates
    }
field-panel-hfh-on-hand = Hand for hand: ON (hand { $hand })
field-panel-hfh-on = Hand for hand: ON
field-panel-hfh-off = Hand for hand: off
field-panel-hfh-hand-done = Every table finished the hand
field-panel-hfh-waiting = Done: { $done } · still playing: { $waiting }
field-panel-hfh-over = In the money: hand-for-hand is over
field-panel-hfh-proposed = The next bust is the bubble: go hand for hand?
field-panel-hfh-go = Go hand for hand
field-panel-seating-link = Seating chart ↗
field-panel-verify-link = Check the draw ↗
field-panel-seat-title = Table { $table }, seat { $seat }
field-panel-seat-empty = empty
field-panel-seat-has-button = { $who } · has the button
field-panel-hand-won = Hand won: button to seat { $seat }
field-panel-button-here = Button here
field-panel-confirm-bust = Confirm bust
field-panel-bust = Bust { $name }
field-panel-close-seat = Close the seat's actions

## RegisterForm.svelte: registering a player, or a pasted list of players
register-form-list-empty = Paste the names first, one player per line.
register-form-list-done =
    { $count ->
        [one] Registered { $count } player in one action (one undo takes them all back).
       *[other] Registered { $count } players in one action (one undo takes them all back).
    }
register-form-no-name = Type the player’s name first.
register-form-title = Register a player
register-form-name-placeholder = Name
register-form-name-label = Player name
# A suggested player's earlier events.
register-form-suggest-events =
    { $count ->
        [one] { $count } event
       *[other] { $count } events
    }
register-form-number-placeholder = Number (optional)
register-form-number-label = Player number
register-form-register = Register
register-form-ticket = Satellite seat
register-form-ticket-none = None: the player pays
# $satellite is the satellite event's number.
register-form-ticket-option = { $holder }: seat won in #{ $satellite } { $satellite_name } ({ $value })
register-form-ticket-note = No buy-in taken: { $holder }'s seat pays it.
register-form-closed = Late registration has closed: the app refuses new entries.
# $standing is where the entry stands ("Table 12, seat 3").
register-form-already = { $name } is already in this event ({ $standing }): check it is not the same person.
register-form-list-title = Register a list
register-form-list-help = One player per line; a number may follow a tab (columns pasted from a spreadsheet: the first is the name, the last the number).
register-form-list-send =
    { $count ->
        [one] Register { $count } player
       *[other] Register { $count } players
    }
register-form-list-send-none = Register the list
register-form-list-all-or-none = Nothing is registered if any one name is refused.

## PlayerList.svelte: every entry of the event, searched and paged, with its actions
player-list-no-knocker = no seated player matches '{ $text }' for "knocked out by"
player-list-bad-stack = "{ $text }" is not a chip count for "stack at the start of the hand"
player-list-split-needs-knocker = Give who knocked the player out first, then who shared the pot with them
player-list-no-sharer = no seated player matches '{ $text }' for "pot shared with"
# $example is "1:1:1", one 1 for each winner.
player-list-bad-shares =
    { $count ->
        [one] the shares "{ $shares }" need one whole number more than 0 for each of the { $count } winner, e.g. { $example }
       *[other] the shares "{ $shares }" need one whole number more than 0 for each of the { $count } winners, e.g. { $example }
    }
# The number of entries beside the heading.
player-list-count = { $count }
player-list-search-placeholder = Search name or number
player-list-search-label = Search players
player-list-next-bust = Next bust:
player-list-same-hand = same hand as the last
player-list-knocked-out-by = knocked out by
player-list-by-placeholder = name or entry
player-list-pot-shared-with = pot shared with
player-list-split-placeholder = name(s) or entries
player-list-shares = shares
player-list-shares-placeholder = equal
player-list-stack = stack at the start of the hand
player-list-stack-placeholder = chips
player-list-chips-counted = { $chips } counted
player-list-owes-lammer = owes a lammer redemption
# An action the player cannot take now, and why (both from the server), on hover.
player-list-refused = { $action }: { $why }
player-list-not-now = not now: { $actions }
player-list-looking = Looking…
player-list-no-match = No player matches “{ $query }”.
player-list-none = No players registered yet.
player-list-pages = { $from }–{ $to } of { $matched }
player-list-pages-matching = { $from }–{ $to } of { $matched } matching
player-list-previous = Previous { $count }
player-list-next = Next { $count }
player-list-or-search = or type in the search to find one.

## MovesPanel.svelte: the player moves the app proposes, for the TD to confirm
# A table's short name in a list of tables (T4), as the seat labels write it (T4 S2).
moves-panel-table-short = T{ $table }
moves-panel-title = Moves
moves-panel-pending =
    { $count ->
        [one] { $count } pending
       *[other] { $count } pending
    }
moves-panel-breaking = Breaking: { $tables }
moves-panel-hold-play = Hold play: { $tables } (3 or more short)
moves-panel-final-table =
    { $seats ->
        [one] Final table: T{ $table }, { $seats } seat
       *[other] Final table: T{ $table }, { $seats } seats
    }
moves-panel-final-table-redraw =
    { $seats ->
        [one] Final table: T{ $table }, { $seats } seat, seats redrawn
       *[other] Final table: T{ $table }, { $seats } seats, seats redrawn
    }
# After the player's name: where the player goes ($seat is "T4 S2").
moves-panel-to = to { $seat }
# Why a move happens: its kind ("balance") and the server's reason.
moves-panel-why = { $kind }: { $reason }
# The letters before the boxes of the destination table and seat.
moves-panel-table-prefix = T
moves-panel-seat-prefix = S
moves-panel-table-label = Destination table for { $name }
moves-panel-seat-label = Destination seat for { $name }
moves-panel-button-unknown = button unknown at { $tables }
moves-panel-confirm =
    { $count ->
        [one] Confirm the move
       *[other] Confirm { $count } moves
    }
moves-panel-close = Close { $tables }
moves-panel-none = No moves needed.

## CountsForm.svelte: typing the chip counts of one table's players
counts-form-unnamed = entry { $entry }
counts-form-none-typed = Type the chips of the players at table { $table }.
# One count that is not a number of chips: "12k" (Ann Lee).
counts-form-bad-item = "{ $text }" ({ $name })
counts-form-bad = { $list }: not a chip count above 0 (a player with no chips is busted instead)
counts-form-sent =
    { $count ->
        [one] Counts of { $count } player at table { $table } recorded.
       *[other] Counts of { $count } players at table { $table } recorded.
    }
counts-form-title-table = Chip counts at table { $table }
# Followed by a list to choose the table from.
counts-form-title = Chip counts at
counts-form-table-label = The table counted
counts-form-table-option = table { $table }
counts-form-seat = Seat { $seat } · { $name }
# The player's last count, shown in the empty box.
counts-form-last-count = { $chips }
counts-form-chips-placeholder = chips
counts-form-record = Record the counts
counts-form-nobody = No one is seated at table { $table }.

## ButtonForm.svelte: where the button is at a table, or the seat that won the hand
button-form-give-both = Give a table number and a seat number.
button-form-title = Button
button-form-table = Table
button-form-set = Set button
button-form-hand-won = Hand won by this seat
button-form-win-the-button = Win the button: the winner of each hand takes the button for the next.
button-form-unknown = Table { $table }: button not known
button-form-at = Table { $table }: button in seat { $seat }

## HardStopPanel.svelte: the hard stop at the desk, the last chip counts placing the players
hard-stop-panel-missing = Type the chip count of { $names }.
hard-stop-panel-title = Hard stop
# $after is a length of time: 45 min, 3 h, 2 h 30 min.
hard-stop-panel-after = Play stops { $after } after the clock starts.
hard-stop-panel-reached = The stop time has come: finish the round being dealt, then type the counts.
# $time is the time of day of the stop, $left the time left (1:05:00).
hard-stop-panel-at = Stop at { $time } · in { $left }
hard-stop-panel-last-count = last count { $chips }
hard-stop-panel-chips = chips
hard-stop-panel-confirm =
    { $count ->
        [one] Confirm: stop play and place { $count } player by chips
       *[other] Confirm: stop play and place { $count } players by chips
    }
hard-stop-panel-stop = Stop play: place by chip counts

## ShootoutPanel.svelte: a shootout at the desk, table by table and round by round
shootout-panel-unnamed = entry { $entry }
# $count is how many players of each table go through.
shootout-panel-tick-first =
    { $count ->
        [one] Tick the winner of table { $table } first.
       *[other] Tick the winners of table { $table } first.
    }
shootout-panel-title = Shootout: round { $round }
shootout-panel-summary =
    { $advance ->
        [one] The winner of each table goes through
       *[other] The top { $advance } of each table go through
    } · { $decided } of { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } decided · { $through } through so far
shootout-panel-table = Table { $table }
shootout-panel-won = Won by the ticked
shootout-panel-next-round = Draw round { $round }

## DaysPanel.svelte: between days: day 2's flights, the redraw and the seat lists to print
# A list: A, B and C.
days-panel-and = { $list } and { $last }
days-panel-title = New day
# One flight in the list of flights: Day 1A (120 entries, 35 bagged).
days-panel-flight =
    { $entries ->
        [one] { $name } ({ $entries } entry, { $bagged } bagged)
       *[other] { $name } ({ $entries } entries, { $bagged } bagged)
    }
days-panel-flights-all-stacks = Day 2 of { $flights }; a player through two flights plays every stack added.
days-panel-flights-best-stack = Day 2 of { $flights }; a player through two flights keeps the best stack.
days-panel-counted =
    { $left ->
        [one] { $counted } of { $left } player counted
       *[other] { $counted } of { $left } players counted
    }
days-panel-counted-redrawn =
    { $left ->
        [one] { $counted } of { $left } player counted
       *[other] { $counted } of { $left } players counted
    } · redrawn { $redraws ->
        [one] once
       *[other] { $redraws } times
    }
# Followed by the list of ways to redraw.
days-panel-redraw = Redraw
days-panel-rule-chips = the big stacks spread by chip count
days-panel-rule-random = at random
days-panel-needs-counts-title = Record every player’s chips first
days-panel-confirm =
    { $count ->
        [one] Confirm: move all { $count } player
       *[other] Confirm: move all { $count } players
    }
days-panel-redraw-day = Redraw for the new day
days-panel-draw-day-two = Draw day 2
days-panel-needs-counts = The chip-count redraw needs every player's count: { $count } still to count.
# Followed by links to the printouts.
days-panel-print = Print:
days-panel-print-table-lists = the table lists ↗
days-panel-print-seat-cards = a seat card for every player ↗

## PlayersPage.svelte: the player register: find, open, edit, merge, import and export players
players-page-field-name = Name
players-page-field-first-name = First name
players-page-field-last-name = Last name
players-page-field-nickname = Nickname
players-page-field-number = Member number
players-page-field-club = Club or city
players-page-field-notes = Notes
players-page-field-id = Register id
players-page-field-skip = Not imported
# $id is the player's number in the register.
players-page-added = { $name } is player #{ $id }.
players-page-saved = Saved.
players-page-merge-confirm = Merge { $other } into { $keep }? Every result of theirs becomes { $keep }'s.
players-page-merged = { $other } merged into { $keep }.
# Stands for $file when the file's name is not known.
players-page-the-file = the file
players-page-imported = Imported { $file }: { $created } new, { $updated } updated.
players-page-imported-bad =
    { $bad ->
        [one] Imported { $file }: { $created } new, { $updated } updated, { $bad } bad row left out.
       *[other] Imported { $file }: { $created } new, { $updated } updated, { $bad } bad rows left out.
    }
players-page-still-in = still in
# A place shared by several players, in the list of a player's events: 5th–6th.
players-page-place-shared = { $from }–{ $to }
players-page-place-of = { $place } of { $field }
players-page-back = Back to the event
players-page-search-placeholder = Name, nickname or member number
players-page-search-label = Find a player
players-page-add = Add a player
players-page-import = Import CSV…
players-page-export = Export CSV
players-page-nickname = “{ $nickname }”
players-page-entry-events =
    { $events ->
        [one] { $events } event
       *[other] { $events } events
    }
players-page-entry-number-events =
    { $events ->
        [one] no. { $number } · { $events } event
       *[other] no. { $number } · { $events } events
    }
players-page-nobody-matches = Nobody matches.
players-page-none = No players yet: they join the register as events register them, or from a CSV file.
players-page-import-title = Import players from a CSV file
players-page-import-help = The first line names the columns. A row with the member number or the name of a player already in the register updates that player; empty cells leave their details alone.
players-page-import-file = File
players-page-column = Column
players-page-goes-to = Goes to
players-page-first-values = First values
players-page-column-label = Column { $header }
players-page-bad-rows =
    { $count ->
        [one] { $count } bad row:
       *[other] { $count } bad rows:
    }
# $line is the line's number in the file.
players-page-problem = Line { $line }: { $problem }
players-page-line = Line
players-page-what-it-does = What it does
players-page-skip-bad =
    { $count ->
        [one] Import the { $count } good row and leave the bad ones out
       *[other] Import the { $count } good rows and leave the bad ones out
    }
players-page-import-players =
    { $count ->
        [one] Import { $count } player
       *[other] Import { $count } players
    }
players-page-new-player = New player
players-page-add-to-register = Add to the register
players-page-total-events =
    { $count ->
        [one] { $count } event
       *[other] { $count } events
    }
players-page-total-best = best finish { $place }
players-page-total-prizes = prizes { $amount }
players-page-total-bounties = bounties { $amount }
players-page-total-lammers =
    { $count ->
        [one] { $count } lammer used
       *[other] { $count } lammers used
    }
players-page-also-found-as = Also found as: { $spellings }
players-page-event = Event
players-page-date = Date
players-page-finish = Finish
players-page-prize = Prize
players-page-bounties = Bounties
players-page-lammers = Lammers
players-page-entered-as = Entered as
# An event the player entered more than once.
players-page-event-entries =
    { $entries ->
        [one] { $event } ({ $entries } entry)
       *[other] { $event } ({ $entries } entries)
    }
players-page-no-events = No events yet.
players-page-series = Series
# $rank is the player's place in the series (3rd), $of how many players it ranks, $points written already (12.50).
players-page-series-line = { $name }: { $rank } of { $of }, { $points } points
players-page-series-line-tied = { $name }: { $rank } (tied) of { $of }, { $points } points
# Followed by the list of the register's other players.
players-page-same-person = The same person as
players-page-pick-other = Pick the other spelling…
players-page-merge-option-number = #{ $id } { $name } (no. { $number })
players-page-merge = Merge into { $name }
players-page-pick = Pick a player, add one, or import a file.

## SeriesPage.svelte: series and leagues: events under one leaderboard, with a points rule
series-page-title = Series
series-page-back = Back to the event
series-page-events =
    { $count ->
        [one] { $count } event
       *[other] { $count } events
    }
series-page-none = No series yet.
series-page-new = New series
series-page-new-placeholder = BARGE week, club season…
series-page-create = Make it with the rule below
series-page-rule = Points rule
series-page-points = Points
series-page-kind-by-place = Fixed points by place
series-page-kind-sqrt-entries = Scale × √(entries ÷ place)
series-page-kind-prizes = Prize money won
series-page-kind-formula = A formula
series-page-places = 1st, 2nd, 3rd …
series-page-played = Any other finish
series-page-scale = Scale
series-page-bounties = Bounties count too
# The names in brackets are what a formula is written with: keep them as they are.
series-page-formula = Formula (entries, place, prize, buy_in, pool, bounties; math::sqrt, math::ln, min, max, round …)
series-page-best = Best N events
series-page-best-placeholder = all
series-page-try = Try it on these events
series-page-keep = Keep this rule
series-page-back-to-kept = Back to the kept rule
# $rule is the rule in words, from the server.
series-page-preview = Preview, not kept: { $rule }
series-page-problem = { $problem }. Set another rule above.
series-page-print = Print the standings (PDF)
series-page-events-dropped = Events (dropped in brackets)
# One event of a player's standing: the place and the points (12th 4.50); a dropped one in brackets.
series-page-result = { $place } { $points }
series-page-result-dropped = ({ $place } { $points })
series-page-no-results = No results yet: add events.
series-page-events-title = Events
series-page-event =
    { $entries ->
        [one] { $event } · { $entries } entry
       *[other] { $event } · { $entries } entries
    }
series-page-event-running =
    { $entries ->
        [one] { $event } · { $entries } entry · still running
       *[other] { $event } · { $entries } entries · still running
    }
series-page-take-out = take out
series-page-add-event = Add an event…

## Library.svelte: the house library of structures (list, new, import, duplicate, delete).

library-title = Structures
library-back = Back to the event
library-template = Template
library-new-from-template = New from template
library-new-blank = New blank
library-import = Import a .toml file
library-games = Games and rule cards
# A structure in the list with errors found by the check.
library-errors =
    { $count ->
        [one] { $count } error
       *[other] { $count } errors
    }
# A structure in the list with nothing to report.
library-ok = ok
library-duplicate = Duplicate
# The delete button, pressed once: press again to delete.
library-confirm-delete = Confirm: delete
library-delete = Delete
library-empty = No structures yet: start one from a template.
library-hint = Choose a structure on the left, or start one from a template.

## The structure editor and the library, as the server words them: each level of a draft,
## its summary, what its payouts pay at a few field sizes, and a template's summary. The
## console drops what comes before the first ": " of a summary (the name) and of a level's
## line (its number), so keep those colons.

# A level of the draft: its number, game, stakes (a phrase) and length ("20 min").
editor-derived-level = Level { $level }: { $game }, { $stakes }, { $duration }
editor-derived-break = Break { $duration }
# The chips coloured up at the break, written: 25, 100.
editor-derived-break-race = Break { $duration }, colour up the { $chips }
# The structure's title (its number and name), then its levels and breaks counted.
editor-summary =
    { $title }: { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }, { $breaks ->
        [one] { $breaks } break
       *[other] { $breaks } breaks
    }
# A finding of the editor: the draft names no game yet.
editor-no-game = no game yet: pick one under Games with "Add a game from the catalog"
# The payouts at one field size: the pool is written ("$2,000").
editor-payouts-head =
    { $entries ->
        [one] { $entries } entry, pool { $pool }
       *[other] { $entries } entries, pool { $pool }
    }
# The pool cannot be paid: why, in the payouts panel's words.
editor-payouts-warning = { $head }: { $warning }
# The places listed with commas, then how the payouts were worked out.
editor-payouts-line = { $head }: { $places } ({ $basis })
# A place and its prize: "1st $1,000"; places paid alike: "4th-5th $150 each".
editor-payouts-place = { $place } { $amount }
editor-payouts-place-each = { $place } { $amount } each
# The round is the payouts panel's words: "out in round 2".
editor-payouts-place-round = { $place } { $amount } each ({ $round })
# After the first six lines: how many places are paid in all.
editor-payouts-more =
    … { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } paid
# A template in the library's list: its levels, its table size and its starting stack.
library-template-summary =
    { $levels ->
        [one] { $levels } level
       *[other] { $levels } levels
    }, { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    } a table, { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } to start

## Wizard.svelte: the structure wizard, which proposes levels for a given length.

# What the wizard starts from. The stack and minutes come in written.
wizard-from =
    From this structure: starting stack { $stack }, levels of { $minutes } min, { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }.
wizard-from-bba =
    From this structure: starting stack { $stack }, levels of { $minutes } min, { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, big blind ante.
wizard-start-and-end = Start and end time
wizard-length = Length
wizard-starts = Starts
# The time by which the field should be down to its last two players.
wizard-down-to-two = Down to two by
wizard-hours = Hours
wizard-entries = Entries expected
wizard-break-every = Break every (levels)
wizard-break-minutes = Break minutes
wizard-propose = Propose ({ $hours } h { $minutes } min)
wizard-extend =
    { $count ->
        [one] Keep the { $count } level typed and add levels after them
       *[other] Keep the { $count } levels typed and add levels after them
    }
wizard-replace = Replace every level
# A proposed break, with the list of chip values raced off ("25, 100").
wizard-row-break = Break { $minutes } min
wizard-row-break-race = Break { $minutes } min, colour up { $chips }
# A proposed level: the stakes come with the game ("Razz 100/200").
wizard-row-ante = { $stakes }, ante { $ante }
wizard-row-bring-in = { $stakes }, bring-in { $bring }
wizard-row-ante-bring-in = { $stakes }, ante { $ante }, bring-in { $bring }
wizard-accept-after = Add these levels after level { $level }
wizard-accept-replace = Use these levels (replaces the rows below)

## StructureEditor.svelte: one library structure as a form, saved and checked as it is typed.

structure-editor-no-such-game = No game in the catalog is called "{ $text }"
structure-editor-type-a-game = Type a game
structure-editor-game-mixed = { $game } picks another game each hand: add the games it picks from instead
structure-editor-game-not-spread = { $game } is not dealt as flop, draw or stud: a tournament level cannot spread it
# The betting is the file's word for it: limit, pot-limit, no-limit.
structure-editor-game-already = { $game } ({ $betting }) is already in this structure
structure-editor-untitled = Untitled structure
structure-editor-saved = Saved
structure-editor-saving = Saving…
structure-editor-changed = Changed
structure-editor-not-saved = Not saved
structure-editor-paper = Paper
# The US paper size.
structure-editor-letter = Letter
structure-editor-preview-sheet = Preview sheet
structure-editor-preview-card = Preview rule card
structure-editor-export = Export .toml
structure-editor-fix-first = Fix the errors first
structure-editor-make-event = Make an event from this structure
structure-editor-create-event = Create event
# The checker's summary of the structure, then its warnings.
structure-editor-warnings =
    { $count ->
        [one] { $summary }, { $count } warning
       *[other] { $summary }, { $count } warnings
    }
structure-editor-no-errors = { $summary }: no errors
structure-editor-errors =
    { $count ->
        [one] { $count } error to fix before an event can be made
       *[other] { $count } errors to fix before an event can be made
    }
structure-editor-games = Games
structure-editor-id = Id
structure-editor-name = Name
structure-editor-family = Family
structure-editor-betting = Betting
structure-editor-catalog-game = Catalog game
structure-editor-game-id = Game id
structure-editor-game-name = Game name
structure-editor-move-earlier = Move { $game } earlier in the rotation
structure-editor-move-later = Move { $game } later in the rotation
structure-editor-remove-game = Remove game
# The games in the order they rotate, joined by arrows.
structure-editor-rotation = Rotation, level by level: { $games }
structure-editor-no-game = No game yet: add the games in the order they rotate.
structure-editor-add-game-label = Add a game from the catalog (name or alias)
structure-editor-add-game = Add game
structure-editor-chip-value = Chip value
structure-editor-chip-colour = Chip colour
structure-editor-remove-chip = Remove chip
structure-editor-add-chip = + Chip
structure-editor-levels = Levels and breaks
structure-editor-close-wizard = Close the proposal
structure-editor-open-wizard = Propose levels…
structure-editor-shootout = Shootout
structure-editor-shootout-advance = Advance from each table
structure-editor-shootout-rounds = Rounds
structure-editor-shootout-prizes = Prizes
# The choices keep the file's words: by-round, by-place.
structure-editor-shootout-prizes-hint = by-round: the final table by place, each earlier round alike; by-place: every place in the order out

## LevelsEditor.svelte: the structure's levels and breaks as a table of rows.

# The keyboard shortcuts, above the table. The keys are fixed: Alt+L, Alt+B, Alt+D.
levels-editor-keys = Alt+↑/↓ move a row · Alt+L add a level below · Alt+B add a break below · Alt+D duplicate · Alt+Delete remove · drag ⠿ to reorder
levels-editor-small-blind = Small blind
# Column heading: the level's length in minutes.
levels-editor-min = Min
# Column heading: the stakes as the server reads them.
levels-editor-plays-as = Plays as
levels-editor-drag = Drag to move
levels-editor-break-minutes = Break minutes
levels-editor-colour-up = Colour up:
levels-editor-no-chips = add chips below to colour them up
# The level's game when none is chosen.
levels-editor-rotation = (rotation)
levels-editor-only-game = (the only game)
levels-editor-minutes = Minutes
levels-editor-move-up-keys = Move up (Alt+↑)
levels-editor-move-up = Move up
levels-editor-move-down-keys = Move down (Alt+↓)
levels-editor-move-down = Move down
levels-editor-duplicate-keys = Duplicate (Alt+D)
levels-editor-duplicate = Duplicate
levels-editor-copy = Copy
levels-editor-more-title = More of this level
levels-editor-more = More
levels-editor-remove-keys = Remove (Alt+Delete)
levels-editor-add-level = + Level
levels-editor-add-break = + Break
levels-editor-big-blind = Big blind
levels-editor-small-bet = Small bet
levels-editor-big-bet = Big bet
levels-editor-betting = Betting
levels-editor-ante-kind = Ante posted as
levels-editor-auto-pause = Pause the clock when it starts
levels-editor-end-of-day = The day ends after it
levels-editor-note = Note

## PricesEditor.svelte: a rebuy's or add-on's later prices, one row per change.

prices-editor-title = Later prices
prices-editor-from-level = From level
prices-editor-price = Price
# The part of the price kept by the house.
prices-editor-fee = Of which fee
prices-editor-remove-label = Remove the price from level { $level }
prices-editor-add = Add a later price
prices-editor-hint = The price above holds for the whole window; add a row when it goes up from a level on.

## PayoutsEditor.svelte: how a structure pays (a shipped table, the house's table, the curve, satellite seats).

payouts-editor-pay-by = Pay by
payouts-editor-way-table = A table Felt ships
payouts-editor-way-house = The house's own table
payouts-editor-way-curve = The payout curve
payouts-editor-way-satellite = Satellite seats
payouts-editor-table = Payout table
payouts-editor-paid-percent = Places paid (% of the field)
# What an empty box means.
payouts-editor-paid-percent-hint = empty: about 15%
payouts-editor-top-share = First place (% of the pool)
payouts-editor-top-share-hint = empty: by the field size
payouts-editor-min-cash = Min-cash
payouts-editor-min-cash-hint = what the last paid place gets
payouts-editor-seat-value = One seat is worth
payouts-editor-seat-value-hint = the target's buy-in, fee included
# The event whose seats the satellite gives.
payouts-editor-target = Seats in (event)
payouts-editor-title = Table name
payouts-editor-increment = Round prizes to
payouts-editor-entries-from = Entries from
payouts-editor-entries-to = to
payouts-editor-shares = Shares (%) or fixed prizes ($), 1st place first
payouts-editor-adds-up-to = Adds up to
payouts-editor-row-from = Row { $row }, entries from
payouts-editor-row-to = Row { $row }, entries to
payouts-editor-row-shares = Row { $row }, shares in percent or fixed prizes
# A row of fixed prizes: their total, written with its sign ("$160").
payouts-editor-fixed = { $amount } fixed
payouts-editor-remove-row = Remove row { $row }
payouts-editor-add-row = + Row
payouts-editor-hint = Each row pays fields of that many entries; fields above the last row are paid by the payout curve.
payouts-editor-preview = What it pays

## Field.svelte: one field of the structure editor.

# The unit a money box takes: "in dollars (USD)". The unit comes in written.
editor-field-in-unit = in { $unit }
# A choice left to the file's default.
editor-field-default = (default)

## GameBook.svelte: the game catalog in the console, and the house list of rule cards to print.

# The default title of the house list's printed rule cards.
game-book-house-games = House games
game-book-catalog = Game catalog
game-book-find = Find a game or a variation (name, alias)
# Examples of what to search for: game names, kept as the catalog spells them.
game-book-search-placeholder = 7-27, Follow the Queen, Big O…
game-book-count =
    { $count ->
        [one] { $count } game and variations
       *[other] { $count } games and variations
    }
game-book-count-first =
    { $count ->
        [one] { $count } game and variations; the first { $shown } shown
       *[other] { $count } games and variations; the first { $shown } shown
    }
# Parts of a hit's description, shown with the game's family between middle dots.
game-book-variation-of = variation of { $game }
game-book-up-to =
    { $count ->
        [one] up to { $count } player
       *[other] up to { $count } players
    }
game-book-also = also { $aliases }
game-book-rule-card = Rule card
game-book-on-the-list = On the list
game-book-add-to-house = Add to house list
game-book-house-list = House list
game-book-house-about = The games a dealer may call on a dealer's-choice night; print their rule cards for the table.
game-book-title = Title
# "Regulars" is the edition "Poker by the Regulars".
game-book-add-regulars = Add every Regulars game
game-book-move-up = Move up
game-book-move-down = Move down
game-book-empty = No games yet: add them from the search.
game-book-print =
    { $count ->
        [one] Print the rule cards ({ $count } game)
       *[other] Print the rule cards ({ $count } games)
    }
game-book-clear = Clear the list

## Nights.svelte: dealer's-choice home game nights: the list and the form for a new night.

# The new night's title until the host types another.
nights-default-title = Dealer’s choice
# An amount the form cannot read. The examples are what to type: 1, 0.25, 25c.
nights-not-money-limit = The limit is not an amount of money (say 1, 0.25 or 25c)
nights-not-money-later-limit = The later limit is not an amount of money (say 1, 0.25 or 25c)
nights-not-money-dealer-pays = The dealer’s payment is not an amount of money (say 1, 0.25 or 25c)
nights-not-money-penalty = The first mistake is not an amount of money (say 1, 0.25 or 25c)
nights-not-money-buy-in = The buy-in is not an amount of money (say 1, 0.25 or 25c)
nights-title = Home game nights
nights-back = Back to the events
nights-new = New night…
nights-empty = No nights yet.
nights-new-heading = A new dealer’s-choice night
nights-new-about = The terms start as “Poker by the Regulars” plays them; change what your table does differently.
nights-field-title = Title
nights-players = Players, in their seats clockwise (one per line or comma-separated)
nights-house-list = House list: the games a dealer may call by name
nights-all-regulars = Every game of “Poker by the Regulars”
nights-add-game = Add a game
# Examples of what to search for: game names, kept as the catalog spells them.
nights-game-placeholder = 7-27, Anaconda, Follow the Queen…
nights-remove = remove
# The most a bet may be, then from a local time a later limit: "From (local time) 23:00 then 2.00".
nights-limit = Most a bet may be
nights-later-at = From (local time)
nights-later-limit = then
nights-raises = Raises a round
nights-dealer-pays = Dealer pays per player
# The first mistake's penalty; later mistakes pay two, three times as much.
nights-penalty = First mistake (then ×2, ×3 …)
nights-buy-in = Usual buy-in
nights-open = Open the night

## NightDesk.svelte: the desk of one dealer's-choice night (calls, mistakes, kitty, settle-up, log).

night-desk-no-such-game = No game called "{ $text }" on the house list or in the catalog: tick “a new game” and state its rules
night-desk-name-the-game = Name the game
night-desk-choose-culprit = Choose who made the mistake
night-desk-buy-in-not-money = { $player }: "{ $text }" is not an amount of money
night-desk-cash-out-not-money = { $player }: type the chips they hand back ("{ $text }" is not an amount of money)
# The night's terms: its limits (written by the server), the dealer's payment, the deals so far.
night-desk-terms =
    { $count ->
        [one] { $limits }; the dealer pays { $pays } a player; { $count } deal
       *[other] { $limits }; the dealer pays { $pays } a player; { $count } deals
    }
night-desk-terms-ended =
    { $count ->
        [one] { $limits }; the dealer pays { $pays } a player; { $count } deal · the night has ended
       *[other] { $limits }; the dealer pays { $pays } a player; { $count } deals · the night has ended
    }
night-desk-open-display = Open the display
night-desk-sheet-link = Night sheet (PDF)
night-desk-card-link = House games (PDF)
night-desk-limit-now = Limit now
# The raises allowed in a betting round (the English says "raises" even for one).
night-desk-raises = { $count } raises a round
# With the next limit, the local time it starts and the time left until then: "$2.00 from 23:00 (in 0:45)".
night-desk-raises-next = { $count } raises a round · { $limit } from { $at } (in { $time_left })
night-desk-dealer = Dealer
# The dealer after this one.
night-desk-then = then { $dealer }
night-desk-next-mistake = Next mistake
# Mistakes charged so far tonight.
night-desk-so-far = { $count } so far
night-desk-first-dealer-how = Deal cards face up around the table until a jack comes: its player deals first.
night-desk-first-dealer = Draw the first dealer
# After the cards dealt for the first dealer, and an arrow.
night-desk-deals-first = { $player } deals first
night-desk-calls = { $dealer } calls the game
night-desk-search-house = Search the house list
night-desk-variations = Variations declared
night-desk-variations-example = e.g. sevens wild too
# How many players are dealt in.
night-desk-dealt-in = Dealt in
night-desk-new-game = A new game: the dealer states its rules
night-desk-new-rules = How it is dealt, what is wild, how the pot is won
# The button that records the call, with what the dealer pays.
night-desk-call = Call it ({ $amount } from { $dealer })
night-desk-deal = Deal { $deal }: { $dealer } deals { $game }
night-desk-deal-variations = Deal { $deal }: { $dealer } deals { $game }, { $variations }
night-desk-rules-from = Rules from { $source }
night-desk-mistake-costs = A mistake costs { $amount }
night-desk-culprit = The player who made the mistake
night-desk-who = Who?
night-desk-what-happened = What happened (misdeal, spilled drink…)
night-desk-charge = Charge { $amount }
# The money the players put in and take out.
night-desk-kitty = Kitty
night-desk-bought = Bought
night-desk-buy-in = Buy in
night-desk-cashed-out = Cashed out
night-desk-cash-out = Cash out
night-desk-result = Result
# A player who has left the table.
night-desk-left = { $player } (left)
night-desk-leaves-title = { $player } leaves the table
night-desk-leaves = leaves
night-desk-sits-again = sits again
# What to type into a cash-out box.
night-desk-chips = chips
night-desk-join-placeholder = A player who sits down
# The button that seats a new player.
night-desk-seat = Seat
night-desk-settle-up = Settle-up
night-desk-totals = Bought { $bought }, cashed out { $cashed_out }.
night-desk-waiting = Still to cash out: { $players }.
night-desk-off-by-more = The kitty does not balance: { $amount } more was cashed out than bought. Count the chips again.
night-desk-off-by-less = The kitty does not balance: { $amount } less was cashed out than bought. Count the chips again.
# One payment of the settle-up; the two names are shown in bold.
night-desk-transfer = { $from } pays { $to } { $amount }
night-desk-payments =
    { $count ->
        [one] { $count } payment, the fewest that settle everyone.
       *[other] { $count } payments, the fewest that settle everyone.
    }
night-desk-square = Everyone is square.
night-desk-log = What happened
night-desk-undo = Undo the latest
night-desk-confirm-end = Confirm: end the night
night-desk-end = End the night


## The console's language chooser (the event bar).
console-language-label = Console language
console-language-browser = The browser’s language

## SeatingPage.svelte: the room's seating chart on a TV or the floor (/seating/ID), read-only
# The browser tab's title; event is the event's name.
seating-page-title = Seating · { $event }
# The counts beside the event's name; the page sets the players left in bold.
seating-page-counts =
    { $left } left of { $entries } · { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
seating-page-hfh = HAND FOR HAND
seating-page-hfh-hand = HAND FOR HAND · hand { $hand }
seating-page-not-drawn = Seats are not drawn yet: { $count } registered.
seating-page-connecting = Connecting to event #{ $event }…

## SeatingChart.svelte: the seating chart (tables, search, zoom, pending moves), on the TV page and in the console
seating-chart-no-table = There is no table { $table }.
# What a search found: the player and their seat.
seating-chart-found = { $name }: table { $table }, seat { $seat }
# A player found without a seat; standing is the server's words ("busted, 45th").
seating-chart-found-standing = { $name }: { $standing }
# Printed under a chart that holds only part of the room.
seating-chart-print-part = Tables { $from } to { $to } of the { $count } in play: the table lists (Paper) print the whole room.

## ChartToolbar.svelte: the chart's tools (find a player, jump to a table, zoom)
# Before the box where a table number is typed.
chart-toolbar-table = Table
chart-toolbar-table-label = Go to table number
chart-toolbar-go = Go
chart-toolbar-zoom = Zoom
# The key in brackets does the same.
chart-toolbar-zoom-out = Zoom out (−)
chart-toolbar-zoom-fit-title = Whole room (0)
# A short button: the whole room in view.
chart-toolbar-zoom-fit = Fit
chart-toolbar-zoom-in = Zoom in (+)

## SearchBox.svelte: the chart's player search, its best matches listed as one types
seat-search-placeholder = Find a player (name or number)
seat-search-label = Find a player by name or number

## MovesList.svelte: the pending moves beside the chart, for the floor
moves-list-title = Pending moves
# The tables as a list of short names: T4, T7.
moves-list-breaking = BREAKING: { $tables }
moves-list-hold-play = HOLD PLAY: { $tables }
moves-list-final-table =
    { $seats ->
        [one] FINAL TABLE: T{ $table }, { $seats } seat
       *[other] FINAL TABLE: T{ $table }, { $seats } seats
    }
moves-list-final-table-redraw =
    { $seats ->
        [one] FINAL TABLE: T{ $table }, { $seats } seat, seats redrawn
       *[other] FINAL TABLE: T{ $table }, { $seats } seats, seats redrawn
    }
# Why a move happens ("balance"), and the tables whose button is not known.
moves-list-button-unknown = { $kind } · button unknown at { $tables }
moves-list-none = No moves pending.

## TableOval.svelte: one table of the chart, drawn as an oval with its number, its state and its seats
# The table's state on the felt, in capitals.
table-oval-breaking = BREAKING
table-oval-hold-play = HOLD PLAY
# The same in one short word, very large, under a table drawn small (at most about 8 letters).
table-oval-breaking-short = BREAKING
table-oval-hold = HOLD
# What a screen reader says for a table.
table-oval-label =
    { $state ->
        [breaking] Table { $table }, { $players } of { $size } seated, breaking
        [hold] Table { $table }, { $players } of { $size } seated, hold play
        [both] Table { $table }, { $players } of { $size } seated, breaking, hold play
       *[none] Table { $table }, { $players } of { $size } seated
    }

## SeatBox.svelte: one seat of a table drawing (number, short name, what is special about it)
# An empty seat.
seat-box-open = open
# A seat held by the TD, by the server's key for the hold: in the seat's title, and in
# capitals as the name in the seat's box.
seat-box-hold =
    { $hold ->
        [locked] locked
       *[reserved] reserved
    }
seat-box-hold-name =
    { $hold ->
        [locked] LOCKED
       *[reserved] RESERVED
    }
# In the seat's corner: where its player moves to, where the player moving in comes from
# (T is table, S is seat, as the moves write them: T4 S2).
seat-box-to = →T{ $table } S{ $seat }
seat-box-from = ←T{ $table } S{ $seat }
# The seat's title; who is the player's name or a word above. The lines after it add
# to the title, each in turn: title is what came before.
seat-box-title = Seat { $seat }: { $who }
seat-box-title-out = { $title }, moves to table { $table } seat { $seat }
seat-box-title-in = { $title }, { $name } moves in from table { $table }
# bounty is written: "$50".
seat-box-title-bounty = { $title }, { $bounty } on their head

## RoleMark.svelte: the dealer button and the blinds on a table drawing (a disc with a letter or two)
# On the disc: the dealer button, the small blind, the big blind.
role-mark-button = D
role-mark-small-blind = SB
role-mark-big-blind = BB
# The disc's title.
role-mark-button-title = dealer button
role-mark-small-blind-title = small blind
role-mark-big-blind-title = big blind

## TableScreen.svelte: one table's seats on a tablet at the table (a screen's table layout)
table-screen-title = Table { $table }
# The dealer button beside a seat, and its title.
table-screen-button = D
table-screen-button-title = Button
table-screen-not-in-play = Table { $table } is not in play.
# A move that concerns this table: who, from where, to where.
table-screen-move = { $name }: table { $from_table } seat { $from_seat } → table { $to_table } seat { $to_seat }

## ChipCountsPanel.svelte: the chip-count leaderboard on the display between days
chip-counts-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# The seat the redraw gave (T is table, S is seat: T4 S2).
chip-counts-seat = T{ $table } S{ $seat }
# The players whose chips are not counted yet.
chip-counts-waiting = { $count } still to bag

## DrawCheck.svelte: on the display after a committed seat draw, where anyone can check it (a link and a QR code)
draw-check-qr-alt = QR code of the seat draw's check
# Followed by the check page's address.
draw-check-label = Check the seat draw:
draw-check-code = committed code { $code }

## Remote.svelte: a phone or tablet as a remote control (the clock, the desk, a table's own screen).
# The variable what is the server's phrase: "the clock of event #2".
remote-paired = { $device }: may work { $what }
remote-tab-clock = Clock
remote-tab-table = Table { $table }
remote-tab-desk = Players and tables
# The time left in the period, and the players still in.
remote-time-players =
    { $count ->
        [one] { $time } · { $count } player
       *[other] { $time } · { $count } players
    }
# The clock's state (running, paused…), and the players still in.
remote-status-players =
    { $count ->
        [one] { $status } · { $count } player
       *[other] { $status } · { $count } players
    }
remote-connecting = Connecting to event #{ $event }…

## RemoteDesk.svelte: the phone remote's desk (find a player by seat, hand-for-hand, moves, counts).
remote-desk-seat-empty = Seat { $seat } at table { $table } is empty
remote-desk-no-table = There is no table { $table }
# The variable tables is a list: "table 2", "tables 2, 3 and 7".
remote-desk-done-waiting = Done here; waiting for { $tables }
remote-desk-table-done = Table { $table } finished the hand
remote-desk-still-playing = Still playing: { $tables }
remote-desk-find = Find
remote-desk-loading = Loading the players…

## VerifyPage.svelte: the page anyone opens to check an event's seat draw and its log (/verify/ID).
verify-page-title = Verify · { $event_name }
verify-draw-fair = The seat draw checks out
verify-no-draw = No draw yet
verify-draw-unfair = The seat draw does not check out
# Followed by the commitment's code.
verify-commitment = Commitment:
verify-dealt-again = The draw, dealt again
verify-seed = Seed
verify-secret = Secret (revealed by the draw)
verify-it-gives = It gives the commitment
# After the commitment the revealed secret gives: the same as (=), or not (≠), the one shown.
verify-same-as-shown = = the one shown before the draw
verify-not-as-shown = ≠ the one shown before the draw
verify-seated-at = Seated at
verify-seed-deals = The seed deals
verify-no-seat = no seat
# The variables are shown as code: a command line, a felt command, a source file.
verify-how = Check it yourself: { $command } prints the commitment, and { $verify } on a copy of this event's database, or the open code in { $source }, deals the seats again.
verify-later = Later random draws: seats and chip races
# A later draw in the log: its record number, what it was (the log's words), its seed.
verify-later-same = #{ $seq } { $what }: dealt again the same from seed { $seed }
verify-later-same-undone = #{ $seq } { $what } (undone): dealt again the same from seed { $seed }
verify-later-different = #{ $seq } { $what }: NOT what seed { $seed } gives
verify-later-different-undone = #{ $seq } { $what } (undone): NOT what seed { $seed } gives
verify-undone = Undone along the way
# The variable code is the commitment's first characters, shown as code.
verify-commitment-undone = Commitment { $code } (record #{ $seq }) was undone.
verify-draw-undone = A draw with seed { $seed } (record #{ $seq }) was undone.
# The variable problems is the server's words.
verify-draw-undone-bad = A draw with seed { $seed } (record #{ $seq }) was undone; it did not check out: { $problems }.
verify-log-intact = The log is intact
verify-log-changed = The log was changed
# Followed by the log's last hash.
verify-last-hash = Last hash:
verify-checking = Checking event #{ $event }…

## Pair.svelte: a phone or tablet pairs itself with Felt by the console's QR code (/pair).
pair-no-code = This page needs the code from the console: scan the QR code again.
# The variable what is the server's phrase: "the desk of event #3".
pair-paired = Paired as { $name }: this device may work { $what }.
pair-go-on = Go on
pair-intro = Pair this device with the tournament director's Felt.
pair-name = Name of this device
pair-claim = Pair

## NightDisplay.svelte: the TV of a dealer's-choice night (/night/ID): the game called, the limit, the dealers.
# The night could not be read: its number and the server's words.
night-display-missing = Night #{ $night }: { $error }
night-display-connecting = Connecting…
night-display-ended = { $title } · the night has ended
night-display-deal = Deal { $deal } · { $dealer } deals
night-display-calls-first = { $dealer } calls the first game
# The heading before the first dealer is drawn.
night-display-dealers-choice = Dealer’s choice
night-display-first-dealer-how = Cards are dealt up until a jack: its player deals first.
# The most a bet may be now.
night-display-limit = Limit
# The next limit, the local time it starts and the time left until then: "$2.00 from 23:00 · in 0:45".
night-display-next-limit = { $limit } from { $at } · in { $time_left }
night-display-next-to-deal = Next to deal
night-display-offline = Not connected: showing the last news

## HelpPage.svelte: the TD's guide at /help (the page around the guide's chapters, which stay in English).
# The browser tab's title.
help-page-doc-title = Felt — guide
help-page-title = Felt guide
help-page-search = Search the guide
help-page-back = Back to the console
# The list of the guide's chapters beside them.
help-page-contents = Contents
help-page-nothing = Nothing in the guide says “{ $query }”.
# The sections that hold every word searched (the English says "say" even for one).
help-page-found =
    { $count ->
        [one] { $count } section say “{ $query }”.
       *[other] { $count } sections say “{ $query }”.
    }

## Refusals: why an action was refused (nothing changed). A refusal starts lower case:
## the doors put it after the player's, table's or level's name, or show it alone.
# A refusal not yet in the message files, in English whatever the language.
refusal-english = { $text }
# Where the clock is: "level 4, 12:00 left".
refusal-clock-at = { $period }, { $left } left
refusal-clock-already-started = the clock has already started ({ $at })
refusal-clock-not-started = the clock has not started yet; start it first
refusal-clock-not-running = the clock is already paused ({ $at })
refusal-clock-not-paused = the clock is already running ({ $at })
refusal-no-next-level = { $at } is the last period of the structure; there is no next level
refusal-no-previous-level = { $at } is the first period of the structure; there is no previous level
refusal-no-such-period = period { $period } does not exist; the structure has periods 0 to { $last }
refusal-remaining-out-of-range = remaining time must be between 0:01 and 24:00:00, not { $requested }
refusal-subtract-too-much = { $at } has { $left } left; taking off { $taken } would end it (use next level instead)
refusal-add-too-much = adding { $added } to { $at } would leave more than 24 hours on the clock
refusal-day-already-ended = the day has already ended ({ $at })
refusal-counts-tracked = players are tracked one by one in this event: register or bust them instead of changing { $counter }
refusal-event-over = the event is over ({ $what }): undo the action that ended it to play on
refusal-event-over-unknown = it ended
refusal-bad-announcement = a message to the displays is 1 to { $max } characters; this one has { $found }
refusal-language-unchanged = the event's language is already { $language }: nothing to change
refusal-language-unchanged-browsers = the event already follows each browser's own language: nothing to change
refusal-unknown-language = Felt has no language "{ $asked }"; it speaks { $known }
refusal-nothing-to-undo = there is nothing to undo
refusal-nothing-to-redo = there is nothing to redo
refusal-not-in-effect = action #{ $seq } is not in effect: it was undone already, or is not an action of this event
refusal-not-undone = action #{ $seq } is not undone: only undone actions can be redone
refusal-count-out-of-range = { $counter } cannot go from { $from } to { $to }: { $why }
refusal-count-negative = it cannot be negative
refusal-count-million = an event counts at most 1,000,000
refusal-count-players-are-entries = every player left is already counted as an entry still in
refusal-count-more-players = more players than entries
counter-entries = entries
counter-players = players left
counter-add-ons = add-ons

## Refusals of players and seats (refusal-field-*): the field's, its entries', its draw's.
# An entry as a refusal names it.
refusal-field-entry-named = entry { $entry } ({ $name })
refusal-field-entry = entry { $entry }
refusal-field-empty-name = a player needs a name
refusal-field-name-too-long = the name "{ $name }" is longer than { $max } characters
# $what: one of the refusal-name-* below; $code: the character's code point in hex ("202E").
refusal-name-character = the name "{ $name }" has { $what } at character { $position } (U+{ $code }): type the name again without it
refusal-name-control = a control character
refusal-name-direction = a right-to-left or left-to-right override or mark
refusal-name-invisible = an invisible character
refusal-name-joiner = an invisible joiner at the start or end
refusal-field-duplicate-name = { $name } is already registered as entry { $entry }
refusal-field-duplicate-name-busted = { $name } is already registered as entry { $entry } and has busted: record a re-entry instead
refusal-field-duplicate-number = player number { $number } is already used by entry { $entry } ({ $name })
refusal-field-no-such-entry = there is no entry { $entry } in this event
# $why: one of the refusal-field-split-* below.
refusal-field-bad-split = the bust of entry { $entry } { $why }
refusal-field-split-one-winner = names one winner: give them as the knocker instead
refusal-field-split-knocker-not-first = names entry { $knocker } as the knocker but not first among the pot's winners
refusal-field-split-no-share = gives { $who } no share of the pot
refusal-field-split-twice = names { $who } twice among the pot's winners
refusal-field-ticket-used = the seat entry { $entry } won in event #{ $satellite } was used already, by { $name }
# $why: one of the refusal-field-state-* below, said of the entry.
refusal-field-entry-state = entry { $entry } ({ $name }) { $why }
refusal-field-state-busted-already = has already busted
refusal-field-state-not-seated = is not seated
refusal-field-state-cannot-win-bounty = is not in the event, so cannot win a bounty
refusal-field-state-no-count = is not still in, so has no chip count
refusal-field-state-no-count-at-stop = is not still in, so has no chip count at the stop
refusal-field-state-zero-chips = cannot be counted at 0 chips: bust the player instead
refusal-field-state-needs-count = is still in and needs a chip count
refusal-field-state-re-entered-already = has already re-entered
refusal-field-state-not-busted = has not busted, so cannot re-enter
refusal-field-state-not-registered = is not registered and in
refusal-field-state-carried-in = came into day 2 with chips bagged in a flight: a player who does not come back is blinded off and busted, not unregistered
refusal-field-state-not-in = is not in the event
refusal-field-state-cannot-bust = is not in play, so cannot bust
refusal-field-registration-closed = late registration closed at the end of level { $level }
# $moment: where play stands ("level 4"); $window: "levels 1 to 6" or "the break after level 4".
refusal-field-re-entry-closed = { $name } cannot re-enter at { $moment }: re-entry is sold during { $window }
# $place: the place the player finished in ("3rd").
refusal-field-re-entry-cashed = { $name } finished { $place } in the money and cannot re-enter: a player who has cashed is out for good
refusal-field-no-re-entry = this event has no re-entry
refusal-field-re-entry-limit =
    { $limit ->
        [one] { $name } has used all { $limit } re-entry
       *[other] { $name } has used all { $limit } re-entries
    }
refusal-field-already-drawn = seats are already drawn; late players are seated as they register
refusal-field-already-committed = the seat draw is committed already ({ $commitment }); undo that commitment to make another
# $found: what was sent, in quotes.
refusal-field-bad-commitment = a commitment is 64 hex characters (the SHA-256 of the draw's secret); found { $found }
refusal-field-bad-commitment-none = a commitment is 64 hex characters (the SHA-256 of the draw's secret); found "nothing (the server makes the commitment)"
refusal-field-draw-not-committed = no commitment was made for this draw, so there is no secret to reveal
refusal-field-draw-must-reveal = the draw is committed to { $commitment }: it must reveal that secret (this Felt keeps it; a draw from another database cannot)
refusal-field-reveal-malformed = the revealed secret is not 64 hex characters
refusal-field-reveal-wrong-secret = the revealed secret gives the commitment { $gives }, not the { $committed } shown before the draw
refusal-field-reveal-wrong-seed = seed { $seed } is not the committed secret's seed ({ $committed })
refusal-field-not-drawn = seats are not drawn yet
refusal-field-nobody-waiting = nobody is waiting for a seat: every player still in is seated
refusal-field-too-few-to-draw =
    { $players ->
        [one] { $players } player cannot be seated: the draw needs at least 2
       *[other] { $players } players cannot be seated: the draw needs at least 2
    }
# $capacity: the seats the room can use (held seats left out).
refusal-field-room-too-small = the room has { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } of { $seats ->
        [one] { $seats } seat
       *[other] { $seats } seats
    } ({ $capacity } usable), not enough for { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
refusal-field-play-started = play has started: entry { $entry } ({ $name }) can only be busted, not unregistered
refusal-field-last-player = { $name } is the last player left and wins the event; there is nobody left to bust
refusal-field-move-twice = move of entry { $entry } ({ $name }) is listed twice
refusal-field-count-twice = entry { $entry } ({ $name }) is counted twice
refusal-field-no-counts = no chip count was given
refusal-field-same-destination = two moves go to table { $table }, seat { $seat }
refusal-field-not-win-the-button = this event is not played win-the-button
refusal-field-button-unknown = table { $table } has no button recorded; record it before the hand's winner
refusal-field-h4h-already-on = hand-for-hand is already on
refusal-field-h4h-already-off = hand-for-hand is already off
refusal-field-h4h-off = hand-for-hand is off
# $waiting: the tables still playing the hand ("tables 2 and 5").
refusal-field-table-already-done = table { $table } already reported hand { $hand } finished; waiting for { $waiting }
refusal-field-self-knockout = entry { $entry } cannot knock out entry { $entry }
refusal-field-not-shootout = this event is not a shootout
refusal-field-table-decided =
    { $advance ->
        [one] table { $table } is down to its { $advance } advancing player: nobody else busts there this round
       *[other] table { $table } is down to its { $advance } advancing players: nobody else busts there this round
    }
refusal-field-winners-count =
    { $want ->
        [one] table { $table } advances { $want } player, not { $got }
       *[other] table { $table } advances { $want } players, not { $got }
    }
# $tables: the tables still playing, as a list ("[2, 5]").
refusal-field-round-not-over = the round is not over: table(s) { $tables } still play
refusal-field-not-held = seat { $seat } at table { $table } is not held
# $why: one of the refusal-field-redraw-* below, said of the redraw.
refusal-field-redraw = the redraw { $why }
refusal-field-redraw-between-days = is made between days: pause the clock or end the day first
refusal-field-redraw-needs-counts = by chip count needs every player's count: { $who } has none (record the counts, or redraw at random)
# $why: one of the refusal-field-carry-* below.
refusal-field-carry-in = the flights cannot be carried in: { $why }
refusal-field-carry-has-entries = this event has entries already; carry the flights into a new event
refusal-field-carry-no-flight = no flight is named
refusal-field-carry-no-player = no player bagged chips in the flights
refusal-field-carry-flight-twice = event #{ $event } ({ $name }) is named twice
refusal-field-carry-fees = event #{ $event } ({ $name }) kept more in fees than it took in
# $player: the player's line in the list (1 for the first).
refusal-field-carry-no-name = player { $player } has no name
refusal-field-carry-player-twice = { $who } is listed twice (players { $first } and { $second }); one player carries one stack
refusal-field-carry-no-bag = { $who } brings no bag from any flight
refusal-field-carry-bag-not-flight = { $who }'s bag is from event #{ $event }, which is not one of the flights
refusal-field-carry-bag-twice = entry { $entry } of event #{ $event } ({ $name }) is carried twice
refusal-field-carry-bag-no-chips = { $who }'s bag from event #{ $event } ({ $name }) has no chips
refusal-field-carry-wrong-chips = { $who } carries { $chips } chips, but the flight rule gives { $want } for those bags
refusal-field-carry-over-limit = the stacks carried add up to { $total } chips, more than Felt's limit of { $max }
refusal-field-carry-survivors = event #{ $event } ({ $name }) had { $survivors ->
        [one] { $survivors } survivor
       *[other] { $survivors } survivors
    }, but { $bags ->
        [one] { $bags } bag
       *[other] { $bags } bags
    } from it are listed
refusal-field-carry-not-a-flight = event #{ $event } ({ $name }) is a day 2 itself, not a flight
refusal-field-carry-no-count = { $who } of event #{ $event } ({ $name }) has no chip count: bag every player first
# $position: the player's line in the list; $error: why that player was refused.
refusal-field-in-list = player { $position } of the list ({ $name }): { $error }; nothing was registered
refusal-field-empty-list = the list has no player to register
refusal-field-list-too-long = the list has { $found ->
        [one] { $found } player
       *[other] { $found } players
    }, more than the { $max } one action registers

## Refusals of seats and tables (refusal-seat-*).
refusal-seat-no-such-table = table { $table } does not exist
refusal-seat-table-already-open = table { $table } is already open
refusal-seat-bad-table-size =
    { $size ->
        [one] table { $table } cannot have { $size } seat (2 to 12 allowed)
       *[other] table { $table } cannot have { $size } seats (2 to 12 allowed)
    }
refusal-seat-table-not-empty =
    { $players ->
        [one] table { $table } still has { $players } player seated
       *[other] table { $table } still has { $players } players seated
    }
# $size: the table's seats.
refusal-seat-no-such-seat = seat { $seat } does not exist at table { $table } (seats 1 to { $size })
refusal-seat-taken = seat { $seat } at table { $table } is already taken by player { $player }
# $hold: one of the refusal-seat-hold-* below.
refusal-seat-held = seat { $seat } at table { $table } is { $hold }
refusal-seat-hold-locked = locked
refusal-seat-hold-reserved-for = reserved for player { $player }
refusal-seat-hold-reserved = reserved
refusal-seat-already-seated = player { $player } is already seated at table { $table }, seat { $seat }
refusal-seat-not-seated = player { $player } is not seated
refusal-seat-not-at = player { $player } is at table { $actual_table }, seat { $actual_seat }, not table { $table }, seat { $seat }
refusal-seat-duplicate-player = player { $player } is listed twice
refusal-seat-not-enough-seats = { $players ->
        [one] { $players } player does
       *[other] { $players } players do
    } not fit the { $seats ->
        [one] { $seats } open seat
       *[other] { $seats } open seats
    }
refusal-seat-no-open-seat = no open seat left for player { $player }: open another table
refusal-seat-duplicate-table = table { $table } is listed twice in the table order
refusal-seat-too-few-hand-winners = hand winners must be at least { $min }, got { $got }
refusal-seat-too-few-open-tables = open tables must be at least { $min }, got { $got }
refusal-seat-too-few-players = players must be at least { $min }, got { $got }
refusal-seat-too-few-advancing = players advancing from each table must be at least { $min }, got { $got }
refusal-seat-too-few-seats-above-advancing = seats per table above the number advancing must be at least { $min }, got { $got }
refusal-seat-first-threshold-too-small = first elimination threshold must be at least { $min }, got { $got }
refusal-seat-not-at-table = player { $player } is not at table { $table }
refusal-seat-wrong-winner-count =
    { $advance ->
        [one] table { $table } advances { $advance } player, not { $got }
       *[other] table { $table } advances { $advance } players, not { $got }
    }
refusal-seat-missing-winner = table { $table } has no winner recorded yet
# $seats: seats per table; $max: the most players the rounds hold.
refusal-seat-field-too-large = a field of { $players } does not fit { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } of { $seats }-handed tables (at most { $max })
refusal-seat-thresholds-not-rising = elimination thresholds must rise: { $next } follows { $prev }
refusal-seat-no-bust = player { $player } has no bust to undo
refusal-seat-busted-twice = player { $player } busted twice
refusal-seat-more-busts-than-field = { $busted ->
        [one] { $busted } bust
       *[other] { $busted } busts
    } recorded but the field has only { $field ->
        [one] { $field } entry
       *[other] { $field } entries
    }

## Refusals of the money end (refusal-results-*): the payouts' lock, savers, a deal.
refusal-results-no-prizes = this event pays no prizes: its structure has no [money] and [payouts]
refusal-results-prizes-unknown = the prizes cannot be worked out yet: { $why }
refusal-results-nobody-entered = nobody has entered
refusal-results-already-locked =
    { $entries ->
        [one] payouts are already locked at { $entries } entry
       *[other] payouts are already locked at { $entries } entries
    }
refusal-results-not-locked = payouts are not locked
refusal-results-not-tracked = players are not tracked one by one in this event, so a deal cannot be recorded
refusal-results-too-few-for-deal = a deal needs at least 2 players left, not { $players }
refusal-results-already-dealt = a deal is already recorded; undo it before recording another
refusal-results-savers-after-deal = savers come before a deal: the deal already shares what is left
refusal-results-savers-locked = the payouts are locked; unlock them first, since savers come out of the pool the places are paid from
refusal-results-saver-count = { $savers ->
        [one] { $savers } saver
       *[other] { $savers } savers
    } with { $left ->
        [one] { $left } player
       *[other] { $left } players
    } left: at least two players must play on unsaved
# $place: a finishing place ("3rd").
refusal-results-zero-saver = the saver for { $place } is 0
refusal-results-saved-twice = { $place } already has a saver
# $names: the entries that have not agreed; $count: how many.
refusal-results-savers-not-agreed =
    { $count ->
        [one] { $names } has not agreed to the savers
       *[other] { $names } have not agreed to the savers
    }
refusal-results-savers-too-large = the savers ({ $savers }) must be less than the prizes left to share ({ $prizes })
refusal-results-missing = { $who } is still in and must be part of the deal
refusal-results-not-in-play = { $who } is not a player still in
refusal-results-listed-twice = { $who } is listed twice in the deal
refusal-results-not-agreed =
    { $count ->
        [one] { $names } has not agreed to the deal
       *[other] { $names } have not agreed to the deal
    }
refusal-results-amount-count = the deal lists { $players ->
        [one] { $players } player
       *[other] { $players } players
    } but { $amounts ->
        [one] { $amounts } amount
       *[other] { $amounts } amounts
    }
refusal-results-wrong-sum = the deal pays { $paid }, but the prizes still to be paid ({ $prizes }) minus the { $play_for } played for make { $expected }
refusal-results-play-for-too-large = { $play_for } to play for is more than the { $prizes } still to be paid
refusal-results-stack-count = { $stacks ->
        [one] { $stacks } chip count
       *[other] { $stacks } chip counts
    } were given for { $players ->
        [one] { $players } player
       *[other] { $players } players
    } still in
refusal-results-custom-proposal = a custom deal has no proposal; the players settle the amounts

## Refusals of chips (refusal-chips-*): lammers, purchases, chip races.
# $who: the entry; $why: the rule's refusal.
refusal-chips-who = { $who }: { $why }
refusal-chips-no-lammers = this event has no lammers
refusal-chips-deadline-applied = the lammer deadline has already been applied
refusal-chips-no-such-table = table { $table } is not open
# $why: one of the refusal-chips-race-* below.
refusal-chips-race-not-from-seed = the chip race at table { $table } is not the race its seed deals: { $why }
refusal-chips-race-over-limit = chip race at table { $table }: { $why }
refusal-chips-damaged = the log records a lammer change for entry { $entry } that the book refuses: { $why }
refusal-chips-race-lists = it lists { $counts ->
        [one] { $counts } seat's counts
       *[other] { $counts } seats' counts
    }, { $others ->
        [one] { $others } seat's other chips
       *[other] { $others } seats' other chips
    } and { $received ->
        [one] { $received } seat's chips received
       *[other] { $received } seats' chips received
    }
refusal-chips-race-no-seed = its way of racing deals no cards, so it has no seed
# $chip: the value of the chip received; $dealt: how many of them the seed deals the seat.
refusal-chips-race-seat = seat { $seat } is recorded receiving { $got ->
        [one] { $got } chip
       *[other] { $got } chips
    } of { $chip }; seed { $seed } deals it { $dealt }
refusal-chips-race-values = it records { $removed } removed and { $added } given back; seed { $seed } gives { $before } and { $after }
refusal-lammer-unknown-player = player { $player } has never been issued lammers
refusal-lammer-none-left = player { $player } has no lammers left to redeem
refusal-lammer-too-many =
    { $asked ->
        [one] player { $player } asks to redeem { $asked } lammer but holds { $held }
       *[other] player { $player } asks to redeem { $asked } lammers but holds { $held }
    }
refusal-lammer-zero-count = player { $player }: a redemption needs at least one lammer
refusal-lammer-past-deadline = player { $player }: level { $level } is past the redemption deadline (end of level { $deadline })
refusal-lammer-deadline-not-reached = the deadline (end of level { $deadline }) has not passed at level { $level }
# $kind: what is bought: rebuy, add-on or re-entry.
refusal-purchase-not-offered =
    { $kind ->
        [rebuy] this event offers no rebuy
        [add-on] this event offers no add-on
       *[re-entry] this event offers no re-entry
    }
# $moment: where play stands ("level 4"); $window: when it is sold ("levels 1 to 6").
refusal-purchase-outside-window =
    { $kind ->
        [rebuy] player { $player }: no rebuy at { $moment }; it is offered during { $window }
        [add-on] player { $player }: no add-on at { $moment }; it is offered during { $window }
       *[re-entry] player { $player }: no re-entry at { $moment }; it is offered during { $window }
    }
refusal-purchase-window-levels = levels { $from } to { $until }
# $bought: one of the refusal-purchase-rebuys, -add-ons, -re-entries below.
refusal-purchase-limit-reached = player { $player } has already had { $bought }, the limit per player
refusal-purchase-rebuys =
    { $count ->
        [one] { $count } rebuy
       *[other] { $count } rebuys
    }
refusal-purchase-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
refusal-purchase-re-entries =
    { $count ->
        [one] { $count } re-entry
       *[other] { $count } re-entries
    }
refusal-purchase-stack-too-big =
    { $kind ->
        [rebuy] player { $player } has { $stack } chips; a rebuy is only for { $at_most } or fewer
        [add-on] player { $player } has { $stack } chips; an add-on is only for { $at_most } or fewer
       *[re-entry] player { $player } has { $stack } chips; a re-entry is only for { $at_most } or fewer
    }
refusal-purchase-not-busted =
    { $kind ->
        [rebuy] player { $player } is still in: a rebuy is only for a busted player
        [add-on] player { $player } is still in: an add-on is only for a busted player
       *[re-entry] player { $player } is still in: a re-entry is only for a busted player
    }
refusal-purchase-busted = player { $player } is busted: an add-on is only for a player still in

## Refusals of knockouts and bounties (refusal-bounty-*, refusal-pko-*).
refusal-bounty-busted-twice = player { $player } is knocked out twice
refusal-bounty-own-bounty = player { $player } cannot win their own bounty by busting
refusal-bounty-no-winner = the knockout of player { $player } names no winner
refusal-bounty-winner-already-out = player { $winner } won the bounty of player { $busted } after being knocked out
refusal-bounty-unknown-player = player { $player } is not an entrant
refusal-bounty-progressive = the progressive bounties do not add up: { $why }
refusal-pko-not-in = player { $player } is not an entrant still in the event
refusal-pko-no-winner = the knockout of player { $player } names no winner with a share of the pot
refusal-pko-own-knockout = player { $player } cannot win the pot that knocks them out
refusal-pko-winner-twice = player { $player } is named twice among the winners of one pot
refusal-pko-not-over =
    { $players ->
        [one] the tournament is won while { $players } player are still in
       *[other] the tournament is won while { $players } players are still in
    }
# $kind: the contribution's kind as the code names it (Entry, ReEntry, Rebuy, AddOn); amounts in cents.
refusal-pool-fee-above-price = contribution { $index } ({ $kind }): fee { $fee } is more than its price { $price }
refusal-pool-savers-above-pool = savers of { $savers } are more than the prize pool of { $pool }
refusal-pool-overflow = the prize pool overflows

## Refusals of Felt's limits (refusal-limit-*). $field: the input's name as the request gives it
## ("small_blind"); $noun: one of the units below.
refusal-limit-value = { $field } { $given } is more than Felt's limit of { $limit } { $noun }
refusal-limit-count = { $field } lists { $given } { $noun }, more than Felt's limit of { $limit }
refusal-limit-total = { $field } add up to { $given } { $noun }, more than Felt's limit of { $limit }
refusal-limit-entries = entries
refusal-limit-places-paid = places paid
refusal-limit-players = players
refusal-limit-players-at-a-table = players at a table
refusal-limit-seats = seats
refusal-limit-savers = savers
refusal-limit-chips = chips
refusal-limit-minor-units = minor units

## Refusals of changes to a running structure (refusal-structure-*).
# $what: the period ("level 4", "the break after level 4"), its first letter made a capital.
refusal-structure-no-such-period = the structure has { $count ->
        [one] { $count } period
       *[other] { $count } periods
    } (0 to { $last }); there is no period { $period }
refusal-structure-played = { $what } has been played: periods already played never change
refusal-structure-in-play = { $what } is in play: change a later level, or add one after it
# $ran: the time it has run, as a clock writes it ("12:00").
refusal-structure-shorter-than-run = { $what } has run { $ran } already: give it more than that, or go to the next level
refusal-structure-not-a-level = { $what } is a break: a break has no game or stakes to change
refusal-structure-not-started = the clock has not started: start it before calling a break
refusal-structure-on-break = { $what } is a break already: change its length instead
refusal-structure-minutes = { $minutes } minutes is out of range: a period lasts from 1 to 1440 minutes
refusal-structure-level-minutes = level { $level }: minutes must be from 1 to { $max }, found { $found }
refusal-structure-break-minutes = a break lasts from 1 to { $max } minutes, found { $found }
# $games: the event's games, "Name (id)" each.
refusal-structure-no-such-game = this event plays no game "{ $name }"; its games are { $games }
refusal-structure-level-unreadable = level { $level }: the stakes could not be read
refusal-structure-nothing-to-repeat = the structure has no level to repeat
refusal-structure-edit-no-such-period = the structure has { $count ->
        [one] { $count } period
       *[other] { $count } periods
    }; there is no period { $period }
refusal-structure-edit-not-a-level = period { $period } is a break, not a level
refusal-structure-edit-duration = a period must last from 1 ms to one day, found { $duration_ms } ms
## How an event ended, inside a sentence.
over-won = { $name } won
over-stopped = play stopped and the players still in were placed by chips
over-chopped = the players still in made a deal for all the prizes left
over-counted = one player is left
over-seats =
    { $seats ->
        [one] the players left each won a satellite seat ({ $seats } seat)
       *[other] the players left each won a satellite seat ({ $seats } seats)
    }

## keys.ts: the console's keyboard, as the help overlay lists it (each key's name, then what it does)
keys-space-enter = Space or Enter
keys-space-enter-does = Start, pause or resume the clock
keys-backspace = Backspace
keys-backspace-does = Unlock (or lock) the clock keys below
keys-up-down = Up / Down
keys-up-down-does = One minute more / less (unlocked only)
keys-left-right = Left / Right
keys-left-right-does = Previous / next level (unlocked only)
keys-page-up-down = Page Up / Page Down
keys-page-up-down-does = One player more / less
keys-home-end = Home / End
keys-home-end-does = One entry more / less
keys-insert-delete = Insert / Delete
keys-insert-delete-does = One add-on more / less
keys-m = M
keys-m-does = Mute or unmute the sounds
keys-g = G
keys-g-does = Play the level-change sound again
keys-f1 = F1 or /
keys-f1-does = Show or hide this help
keys-escape = Escape
keys-escape-does = Close this help

## showdown.ts: the showdown judge's form, its default hand names and what is missing before asking
showdown-seat-name = Seat { $seat }
showdown-board-hint = { $groups } cards
showdown-board-hint-words = { $groups } cards: { $words }
showdown-pick-game = Pick the game.
showdown-no-hand = Enter at least one hand.
showdown-hand-name = Give a name for the hand { $cards }.
showdown-put-not-chips = { $name }: "{ $text }" is not a number of chips.
showdown-not-declared = { $name } has not declared: high, low or both ways.
showdown-pot-not-chips = The pot: "{ $text }" is not a number of chips.
showdown-chip-not-chips = The smallest chip: "{ $text }" is not a number of chips.
showdown-roll = Give the number rolled for the low (2 to 12).
showdown-wild = Give the wild rank or card of this hand (or "none").

## chips.ts: the ante calculator's and chip race helper's checks of what was typed, and the race's results in words
chips-players-not-whole = players must be a whole number of chips, found '{ $text }'
chips-stack-not-whole = stack must be a whole number of chips, found '{ $text }'
chips-give-removed = Give the chip being removed.
chips-give-next = Give the chip it becomes.
chips-seat-not-chips = Seat { $seat }: "{ $text }" is not a number of chips.
chips-seed-not-whole = The seed "{ $text }" is not a whole number.
# A seat's outcome: "1 exchanged + 1 raced = 2 × 100".
chips-exchanged = { $count } exchanged
chips-raced = { $count } raced
chips-race-out-chip = 1 so not raced out
chips-nothing = nothing
chips-times = { $count } × { $chip }
chips-outcome = { $parts } = { $total }
# The race in one line, the parts joined by " · ".
chips-summary-raced = { $count } × { $chip } raced
chips-summary-rounding = rounding { $amount } in chips
chips-summary-not-raced-out =
    { $count ->
        [one] not raced out: seat { $seats }
       *[other] not raced out: seat { $seats }
    }
chips-summary-seed = dealt by the app, seed { $seed }

## deal.ts: the deal form's checks before a proposal or a deal is sent
deal-custom-no-proposal = a custom deal has no proposal: type the amounts
deal-chips-missing = chip count of { $name } is missing
deal-play-for-not-amount = "{ $text }" to play for is not an amount
deal-amount-not-amount = amount for { $name } is not an amount

## night.ts: a home game night's results
# A player who won and lost nothing over the night.
night-result-even = even

## series.ts: what is wrong with a series' points rule as typed
series-rule-best = Best N events: a whole number of events, or empty for all
series-rule-scale = The scale is a whole number more than zero
series-rule-places = Points by place are whole numbers, comma-separated
series-rule-formula = Write the formula

## slides.ts: fitting a picture to the displays before it is uploaded
slides-cannot-draw = this browser cannot draw the picture

## draft.ts: where in the structure file a finding of the file checker is ("Level 4, stakes"); the key after the comma is the file's own name for it
draft-place-structure = The structure
draft-place-break = Break (row { $row })
draft-place-level = Level { $level }
draft-place-game = Game { $number }
draft-place-chip = Chip { $number }
draft-place-payouts-row = Payouts, row { $row }
draft-place-field = { $place }, { $field }

## sections.ts: the structure editor's sections and fields: titles, labels and hints (the words in a hint before a colon, like "repeat" or "race", are the file's own choices and stay as typed)
sections-price = Price
sections-price-hint = what the player pays, fee included
sections-of-which-fee = Of which fee
sections-most-per-player = Most per player
sections-most-per-player-hint = empty: no limit
sections-from-level = From level
sections-until-the-end-of-level = Until the end of level
sections-only-at-the-break-after-level = Only at the break after level
sections-stack-at-most = Only with a stack of at most
sections-stack-at-most-hint =
    { $offer ->
        [re-entry] chips, for a re-entry
        [rebuy] chips, for a rebuy
       *[add-on] chips, for a add-on
    }
sections-event = Event
sections-name = Name
sections-event-number = Event number
sections-description = Description
sections-starting-stack = Starting stack
sections-seats-a-table = Seats a table
sections-level-length-min = Level length (min)
sections-level-length-hint = levels without their own length
sections-ante-posted-as = Ante posted as
sections-game-rotation = Game rotation
sections-game-rotation-hint = game ids in order; a level without a game plays the next one
sections-after-the-last-level = After the last level
sections-after-last-hint = repeat (default): the last levels again; double; or stop the clock
sections-chip-races = Chip races
sections-chip-races-hint = race (default, TDA); classic: the highest card takes all
sections-late-registration = Late registration
sections-open-until-the-end-of-level = Open until the end of level
sections-re-entry = Re-entry
sections-rebuys = Rebuys
sections-add-on = Add-on
sections-lammers = Lammers
sections-lammers-per-entry = Lammers per entry
sections-chips-each = Chips each
sections-redeem-by-the-end-of-level = Redeem by the end of level
sections-left-at-the-deadline = Left at the deadline
sections-big-blind-ante = Big blind ante
sections-rule-set = Rule set
sections-ante-amount = Ante amount
sections-reduced-at-players = Reduced at players
sections-reduced-to = Reduced to
sections-short-stack-posts = Short stack posts
sections-money = Money
sections-currency = Currency
sections-buy-in = Buy-in
sections-buy-in-hint = fee included
sections-guarantee = Guarantee
sections-payouts = Payouts
sections-special-formats = Special formats
sections-win-the-button = Win the button
sections-bounty-on-each-player = Bounty on each player
sections-progressive-knockout = Progressive knockout (half of each bounty onto the winner’s head)
sections-next-level-after-eliminations = Next level after eliminations
sections-eliminations-hint = home game: blinds go up every N busts
sections-hard-stop-after-min = Hard stop after (min)
sections-bomb-pots = Bomb pots
sections-jam-or-fold = Jam or fold
sections-seating-and-balancing = Seating and balancing
sections-balance-trigger = Balance when tables differ by more than
sections-hold-play-gap = Hold play when tables differ by
sections-break-tables = Break tables
sections-tables-in-the-room = Tables in the room
sections-button-unknown-start-at = Button unknown: start at
sections-final-table-seats = Final table seats
sections-redraw-at-the-final-table = Redraw at the final table
sections-hand-for-hand-seconds = Hand-for-hand seconds

## session.svelte.ts: what a command came to, and a refusal for want of the token
session-sent-to-desk = Sent to the desk, waiting for the TD: { $text }
# $message: the server's refusal, without a final full stop.
session-enter-token = { $message }. Enter the TD token above.

## prize.ts: what a money box takes, and a question about an amount a hundred times a usual one
# $unit: dollars, euros, pounds or other (a currency without a word here); $code: the currency's code.
prize-money-unit =
    { $unit ->
        [dollars] dollars
        [euros] euros
        [pounds] pounds
       *[other] whole units
    } ({ $code })
prize-money-question = Is { $amount } right? This box takes { $unit }, not cents: { $hundredth } is { $cents } typed as cents.

## events.ts: an event's name in the console, its id first and its series number after
events-label = #{ $id } { $name }
events-label-number = #{ $id } { $name } (no. { $number })

## reach.ts: why another device cannot open an address the console shows
reach-not-an-address = { $address } is not an address another device can open.
reach-this-computer = { $host } is this computer itself: a phone or TV cannot open it.
reach-not-on-lan = Felt answers this computer alone until it is open to the LAN.

## seating/confirm.ts: what is wrong with the destinations the TD typed for the moves
seating-confirm-not-numbers = { $name }: the destination must be a table number and a seat number.
seating-confirm-same-seat = { $name } and { $other } would both go to table { $table }, seat { $seat }.

## seating/model.ts: the seating chart's words for a seat, a table and a move
# A seated player the room does not name, by entry number.
seating-model-entry = entry { $entry }
# A table's state, written without colour (on the TV, on paper).
seating-model-breaking = BREAKING
seating-model-hold-play = HOLD PLAY
# A seat as moves are read out on the floor: "T4 S2" (table 4, seat 2).
seating-model-seat-label = T{ $table } S{ $seat }
# Why a move happens.
seating-model-move-break = table breaks
seating-model-move-final = final table
seating-model-move-balance = balance

## api/http.ts: a request that got no answer from the server, or no answer in words
http-offline = Felt cannot be reached: is the server running?
# $status: the HTTP status code ("502").
http-status = the server answered { $status }


## Paper: the words shared by the printouts (counts, column titles).
paper-players =
    { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
paper-chips =
    { $count ->
        [one] { $count } chip
       *[other] { $count } chips
    }
paper-levels =
    { $count ->
        [one] { $count } level
       *[other] { $count } levels
    }
paper-percent = { $n }%
paper-total = Total
paper-no-results = No results yet.
# A column title with the currency of the amounts under it: "Prize (USD)".
paper-col-with-currency = { $title } ({ $currency })
paper-col-seat = Seat
paper-col-player = Player
paper-col-players = Players
paper-col-entry = Entry
paper-col-game = Game
paper-col-time = Time
paper-col-limit = Limit

## Paper: the structure sheet.
paper-sheet-title = { $title }: structure
paper-after-last-double = After the last level, the last levels repeat with the stakes doubled.
paper-after-last-stop = The clock stops at the end of the last level.
paper-col-starts = Starts
paper-col-level = Level
paper-col-betting = Betting
paper-col-minutes = Minutes
paper-col-notes = Notes
paper-high-card = high card
paper-starts-at-start = at the start
paper-starts-after-out = after { $count } out
paper-end-of-day = End of day
# $minutes: the break's length ("15", "7:30").
paper-break-length = Break, { $minutes } min
paper-colour-up = colour up: race off { $chips }
paper-fact-game = Game
paper-fact-games = Games
paper-fact-starting-stack = Starting stack
paper-fact-table-size = Table size
paper-fact-levels = Levels
paper-fact-chips = Chips
paper-fact-chip-races = Chip races
paper-fact-buy-in = Buy-in
paper-fact-guarantee = Guarantee
paper-fact-late-registration = Late registration
paper-fact-lammers = Lammers
paper-fact-bba = Big blind ante
paper-fact-rebuy = Rebuy
paper-fact-add-on = Add-on
paper-fact-re-entry = Re-entry
paper-fact-format = Format
paper-race-race = one card per odd chip; the odd chips, rounded to the nearest new chip, go one each to the best cards; nobody is raced out
paper-race-one-per-winner = one card per odd chip; the whole new chips the odd chips make go one each to the best cards; nobody is raced out
paper-race-round = no cards; each player's odd chips are rounded to the nearest new chip; nobody is raced out
paper-race-classic = the classic race: one card per odd chip, and the highest card takes all the odd chips of the table; nobody is raced out
paper-buy-in-fee = { $price } (fee { $fee } included)
paper-until-end-of-level = until the end of level { $level }
# $chips: "5,000 chips".
paper-lammers = { $count } per entry, worth { $chips } each; redeem by the end of level { $level }
# $levels: "24 levels".
paper-levels-by-eliminations =
    { $eliminations ->
        [one] a new level after every { $eliminations } elimination ({ $levels }), not by the clock
       *[other] a new level after every { $eliminations } eliminations ({ $levels }), not by the clock
    }
paper-levels-minutes =
    { $minutes ->
        [one] { $minutes } minute ({ $levels })
       *[other] { $minutes } minutes ({ $levels })
    }
paper-levels-minutes-range =
    { $to ->
        [one] { $from } to { $to } minute ({ $levels })
       *[other] { $from } to { $to } minutes ({ $levels })
    }
paper-bba-level = the big blind posts the listed ante for the whole table
# $amount: "the big blind", "the small blind".
paper-bba-equal = the big blind posts it for the whole table, equal to { $amount }
paper-bba-drops =
    { $players ->
        [one] drops to { $amount } at { $players } player or fewer
       *[other] drops to { $amount } at { $players } players or fewer
    }
paper-bba-never = never reduced
paper-bba-blind-first = a short stack pays the blind first
paper-bba-ante-first = a short stack pays the ante first
paper-bba-barge-order = BARGE 2024 does not set the order, so TDA 2024's is followed
# $rules: "TDA 2024".
paper-bba-rules = { $line } ({ $rules } rules)
paper-ante-table = every player dealt in posts the ante
paper-ante-button = the button posts one ante for the whole table
# An offer's terms: "10,000 chips for $55 (fee $5 included)", then the parts below.
paper-offer-price = { $chips } for { $price }
paper-offer-once = ; once per player
paper-offer-at-most = ; at most { $count } per player
paper-offer-during-level = ; during level { $level }
paper-offer-during-levels = ; during levels { $from } to { $to }
paper-offer-during-break = ; during the break after level { $level }
paper-offer-stack-at-most = ; only with { $chips } or fewer
paper-offer-later-price = ; { $price } from level { $level }
paper-re-entry-late = ; while late registration is open (to the end of level { $level })
paper-shootout =
    { $rounds ->
        [one] shootout: { $advance } per table advance, { $rounds } round
       *[other] shootout: { $advance } per table advance, { $rounds } rounds
    }
paper-pko = progressive knockout, { $amount } on each head to start
paper-mystery =
    { $envelopes ->
        [one] mystery bounties from level { $level }: { $amount } of each buy-in held for { $envelopes } envelope
       *[other] mystery bounties from level { $level }: { $amount } of each buy-in held for { $envelopes } envelopes
    }
paper-bounty = bounty { $amount } per player
paper-win-the-button = win the button
paper-bomb-pots = bomb pots
paper-jam-or-fold = jam or fold
paper-payouts-house-table = the house payout table
# $first and $last: the entries the table's rows cover.
paper-payouts-house = Payouts: { $title } (the house's own), by the number of entries ({ $first } to { $last }; larger fields by the payout curve)
paper-payouts-table = Payouts: { $title }, by the number of entries ({ $first } to { $last }; larger fields by the payout curve)
paper-payouts-named = Payouts: table { $name }
paper-payouts-satellite = Payouts: a satellite; every { $value } of the pool buys a seat in { $target }, the rest goes in cash to the place after the seats, and play ends when the players left are as many as the seats
paper-payouts-curve = Payouts: the payout curve, { $percent } of the field paid
paper-payouts-curve-usual = Payouts: the payout curve, about 15% of the field paid
paper-payouts-first-share = , first place { $percent } of the pool
paper-payouts-min-cash = , { $amount } to the last place paid
paper-payouts-shootout = ; the shootout pays the final table by place and the players out in the same earlier round alike
paper-payouts-rounded = ; prizes rounded to { $amount }

## Paper: the seat cards.
paper-seat-cards-title = { $event }: seat cards
# Printed very large above the table's number on a seat card.
paper-card-table = TABLE
# Printed very large above the seat's number on a seat card.
paper-card-seat = SEAT
paper-seat-cards = Seat cards
paper-seat-cards-none = Nobody is seated yet: draw the seats first.
paper-seat-cards-sub =
    Seat cards: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }. Cut along the dashed lines.

## Paper: the table lists.
paper-table-lists-title = { $event }: table lists
paper-table-lists-sub =
    Table lists: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    }
paper-no-tables = No tables are open.
paper-col-button = Button
# Marks the button's seat in a table list.
paper-button-mark = BTN
# $players: "3 players".
paper-table-heading = Table { $table }: { $players }
paper-seat-empty = (empty)
paper-seat-locked = (locked)
paper-seat-reserved = (reserved)
paper-seat-reserved-for = (reserved for { $name })

## Paper: the moves list.
paper-moves-title = { $event }: player moves
paper-moves-sub =
    { $players ->
        [one] Player moves: { $players } player, in the order of the tables they go to
       *[other] Player moves: { $players } players, in the order of the tables they go to
    }
# $tables: "6" or "6, 7".
paper-tables-break =
    { $count ->
        [one] Table { $tables } breaks now
       *[other] Tables { $tables } break now
    }
paper-no-moves = No player moves.
# $players: "3 players".
paper-to-table = To table { $table }: { $players }
paper-col-from-table = From table
paper-col-why = Why
paper-col-done = Done
paper-why-balance = Balancing
paper-why-table-breaks = Table { $table } breaks
paper-why-final-table = Final table
paper-why-button-unknown = { $why }; button unknown at table { $tables }

## Paper: the results sheet, its books and its log seal.
paper-results-title = { $event }: results
paper-results-sub =
    { $players ->
        [one] Results: { $players } player
       *[other] Results: { $players } players
    }
paper-col-place = Place
paper-col-name = Name
paper-col-prize = Prize
paper-col-bounties = Bounties
paper-col-note = Note
paper-log-seal =
    { $records ->
        [one] Log seal: { $records } record, last hash { $hash }. Check it with `felt log verify` against the event's database or its exported log.
       *[other] Log seal: { $records } records, last hash { $hash }. Check it with `felt log verify` against the event's database or its exported log.
    }
paper-log-check-failed = Log check failed: { $why }
paper-books-entries =
    { $count ->
        [one] { $count } entry
       *[other] { $count } entries
    }
paper-books-rebuys =
    { $count ->
        [one] { $count } rebuy
       *[other] { $count } rebuys
    }
paper-books-add-ons =
    { $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    }
# $bought: "20 entries, 3 rebuys".
paper-books-taken-in = Taken in ({ $bought })
paper-books-fees = Fees
paper-books-held-bounties = Held for bounties
paper-books-overlay = Overlay (added by the house)
paper-books-pool = Prize pool
paper-books-prizes-paid = Prizes paid
paper-books-bounties-paid = Bounties paid
paper-books-heading = The books
paper-books-amount = Amount
# $date: "Saturday, November 28, 2026".
paper-played = Played { $date }
paper-played-after = { $before } · played { $date }

## Paper: the night sheet (a dealer's-choice night).
paper-night-title = { $title } - night sheet
paper-night-sub = Dealer's choice · { $date }
paper-night-sub-ended = Dealer's choice · { $date } · ended
paper-night-a-bet = { $amount } a bet
paper-night-bet-from = { $amount } from { $time }
# $steps: "$1.00 a bet, $2.00 from 11:00 PM".
paper-night-limits =
    { $raises ->
        [one] { $steps }; { $raises } raise a round
       *[other] { $steps }; { $raises } raises a round
    }
paper-night-drew = { $player } (drew the { $card })
paper-night-not-drawn = not drawn yet
paper-night-dealer-pays = Dealer pays
paper-night-dealer-pays-each = { $amount } for each player dealt in
paper-night-mistakes = Mistakes
# $steps: "$0.50, $1.00, $1.50".
paper-night-mistakes-steps = { $steps } ... ({ $count } charged)
paper-night-first-dealer = First dealer
paper-night-deals = Deals
paper-night-kitty = Kitty
paper-night-bought = Bought
paper-night-cashed-out = Cashed out
paper-night-result = Result
paper-night-settle-up = Settle-up
paper-night-still-to-cash-out = Still to cash out: { $players }.
paper-night-off-more = The kitty does not balance: { $amount } more was cashed out than was bought. Count the chips again before anyone is paid.
paper-night-off-less = The kitty does not balance: { $amount } less was cashed out than was bought. Count the chips again before anyone is paid.
paper-night-square = Everyone is square: nobody pays anybody.
paper-night-pays = { $from } pays { $to } { $amount }
paper-night-dealer = Dealer
paper-night-paid = Paid
paper-night-what = What

## Paper: the rule cards (an event's games and house rules, a house list's games, and the
## called game's rules on a night's desk and TV). Game, edition, event, street and
## pot-part names, and the game files' own notes, come in as the catalog writes them.
card-title-rules = { $title } - rules
card-title-house = { $title } - house games
card-house-title = House games
card-house-list = House list
# A game of the house list: its name, how it is dealt ($how: "stud", or card-house-variation) and its sources.
card-house-row = { $name } ({ $how }; { $sources })
card-house-variation = { $family }, a variation of { $game }
card-house-intro =
    The dealer calls one of these { $games ->
        [one] { $games } game
       *[other] { $games } games
    } each deal and states any variation before the cards are seen. A game not on the list may be called too, once the dealer has stated its name and its rules.
# How a game is dealt, as a card's subheading and the house list say it.
card-family-flop = flop
card-family-draw = draw
card-family-stud = stud
card-family-mixed = mixed
card-family-other = other
# Where a game's rules come from. "Poker by the Regulars" is a book's title.
card-source-barge-2021 = BARGE rulebook 2021
card-source-barge-2025 = BARGE rulebook 2025
card-source-embargo-2011 = EMBARGO 2011 game list
card-source-regulars-2012 = Poker by the Regulars (2012)
# Under a game's name: "Limit · stud".
card-page-sub = { $betting } · { $family }
card-not-in-catalog = Game `{ $game }` is not in the catalog; ask the tournament director for its rules.
card-fact-game = Game
# $edition is the catalog's key for the edition: "2021", "santa-cruz".
card-game-edition = { $game } ({ $edition } edition)
card-fact-betting = Betting
card-fact-deck = Deck
card-fact-table = Table
card-fact-rules-from = Rules from
card-table-up-to =
    up to { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
card-table-up-to-community =
    up to { $players ->
        [one] { $players } player
       *[other] { $players } players
    }; up to { $community } with one community card on the last street
card-forced-bets = Forced bets
card-no-betting = There is no betting during the hand.
card-choice-of = Games to choose from: { $games }.
card-wild-cards = Wild cards
card-wild-stands-for-any = A wild card stands for any card the player wants; five of a kind is the best high hand.
card-cards-that-change = Cards that change the hand
card-the-deal = The deal
card-showdown = Showdown
card-worked-example = Worked example
card-notes = Notes
# What a level's numbers mean; $betting is Limit, Pot-Limit or No-Limit.
card-limits-home = { $betting }: the night sets the most a bet or a raise may be, and how many raises a round allows.
card-limits-limit-high-card-opens = Limit: each level gives the ante, the small bet and the big bet; there is no bring-in, and the high card opens for either bet.
card-limits-limit-blinds = Limit: the level reads small bet/big bet; the small blind is half the small bet and the big blind equals it. Rounds marked small use the small bet, rounds marked big the big bet.
card-limits-limit-stud = Limit: each level gives the ante, the bring-in, the small bet and the big bet. Rounds marked small use the small bet, rounds marked big the big bet.
card-limits-pot-limit-blinds = Pot-limit: the smallest bet is the big blind; a raise may be at most the pot after calling.
card-limits-pot-limit-stud = Pot-limit: the smallest bet is the bring-in; a raise may be at most the pot after calling.
card-limits-no-limit-blinds = No-limit: the smallest bet is the big blind; a raise is at least the previous bet or raise, up to all-in.
card-limits-no-limit-stud = No-limit: the smallest bet is the bring-in; a raise is at least the previous bet or raise, up to all-in.
# The event's page.
card-rule-card = Rule card
card-fact-event = Event
card-fact-starting-stack = Starting stack
card-fact-players-per-table = Players per table
card-rotation = The games rotate by level in this order: { $games }.
card-event-rules = Event rules
card-lammers = Lammers: { $count } per entry, worth { $chips } each. Redeem between hands only, any number at once; a player who busts holding lammers must redeem at least one before the next hand. All lammers must be redeemed by the end of level { $level }.
# A rebuy, add-on or re-entry with its terms: "Re-entry: 20,000 for $110; once per player."
card-offer = { $label }: { $terms }.
card-bba = Big blind ante: the big blind posts one ante for the table, equal to { $amount }.
card-bba-drops = With { $players } or fewer players at the table it drops to { $amount }.
card-bba-blind-first = A short stack pays the big blind first, then the ante.
card-bba-ante-first = A short stack pays the ante first, then the big blind.
card-bba-barge-2024-order = (BARGE 2024 rules; BARGE 2024 does not set the order, so TDA 2024's is followed.)
# $rules: "TDA 2024".
card-bba-rules = ({ $rules } rules.)
card-ante-big-blind = the big blind
card-ante-small-blind = the small blind
card-ante-level = the amount each level states
card-win-the-button = Win the button: the winner of a hand takes the button for the next; in a chopped pot, the winner in the worst position takes it. A player moved to balance tables is the one due the big blind under that button.
# $amount: "50.00 USD".
card-pko = Progressive knockout: every player starts with { $amount } on their head. Knocking a player out pays half of their head in cash and adds the other half to your own; a pot won by several players shares the head by the share of the pot each won. The winner collects their own head.
# Envelopes of one value: "12 of 50.00 USD".
card-mystery-envelopes = { $count } of { $amount }
card-mystery = Mystery bounties: { $amount } of each buy-in goes into sealed envelopes ({ $envelopes }). From level { $level } on, whoever wins the pot that knocks a player out draws one envelope at random and is paid what it holds; a pot won by several players shares it by the share of the pot each won. Knockouts before that level pay no bounty.
card-bounty = Bounty: { $amount } for each player eliminated; in a split pot it goes with the high (or five-card) half, in a chop to the worst position; the winner keeps their own.
card-shootout =
    Shootout: tables are not balanced; each plays down to { $advance ->
        [one] one player
       *[other] { $advance } players
    } who advance; { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }.
card-shootout-prizes = Shootout prizes: the final table is paid by place; every player out in the same earlier round is paid the same.
card-bomb-pot = Bomb pot: everyone antes, there is no pre-flop betting; after the flop the first player left of the button acts, and the smallest bet is the ante.
card-jam-or-fold = Jam or fold: a player's first action is either all-in or fold.
# Lists: "deuces, threes and kings"; "1 or 11".
card-list-and = { $list } and { $last }
card-list-or = { $first } or { $next }
# The deck.
card-deck-52 = 52 cards
card-deck-36 = 36 cards (no deuces, treys, fours or fives)
card-deck-41 = 41 cards (no eights, nines or tens; one joker added)
card-deck-lowball-bug = { $deck } plus a joker: it plays as the lowest card that does not pair the hand
card-deck-high-bug = { $deck } plus a joker: it counts as an ace, or fills a straight or a flush
card-deck-mexican-joker = { $deck }; the joker is a bug face up and fully wild face down
# Forced bets.
card-forced-blinds = Button, small blind and big blind.
card-bring-in-lowest = the lowest up card brings it in (the two of clubs is the lowest card)
card-bring-in-highest-ace-low = the highest up card brings it in; aces count low, so the king of spades is the highest card
card-bring-in-highest-ace-high = the highest up card brings it in; aces count high, so the ace of spades is the highest card
card-forced-bring-in = Everyone antes; { $who }. Ties are broken by suit: suits rank spades, hearts, diamonds, clubs (highest first).
card-bring-in-completes = The bring-in may complete to the small bet.
card-forced-high-card-opens = Everyone antes and a button marks the dealer position; there is no bring-in: the highest card showing opens.
card-forced-dealer-pays = No blinds and no antes from the players: the dealer pays for the deal, one amount per player dealt in (the night sets it), before anyone sees a card.
card-forced-everyone-pays = Every player puts the same stake in the pot before the deal (the night sets it); the dealer pays no more than anyone else.
# A home game's money: "25¢", "$1.50" ($amount is written with its decimals: "1.50").
card-cents = { $cents }¢
card-dollars = ${ $amount }
card-cost-free = free
card-cost-match-pot = as much as the pot holds
card-cost-match-pot-or-fold = match the pot or fold
card-cost-per-card = { $amount } for each card still held
# A card's rank: its name, its plural as a list of ranks says it ("deuces, threes and kings
# are wild"), and its gender, which the sentences about one rank are given as $gender (in
# English the article it takes: a or an).
card-rank-two = deuce
card-rank-two-plural = deuces
card-rank-two-gender = a
card-rank-three = three
card-rank-three-plural = threes
card-rank-three-gender = a
card-rank-four = four
card-rank-four-plural = fours
card-rank-four-gender = a
card-rank-five = five
card-rank-five-plural = fives
card-rank-five-gender = a
card-rank-six = six
card-rank-six-plural = sixes
card-rank-six-gender = a
card-rank-seven = seven
card-rank-seven-plural = sevens
card-rank-seven-gender = a
card-rank-eight = eight
card-rank-eight-plural = eights
card-rank-eight-gender = an
card-rank-nine = nine
card-rank-nine-plural = nines
card-rank-nine-gender = a
card-rank-ten = ten
card-rank-ten-plural = tens
card-rank-ten-gender = a
card-rank-jack = jack
card-rank-jack-plural = jacks
card-rank-jack-gender = a
card-rank-queen = queen
card-rank-queen-plural = queens
card-rank-queen-gender = a
card-rank-king = king
card-rank-king-plural = kings
card-rank-king-gender = a
card-rank-ace = ace
card-rank-ace-plural = aces
card-rank-ace-gender = an
# Wild cards. $ranks is a list of plurals; $kinds how many ranks it names.
card-wild-ranks = { $ranks } are wild.
card-wild-ranks-free =
    { $ranks } are wild ({ $kinds ->
        [one] one
       *[other] one of them
    } costs nothing).
card-wild-ranks-match-or-fold =
    { $ranks } are wild (a player dealt { $kinds ->
        [one] one
       *[other] one of them
    } face up must match the pot or fold).
card-wild-ranks-pays =
    { $ranks } are wild (a player dealt { $kinds ->
        [one] one
       *[other] one of them
    } face up pays { $cost }).
card-wild-one-eyed-jacks = The one-eyed jacks (spades and hearts) are wild.
card-wild-for-side =
    { $ranks } are wild only in a hand played for the { $side ->
        [high] high
       *[low] low
    } half.
card-wild-unless =
    { $ranks } are wild, except in a hand that also holds { $gender ->
        [an] an
       *[a] a
    } { $rank }: then nothing in it is wild.
card-wild-follows-up =
    The card dealt face up right after a face-up { $rank } is wild for everyone, with every card of its rank; a later face-up { $rank } moves the wild rank to the card after it, and if { $gender ->
        [an] an
       *[a] a
    } { $rank } is the last card dealt face up, no following rank is wild.
card-wild-too = { $ranks } are wild too.
card-wild-follows-up-pays =
    A player dealt { $gender ->
        [an] an
       *[a] a
    } { $rank } face up pays { $cost }.
card-wild-after-pair = When a player is dealt a pair face up, the next face-up card's rank becomes wild, replacing any earlier wild rank; a pair completed by the last face-up card leaves nothing wild.
card-wild-after-pair-pays = A player dealt a wild card face up pays { $cost }.
# English needs no gender here; other languages do ("Die erste offene Zwei").
card-wild-rising =
    { $gender ->
       *[other] The
    } first face-up { $rank } makes its rank wild; after that, a face-up card one rank higher than the wild rank takes over, and so on up the ranks.
card-wild-lowest-down-card = Each player's lowest down card at the showdown is wild for that player: that one card, not its rank.
card-wild-chosen-down-card = Each player picks one of their down cards to be wild for them: that one card, not its rank.
# $which is the game file's own words: "the one shared card in the middle".
card-wild-board-rank = Wild: { $which }, with every card of its rank.
card-wild-board-card = Wild: { $which }, that card alone.
# A card that changes the hand when it is dealt face up.
card-effect-extra-down-card = its player may take one more card face down
card-effect-toggle-lowball = the game switches from high to lowball, and the next one switches it back
card-effect-names-the-game = its player names the stud game the rest of the hand is played as
card-card-rule =
    { $gender ->
        [an] An
       *[a] A
    } { $rank } dealt face up: { $what }.
card-card-rule-pays =
    { $gender ->
        [an] An
       *[a] A
    } { $rank } dealt face up: { $what } ({ $cost }).
# Who may open.
card-open-anything = Any hand may open
card-open-jacks-or-better = Only a pair of jacks or better may open
card-open-must = { $who }; a player who has it must open
card-open-nobody-redeal = If nobody opens, the hand is thrown in and dealt again after a new payment.
card-open-nobody-lowball = If nobody opens, the same hand is played as lowball: each player in turn opens or folds.
card-opening = { $who }. { $nobody }
# Games that add cards up.
card-points-pictures-half = one half
card-points-pictures-ten = 10
card-points-pictures-zero = nothing
card-points = Cards count: ace { $aces }, jack, queen and king { $pictures } each, the others their number. Each player's total is the sum of all their cards.
card-points-under-wins-ties = Between two totals equally close to a target, the one not over it wins.
card-points-bust = A total over a target cannot win that half.
# A worked example: $cards "A-K-10", $counts "7 or 17", $half a pot part's label ("twenty-seven").
card-example-pot = A pot of { $amount }:
card-example-holds =
    { $player } holds { $cards } (counts { $counts }) and declares { $way ->
        [high] high
        [low] low
       *[both] both ways
    }.
card-example-winner = { $player } ({ $total })
card-example-half-won = The { $half } half, { $amount }: { $winners } wins it.
card-example-half-shared = The { $half } half, { $amount }: { $winners } tie and share it, { $each } each.
card-example-failed-both = { $player } went both ways without winning or tying both halves and takes nothing.
card-example-paid = { $player } { $amount }
card-example-paid-nothing = { $player } nothing
card-example-in-all = In all: { $shares }.
# What happens on a street. $when, $layout, $timing, $rule, $order, $decides, $chooser and
# an offer's $card are the game file's own words.
card-cards =
    { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
card-cards-down =
    { $n ->
        [one] { $n } card face down
       *[other] { $n } cards face down
    }
card-cards-up =
    { $n ->
        [one] { $n } card face up
       *[other] { $n } cards face up
    }
card-cards-range = { $min } to { $max } cards
card-deal = each player gets { $cards }
card-deal-if = each player gets { $cards } if { $when }
card-board =
    { $n ->
        [one] { $n } community card
       *[other] { $n } community cards
    } turned face up on the board
card-board-layout =
    { $n ->
        [one] { $n } community card
       *[other] { $n } community cards
    } turned face up on the board ({ $layout })
card-draw-one = each player may exchange one card for a new one, or stand pat
card-draw = each player may discard { $min } to { $max } cards and gets as many new ones
card-discard = each player discards { $cards }
card-discard-timing = each player discards { $cards } { $timing }
card-expose-next = the next card of their stacked hand
card-expose-next-n =
    the next { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } of their stacked hand
card-expose-chosen =
    { $n ->
        [one] { $n } down card
       *[other] { $n } down cards
    } of their choice
card-expose = each player turns { $which } face up
card-expose-together = each player turns { $which } face up, all players at once
card-pass =
    each player passes { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the player on the { $side ->
        [left] left
       *[right] right
    }
card-trade = trading: { $rule }
card-buy-offer =
    { $card } ({ $cost }, kept face { $face ->
        [up] up
       *[down] down
    })
card-buy =
    in turn from the dealer's left, each player buys one card at a time until each has bought { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }: { $offers }
card-auction =
    cards are turned up one at a time and auctioned, the bidding starting one seat further left each time; the top bidder pays the bid into the pot, takes the card and throws away any one card; { $rounds ->
        [one] once
       *[other] { $rounds } times
    } around the table
card-pick = one card per player is turned face up in the middle; players take one each, { $order }
card-deal-all = the whole deck is dealt out, one card at a time
card-play-out = { $rule }
card-play-out-pays = { $rule }; a player who cannot play pays { $cost }
# $seat is button, or dealer at a home game where nobody holds a button.
card-roll =
    the { $seat ->
        [dealer] dealer
       *[button] button
    } rolls { $dice ->
        [one] one die
       *[other] { $dice } dice
    }: { $decides }
card-remove-boards = boards removed: { $rule }
card-split = split: { $rule }
card-choose-game = the game for the hand is chosen by { $chooser }
# A betting round: its size, then who acts first.
card-bet-round = a betting round
card-bet-small = betting at the small bet
card-bet-big = betting at the big bet
card-bet-either = betting: the opener picks the small or the big bet
card-first-left-of-big-blind = first to act is left of the big blind
card-first-left-of-button =
    first to act is the first player left of the { $seat ->
        [dealer] dealer
       *[button] button
    }
card-first-bring-in = the bring-in starts the action
card-first-best-high-showing = the best high hand showing acts first
card-first-best-low-showing = the best low hand showing acts first
card-first-high-showing-from-button =
    the best hand showing acts first, ties to the first seat left of the { $seat ->
        [dealer] dealer
       *[button] button
    }
card-first-best-board-showing = the best board showing acts first
card-first-as-chosen-game = then play follows the chosen game
# A street: its name (the game file's: "Third street", "Flop"), then what happens on it.
card-street = { $street }: { $what }.
card-street-as-chosen-game = played as the chosen game
# A street as a night's TV shows it, its betting round marked, not sized.
card-short-street = { $street }.
card-short-street-bet = { $street }; bet.
card-short-street-what = { $street }: { $what }.
card-short-street-what-bet = { $street }: { $what }; bet.
# How hands are ranked.
card-scale-high = high hand
card-scale-high-short-deck = high hand, short-deck ranks (flush beats full house; A-6-7-8-9 is a straight)
card-scale-high-mexican = high hand, 41-card ranks (flush beats full house; straights skip the missing 8-9-10)
card-scale-high-quick-quads = high hand, where trips of 2 to 10 plus two cards adding up to their rank are quads
card-scale-ace-to-five = ace-to-five low (aces low, straights and flushes do not count)
card-scale-action-razz = ace-to-five low, but any hand holding a jack, queen or king beats any hand without one
card-scale-deuce-to-seven = deuce-to-seven low (aces high, straights and flushes count against)
card-scale-ace-to-six = ace-to-six low (aces low, straights and flushes count against)
card-scale-badugi = badugi, aces low (more cards of different suits and ranks first, then lowest)
card-scale-badugi-ace-high = badugi with aces high (best is 5-4-3-2 of four suits)
card-scale-points-49 = points: ace 1, two to ten face value, picture cards 0; highest total wins
card-scale-points-nearest-7 = card points closest to 7
card-scale-points-nearest-27 = card points closest to 27
card-scale-points-highest = the highest card-point total
card-scale-points-lowest = the lowest card-point total
card-scale-high-no-straights-or-flushes = high hand; straights and flushes do not count
card-scale-high-ace-low = high hand with the ace low only (below the deuce; A-2-3-4-5 is a straight, 10-J-Q-K-A is not)
card-scale-three-card = three-card hand: three of a kind, then straight, then flush, then pair, then high card
card-scale-high-four-card-hands = high hand with two more hands: a four-card straight beats a pair, a four-card flush beats that, two pair beats both
card-scale-lowest-spade-down = the lowest spade among the down cards (aces high)
card-scale-highest-spade-down = the highest spade among the down cards
# Which cards make the hand.
card-hand-any-five = best five of all own and board cards
card-hand-best-four-own = best four of the player's own cards
card-hand-exactly = exactly { $hole } from the hand and { $board } from the board
card-hand-exactly-connected = exactly { $hole } from the hand and { $board } from the board, from one flop, a turn card touching it and the river
card-hand-exactly-one-per-row = exactly { $hole } from the hand and { $board } from the board, one from each row
card-hand-exactly-one-row = exactly { $hole } from the hand and { $board } from the board, all from one remaining row
card-hand-up-to = at most { $hole } from the hand, the rest from the board
card-hand-all-kept = every kept card, completed to five from the board
card-hand-all-five-own = all five of the player's own cards
card-hand-two-or-five = either exactly 2 from the hand and 3 from the board, or all 5 from the hand
card-hand-best-own = best { $cards } of the player's own cards
card-hand-all-own = every card the player holds, added up
card-hand-one-down-card = one of the player's down cards
# What a hand must be to win its part.
card-qualifier-eight-or-better = eight or better
card-qualifier-dice-roll = X or better, X set by the dice
card-qualifier-pair-of-sixes = a pair of sixes or better
card-qualifier-pair = a pair or better
card-qualifier-no-pair = no pair
card-qualifier-flush-or-better = a flush or better
card-qualifier-four-card-badugi = a four-card badugi
card-qualifier-three-of-a-kind = three of a kind or better
# A part of the pot: its label (the game file's: "High", "Low", "Badugi"), how hands rank, which cards play.
card-part-when = { $label } (only when { $when })
card-part = { $label }: { $scale }; { $hand }.
card-part-qualified = { $label }: { $scale }; { $hand }; must have { $qualifier }.
# The showdown.
card-showdown-single = One hand takes the whole pot.
card-showdown-split = Split pot: half to each part; if nobody qualifies for a half, the other half's winner takes it all.
card-showdown-first-qualifying = Not a split pot: the first part below wins the whole pot if any hand qualifies, otherwise the next.
card-showdown-as-chosen-game = As the game chosen for the hand.
card-showdown-second-best = The second-best hand takes the whole pot.
card-showdown-with-left-neighbour = The best hand and the next player still in on its left split the pot.
card-showdown-first-out = Not a poker hand: the first player to play out every card takes the pot.
card-declare-chips-in-fist = Players declare all at once: each brings a closed fist over the table holding no chip for low, one for high or two for both ways, and everyone opens together.
card-declare-in-turn = Players declare high, low or both in turn, starting with the last to bet or raise.
card-declare-both-ties-share = A player declaring both ways who is beaten either way takes nothing; a tie works as any tie does, that half shared.
card-declare-both-must-scoop = A player declaring both ways must win both halves outright, or takes nothing.
card-declare-left-out = A player out of the pot that way leaves each half to the best hand among the others who played for it; if everyone went both ways and nobody won both, each half goes to its best hand.
card-losers-match-pot = Every player who stayed in and lost pays as much as the pot held into the next pot.
card-losers-pay = Each loser pays { $cost }.
# The odd chip: $half is the first part's label ("High").
card-odd-chip-by-suit = between tied hands it goes to the highest card by suit (spades, hearts, diamonds, clubs)
card-odd-chip-by-seat =
    between tied hands it goes to the first seat left of the { $seat ->
        [dealer] dealer
       *[button] button
    }
card-odd-chip-split = Odd chip: in a split between the halves it goes to the { $half } half; { $tie }.
card-odd-chip = Odd chip: { $tie }.

## Paper: the series standings sheet.
paper-series-title = { $name } - series standings
paper-series-sub = Series standings
paper-series-points = Points
paper-series-events = Events
paper-series-all-finished = { $events }, all finished
paper-series-still-playing = { $events }, { $playing } still playing
paper-series-ranked = Players ranked
paper-series-standings = Standings
paper-series-rank = Rank
paper-series-events-counted = Events (left out in brackets)
paper-series-event = Event
paper-series-finished = finished
paper-series-playing = still playing

## Refusals of the API: what was asked for is not there, or cannot be done now.
refusal-no-such-event = there is no event #{ $id } in this database
refusal-no-such-structure = there is no structure #{ $id } in the house library
refusal-no-such-slide = there is no slide #{ $id }
refusal-no-such-chapter = the language { $lang } has no chapter { $chapter } of the guide here
refusal-no-such-game = no game or variation in the catalog is called "{ $name }"
refusal-no-such-night = there is no night #{ $id } in this database
refusal-no-such-series = there is no series #{ $id } in this database
refusal-no-such-player = there is no player #{ $id } in the register
refusal-no-such-device = there is no paired device #{ $id }
refusal-no-such-backup = there is no backup called "{ $name }" (felt backup list shows them)
refusal-event-running = event #{ $id } is running: pause its clock (or let it finish) before deleting it
refusal-structure-errors =
    the structure file has errors:
    { $list }
refusal-bounty = the recorded knockouts do not add up: { $why }
refusal-replay = the log of event #{ $id } cannot be replayed: { $why }
refusal-damaged = event #{ $id } is read-only: { $problem }; undo the damaged action #{ $seq } (set it aside) to go on
refusal-print = cannot print: { $why }
refusal-fault = event #{ $id }: { $what } failed inside Felt ({ $message }); other events are not affected
refusal-internal = Felt failed inside while answering ({ $message }); reload to see what is recorded

## Refusals of what a request sent, said where the API checks it (refusal-api-*). Names,
## fields and values the request gave come in as sent.
refusal-api-one-of = { $names } or { $last }
refusal-api-one-name = { $name }
refusal-api-must-be-quoted = { $name } must be { $what }, found '{ $found }'
refusal-api-must-be = { $name } must be { $what }, found { $found }
refusal-api-unknown-parameter = unknown parameter '{ $name }'; this calculator takes { $known }
refusal-api-missing = { $name } is missing
refusal-api-missing-give = { $name } is missing: give { $what }
refusal-api-what-chips = a whole number of chips
refusal-api-what-players = the number of players at the table (2 or more)
refusal-api-what-level = a level number
refusal-api-what-whole = a whole number
refusal-api-what-counts = a list with one count per seat
refusal-api-what-others = a list with one entry per seat
refusal-api-what-cards = a list of cards like ["As", "Td"] or one list per seat
refusal-api-what-chips-or-null = a whole number of chips or null
refusal-api-body-object = the body must be a JSON object with { $fields }
refusal-api-race-unknown-field = unknown field '{ $name }'; a chip race takes { $known }
refusal-api-race-no-counts = counts is missing: give each seat's count of the chips removed, seat 1 first
refusal-api-race-seat-must-be = { $list }: seat { $seat } must be { $what }, found { $found }
refusal-api-race-seat-cards = cards: seat { $seat } must list cards as text like "As", found { $found }
refusal-api-race-card = cards: card { $card } must be text like "As", found { $found }
refusal-api-race-lists-differ =
    { $n ->
        [one] { $list } lists { $n } seat but counts lists { $seats }
       *[other] { $list } lists { $n } seats but counts lists { $seats }
    }
refusal-api-race-cards-or-seed = give either cards (the cards dealt) or seed (the app deals), not both
refusal-api-no-level = the structure has no level
refusal-api-no-shipped-structure = there is no shipped structure named { $name }
refusal-api-command-fields = the command { $name } cannot run with these fields: { $why }
refusal-api-not-json = the body is not JSON: { $why }
refusal-api-not-request = not { $what }: { $why }
refusal-api-what-judge = a showdown to judge
refusal-api-what-payouts = a payouts request
refusal-api-what-icm = an ICM request
refusal-api-what-chop = a chop request
refusal-api-what-seat-draw = a seat draw request
refusal-api-no-counts = no chip count is recorded for { $names }: record the counts first (or send the stacks with the TD token)
refusal-api-lang-field = lang: { $why }
refusal-api-window-too-big =
    { $max ->
        [one] count: a window carries at most { $max } table (asked for { $asked })
       *[other] count: a window carries at most { $max } tables (asked for { $asked })
    }
refusal-api-token-file-other = the token file { $file } does not hold this database's TD token: make a new one with `felt token --new`
refusal-api-token-file-missing = this database keeps only a hash of its TD token and the token file { $file } is missing: make a new token with `felt token --new`
refusal-api-clock-start = { $var }={ $text } is not an RFC 3339 instant (like 2026-11-27T22:59:40-08:00): { $why }
refusal-api-draft-object = a draft is an object of the structure file's keys (name, starting_stack, levels, ...)
refusal-api-player-name = name
refusal-api-player-nickname = nickname
refusal-api-player-number = member number
refusal-api-player-club = club
refusal-api-player-notes = notes
refusal-api-player-field-too-long = the { $what } is longer than { $max } characters
refusal-api-player-field-character = the { $what } holds { $why } at character { $position } (U+{ $code })
refusal-api-player-name-taken = { $name } is already player #{ $id } ({ $other }): merge the two instead
refusal-api-player-number-taken = member number { $number } is already { $other }'s (player #{ $id })
refusal-api-player-edit = player #{ $id }: { $why }
refusal-api-player-merge-same = player #{ $keep } ({ $name }) and player #{ $other } are the same player already
refusal-api-player-merge-numbers = { $keep } (#{ $keep-id }) has member number { $a } and { $other } (#{ $other-id }) has { $b }: clear one of them before merging
refusal-api-import-refused =
    { $n ->
        [one] the import was refused and nothing changed ({ $n } bad row): { $problems }
       *[other] the import was refused and nothing changed ({ $n } bad rows): { $problems }
    }
refusal-api-import-empty = the file has no player to import
refusal-api-import-too-big = the file is { $bytes } bytes, more than the import's limit of { $max } (about { $players } players)
refusal-api-import-open-quote = line { $line }: a quote opens a value that is never closed (a value in quotes ends with a quote; a quote inside it is written twice)
refusal-api-import-headers = line 1: the column names do not read: { $why }
refusal-api-import-no-headers = line 1 must name the columns (name, nickname, number, club, notes)
refusal-api-import-no-column = the mapping names a column "{ $column }" the file does not have (its columns: { $columns })
refusal-api-import-same-field = columns { $columns } all fill the same field: map one of them and skip the others
refusal-api-import-no-names = no column holds the names: map one to "name" (the columns are: { $columns })
refusal-api-import-too-many = line { $line }: the file has more than { $max } players, the import's limit: split it in two
refusal-api-slide-name = a slide's name is 1 to { $max } characters
refusal-api-slide-not-base64 = the image of slide "{ $name }" is not base64: { $why }
refusal-api-slide-too-big = "{ $name }" is { $kb } KB; a slide is at most { $max } KB (the console fits a picture to 1920x1080 before sending it)
refusal-api-slide-not-image = "{ $name }" cannot be a slide: { $why }
refusal-api-slide-too-many =
    { $max ->
        [one] there are { $max } slide already: remove one first
       *[other] there are { $max } slides already: remove one first
    }
refusal-api-slide-seconds = a slide shows for 5 to 120 seconds, not { $seconds }
refusal-api-screen-name = a screen's name is 1 to 40 characters; { $name } is not
refusal-api-screen-id = a screen's id is 4 to 64 letters, digits, '-' or '_'
refusal-api-screen-unknown = no screen { $id } has reported to this Felt
refusal-api-screen-no-table = { $name }: say which table the table layout shows
refusal-api-screen-not-connected = no screen { $id } is connected
refusal-api-restore-no-file = there is no file { $file }
refusal-api-restore-in-use = { $file } is the database in use: name a backup or another machine's database
refusal-api-restore-stage = cannot stage { $name }: { $why }
refusal-api-restore-put-back = { $name } could not replace the database ({ $why }): it was put back as it was, from { $backup }
refusal-api-restore-put-back-failed = { $name } could not replace the database ({ $why }), and putting back { $backup } failed too ({ $again }): restore { $backup } by name
refusal-api-restore-staging-folder = cannot make the staging folder { $folder }: { $why }
refusal-api-repair-nothing = event #{ $id } has no damaged record: nothing to set aside
refusal-api-repair-other-record = the damaged record of event #{ $id } is #{ $damaged }, not #{ $seq }
refusal-api-repair-changed = event #{ $id } changed while repairing it: look at it again
refusal-api-night-record-unreadable = record #{ $seq } of the night cannot be read: { $why }
refusal-api-night-record-stale = record #{ $seq } of the night no longer applies: { $why }
refusal-api-series-rule-unreadable = series #{ $id }'s rule cannot be read: { $why }
refusal-api-series-name = a series needs a name of 1 to 120 characters
refusal-api-series-has-event = event #{ $event } ({ $name }) is already in this series
refusal-api-series-lacks-event = event #{ $event } is not in this series
refusal-api-day-two-by-hand = a day 2 is made from its flights, which Felt reads itself: use POST /api/days (felt event day2)
refusal-api-day-two-no-flights = name the flights to merge into day 2
refusal-api-day-two-twice = event #{ $id } is named twice
refusal-api-day-two-untracked = event #{ $id } ({ $name }) does not track its players, so it has no survivors to carry
refusal-api-day-two-pko = event #{ $id } ({ $name }) is a progressive knockout: its heads do not carry across flights, so Felt does not merge PKO flights
refusal-api-day-two-over = event #{ $id } ({ $name }) is over: it has no day 2
refusal-api-day-two-not-ended = event #{ $id } ({ $name }) has not ended its day: end the day and bag the chips first
refusal-api-day-two-carried = event #{ $id } ({ $name }) is carried into event #{ $day2 } ({ $day2-name }) already
refusal-api-day-two-other-structure = event #{ $id } ({ $name }) is not played to the same structure as event #{ $first } (stack, buy-in and levels must match)
refusal-api-device-what-clock = the clock of event #{ $event }
refusal-api-device-what-desk = the desk of event #{ $event }
refusal-api-device-what-table = table { $table } of event #{ $event }
refusal-api-device-what-a-table = a table of event #{ $event }
refusal-api-device-no-table = a device for one table needs the table's number
refusal-api-device-no-such-table = event #{ $event } has no table { $table } in play
refusal-api-device-name = a device's name is at most 60 characters
refusal-api-device-code-used = this pairing code is not valid any more (each code works once, for ten minutes): ask the TD for a new one
refusal-api-device-revoked = device #{ $id } ({ $name }) was revoked already
refusal-api-device-may-run = { $name } may only run { $what }: { $why }
refusal-api-device-may-work = { $name } may only work { $what }: { $why }
refusal-api-device-other-event = event #{ $id } is another event
refusal-api-device-ask-td = ask the TD for the desk's actions
refusal-api-device-undo-td = that undo or redo takes back the structure, the payouts lock or a deal, which are the TD's
refusal-api-device-td-only = the structure, the payouts lock and deals are the TD's
refusal-api-device-counts-here = counts of players seated at that table only
refusal-api-device-table-actions = busts, chip counts, the button, hand won and hand-for-hand hands at that table
refusal-api-device-other-table = that is at table { $table }
refusal-api-device-not-seated = that player is not seated there
refusal-api-lan-host-name = '{ $name }' is not a host name: letters, digits, dots and dashes, as a browser shows it before the port (felt.lan, tv-room.local)
refusal-api-lan-no-server = no server is running to open to the LAN
refusal-api-lan-fixed = Felt was started with --lan: it listens on the LAN until it is restarted without it
refusal-api-lan-no-port = no port could be opened on the LAN: { $why }
refusal-api-report-none = event #{ $id } has no table report #{ $report }
refusal-api-report-declined = table report #{ $report } from { $device } was declined already
refusal-api-report-applied = table report #{ $report } from { $device } was applied already
refusal-api-report-decided = table report #{ $report } was decided at another desk meanwhile
refusal-api-device-launch-token = this window's token is made afresh at each launch of the desktop app; restart it for a new one
refusal-api-busy-wait = Felt is busy with other calculations; try again in a moment
refusal-api-busy-long = this calculation takes longer than 20 seconds: ask for a smaller one
refusal-api-draft-bad-key = the draft has a key with a line break or control character ({ $key }): a structure file's keys are names on one line
refusal-api-draft-unwritable = the draft cannot be written as a structure file: { $why }
refusal-api-draft-unkeepable = the draft cannot be kept as a structure file: { $why }
refusal-api-draft-no-template = there is no template named { $name }; the templates are { $templates }
refusal-api-draft-no-name = a structure needs a name
refusal-api-house-list-empty = name at least one game for the house list
refusal-api-propose-no-stack = set the starting stack first
refusal-api-propose-no-chips = add the chip set first: the levels are built from its chips
refusal-api-propose-rotation = the rotation names { $id }, which is not one of the games
refusal-api-propose-no-game = add a game first (with its family and betting)
refusal-api-propose-nothing-to-extend = there are no typed levels to extend: propose levels for the whole structure
refusal-api-ticket-same-event = a seat won in event #{ $id } cannot pay for an entry in the same event
refusal-api-ticket-not-satellite = event #{ $sat } ({ $sat-name }) is not a satellite: its places win no seats
refusal-api-ticket-other-target = the seats of event #{ $sat } ({ $sat-name }) are for "{ $target }", not for event #{ $id } ({ $name })
refusal-api-ticket-still-playing = event #{ $sat } ({ $sat-name }) is still playing: its seats are not won yet
refusal-api-ticket-holder = { $name } (entry { $entry })
refusal-api-ticket-no-seat = entry { $entry } of event #{ $sat } won no seat (the seats went to { $holders })
refusal-api-ticket-other-holder = the seat from event #{ $sat } is { $holder }'s, not { $name }'s
refusal-api-ticket-used = { $holder }'s seat from event #{ $sat } was used already, in event #{ $event } ({ $event-name }) as entry { $entry }
refusal-api-night-time-zone = "{ $name }" is not a time zone: name one as the tz database does (America/Los_Angeles, Europe/London, Asia/Tokyo)
refusal-api-night-step-time = the limit step time "{ $time }" is not a clock time like 23:00
refusal-api-night-offset = a UTC offset of { $minutes } minutes is not one any clock uses
refusal-api-night-offset-range = a UTC offset out of range
refusal-api-restore-cannot-open = { $name } cannot be opened: { $why }
refusal-api-restore-not-database = { $name } is not a database: { $why }
refusal-api-restore-newer = { $name } was written by a newer Felt (schema { $version }; this Felt knows up to { $known }): update Felt first
refusal-api-restore-unreadable-whole = { $name } cannot be read whole: { $why }
refusal-api-restore-damaged = { $name } is damaged: { $why }
refusal-api-restore-unreadable = { $name } cannot be read: { $why }
refusal-api-restore-no-version = { $name } is not a Felt database (it has no Felt schema version)
refusal-api-restore-schema-of = Felt cannot describe its schema { $version }: { $why }
refusal-api-restore-not-whole-at = { $name } is not a whole Felt database (schema { $version }): { $gap }
refusal-api-restore-migrate = { $name } cannot be brought up to this Felt's schema: { $why }
refusal-api-restore-schema = Felt cannot describe its schema: { $why }
refusal-api-restore-not-whole = { $name } is not a whole Felt database: { $gap }
refusal-api-restore-events = { $name }: its events cannot be read: { $why }
refusal-api-restore-log = { $name }: the log of event #{ $id } cannot be read: { $why }
refusal-api-restore-log-broken = { $name }: the log of event #{ $id } ({ $event }) is not whole: { $why }
refusal-api-restore-gap-table = it has no table { $table }
refusal-api-restore-gap-column = its table { $table } has no column { $column }
refusal-api-restore-gap-type = its column { $table }.{ $column } is { $found }, where Felt writes { $kind }

## Paper: the words the renderer adds to every printout.
# $heading: the page's heading, on the sheets it runs on to.
paper-continued = { $heading } (continued)
paper-page-of = Page { $page } of { $pages }
# Between the parts of a line ("Break, 15 min; colour up"), its spaces kept.
paper-semicolon = {"; "}

## The field view: a player's buttons at the desk, and where an entry stands.
action-bust = Bust
action-unregister = Unregister
action-redeem-lammer = Redeem lammer
action-rebuy = Rebuy
action-add-on = Add-on
action-re-enter = Re-enter
action-confirm-bust = Confirm bust
action-confirm-unregister = Confirm unregister
action-confirm-forfeit =
    { $lammers ->
        [one] Confirm: out, { $lammers } lammer forfeited
       *[other] Confirm: out, { $lammers } lammers forfeited
    }
# "busted, 45th"
standing-placed = { $what }, { $place }
standing-busted = busted
standing-finished = finished
standing-winner = winner
standing-unregistered = unregistered
standing-alternate = alternate, waiting for a seat
standing-registered = registered, not seated yet
standing-seated-at = Table { $table }, seat { $seat }
standing-seated = seated

## The structure table: a break's chip race.
levels-chip-race = Chip race: { $chips }

## The Screens panel: what needs the TD's eye on a screen.
screen-flag-silent = silent for { $seconds } s
screen-flag-drift = its clock is off by { $ms } ms
screen-flag-sound = sound not unlocked: click or press a key on it once
screen-flag-switching = switching to { $layout } at its next report
screen-layout-clock = the clock
screen-layout-seating = the seating chart
screen-layout-payouts = the payouts
screen-layout-rotation = the clock, the seating chart and the payouts in turn
screen-layout-table = one table's seats

## src-tauri/src/menu.rs: the desktop window's menus and dialogs.

desktop-lan = Listen on the LAN
desktop-export = Export structure…
desktop-save-sheet = Save structure sheet (PDF)…
desktop-save-card = Save rule card (PDF)…
desktop-quit = Quit
desktop-display = Display
desktop-monitor = Monitor { $n }
desktop-clock-on = Clock display on { $monitor } ({ $size })
desktop-seating-on = Seating chart on { $monitor } ({ $size })
desktop-close-screens = Close the clock display and the seating chart
desktop-guide = Felt guide
desktop-report = Report a problem…
desktop-report-db = Report a problem, with a copy of the database…
desktop-about = About Felt
desktop-help = Help
desktop-zip = Zip archive
desktop-about-text =
    Felt { $version }

    Database: { $database }
    Backups: { $backups }
    Log: { $log }

    Only your account can read them.
desktop-no-event = there is no event to show yet
desktop-clock-title = Felt clock
desktop-seating-title = Felt seating chart
desktop-monitor-gone = monitor { $n } is no longer connected
desktop-lan-open =
    Displays and phones on the network can now open:
    { $addresses }
    The console shows the address and its QR code.
desktop-lan-title = Listening on the LAN
desktop-cannot-write = Cannot write { $path }: { $why }

## The recent actions beside undo and redo: each action of the event's log in words (the
## console's list, its Undo and Redo buttons, a table's report waiting for the desk, the
## CLI). A $player is an entry as action-entry names it; a $seat is action-seat; entry,
## table, seat, level, hand, round and seed numbers come in written; $chips are written.
# An entry: entry 17 (Ann Lee).
action-entry = entry { $entry } ({ $name })
action-entry-unnamed = entry { $entry }
action-seat = table { $table }, seat { $seat }
# A name as it is (a flight's).
action-name = { $name }
# Two things joined; a longer list repeats it: a and b and c.
action-list-and = { $first } and { $then }
# An action and what came with it: Busted ...; the blinds go up (period 5).
action-then = { $first }; { $then }
# A length of time and the seconds after it: 1 h 5 s.
action-duration-and = { $first } { $then }
# A new entry: Ann Lee (entry 17); with a seat won in a satellite, the satellite's event and entry.
action-new-entry = { $name } (entry { $entry })
action-new-entry-ticket = { $name } (entry { $entry }) with a seat won in event #{ $event } (entry { $won })
action-registered = Registered { $player }
action-registered-at = Registered { $player } at { $seat }
action-registered-alternate = Registered { $player } as an alternate
action-re-entered = Re-entered { $player }
action-re-entered-at = Re-entered { $player } at { $seat }
action-re-entered-alternate = Re-entered { $player } as an alternate
action-registered-nobody = Registered nobody
# The first names of many registered at once, and how many more.
action-names = { $names }
action-names-more = { $names } and { $more } more
action-registered-many =
    Registered { $count ->
        [one] { $count } player
       *[other] { $count } players
    } (entries { $first }-{ $last }): { $names }
action-registered-many-seated =
    Registered { $count ->
        [one] { $count } player
       *[other] { $count } players
    } (entries { $first }-{ $last }, { $seated } of them seated): { $names }
action-unregistered = Unregistered { $player }
# The code is the start of the commitment (a hash) shown before the draw.
action-draw-committed = Committed to the seat draw: { $code }
action-seats-drawn =
    Drew seats: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (seed { $seed })
action-seats-drawn-revealed =
    Drew seats: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (seed { $seed }, from the committed secret { $code })
action-alternates-seated =
    Seated { $count ->
        [one] { $count } alternate
       *[other] { $count } alternates
    }
action-busted = Busted { $player } at { $seat }
action-busted-by = Busted { $player } at { $seat }, knocked out by { $by }
# The winners are action-pot-share joined by action-list-and.
action-busted-split = Busted { $player } at { $seat }, the pot split between { $winners }
# A winner of a split pot with the share won: entry 4 (Bo Park) (1 of 2).
action-pot-share = { $player } ({ $share } of { $total })
# After a bust (see action-then).
action-mystery-drawn = a mystery envelope of { $amount } drawn (seed { $seed })
action-blinds-up = the blinds go up (period { $period })
action-final-table-moved =
    Final table: { $count ->
        [one] { $count } player
       *[other] { $count } players
    } moved
action-moved-one = Moved { $player } from { $from } to { $to }
action-moved =
    Moved { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
# After the moves (see action-then); the tables are a list of numbers: 3, 5.
action-broke-tables =
    { $count ->
        [one] broke table { $tables }
       *[other] broke table { $tables }
    }
action-button-at = Button at table { $table }, seat { $seat }
action-button-won = Table { $table }: hand won, button to seat { $seat }
action-button-unknown = Button at table { $table } unknown
action-seat-locked = Locked { $seat }
action-seat-reserved = Held { $seat } (reserved)
action-seat-reserved-for = Held { $seat } (reserved for player { $player })
action-seat-released = Released { $seat }
action-hard-stop =
    Hard stop: { $count ->
        [one] { $count } player
       *[other] { $count } players
    } placed by chip count
action-hand-for-hand-on = Hand-for-hand on
action-hand-for-hand-off = Hand-for-hand off
action-table-won = Table { $table } won by { $winners }
action-round-drawn =
    Drew round { $round }: { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } (seed { $seed })
action-hand-for-hand-hand = Hand-for-hand hand { $hand } finished
action-redrawn-random =
    Redrew { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } at random (seed { $seed })
action-redrawn-chips =
    Redrew { $players ->
        [one] { $players } player
       *[other] { $players } players
    } at { $tables ->
        [one] { $tables } table
       *[other] { $tables } tables
    } with the stacks spread by chip count (seed { $seed })
# The flights are their names joined by action-list-and.
action-carried-in-best =
    Carried { $count ->
        [one] { $count } player
       *[other] { $count } players
    } with { $chips } chips in from { $flights } (best stack kept)
action-carried-in-all =
    Carried { $count ->
        [one] { $count } player
       *[other] { $count } players
    } with { $chips } chips in from { $flights } (all stacks added)
# A player's count in the list of action-counted: entry 4 (Bo Park) 12,500.
action-chip-count = { $player } { $chips }
action-counted = Chip counts: { $counts }
action-table-hand-done = Table { $table } finished hand-for-hand hand { $hand }
action-payouts-locked =
    Locked payouts at { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    } ({ $places ->
        [one] { $places } place
       *[other] { $places } places
    } paid)
action-payouts-unlocked = Unlocked payouts
# A saver in the list of action-savers-agreed: $50 to 4th.
action-saver = { $amount } to { $place }
action-savers-agreed = Savers agreed: { $savers }
# How a deal was worked out, inside action-deal.
action-deal-chop = chip chop
action-deal-icm = ICM
action-deal-custom = custom
action-deal =
    Deal ({ $how }) between { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
action-deal-play-for =
    Deal ({ $how }) between { $count ->
        [one] { $count } player
       *[other] { $count } players
    }, { $amount } kept to play for
action-lammers-redeemed =
    { $player } redeemed { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } for { $chips } chips at level { $level }
action-bust-held =
    { $player } lost their chips holding { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    }: redeems before the next hand
action-lammer-deadline-forfeited =
    Lammer deadline at level { $level }: { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } of { $players ->
        [one] { $players } player
       *[other] { $players } players
    } forfeited
action-lammer-deadline-redeemed =
    Lammer deadline at level { $level }: { $count ->
        [one] { $count } lammer
       *[other] { $count } lammers
    } of { $players ->
        [one] { $players } player
       *[other] { $players } players
    } redeemed
# What was bought, inside action-bought-at-level and action-bought-at-break.
action-a-rebuy = a rebuy
action-an-add-on = an add-on
action-a-re-entry = a re-entry
action-bought-at-level = { $player } bought { $what } ({ $chips } chips) at level { $level }
action-bought-at-break = { $player } bought { $what } ({ $chips } chips) at the break after level { $level }
action-chip-race = Chip race at table { $table }: { $removed } removed, { $added } given back
action-chip-race-dealt = Chip race at table { $table }: { $removed } removed, { $added } given back (cards dealt from seed { $seed })
action-created = Created from { $file }
action-announced = Message to the displays: "{ $text }"
action-announcement-off = Took the message off the displays
# The language's own name: Deutsch, français.
action-language-set = The event's screens and paper speak { $language }
action-language-browser = The event's screens follow each browser's language
# The clock: $period is a period inside a sentence (level 4, the break after level 4);
# $left and $time are a clock's time (12:00, 1:05:00).
action-clock-start = Started the clock ({ $period })
action-clock-paused-left = Paused at { $period } with { $left } left
action-clock-paused = Paused at { $period }
action-clock-resumed = Resumed { $period }
action-clock-next = Moved on to { $period }
action-clock-previous = Went back to { $period }
action-clock-go-to = Jumped to { $period }
action-clock-set = Set { $period } to { $left } left
action-clock-added = Added { $time } to { $period }
action-clock-took = Took { $time } off { $period }
action-clock-end-day = Ended the day at { $period }
# A count changed by hand: +1 entry (now 45). The sign is + or -.
action-count-entries =
    { $sign }{ $count ->
        [one] { $count } entry
       *[other] { $count } entries
    } (now { $now })
action-count-players =
    { $sign }{ $count ->
        [one] { $count } player left
       *[other] { $count } players left
    } (now { $now })
action-count-add-ons =
    { $sign }{ $count ->
        [one] { $count } add-on
       *[other] { $count } add-ons
    } (now { $now })
action-undo = Undo
action-redo = Redo
action-set-aside = Set aside action #{ $seq }
action-checkpoint = Checkpoint at record #{ $seq }
# A period named in a change to the structure, as a name of its own.
action-structure-level = Level { $level }
action-structure-break-after = The break after level { $level }
action-structure-opening-break = The opening break
action-structure-period = Period { $period }
# A level with its game, stakes and length: Level 5 (Razz, Limits 200/400, 20 min).
action-structure-level-words = { $period } ({ $game }, { $stakes }, { $time })
action-structure-break-words = a { $time } break
action-structure-period-words = period { $period }
action-structure-minutes = { $period } now lasts { $minutes } min
# $what is action-structure-level-words or action-structure-break-words.
action-structure-added-before = Added { $what } before { $period }
action-structure-added-at-end = Added { $what } at the end
action-structure-break-now = Unscheduled break now: { $minutes } min
action-structure-changed = Changed { $what }
action-structure-extended = Added { $what } after the last (the last levels again)
action-structure-extended-doubled = Added { $what } after the last (the last levels again, doubled)
# A damaged log, at the top of the console: the problem is in the log's own words.
action-damage-problem = This event is read-only: { $problem }. What is shown is the event just before it.
action-damage-repair = Undo the damaged action #{ $seq } (set it aside)
# A table's report at the desk: why it would be refused, and how it was decided.
action-report-refused = Would be refused now: { $reason }
action-report-applied-as = applied at the desk as action #{ $seq }
action-report-applied = applied at the desk
action-report-declined = declined at the desk
# felt undo, felt redo, felt actions: what was done, in a terminal.
action-cli-undid = Undid: { $action }
action-cli-redid = Redid: { $action }
# The actions are listed in the order the walk took them, joined by action-then.
action-cli-undid-back =
    Undid back to #{ $seq } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }): { $actions }
action-cli-redid-up =
    Redid up to #{ $seq } ({ $count ->
        [one] { $count } action
       *[other] { $count } actions
    }): { $actions }
action-cli-done = done
action-cli-from = { $action } [from { $device }]
action-cli-undone = { $action } (undone)
# A dealer's-choice night's log; $amount is written as the night counts money.
action-night-opened =
    Night opened: { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } on the house list
action-night-first-dealer = First dealer drawn (cards up to a jack)
action-night-join = { $player } sat down
action-night-leave = { $player } left the table
action-night-call = { $dealer } called { $game }
action-night-call-variations = { $dealer } called { $game }, { $variations }
action-night-new-game = { $name } (new game)
action-night-mistake = Mistake: { $player }
action-night-mistake-what = Mistake: { $player } ({ $what })
action-night-buy-in = { $player } bought { $amount }
action-night-cash-out = { $player } cashed out { $amount }
action-night-end = Night ended
action-night-undo-of = Undo of #{ $seq }
action-night-undo = Undo: { $action }

## The seat draw checked again from its seed (the verify page, `felt tables verify`).

draw-check-later-item = #{ $seq } ({ $what })
draw-check-later-same =
    { $count ->
        [one] The { $count } later random draw (late registrations, alternates, shootout rounds, chip races) deals again the same from its seed.
       *[other] The { $count } later random draws (late registrations, alternates, shootout rounds, chip races) deal again the same from their seeds.
    }
draw-check-later-different = These later random draws do NOT deal again the same from their seeds: { $list }.
draw-check-not-drawn-committed = Not drawn yet. The draw is committed to { $code }: after the draw, its secret must give this commitment.
draw-check-not-drawn = Not drawn yet, and no commitment made.
draw-check-fair-committed =
    { $seats ->
        [one] The draw shown is the draw its seed gives: all { $seats } seat dealt again from seed { $seed } match. The seed comes from the secret { $secret }, which gives the commitment { $code } shown before the draw.
       *[other] The draw shown is the draw its seed gives: all { $seats } seats dealt again from seed { $seed } match. The seed comes from the secret { $secret }, which gives the commitment { $code } shown before the draw.
    }
draw-check-fair-uncommitted =
    { $seats ->
        [one] The draw shown is the draw its seed gives: all { $seats } seat dealt again from seed { $seed } match. The draw was not committed beforehand, so the seed could have been chosen.
       *[other] The draw shown is the draw its seed gives: all { $seats } seats dealt again from seed { $seed } match. The draw was not committed beforehand, so the seed could have been chosen.
    }
draw-check-unfair = The draw shown is NOT the draw its seed gives: { $problems }
draw-check-secret-not-hex = the revealed secret is not 64 hex characters
draw-check-seed-not-secrets = seed { $seed } is not the revealed secret's seed { $secret_seed }
draw-check-other-commitment = the revealed secret gives the commitment { $gives }, not the { $shown } shown before the draw
draw-check-nothing-committed = a secret was revealed but none was committed
draw-check-no-secret = the draw was committed to { $code } but revealed no secret
draw-check-refused = dealing again from the seed was refused: { $why }
draw-check-moved = { $moved } of { $players } players sit elsewhere than the seed seats them
draw-check-count =
    { $again ->
        [one] the seed seats { $again } player, the record { $record }
       *[other] the seed seats { $again } players, the record { $record }
    }
draw-check-entry = entry { $n }
draw-check-cli-commitment = Commitment #{ $seq }: { $code }
draw-check-cli-commitment-undone = Commitment #{ $seq }: { $code } (undone)
draw-check-cli-draw = Draw #{ $seq }: seed { $seed }
draw-check-cli-draw-undone = Draw #{ $seq }: seed { $seed } (undone)
draw-check-cli-draw-secret = Draw #{ $seq }: seed { $seed }, secret { $secret }
draw-check-cli-draw-secret-undone = Draw #{ $seq }: seed { $seed }, secret { $secret } (undone)
draw-check-cli-unfair = the draw shown is not the draw its seed gives

## A night's called game: where its rules come from.

# The catalog no longer has a game the night called (a newer Felt dropped it).
night-rules-missing = The rules of { $game } cannot be shown: { $why }
night-dealers-own-rules = { $dealer }'s own rules

## A log that cannot be folded (the damage banner, a refused replay).

replay-not-created-first = the log of this event does not begin with its creation (first record is #{ $seq })
replay-created-twice = record #{ $seq } creates the event a second time
replay-undo-mismatch = record #{ $seq } undoes #{ $target }, but the action to undo is #{ $expected }
replay-undo-nothing = record #{ $seq } undoes #{ $target }, but there is no action to undo
replay-redo-mismatch = record #{ $seq } redoes #{ $target }, but the action to redo is #{ $expected }
replay-redo-nothing = record #{ $seq } redoes #{ $target }, but there is no action to redo
replay-field = record #{ $seq } cannot be applied to the players and seats: { $message }
replay-out-of-order = record #{ $seq } comes after #{ $last }; records must be in order
replay-counts = record #{ $seq } sets the counts out of range: { $message }
replay-set-aside = record #{ $seq } sets aside #{ $target }, which is not a record that failed
replay-seal-ahead = record #{ $seq } seals a checkpoint at #{ $upto }, which is not before it
replay-panicked = record #{ $seq } cannot be folded: Felt failed inside ({ $message })
replay-unreadable = record #{ $seq } cannot be read: { $why }
replay-cannot-show = the event cannot be shown after record #{ $seq }: Felt failed inside ({ $message })

## Street names of the catalog's games, in the card's language.

# A street's name from a game file, keyed by the name in lowercase with dashes; a street
# no variant names keeps the game file's own words.
card-street-name =
    { $slug ->
        [pre-flop] Pre-flop
        [flop] Flop
        [turn] Turn
        [river] River
        [deal] Deal
        [draw] Draw
        [first-draw] First draw
        [second-draw] Second draw
        [third-draw] Third draw
        [second-street] Second street
        [third-street] Third street
        [fourth-street] Fourth street
        [fifth-street] Fifth street
        [sixth-street] Sixth street
        [seventh-street] Seventh street
        [first-round] First round
        [second-round] Second round
        [third-round] Third round
        [fourth-round] Fourth round
        [second-card] Second card
        [third-card] Third card
        [fourth-card] Fourth card
        [fifth-card] Fifth card
        [the-hand] The hand
       *[other] { $name }
    }
## Refusals of a dealer's-choice night (refusal-night-*). $name: a player's name as
## the night lists it; $game: a game's catalog key.
refusal-night-not-open = the night must open first
refusal-night-already-open = the night is already open
refusal-night-no-title = a night needs a title
refusal-night-too-few-players = a night needs at least two players
refusal-night-over-name-chars = a player's name has { $given } characters, more than the limit of { $limit }
refusal-night-over-title-chars = the title has { $given } characters, more than the limit of { $limit }
refusal-night-over-players = the night has { $given } players, more than the limit of { $limit }
refusal-night-over-players-one-more = the night would have { $given } players, more than the limit of { $limit }
refusal-night-over-house-games = the house list has { $given } games, more than the limit of { $limit }
refusal-night-over-limit-steps = the limit schedule has { $given } steps, more than the limit of { $limit }
refusal-night-duplicate-player = { $name } is listed twice
refusal-night-blank-player = a player needs a name
refusal-night-no-such-player = no player called { $name } is at this night
refusal-night-already-seated = { $name } is already seated
refusal-night-unknown-game = the house list names { $game }, which is not in the game catalog
refusal-night-no-starting-limit = the limit schedule needs a first limit, from the start of the night
refusal-night-limits-out-of-order = limit steps must be in time order, each later than the one before
refusal-night-zero-amount = a limit, a buy-in and the ladder's step must be more than zero
refusal-night-dealer-known = the first dealer has already been found ({ $name })
refusal-night-no-dealer = find the first dealer before the first call
refusal-night-new-game-unexplained = a new game needs a name and its rules
refusal-night-dealt-in = { $dealt_in ->
        [one] { $dealt_in } player
       *[other] { $dealt_in } players
    } dealt in, but only { $seated } are seated
refusal-night-zero-money = an amount of money must be more than zero (for { $name })
refusal-night-cashed-out = { $name } has already cashed out
refusal-night-cashed-out-and-left = { $name } has cashed out and left the table: seat them again (sits again) before they buy back in
refusal-night-nothing-bought = { $name } has bought no chips, so has nothing to cash out
refusal-night-ended = the night has ended
refusal-night-last-players = two players must stay seated for a deal
refusal-night-no-seed = the first-dealer draw needs its seed
refusal-night-undo-in-log = an undo names a logged action; it is not applied to the night itself
refusal-night-nothing-to-undo = there is nothing to undo since the night opened

## Refusals of the chip race calculator (refusal-chip-race-*). $remove, $next: the
## chip values; $seat, $first_seat: seat numbers; $card: a card as written ("Qs").
refusal-chip-race-zero-chip = chip values must be more than 0 (remove { $remove }, next { $next })
refusal-chip-race-not-a-multiple = the next chip { $next } must be a larger multiple of the removed chip { $remove }
refusal-chip-race-no-seats = the race needs at least one seat
refusal-chip-race-unknown-card = seat { $seat }: `{ $text }` is not a card (write rank then suit, like As, Td or 9c)
refusal-chip-race-duplicate-card = seat { $seat }: { $card } was already dealt to seat { $first_seat }
# $detail: refusal-chip-race-no-leftover or refusal-chip-race-leftovers.
refusal-chip-race-wrong-card-count = the race needs { $expected ->
        [one] { $expected } card
       *[other] { $expected } cards
    } ({ $detail }), { $found } were entered
refusal-chip-race-no-leftover = no seat has leftover chips
# $seats: a list of refusal-chip-race-seat-leftover.
refusal-chip-race-leftovers = { $seats }
refusal-chip-race-seat-leftover = seat { $seat }: { $chips }
refusal-chip-race-too-many-cards = the race needs { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, more than one 52-card deck
refusal-chip-race-cards-with-round = the round variant deals no cards, but { $found } were entered
refusal-chip-race-seat-list-count = the cards are listed for { $found ->
        [one] { $found } seat
       *[other] { $found } seats
    }, but the race has { $expected }
refusal-chip-race-seat-card-count = seat { $seat } gets { $expected ->
        [0] no card
        [one] { $expected } card
       *[other] { $expected } cards
    } (one per leftover chip), but { $found ->
        [0] none was
        [one] { $found } was
       *[other] { $found } were
    } entered

## Refusals of the deal calculator (refusal-deal-*). Amounts are in minor units as
## given; $player, $place: a player's or a place's number.
refusal-deal-no-players = a deal needs at least one player
refusal-deal-zero-stack = player { $player } has no chips; a busted player is not part of a deal
refusal-deal-too-many-prizes = { $prizes ->
        [one] { $prizes } prize
       *[other] { $prizes } prizes
    } were given for only { $players ->
        [one] { $players } player
       *[other] { $players } players
    } left
refusal-deal-too-many-for-exact = exact ICM handles at most { $limit ->
        [one] { $limit } player
       *[other] { $limit } players
    }, not { $players }
refusal-deal-too-few-samples = a Monte Carlo estimate needs at least 2 samples, not { $samples }
refusal-deal-savers-above-first = savers of { $savers } are more than first place's { $first }
refusal-deal-saver-place = saver for place { $place }: places left run from 1 to { $players }
refusal-deal-play-for-above-first = an amount of { $play_for } to play for is more than first place's { $first }
refusal-deal-prizes-out-of-order = prizes must be listed first place first, each no more than the one before: prize { $place } ({ $prize }) is more than prize { $above_place } ({ $above })
refusal-deal-too-many-draws = an ICM estimate of { $samples ->
        [one] { $samples } sample
       *[other] { $samples } samples
    } for { $players ->
        [one] { $players } player
       *[other] { $players } players
    } draws { $draws } times, more than Felt's limit of { $limit }: ask for at most { $most ->
        [one] { $most } sample
       *[other] { $most } samples
    }

## Refusals of a payout table (refusal-paytable-*). $min, $max: the row's range of
## entries; $why: the TOML reader's own words (English); $name: the name asked for, in
## quotes; $known: the shipped tables' names.
refusal-paytable-toml = payout table is not valid TOML: { $why }
refusal-paytable-no-rows = payout table has no rows
refusal-paytable-empty-range = row for { $min }-{ $max } entries: the range is empty (min is above max)
refusal-paytable-not-contiguous = row for { $min }-{ $max } entries: expected it to start at { $expected ->
        [one] { $expected } entry
       *[other] { $expected } entries
    }
refusal-paytable-bad-sum = row for { $min }-{ $max } entries: shares add up to { $sum } basis points, not 10000
refusal-paytable-increasing = row for { $min }-{ $max } entries: place { $place } gets more than place { $above }
refusal-paytable-too-many-places = row for { $min }-{ $max } entries: pays { $places ->
        [one] { $places } place
       *[other] { $places } places
    }, more than its { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }
refusal-paytable-shares-and-amounts = row for { $min }-{ $max } entries: give either shares_bp (parts of the pool) or amounts (fixed prizes), not both
refusal-paytable-zero-amount = row for { $min }-{ $max } entries: place { $place }'s fixed amount is 0
refusal-paytable-unknown = no payout table named { $name }; known tables: { $known }

## Refusals of the payout calculator (refusal-payout-*) and of satellite seats
## (refusal-satellite-*). Amounts ($pool, $increment, $min_cash, $sum, $seat_value,
## $cash) come written: as money when the event has a currency, else as plain figures.
## $share, $lowest, $highest: a top share as a decimal ("0.25").
refusal-payout-no-entries = an event needs at least one entry to pay out
refusal-payout-zero-increment = the rounding increment must be at least 1
refusal-payout-paid-places = cannot pay { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } with { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }
refusal-payout-pool-too-small = a pool of { $pool } cannot pay { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } at least one increment of { $increment } each
refusal-payout-min-cash-too-high = a min-cash of { $min_cash } for { $paid ->
        [one] { $paid } place
       *[other] { $paid } places
    } is more than the pool of { $pool }
refusal-payout-fixed-over-pool = the row for { $min }-{ $max } entries pays { $sum } in fixed prizes, more than the pool of { $pool }
refusal-payout-top-share = a top share of { $share } is outside what the pool allows ({ $lowest } to { $highest } with these paid places and min-cash)
# $event: the target event's name, in quotes.
refusal-satellite-zero-seat-value = a satellite seat must be worth at least 1 (target event { $event })
refusal-satellite-no-entries = an event needs at least one entry to pay out
refusal-satellite-more-places = a pool of { $pool } pays { $places ->
        [one] { $places } place
       *[other] { $places } places
    } (seats worth { $seat_value }), more than the { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }
refusal-satellite-more-places-with-cash = a pool of { $pool } pays { $places ->
        [one] { $places } place
       *[other] { $places } places
    } (seats worth { $seat_value } and { $cash } in cash), more than the { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    }

## Refusals of the big blind ante calculator (refusal-ante-*). $stakes: the level's
## stakes (stakes-text-*); $game: the game's name.
refusal-ante-too-few-players = a table needs at least 2 players to deal a hand, found { $found }
refusal-ante-empty-stack = the big blind has no chips: a busted player cannot post
refusal-ante-small-blind-above-big-blind = the small blind { $small_blind } is larger than the big blind { $big_blind }
refusal-ante-no-big-blind = the big blind must be more than 0
refusal-ante-no-such-level = the structure has no level { $level } (it has levels 1 to { $last })
refusal-ante-no-big-blind-ante = level { $level } ({ $game }) has no big blind ante: { $stakes }
