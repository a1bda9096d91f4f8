# Felt's messages in English, the source every other language is checked against.
# One message per sentence a person reads; $names are what the sentence is given.

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
