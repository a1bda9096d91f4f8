// Generated from the Rust wire types by tests/ts_types.rs (ts-rs). Do not edit:
// run `UPDATE_TS_TYPES=1 cargo test --test it ts_types` after changing a wire type.

/**
 * A UTC instant in milliseconds since the Unix epoch.
 */

export type UtcMs = number;

/**
 * Why a paused clock is paused.
 */

export type PauseReason = "not-started" | "manual" | "auto-pause" | "end-of-day" | "structure-ended";

/**
 * The clock anchor: all the clock state there is.
 */

export type Clock = { "state": "running", period: number, ends_at: UtcMs, } | { "state": "paused", period: number, remaining_ms: number, reason: PauseReason, };

/**
 * Running or why not.
 */

export type ClockStatus = "not-started" | "running" | "paused" | "auto-paused" | "end-of-day" | "finished";

/**
 * What a display shows.
 */

export type ClockView = { event_name: string, event_number: number | null, 
/**
 * The instant this view was computed for (the server's time).
 */
now: UtcMs, status: ClockStatus, 
/**
 * Index of the current period in the structure.
 */
period: number, 
/**
 * "Level 4", "Break", ...
 */
period_label: string, on_break: boolean, 
/**
 * The current level number; on a break, the level just played.
 */
level: number | null, current: StakesView | null, remaining_ms: number, period_duration_ms: number, 
/**
 * When the current period ends, while running: displays count down to it.
 */
ends_at: UtcMs | null, 
/**
 * True on the last period once its time has run out: the clock stays on it.
 */
past_last_level: boolean, overtime_ms: number, next: NextView | null, 
/**
 * Time from now to the start of the next break, when there is one ahead.
 */
next_break_in_ms: number | null, 
/**
 * Denominations raced off at the current break (or the next one), with colors.
 */
race_off: Array<RaceOffView>, entries: number, players_left: number, add_ons: number, 
/**
 * Players are registered one by one (the counts come from the field, not the TD's
 * counters).
 */
players_tracked: boolean, chips_in_play: number, average_stack: number | null, 
/**
 * The prize pool in minor units of `currency`, when the event has a buy-in: every
 * entry's and add-on's price minus its fee, or the guarantee when that is more.
 */
prize_pool: number | null, currency: string | null, 
/**
 * The payouts panel, when the event has a buy-in and a payout rule.
 */
payouts: PayoutsView | null, 
/**
 * Between days: the chip-count leaderboard (shown in place of the payouts).
 */
chip_counts: ChipCountsView | null, 
/**
 * Lammers still held and the redemption deadline, while any are held (players
 * tracked one by one).
 */
lammers: LammersView | null, 
/**
 * Lines for the event notices bar.
 */
notices: Array<string>, 
/**
 * The TD's message to every display, with when it was sent (displays show it for a
 * while and speak it once).
 */
announcement: Announcement | null, 
/**
 * The room's moments in words, for the displays to say aloud (issue 17).
 */
spoken: Spoken, 
/**
 * After a committed seat draw, until the first level is over: the commitment's short
 * code, for the displays to show with the link to the event's verify page.
 */
draw_check: string | null, 
/**
 * The result, once the event is over (`status` is `finished`).
 */
result: ResultView | null, 
/**
 * The room's figures as the displays show them: entries, players left, average
 * stack and, when the event has a buy-in, the prize pool.
 */
stats: Array<Figure>, 
/**
 * The anchor itself, so a display can keep time on its own.
 */
anchor: Clock, 
/**
 * Levels that change with eliminations (seed 003): how many more players must go
 * out for the next level. `None` when the clock runs the levels.
 */
by_eliminations: EliminationsView | null, 
/**
 * The hard stop (seed 003), when the structure has one.
 */
hard_stop: HardStopView | null, };

/**
 * Where elimination-driven levels stand.
 */

export type EliminationsView = { 
/**
 * The structure's count: a new level every this many eliminations.
 */
per_level: number, 
/**
 * Players out so far.
 */
eliminated: number, 
/**
 * More players out before the next level starts; `None` when no level follows (the
 * structure or the field has run out).
 */
more: number | null, 
/**
 * "Next level after 2 more eliminations".
 */
text: string, };

/**
 * The hard stop: play ends this long after the clock first started, whatever the
 * pauses; the round being dealt is finished, and the chip counts place the players left.
 */

export type HardStopView = { minutes: number, 
/**
 * When play stops; `None` until the clock has started.
 */
at: UtcMs | null, 
/**
 * Time left until then (displays count down to `at` on their own).
 */
remaining_ms: number | null, 
/**
 * The stop time has come: the last round is being played.
 */
reached: boolean, text: string, };

/**
 * A level's game and stakes, in the game's own terms.
 */

export type StakesView = { level: number, game_id: string, game: string, betting: Betting, stakes: Stakes, text: string, 
/**
 * The stakes in labelled parts, for the big display.
 */
parts: Array<Figure>, };

/**
 * A labelled figure in words: "Blinds" "100 / 200", "Prize pool" "$3,705". `key` names
 * it for styling and tests and never changes with the words.
 */

export type Figure = { key: string, label: string, value: string, };

/**
 * What comes next.
 */

export type NextView = { is_break: boolean, duration_ms: number, stakes: StakesView | null, };

/**
 * A chip leaving play.
 */

export type RaceOffView = { value: number, color: string, };

/**
 * What the payouts panel shows.
 */

export type PayoutsView = { 
/**
 * Every paid place, first place first.
 */
places: Array<PlaceLine>, 
/**
 * Places paid (the length of `places`).
 */
paid: number, players_left: number, 
/**
 * The place the next prize goes to: the place the next player out finishes in once
 * the field is in the money, the last paid place before that. `None` when nothing is
 * paid or nobody is left.
 */
next_place: number | null, 
/**
 * One more player left than places paid: the next player out wins nothing.
 */
bubble: boolean, 
/**
 * Every player left has won a prize.
 */
in_the_money: boolean, currency: string | null, 
/**
 * The TD locked the prizes; they no longer follow the entries.
 */
locked: boolean, 
/**
 * How the prizes were worked out: "BARGE unified payouts (2025), row for 36-47
 * entries", "payout curve", ...
 */
basis: string, 
/**
 * Something the TD must look at, in words (the pool changed after the lock, or the
 * prizes cannot be worked out).
 */
warning: string | null, 
/**
 * The panel's lines, best place first: places in a row that pay the same are one
 * line ("10th-12th"), so a curve-paid field of thousands reads as a few dozen lines.
 */
rows: Array<PayoutRow>, 
/**
 * The deal the players still in made, when there is one: it replaces the prizes of
 * the places they were playing for (those rows are marked `dealt`).
 */
deal: DealLines | null, };

/**
 * One paid place.
 */

export type PlaceLine = { place: number, 
/**
 * Prize in minor units of the view's currency.
 */
amount: number, };

/**
 * One line of the payouts panel: a place, or a run of places paid the same.
 */

export type PayoutRow = { first: number, last: number, 
/**
 * "1st", "10th-12th".
 */
label: string, 
/**
 * Each place's prize in minor units.
 */
amount: number, 
/**
 * Each place's prize in words: "$3,705".
 */
amount_text: string, 
/**
 * The next prize goes to a place in this line.
 */
next: boolean, 
/**
 * Every place of the line has been won already (the field is past it).
 */
won: boolean, 
/**
 * The places of the line were shared out by the deal.
 */
dealt: boolean, 
/**
 * In a shootout, the round the line's players went out in, when they are paid alike
 * by round reached: "out in round 2".
 */
round: string | null, };

/**
 * A recorded deal as the payouts panel shows it, in money words.
 */

export type DealLines = { 
/**
 * "Deal (ICM) between 3 players".
 */
title: string, 
/**
 * Each player of the deal with what he is paid now, largest first.
 */
lines: Array<DealLine>, 
/**
 * What is still played for, in words ("$100.00 kept for 1st"); `None` for a full
 * chop.
 */
play_for: string | null, };

/**
 * One player's share of a deal.
 */

export type DealLine = { name: string, 
/**
 * Paid now, in minor units.
 */
amount: number, 
/**
 * Paid now, in words: "$1,234.00".
 */
amount_text: string, };

/**
 * The end of an event as the screens show it: the winner and the places with prizes.
 */

export type ResultView = { 
/**
 * "Zoë Ångström wins", "Play stopped", "Deal: the event is over".
 */
headline: string, 
/**
 * How it ended, in a sentence.
 */
how: string, 
/**
 * The places, best first: every place that won something and at least the top ten.
 */
lines: Array<ResultRow>, 
/**
 * Places not listed (below the prizes and the top ten).
 */
more: number, };

/**
 * The TD's message to the room.
 */

export type Announcement = { text: string, at: UtcMs, };

/**
 * One line of the results screen.
 */

export type ResultRow = { 
/**
 * "1st", "5th-6th".
 */
place: string, name: string, 
/**
 * The prize in words, when the place won one.
 */
prize: string | null, 
/**
 * "deal", "deal + played-for amount".
 */
note: string | null, };

/**
 * A whole event structure: games, levels and breaks, chips, and the house rules.
 */

export type Structure = { name: string, 
/**
 * The event number in a series, when it has one.
 */
number: number | null, 
/**
 * Free text shown under the name (for example "Example structure, not a real event").
 */
description: string | null, starting_stack: number, 
/**
 * Seats per table.
 */
table_size: number, 
/**
 * Every game the event plays, in the order declared.
 */
games: Array<Game>, 
/**
 * Levels and breaks, in the order they are played.
 */
periods: Array<Period>, 
/**
 * Chip denominations in play at the start, smallest first.
 */
chips: Array<Chip>, late_registration: LateRegistration | null, lammers: LammerRule | null, big_blind_ante: BigBlindAnteRule | null, payouts: PayoutRule | null, money: MoneyRule | null, add_on: AddOnRule | null, rebuy: AddOnRule | null, re_entry: AddOnRule | null, special: SpecialRules, 
/**
 * Balancing, breaking, final table and hand-for-hand choices.
 */
seating: SeatingRule, 
/**
 * What the clock does when the last level is reached.
 */
after_last: AfterLast, 
/**
 * How the chips raced off at breaks are settled (`chip_race` in the file): the TDA
 * race by default, or the classic race, one chip per winner, or rounding.
 */
chip_race: RaceVariant | null, };

/**
 * How cards are dealt, which decides how the stakes are expressed.
 */

export type Family = "flop" | "draw" | "stud";

/**
 * The betting limit of a game or level.
 */

export type Betting = "limit" | "pot-limit" | "no-limit";

/**
 * One game of the event.
 */

export type Game = { 
/**
 * Short id used by the rotation and levels (for example `razz`).
 */
id: string, name: string, family: Family, 
/**
 * The game's usual betting limit; a level may override it.
 */
betting: Betting, 
/**
 * Id of the game in the catalog, when it names one.
 */
catalog: string | null, };

/**
 * Who posts an ante in a big-bet blind game.
 */

export type AnteKind = "big-blind" | "table" | "button";

/**
 * What the clock does when the structure runs out (`after_last` in the file).
 */

export type AfterLast = "repeat" | "double" | "stop";

/**
 * The forced bets and bet sizes of one level, in the game's own terms.
 */

export type Stakes = { "kind": "blinds", small_blind: number, big_blind: number, ante: number, ante_kind: AnteKind, } | { "kind": "limit", small_blind: number, big_blind: number, small_bet: number, big_bet: number, } | { "kind": "stud-limit", ante: number, bring_in: number, small_bet: number, big_bet: number, } | { "kind": "stud-big-bet", ante: number, bring_in: number, } | { "kind": "stud-opens", ante: number, small_bet: number, big_bet: number, };

/**
 * A level of play.
 */

export type Level = { 
/**
 * 1-based level number (breaks are not numbered).
 */
number: number, 
/**
 * Id of the game played at this level.
 */
game: string, betting: Betting, duration_ms: number, stakes: Stakes, 
/**
 * The clock stops by itself when this level begins.
 */
auto_pause: boolean, 
/**
 * The day ends when this level ends: the clock stops at the start of the next period.
 */
end_of_day: boolean, note: string | null, };

/**
 * A break between levels.
 */

export type Break = { duration_ms: number, 
/**
 * Denominations removed (colored up / raced off) during this break.
 */
race_off: Array<number>, auto_pause: boolean, note: string | null, };

/**
 * A level or a break.
 */

export type Period = { "type": "level" } & Level | { "type": "break" } & Break;

/**
 * A chip denomination and its color.
 */

export type Chip = { value: number, color: string, };

/**
 * When late registration closes.
 */

export type LateRegistration = { 
/**
 * Registration closes when this level ends.
 */
until_end_of_level: number, };

/**
 * Lammers: re-buy chips handed out with each entry.
 */

export type LammerRule = { 
/**
 * Lammers given with each entry.
 */
per_entry: number, 
/**
 * Chips each lammer is worth when redeemed.
 */
value: number, 
/**
 * Every lammer must be redeemed by the end of this level.
 */
redeem_by_end_of_level: number, 
/**
 * What happens to lammers still held when the deadline passes.
 */
at_deadline: LammerDeadline, };

/**
 * The fate of lammers still held at the redemption deadline.
 */

export type LammerDeadline = "redeem" | "forfeit";

/**
 * A named rule set for the big blind ante.
 */

export type BigBlindAntePreset = "tda-2024" | "barge-2020" | "barge-2024";

/**
 * How much the big blind ante is.
 */

export type AnteAmount = "big-blind" | "small-blind" | "level";

/**
 * What the big blind pays first when the stack cannot cover both.
 */

export type PostingOrder = "blind-first" | "ante-first";

/**
 * The big blind ante rule of an event.
 */

export type BigBlindAnteRule = { 
/**
 * The preset the rule started from, if any.
 */
preset: BigBlindAntePreset | null, amount: AnteAmount, 
/**
 * At or below this many players at the table the ante is reduced.
 */
reduce_at_players: number | null, 
/**
 * What the ante becomes when reduced.
 */
reduced_to: AnteAmount | null, posting_order: PostingOrder, };

/**
 * Which payouts the event uses: a table Felt ships (`table`), the house's own table
 * (`rows`, with its `title`), satellite seats (`satellite`), or the payout curve
 * (`curve`, or nothing named at all).
 */

export type PayoutRule = { 
/**
 * Name of a payout table shipped in `structures/payouts/`.
 */
table: string | null, 
/**
 * Prizes are rounded to a multiple of this (in minor units).
 */
increment: number | null, 
/**
 * The payout curve with the house's settings (`[payouts.curve]`).
 */
curve: CurveRule | null, 
/**
 * The house's own table: its name, shown on the payouts panel and the sheet.
 */
title: string | null, 
/**
 * The house's own table (`[[payouts.row]]`), in the format of the shipped tables.
 */
rows: Array<HousePayoutRow>, 
/**
 * A satellite: the pool buys seats in another event; what is left is cash to the
 * next place. Play ends when the players left are as many as the seats.
 */
satellite: SatelliteRule | null, };

/**
 * What a satellite's seats are: their value and the event they are in.
 */

export type SatelliteRule = { 
/**
 * One seat's value in minor units (the target event's buy-in, fee included).
 */
seat_value: number, 
/**
 * The event the seats are in: "Main Event".
 */
target: string, };

/**
 * An offer's price from a level on.
 */

export type PriceFrom = { from_level: number, 
/**
 * Price in minor units, fee included.
 */
price: number, fee: number, };

/**
 * The payout curve as a structure sets it; what is left out gets the curve's default.
 */

export type CurveRule = { 
/**
 * Share of the field paid, in percent (15 pays 15 of 100 entries, rounded up).
 */
paid_percent: number | null, 
/**
 * First place's share of the pool in basis points (3000 = 30%).
 */
top_share_bp: number | null, 
/**
 * What the last paid place gets, in minor units.
 */
min_cash: number | null, };

/**
 * One row of a house payout table: the entries it is for and each place's share.
 */

export type HousePayoutRow = { 
/**
 * Fewest and most entries the row is for, both included.
 */
entries: [number, number], 
/**
 * Share of the pool per place in basis points (100 = 1%), first place first; sums
 * to 10,000. Empty when the row pays fixed amounts.
 */
shares_bp: Array<number>, 
/**
 * Fixed prizes in minor units, first place first (a home game's $90/$50/$20); the
 * pool beyond them goes to first place.
 */
amounts: Array<number>, };

/**
 * Buy-in and money settings. Amounts are integer minor units (cents) of `currency`.
 */

export type MoneyRule = { currency: string, 
/**
 * What an entry costs, fee included.
 */
buy_in: number, 
/**
 * The part of the buy-in kept by the house.
 */
fee: number, 
/**
 * Guaranteed prize pool, if any.
 */
guarantee: number | null, };

/**
 * An add-on, rebuy or re-entry offer.
 */

export type AddOnRule = { chips: number, 
/**
 * Price in minor units, fee included.
 */
price: number, fee: number, 
/**
 * How many times one player may buy it; `None` for no limit.
 */
limit: number | null, 
/**
 * When it can be bought; `None` for any time.
 */
window: PurchaseWindow | null, 
/**
 * Only a player with at most this many chips may buy it; `None` for any stack.
 */
stack_at_most: number | null, 
/**
 * Later prices: from a level on, the offer costs another price (seed 004: a rebuy
 * that costs more later); levels rising.
 */
prices: Array<PriceFrom>, };

/**
 * When a rebuy, add-on or re-entry is on offer.
 */

export type PurchaseWindow = { "kind": "levels", from: number, until: number, } | { "kind": "break", after_level: number, };

/**
 * Special formats and house flags.
 */

export type SpecialRules = { win_the_button: boolean, shootout: Shootout | null, 
/**
 * Bounty on each player, in minor units.
 */
bounty: number | null, 
/**
 * Progressive knockout (PKO): a knockout pays half the busted player's head in
 * cash and puts half on the winner's own head; the winner collects their own.
 */
progressive_bounty: boolean, 
/**
 * Mystery bounties (issue 18): `bounty` of each buy-in is held for envelopes of set
 * values; from level `from_level` on, each knockout draws one (seeded) for the
 * player who won the pot.
 */
mystery: MysteryRule | null, bomb_pot: boolean, jam_or_fold: boolean, 
/**
 * Home-game format: the blinds go up after every this many eliminations (the clock
 * moves to the next level by itself when a bust reaches the count).
 */
eliminations_per_level: number | null, 
/**
 * Home-game format: play stops after this many minutes and the chip counts the TD
 * enters decide the places left.
 */
hard_stop_minutes: number | null, };

/**
 * A shootout: tables play down to their winners, who advance.
 */

export type Shootout = { 
/**
 * Players advancing from each table (1 or 2).
 */
advance: number, rounds: number, 
/**
 * How the places are paid: by finishing place (the default, as before November 2026)
 * or by the round each player reached.
 */
pay: ShootoutPay, };

/**
 * How a shootout pays its places.
 */

export type ShootoutPay = "by-place" | "by-round";

/**
 * Whether a diagnostic blocks loading the structure.
 */

export type Severity = "error" | "warning";

/**
 * One finding about a structure file, at a 1-based line and column.
 */

export type Diagnostic = { file: string, line: number, column: number, severity: Severity, message: string, };

/**
 * The manual counters a TD keeps on the clock when players are not tracked one by one.
 */

export type Counter = "entries" | "players" | "add-ons";

/**
 * An action a TD asks for on one event: one group of commands per part of the event, so
 * the engine matches every command it can be sent (a new command nobody decides is a
 * compile error, not a panic at run time).
 *
 * On the wire a command is one flat JSON object tagged by `type`
 * (`{"type": "bust", "player": 12}`), as it always was; the group is not spelled.
 */

export type Command = ClockAction | CountCommand | FieldCommand | SeatingCommand | MoneyCommand | StructureCommand | RoomCommand | HistoryCommand;

/**
 * A clock operation a TD asks for (the clock group of the engine's `Command`).
 */

export type ClockAction = { "type": "start" } | { "type": "pause" } | { "type": "resume" } | { "type": "next_level" } | { "type": "previous_level" } | { "type": "go_to", period: number, } | { "type": "set_remaining", ms: number, } | { "type": "add_time", ms: number, } | { "type": "end_day" };

/**
 * The clock's counters, changed by hand.
 */

export type CountCommand = { "type": "adjust", counter: Counter, delta: number, };

/**
 * The players of the event and their chips.
 */

export type FieldCommand = { "type": "register", name: string, number: string | null, seed: number | null, 
/**
 * A satellite seat won by this player, used as the buy-in.
 */
ticket?: Ticket | null, } | { "type": "unregister", player: number, } | { "type": "re_enter", player: number, seed: number | null, } | { "type": "bust", player: number, same_hand: boolean, stack: number | null, by: number | null, 
/**
 * A pot won by more than one player: each winner with their share of it
 * (chips won, or 1 and 1 for a chop), worst position first. Bounties follow
 * the shares (a PKO head split by them).
 */
split?: Array<PotShare>, } | { "type": "redeem_lammers", player: number, count: number, } | { "type": "lammer_deadline" } | { "type": "purchase", player: number, kind: BuyKind, stack: number | null, } | { "type": "record_counts", counts: Array<ChipCount>, } | { "type": "carry_in", rule: FlightRule, flights: Array<FlightTotal>, players: Array<Carried>, } | { "type": "chip_race_done", table: number, removed_value: number, added_value: number, 
/**
 * The race as the app dealt it, with its seed, for anyone to deal again.
 */
race: RaceRecord | null, };

/**
 * Seats and tables.
 */

export type SeatingCommand = { "type": "commit_draw", commitment?: string, } | { "type": "draw_seats", seed: number | null, held: Array<HoldOrder>, reveal?: string, } | { "type": "seat_alternates", seed: number | null, } | { "type": "confirm_moves", seed: number, moves: Array<MoveOrder>, } | { "type": "set_button", table: number, seat: number | null, } | { "type": "hand_won", table: number, seats: Array<number>, } | { "type": "hold_seat", at: SeatTarget, hold: HoldKind | null, } | { "type": "table_won", table: number, players: Array<number>, } | { "type": "next_round", seed: number | null, } | { "type": "redraw", seed: number | null, rule: RedrawRule, } | { "type": "hard_stop", counts: Array<ChipCount>, } | { "type": "hand_for_hand", on: boolean, } | { "type": "hand_for_hand_hand" } | { "type": "table_hand_done", table: number, };

/**
 * The prizes.
 */

export type MoneyCommand = { "type": "lock_payouts" } | { "type": "unlock_payouts" } | { "type": "deal", method: DealKind, players: Array<number>, amounts: Array<number>, play_for: number, agreed: Array<number>, } | { "type": "savers", amounts: Array<number>, agreed: Array<number>, };

/**
 * Changes to the structure of the running event (issue 14). Periods are indices into
 * the structure's periods, as the clock's `go_to` takes them; periods already played
 * never change.
 */

export type StructureCommand = { "type": "period_minutes", period: number, minutes: number, } | { "type": "add_level", before: number | null, game: string | null, stakes: string, ante: number | null, bring_in: number | null, minutes: number | null, } | { "type": "add_break", before: number | null, minutes: number, } | { "type": "break_now", minutes: number, } | { "type": "edit_level", period: number, game: string | null, stakes: string, ante: number | null, bring_in: number | null, minutes: number | null, } | { "type": "extend" };

/**
 * What the room is told (issue 14).
 */

export type RoomCommand = { "type": "announce", text: string, } | { "type": "clear_announcement" };

/**
 * Taking actions back and doing them again.
 */

export type HistoryCommand = { "type": "undo" } | { "type": "redo" } | { "type": "undo_to", seq: number, } | { "type": "redo_to", seq: number, };

/**
 * What a player buys at the desk.
 */

export type BuyKind = "rebuy" | "add_on";

/**
 * Lammers not yet redeemed, for the clock display.
 */

export type LammersView = { 
/**
 * Lammers held by players still in.
 */
outstanding: number, 
/**
 * Chips they would add if all were redeemed.
 */
value: number, 
/**
 * Every lammer is redeemed by the end of this level.
 */
deadline_level: number, 
/**
 * Players who lost their chips holding lammers: they redeem before the next hand.
 */
owing: Array<OwingView>, };

/**
 * A player who owes a redemption.
 */

export type OwingView = { player: number, name: string, held: number, };

/**
 * The bounty report of an event with a bounty on each player.
 */

export type BountyView = { 
/**
 * The bounty on each entry, in minor units.
 */
bounty: number, 
/**
 * The bounty in words: "$500".
 */
bounty_text: string, currency: string | null, 
/**
 * Entries that won something, most money first.
 */
players: Array<BountyLine>, 
/**
 * Bounties not yet won: players still in, and busts with no knocker recorded.
 */
outstanding: number, 
/**
 * Progressive knockout: each head grows with the knockouts its player makes.
 */
progressive: boolean, 
/**
 * In a progressive knockout, the bounty on each player still in, largest first.
 */
heads: Array<BountyHead>, 
/**
 * Mystery bounties: the envelopes drawn and those still sealed.
 */
mystery: MysteryView | null, };

/**
 * One player's bounties.
 */

export type BountyLine = { player: number, name: string, 
/**
 * Players this entry knocked out.
 */
knockouts: number, 
/**
 * The winner keeps his own bounty.
 */
kept_own: boolean, 
/**
 * Money won, in minor units.
 */
amount: number, 
/**
 * The same in words: "$1,500".
 */
amount_text: string, };

/**
 * The bounty on one player's head now (progressive knockouts).
 */

export type BountyHead = { player: number, name: string, head: number, 
/**
 * The same in words: "$35".
 */
head_text: string, };

/**
 * One line of the recent-actions list a TD sees next to undo/redo.
 */

export type ActionSummary = { seq: number, at: UtcMs, text: string, 
/**
 * Undone and not redone.
 */
undone: boolean, 
/**
 * The paired device that sent it (a table's tablet), as the log records it; none
 * for the desk's own actions. The core does not know devices: the store fills it.
 */
by: string | null, };

/**
 * A line of the event list.
 */

export type EventSummary = { id: number, name: string, number: number | null, created_at: UtcMs, status: ClockStatus, level: number | null, players_left: number, 
/**
 * The event's log has a record that cannot be read or folded: it is read-only
 * until the TD sets that record aside (see `EventView::damage`).
 */
damaged: boolean, 
/**
 * The TD archived it: kept, and out of the console's list unless asked for.
 */
archived: boolean, };

/**
 * Everything the TD console shows about one event.
 */

export type EventView = { id: number, clock: ClockView, 
/**
 * Newest first; undone actions (that can be redone) are flagged.
 */
recent_actions: Array<ActionSummary>, can_undo: boolean, can_redo: boolean, 
/**
 * Log position this view reflects.
 */
seq: number, 
/**
 * Set when the log has a record that cannot be read or folded: the event is
 * read-only, and the repair is offered.
 */
damage: LogDamage | null, };

/**
 * A damaged log, as the console shows it: what is wrong and the repair offered.
 */

export type LogDamage = { 
/**
 * The record that cannot be read or folded.
 */
seq: number, 
/**
 * What is wrong, in words.
 */
problem: string, 
/**
 * What the repair does, in words (the console's button says it).
 */
repair: string, };

/**
 * The reply to a command: its log position and the view after it.
 */

export type Ack = { seq: number, view: EventView, };

/**
 * A newly created event.
 */

export type CreatedEvent = { id: number, name: string, warnings: Array<Diagnostic>, };

/**
 * A line of the house library.
 */

export type LibraryEntry = { id: number, name: string, updated_at: UtcMs, 
/**
 * "NAME: 24 levels, 5 breaks" when the structure has no errors.
 */
summary: string | null, errors: number, warnings: number, };

/**
 * What deleting an event did.
 */

export type DeletedEvent = { id: number, name: string, 
/**
 * Where its log was exported before it was deleted.
 */
export: string, };

/**
 * The first record that does not fit the chain.
 */

export type BrokenLink = { 
/**
 * The record's number in the database.
 */
seq: number, 
/**
 * Its place in the event's log, 1 for the first record.
 */
position: number, 
/**
 * The hash stored with it (none when it has none).
 */
stored: string | null, 
/**
 * The hash the records up to it give.
 */
expected: string, };

/**
 * What walking an event's chain found.
 */

export type ChainReport = { 
/**
 * Records walked.
 */
records: number, 
/**
 * True when every record fits.
 */
intact: boolean, 
/**
 * The last record's hash as the chain gives it: the value to write down.
 */
last_hash: string, 
/**
 * Its first 12 characters, for paper and screens.
 */
short: string, 
/**
 * The first record that does not fit.
 */
broken: BrokenLink | null, 
/**
 * The finding in words.
 */
text: string, };

/**
 * A table and seat.
 */

export type Spot = { table: number, seat: number, };

/**
 * One seat of a checked draw: where the record put the player, and where the seed does.
 */

export type SeatLine = { player: number, name: string, table: number, seat: number, 
/**
 * Where dealing again from the seed seats the player (None: the seed seats them
 * nowhere).
 */
again: Spot | null, };

/**
 * One opening draw in the log, checked.
 */

export type DrawLine = { seq: number, seed: number, 
/**
 * The secret the draw revealed, when it was committed.
 */
reveal: string | null, 
/**
 * The commitment in effect when it was drawn.
 */
committed_to: string | null, 
/**
 * The revealed secret's commitment, as anyone can compute it.
 */
reveal_gives: string | null, 
/**
 * Still in effect (not undone).
 */
in_effect: boolean, 
/**
 * Dealing again from the seed gives exactly the recorded seats.
 */
reproduced: boolean, seats: Array<SeatLine>, 
/**
 * What does not match, in words.
 */
problems: Array<string>, };

/**
 * A commitment made before a draw.
 */

export type CommitLine = { seq: number, commitment: string, 
/**
 * Still in effect (not undone).
 */
in_effect: boolean, };

/**
 * A later random draw in the log (a late registration's seat, alternates seated, a
 * shootout round, a chip race's cards), decided again from its seed.
 */

export type RandomLine = { seq: number, 
/**
 * What it was, in the log's words.
 */
what: string, seed: number, in_effect: boolean, 
/**
 * Deciding it again from its seed gives exactly the record.
 */
reproduced: boolean, };

/**
 * What checking an event's draws found.
 */

export type DrawCheck = { event_name: string, 
/**
 * The commitment shown now (before the draw), if any.
 */
commitment: string | null, commitments: Array<CommitLine>, draws: Array<DrawLine>, 
/**
 * The later random draws (seatings and chip races), each decided again from its seed.
 */
later: Array<RandomLine>, 
/**
 * Every draw and later seating in effect checks out (true when there is none yet).
 */
fair: boolean, 
/**
 * The finding in words.
 */
text: string, };

/**
 * The lines for the moments a display announces, for the state at one instant.
 */

export type Spoken = { 
/**
 * Said when this period starts: "Level 5: No-Limit Hold'em, blinds 200 and 400, big
 * blind ante 400." or "Break, 15 minutes. The 25 chips are raced off at this break."
 */
period_start: string, 
/**
 * Said with a minute left in the period.
 */
one_minute: string, 
/**
 * Said when hand-for-hand begins (present while it is on).
 */
hand_for_hand: string | null, 
/**
 * Said when the money is reached (present once it is), with the places paid.
 */
in_the_money: string | null, };

/**
 * What a screen shows.
 */

export type ScreenLayout = "clock" | "seating" | "payouts" | "rotation" | "table";

/**
 * What a screen says about itself every few seconds.
 */

export type ScreenReport = { 
/**
 * The event it follows.
 */
event: number, 
/**
 * What it shows now (a layout's name).
 */
showing: ScreenLayout, 
/**
 * Its measured offset to the server's clock (ms the server is ahead).
 */
offset_ms: number, 
/**
 * The round trip of that measurement.
 */
rtt_ms: number, 
/**
 * Its own clock when it sent the report (ms since the epoch).
 */
local_now: number, width: number, height: number, 
/**
 * Whether its sound is unlocked (a browser keeps a page silent until a click).
 */
sound: boolean, 
/**
 * The name its link gives it (`?screen=NAME`), sent until the server has taken it.
 */
name?: string, };

/**
 * What the TD assigns a screen; the screen follows it at its next report.
 */

export type ScreenAssignment = { name: string, layout: ScreenLayout, 
/**
 * The table a `table` layout shows.
 */
table: number | null, };

/**
 * A change the TD makes to a screen (each field left out stays).
 */

export type ScreenUpdate = { name?: string, layout?: ScreenLayout, table?: number, };

/**
 * A screen as the console's Screens panel shows it.
 */

export type Screen = { 
/**
 * The screen's own id (made by the browser, kept there).
 */
id: string, assigned: ScreenAssignment, event: number, showing: ScreenLayout, offset_ms: number, rtt_ms: number, 
/**
 * How far its idea of the server's time was off when it last reported.
 */
error_ms: number, width: number, height: number, sound: boolean, last_seen: UtcMs, 
/**
 * Since it last reported.
 */
silent_ms: number, 
/**
 * What needs the TD's eye, in words (empty when all is well).
 */
flags: Array<string>, };

/**
 * What a paired device may do.
 */

export type DeviceScope = "clock" | "desk" | "table";

/**
 * A paired device as the console lists it.
 */

export type Device = { id: number, name: string, scope: DeviceScope, event: number, table: number | null, 
/**
 * What it may do, in words: "the clock of event #2", "table 5 of event #2".
 */
what: string, created_at_ms: number, last_used_at_ms: number | null, revoked_at_ms: number | null, };

/**
 * `POST /api/devices/pair`: what the device will be allowed to do.
 */

export type PairRequest = { event: number, scope: DeviceScope, 
/**
 * The table, for the `table` scope.
 */
table: number | null, 
/**
 * A name for the device ("Floor phone"); the device may give its own when it claims.
 */
name: string | null, };

/**
 * A pairing code waiting for a device: show `path` (with the LAN address before it) as a
 * QR code.
 */

export type Pairing = { 
/**
 * The one-time code; it is claimed once, within ten minutes.
 */
code: string, 
/**
 * Where the device goes: "/pair#code=...".
 */
path: string, expires_at_ms: number, what: string, };

/**
 * `POST /api/devices/claim`: a device claims its code.
 */

export type ClaimRequest = { code: string, name: string | null, };

/**
 * The device's token (shown only this once) and where to go with it.
 */

export type Claimed = { token: string, device: Device, 
/**
 * The page the device opens: "/remote/2" (the clock, the desk or the table there).
 */
go_to: string, };

/**
 * Who sent a request with a token.
 */

export type Caller = { "kind": "td" } | { "kind": "device", device: Device, };

/**
 * What happens to a report from a table's device.
 */

export type TableReports = "at_once" | "desk";

/**
 * Where a report stands.
 */

export type ReportState = "waiting" | "applied" | "declined";

/**
 * One report from a table's device.
 */

export type Report = { id: number, 
/**
 * The device that sent it, as the log names it.
 */
device: string, device_id: number, at_ms: number, command: Command, 
/**
 * What it does (or did), in the words of the recent-actions list; for a waiting
 * report that would be refused now, why.
 */
text: string, state: ReportState, 
/**
 * Would it be taken now (waiting reports only).
 */
fits: boolean, 
/**
 * The log position of the action, once applied.
 */
seq: number | null, 
/**
 * Who declined it, or what the desk noted.
 */
note: string | null, };

/**
 * An event's table reports: the mode, the waiting ones (oldest first) and the latest
 * decided (newest first).
 */

export type ReportsView = { mode: TableReports, waiting: Array<Report>, decided: Array<Report>, };

/**
 * `PUT /api/events/{id}/reports`: the event's mode for table reports.
 */

export type ReportsMode = { mode: TableReports, };

/**
 * `POST /api/events/{id}/reports/{report}`: apply it or decline it.
 */

export type ReportDecision = { apply: boolean, };

/**
 * A race the app dealt, recorded with it (issue 17): what went in, the seed of the deck
 * and what each seat received, so anyone can deal it again from the log and see that the
 * chips handed out are the ones the seed gives.
 */

export type RaceRecord = { 
/**
 * The chip removed and the one it becomes.
 */
remove: number, next: number, variant: RaceVariant, 
/**
 * Each seat's chips of the removed denomination, seat 1 first.
 */
counts: Array<number>, 
/**
 * Each seat's other chips when counted (0: nothing else), seat 1 first.
 */
others: Array<number | null>, 
/**
 * The seed the deck was shuffled with.
 */
seed: number, 
/**
 * The larger chips each seat received, seat 1 first.
 */
received: Array<number>, };

/**
 * A slide, without its image (`GET /api/slides/{id}` serves that).
 */

export type Slide = { id: number, name: string, 
/**
 * `image/png`, `image/jpeg`, `image/webp` or `image/gif`.
 */
mime: string, bytes: number, 
/**
 * Where the image is: "/api/slides/3?v=1a2b3c" (the version changes with the image).
 */
url: string, added_at_ms: number, };

/**
 * `POST /api/slides`: an image, base64-encoded.
 */

export type SlideUpload = { name: string, 
/**
 * The image file's bytes in base64 (PNG, JPEG, WebP or GIF).
 */
data: string, };

/**
 * When an event's displays show the slides.
 */

export type SlideShow = { 
/**
 * During breaks, slide after slide, with the break's clock below them.
 */
breaks: boolean, 
/**
 * During play too: one slide every two minutes (never in a level's last minute).
 */
during_play: boolean, 
/**
 * How long each slide shows, 5 to 120 seconds.
 */
seconds: number, };

/**
 * An event's slides and when its displays show them.
 */

export type SlidesView = { slides: Array<Slide>, show: SlideShow, 
/**
 * The leaderboards of the series this event is in (issue 18): each one takes its
 * turn with the slides.
 */
boards: Array<SeriesBoard>, };

/**
 * One game of the catalog, summarised.
 */

export type GameListing = { id: string, name: string, family: CatalogFamily, 
/**
 * Largest table where every card can be dealt (default edition).
 */
max_players: number, 
/**
 * Largest table with the community card rule, for stud-like games.
 */
max_with_community_card: number | null, 
/**
 * Edition keys, default first.
 */
editions: Array<string>, 
/**
 * Other names the game goes by, for finding it by any of them.
 */
aliases: Array<string>, 
/**
 * Editions with a name of their own (a home game's variations), to find by name.
 */
variations: Array<Variation>, 
/**
 * The betting limit the game is usually spread at.
 */
usual_betting: Betting, 
/**
 * What a structure file's `[[games]]` entry says of it (`family`): the stakes that
 * fit its forced bets; None for a game that picks another game each hand.
 */
structure_family: Family | null, };

/**
 * An edition that goes by its own name: `anaconda@santa-cruz`, "Santa Cruz Eight-toed
 * Salamander".
 */

export type Variation = { 
/**
 * The catalog key that selects it.
 */
key: string, name: string, };

/**
 * `POST /api/nights`: a night as the host sets it up. Left out, each term takes seed
 * 003's: every Regulars game on the house list, $1 a bet and $2 from 23:00, three raises,
 * 25¢ a player from the dealer, mistakes 10¢, 20¢, 30¢ ..., a $20 buy-in.
 */

export type NightSetup = { title: string, 
/**
 * The players in their seats, clockwise.
 */
players: Array<string>, 
/**
 * Games by catalog key or name ("7-27", "anaconda@santa-cruz"); none: every game of
 * "Poker by the Regulars".
 */
house: Array<string>, 
/**
 * The limit from the start, then the later steps by local clock time ("23:00").
 */
limits: Array<LimitSetup>, raises_per_round?: number, 
/**
 * Cents per player dealt in.
 */
dealer_pays?: number, 
/**
 * Cents: the first mistake's cost and the step of the ladder.
 */
penalty_step?: number, 
/**
 * Cents.
 */
buy_in?: number, 
/**
 * The host's offset from UTC in minutes (a browser sends its own); the server's
 * when left out. Used only when no time zone is known.
 */
utc_offset_minutes?: number, 
/**
 * The venue's time zone by its IANA name ("America/Los_Angeles"; a browser sends its
 * own): local clock times follow its daylight-saving rules. The server's when left
 * out.
 */
time_zone?: string, };

/**
 * One step of the limit schedule as the host says it.
 */

export type LimitSetup = { 
/**
 * Local clock time "HH:MM" the step starts; none for the start of the night. Times
 * from noon on are the evening the night opens; earlier times are after midnight.
 */
from?: string, 
/**
 * Cents.
 */
max_bet: number, };

/**
 * A night in the list.
 */

export type NightListing = { id: number, title: string, created_at_ms: number, };

/**
 * A game of the house list.
 */

export type HouseGame = { key: string, name: string, };

/**
 * The game called for the deal in progress, with what a display says of it.
 */

export type CalledView = { deal: Deal, 
/**
 * Short rules: from the catalog, or the dealer's own words for a new game.
 */
rules: Array<string>, 
/**
 * Where the rules come from ("Poker by the Regulars (2012)", "the dealer").
 */
source: string, };

/**
 * One line of the night's log.
 */

export type NightLine = { seq: number, at_ms: number, text: string, 
/**
 * Taken back by a later undo.
 */
undone: boolean, };

/**
 * A night as every screen shows it, at the server's `now`.
 */

export type NightView = { id: number, title: string, now_ms: number, opened_ms: number, utc_offset_minutes: number, players: Array<KittyLine>, house: Array<HouseGame>, first_dealer_draw: Array<DrawCard>, 
/**
 * Who deals (and calls) next.
 */
dealer: string | null, next_dealer: string | null, 
/**
 * The limit now, in cents.
 */
max_bet: number, 
/**
 * The next limit change: when, and the new limit in cents.
 */
next_limit: NextLimit | null, 
/**
 * The schedule in words: "$1.00 a bet, $2.00 from 23:00; 3 raises a round".
 */
limits: string, raises_per_round: number, dealer_pays: number, buy_in: number, 
/**
 * What the next mistake costs, in cents.
 */
next_penalty: number, mistakes: Array<Mistake>, deals: Array<Deal>, 
/**
 * The latest call, with its short rules.
 */
called: CalledView | null, settlement: Settlement, ended: boolean, 
/**
 * The log, newest first.
 */
log: Array<NightLine>, };

/**
 * A limit change to come.
 */

export type NextLimit = { at_ms: number, max_bet: number, 
/**
 * Local clock time of the change: "23:00".
 */
local: string, };

/**
 * Something that happened at the night, as the log records it.
 */

export type NightAction = { "kind": "open", config: NightConfig, } | { "kind": "first-dealer", seed?: number, } | { "kind": "join", player: string, } | { "kind": "leave", player: string, } | { "kind": "call", game: CalledGame, variations?: string, 
/**
 * Players dealt in (what the dealer pays for); every seated player by default.
 */
dealt_in?: number, } | { "kind": "mistake", player: string, what?: string, } | { "kind": "buy-in", player: string, cents: number, } | { "kind": "cash-out", player: string, cents: number, } | { "kind": "end" } | { "kind": "undo", seq: number, };

/**
 * The game a dealer calls.
 */

export type CalledGame = { "kind": "catalog", key: string, } | { "kind": "new", name: string, rules: string, };

/**
 * How a night is set up; fixed when it opens.
 */

export type NightConfig = { title: string, 
/**
 * The players in their seats, clockwise.
 */
players: Array<string>, 
/**
 * The catalog keys of the games a dealer may call by name (`anaconda@santa-cruz`).
 */
house: Array<string>, 
/**
 * The most a bet or raise may be, from the start and from later instants on.
 */
limits: Array<LimitStep>, 
/**
 * Raises allowed in a betting round.
 */
raises_per_round: number, 
/**
 * What the dealer pays per player dealt in, in cents (instead of antes).
 */
dealer_pays: number, 
/**
 * The first mistake costs this many cents, the second twice as much, and so on.
 */
penalty_step: number, 
/**
 * The usual buy-in, in cents (the console's default).
 */
buy_in: number, 
/**
 * The host's offset from UTC in minutes when the night opened, for printing local
 * times.
 */
utc_offset_minutes: number, 
/**
 * The venue's time zone (IANA name) the local times were read in, when known.
 */
time_zone?: string, };

/**
 * One step of the betting limit schedule.
 */

export type LimitStep = { 
/**
 * From this instant on; None for the start of the night.
 */
from?: UtcMs, 
/**
 * The most one bet or raise may be, in cents.
 */
max_bet: number, };

/**
 * A deal of the night.
 */

export type Deal = { 
/**
 * 1, 2, 3 ... in the order dealt.
 */
number: number, dealer: string, game: CalledGame, 
/**
 * The game's name (the catalog's, or the one the dealer gave).
 */
name: string, variations: string | null, dealt_in: number, 
/**
 * What the dealer paid, in cents.
 */
paid: number, 
/**
 * The limit in force when it was called, in cents.
 */
max_bet: number, at: UtcMs, };

/**
 * A mistake and what it cost.
 */

export type Mistake = { 
/**
 * 1 for the night's first mistake.
 */
number: number, player: string, what: string | null, cents: number, at: UtcMs, };

/**
 * A player's money with the kitty.
 */

export type KittyLine = { player: string, 
/**
 * Every buy-in, in cents, in order.
 */
buy_ins: Array<number>, 
/**
 * What the player cashed out, once they have.
 */
cashed_out: number | null, 
/**
 * Still at the table.
 */
seated: boolean, };

/**
 * One card of the first-dealer draw.
 */

export type DrawCard = { player: string, 
/**
 * Rank and suit: `J♠`, `10♥`.
 */
card: string, };

/**
 * The settle-up of a night.
 */

export type Settlement = { 
/**
 * Each player with what they bought and cashed out, and the result (cashed out minus
 * bought), in seat order.
 */
results: Array<PlayerResult>, 
/**
 * Everything bought from the kitty, in cents.
 */
bought: number, 
/**
 * Everything cashed out, in cents.
 */
cashed_out: number, 
/**
 * Cashed out minus bought: zero when the kitty balances; more than zero means more
 * was paid out than came in.
 */
off_by: number, 
/**
 * Players still to cash out (the settle-up waits for them).
 */
waiting: Array<string>, 
/**
 * Who pays whom, fewest transfers first found; empty until the kitty balances and
 * everyone has cashed out.
 */
transfers: Array<Transfer>, };

/**
 * One payment of the settle-up.
 */

export type Transfer = { from: string, to: string, cents: number, };

/**
 * One player's night in money.
 */

export type PlayerResult = { player: string, bought: number, cashed_out: number | null, 
/**
 * Cashed out minus bought (0 until cashed out).
 */
result: number, };

/**
 * `POST /api/series`: a new series.
 */

export type SeriesSetup = { name: string, rule: SeriesRule, 
/**
 * Events to put in it now.
 */
events: Array<number>, };

/**
 * An event of a series as the standings count it.
 */

export type SeriesEventLine = { id: number, name: string, entries: number, 
/**
 * Over: its places are final. Otherwise the players still in share the places left.
 */
finished: boolean, };

/**
 * A series with its standings now.
 */

export type SeriesView = { id: number, name: string, rule: SeriesRule, 
/**
 * The rule in words.
 */
rule_text: string, events: Array<SeriesEventLine>, standings: Array<Standing>, 
/**
 * Why the kept rule scores nothing now (a formula a later Felt refuses, a place it
 * cannot score): the standings are empty and the TD can set another rule.
 */
problem?: string, };

/**
 * Where a ticket was used.
 */

export type TicketUse = { event: number, event_name: string, entry: number, };

/**
 * One seat won in a satellite.
 */

export type TicketView = { ticket: Ticket, satellite_name: string, 
/**
 * Who won it (the satellite entry's name).
 */
holder: string, 
/**
 * The event the seat is in, as the satellite names it.
 */
target: string, 
/**
 * The seat's value in minor units.
 */
value: number, currency: string, used: TicketUse | null, };

/**
 * `GET /api/events/{id}/tickets`: the tickets a satellite gave (when the event is one)
 * and the tickets other satellites gave for this event.
 */

export type TicketsView = { 
/**
 * This event is a satellite: the event its seats are in.
 */
target: string | null, 
/**
 * Its seats are won (it is over).
 */
decided: boolean, 
/**
 * The seats this satellite gave.
 */
given: Array<TicketView>, 
/**
 * Seats other satellites gave for this event.
 */
for_this: Array<TicketView>, };

/**
 * A seat won in a satellite, used as an entry's buy-in in the event it is for: the
 * satellite (an event of the same database) and its entry that won the seat.
 */

export type Ticket = { 
/**
 * The satellite's event number.
 */
satellite: number, 
/**
 * The satellite's entry that won the seat.
 */
entry: number, };

/**
 * How a day-2 redraw places the players (issue 18).
 */

export type RedrawRule = "random" | "chips";

/**
 * What a player who came through more than one flight takes into day 2 (issue 18).
 */

export type FlightRule = "best_stack" | "all_stacks";

/**
 * One flight (a day-1 event) merged into a day 2, as it stood when it was merged: what
 * it adds to the combined field and prize pool.
 */

export type FlightTotal = { 
/**
 * The flight's event number in the database.
 */
event: number, name: string, 
/**
 * Entries (first entries and re-entries) that count.
 */
entries: number, 
/**
 * Of those, re-entries.
 */
re_entries: number, rebuys: number, add_ons: number, 
/**
 * Everything paid in, fees included (minor units).
 */
collected: number, 
/**
 * The fees (and PKO heads) kept out of the pool.
 */
fees: number, 
/**
 * Players who bagged chips.
 */
survivors: number, };

/**
 * One bag a player brings from a flight.
 */

export type FlightBag = { event: number, 
/**
 * The flight's entry.
 */
entry: number, chips: number, };

/**
 * A survivor carried into day 2: the chips taken in (by the flight rule) and every bag.
 */

export type Carried = { name: string, number: string | null, chips: number, bags: Array<FlightBag>, };

/**
 * One player on the leaderboard.
 */

export type ChipCountRow = { 
/**
 * 1 for the chip leader; equal stacks share a rank.
 */
rank: number, name: string, chips: number, chips_text: string, 
/**
 * "Table 3, seat 5" once seated.
 */
seat: string | null, 
/**
 * The table and seat as numbers, once seated (the display's short "T3 S5").
 */
table: number | null, seat_no: number | null, };

/**
 * The leaderboard a display shows between days.
 */

export type ChipCountsView = { 
/**
 * "End of the day: chip counts", "Day 2 chip counts".
 */
title: string, rows: Array<ChipCountRow>, 
/**
 * Players still in without a count yet (the bagging goes on).
 */
uncounted: number, };

/**
 * `POST /api/days`: the flights to merge, the rule for a player who bagged in more than
 * one, and the day 2's name (the first flight's, its "Day 1A" or "Flight A" made
 * "Day 2", when left out).
 */

export type DayTwoRequest = { flights: Array<number>, rule: FlightRule, name: string | null, };

/**
 * A series leaderboard as the displays show it between levels.
 */

export type SeriesBoard = { series: number, name: string, 
/**
 * The points rule in words.
 */
rule: string, 
/**
 * The leaders, at most [`BOARD_ROWS`].
 */
rows: Array<BoardRow>, 
/**
 * Players on the whole leaderboard.
 */
players: number, 
/**
 * Events in the series, and how many are over.
 */
events: number, finished: number, };

/**
 * One line of a series board.
 */

export type BoardRow = { rank: number, player: string, 
/**
 * "42.5" points.
 */
points: string, 
/**
 * Shares the rank with another player.
 */
tied: boolean, };

/**
 * The bounties beside a PKO deal (issue 18): each player's head now and what their
 * chips are worth in heads (every head still in play shared by chip count, the usual
 * estimate: a chip wins its share of every head it may yet take, its own included).
 */

export type DealBounties = { 
/**
 * Each player's head now, in the order of `players`.
 */
heads: Array<number>, 
/**
 * Each player's share of all the heads in play by chip count.
 */
equity: Array<number>, 
/**
 * The deal's amount plus the head equity: each player's whole worth now.
 */
with_heads: Array<number>, };

/**
 * The mystery envelopes of an event (issue 18).
 */

export type MysteryView = { 
/**
 * Knockouts draw from this level on.
 */
from_level: number, 
/**
 * Envelopes still sealed and what they hold in all.
 */
sealed: number, sealed_value: number, sealed_text: string, 
/**
 * The biggest envelope still sealed, in words.
 */
top_left: string | null, 
/**
 * Each envelope drawn, newest first: "Ann drew $1,000 for Dee".
 */
drawn: Array<string>, };

/**
 * Mystery bounties: the envelopes and the level their draws start at.
 */

export type MysteryRule = { 
/**
 * The level (1-based) from which a knockout draws an envelope; knockouts before it
 * pay no bounty.
 */
from_level: number, envelopes: Array<Envelope>, };

/**
 * `count` envelopes of `value` (minor units) each.
 */

export type Envelope = { value: number, count: number, };

/**
 * The day 2 made: its event number and what came in.
 */

export type DayTwoCreated = { id: number, name: string, 
/**
 * Players carried in.
 */
players: number, 
/**
 * Entries of the combined field.
 */
entries: number, chips: number, 
/**
 * The level (1-based) the clock starts at.
 */
level: number, flights: Array<FlightTotal>, };

/**
 * A player of the register.
 */

export type PlayerInfo = { id: number, name: string, nickname: string | null, number: string | null, club: string | null, notes: string | null, 
/**
 * Events of this database the player registered in.
 */
events: number, 
/**
 * The spellings that find this player (compared without case or accents).
 */
spellings: Array<string>, };

/**
 * `POST /api/players`, `PUT /api/players/{id}`: a player's fields.
 */

export type PlayerInput = { name: string, nickname: string | null, number: string | null, club: string | null, notes: string | null, };

/**
 * `POST /api/players/merge`: `other` is the same person as `keep`.
 */

export type MergeRequest = { keep: number, other: number, };

/**
 * One event on a player's page.
 */

export type PlayerEventLine = { event: number, event_name: string, 
/**
 * When the event was created (UTC milliseconds).
 */
created_at_ms: number, 
/**
 * The name the desk entered (the first entry's).
 */
entered_as: string, 
/**
 * Entries bought (1, or more with re-entries).
 */
entries: number, 
/**
 * Entries in the whole event.
 */
field: number, 
/**
 * Best finishing place, once out or once the event is over.
 */
place: number | null, 
/**
 * The last place of a shared range (a deal, a hard stop).
 */
shared_to: number | null, 
/**
 * Still playing.
 */
still_in: boolean, 
/**
 * Prize in minor units.
 */
prize: number, 
/**
 * Bounties won in minor units.
 */
bounties: number, 
/**
 * Lammers redeemed for chips.
 */
lammers_used: number, 
/**
 * The event's currency ("USD", "$", ...).
 */
currency: string, };

/**
 * A player's standing in a series.
 */

export type PlayerSeriesLine = { series: number, name: string, rank: number, tied: boolean, 
/**
 * Hundredths of a point.
 */
points: number, 
/**
 * Players ranked in the series.
 */
of: number, };

/**
 * `GET /api/players/{id}`: a player's page.
 */

export type PlayerPage = { player: PlayerInfo, 
/**
 * Newest first.
 */
events: Array<PlayerEventLine>, series: Array<PlayerSeriesLine>, prizes: number, bounties: number, lammers_used: number, best_place: number | null, 
/**
 * The currency of the totals (the newest event's).
 */
currency: string, };

/**
 * A column of an imported file and the field it fills.
 */

export type PlayerField = "id" | "name" | "first_name" | "last_name" | "nickname" | "number" | "club" | "notes" | "skip";

/**
 * `POST /api/players/import`: a CSV file (first line the column names), read and
 * checked; kept only with `commit`.
 */

export type ImportRequest = { csv: string, 
/**
 * Column name → field, replacing the guess made from the column names.
 */
mapping: { [key in string]: PlayerField }, 
/**
 * Keep the rows (otherwise only the preview).
 */
commit: boolean, 
/**
 * Keep the good rows when some are bad (otherwise a bad row refuses the file).
 */
skip_bad: boolean, };

/**
 * A column as the import reads it.
 */

export type ImportColumn = { header: string, field: PlayerField, 
/**
 * The first values under it.
 */
samples: Array<string>, };

/**
 * A good row of an import and what it does.
 */

export type ImportLine = { 
/**
 * The file's line the row starts on (the column names are line 1).
 */
line: number, name: string, 
/**
 * The player it changes; none for a new player.
 */
updates: number | null, 
/**
 * "new player", or what changes: "number 1042, club Reno".
 */
what: string, };

/**
 * A bad row: its line and why.
 */

export type ImportProblem = { line: number, problem: string, };

/**
 * What an import read, and did.
 */

export type ImportReport = { columns: Array<ImportColumn>, lines: Array<ImportLine>, problems: Array<ImportProblem>, 
/**
 * The good rows were kept.
 */
committed: boolean, created: number, updated: number, };

/**
 * A series in the list.
 */

export type SeriesListing = { id: number, name: string, events: number, };

/**
 * A series' scoring: the points rule, and how many events count per player.
 */

export type SeriesRule = { points: PointsRule, 
/**
 * Only each player's best N events count; all when none.
 */
best_of?: number, };

/**
 * How an event's finishes become points.
 */

export type PointsRule = { "kind": "sqrt-entries", scale: number, } | { "kind": "by-place", points: Array<number>, played: number, } | { "kind": "prizes", bounties: boolean, } | { "kind": "formula", expression: string, };

/**
 * A line of the leaderboard.
 */

export type Standing = { 
/**
 * 1 for the leader; players with the same total share a rank (1, 2, 2, 4).
 */
rank: number, player: string, 
/**
 * Hundredths of a point, counted events only.
 */
points: number, events: Array<EventPoints>, 
/**
 * Shares the rank with another player.
 */
tied: boolean, };

/**
 * One event's points for a player.
 */

export type EventPoints = { event: string, place: number, 
/**
 * Hundredths of a point.
 */
points: number, 
/**
 * Left out by the best-N rule.
 */
dropped: boolean, };

/**
 * One player's finish in one event.
 */

export type Placing = { 
/**
 * The player, as the register knows them (a key or a name).
 */
player: string, place: number, 
/**
 * Prize money, in minor units.
 */
prize: number, 
/**
 * Bounty money won, in minor units.
 */
bounties: number, };

/**
 * One finished event of the series.
 */

export type SeriesEvent = { name: string, entries: number, 
/**
 * In minor units.
 */
buy_in: number, 
/**
 * In minor units.
 */
pool: number, placings: Array<Placing>, };

/**
 * How a game is dealt, for grouping; `Mixed` is a game that picks another game per hand.
 */

export type CatalogFamily = "flop" | "draw" | "stud" | "mixed" | "other";

/**
 * A structure of the library as the editor holds it.
 */

export type LibraryItem = { id: number, name: string, updated_at: UtcMs, 
/**
 * The structure file's tables and keys as JSON (`levels`, `chips`, `lammers`, ...).
 */
draft: Record<string, unknown>, check: DraftCheck, };

/**
 * A template shipped with Felt.
 */

export type TemplateInfo = { 
/**
 * What `new from template` takes ("horse", "nlhe-bba").
 */
slug: string, name: string, description: string, summary: string, };

/**
 * Where a new library structure comes from.
 */

export type NewStructure = { "from": "template", template: string, } | { "from": "toml", file: string | null, text: string, } | { "from": "copy", id: number, } | { "from": "draft", draft: Record<string, unknown>, };

/**
 * What the file checker says about a draft.
 */

export type DraftCheck = { 
/**
 * The draft as a structure file (what export writes).
 */
toml: string, 
/**
 * Errors first, then warnings.
 */
findings: Array<Finding>, 
/**
 * For each entry of `levels` (a level or a break): what it plays, in words ("Blinds
 * 100/200, BB ante 200", "Break 15 min"); empty while the draft has errors.
 */
derived: Array<string>, 
/**
 * The event's name and its levels and breaks, when the draft has no errors.
 */
summary: string | null, 
/**
 * What the payouts pay for a few field sizes, one line each ("20 entries, pool
 * $2,000: 1st $1,000, 2nd $600, 3rd $400 (Club table, row for 11-30 entries)");
 * empty without money and payouts or while the draft has errors.
 */
payouts: Array<string>, };

/**
 * A finding of the file checker, placed at a field of the draft.
 */

export type Finding = { 
/**
 * The field ("levels.3.stakes", "lammers.value", "starting_stack"), or the table
 * ("levels.3") when the finding is about the whole entry. Level indexes count from 0
 * over levels and breaks, as in the file.
 */
path: string, severity: Severity, message: string, 
/**
 * Where the same finding is in the exported TOML file.
 */
line: number, column: number, };

/**
 * What the structure wizard is asked about a draft: the rest (starting stack, level
 * length, chips, games, big blind ante) is read from the draft itself.
 */

export type ProposeBody = { draft: Record<string, unknown>, 
/**
 * How long the event should take, breaks included, until about two players are left.
 */
target_minutes: number, 
/**
 * Entries expected (re-entries included); 40 when not given.
 */
entries: number | null, 
/**
 * A break after every this many levels (4 when not given).
 */
break_every: number | null, break_minutes: number | null, };

/**
 * The wizard's answer.
 */

export type Proposal = { levels: Array<ProposedRow>, 
/**
 * The proposal in words: levels, breaks, where the target falls, colour-ups.
 */
summary: string, };

/**
 * One proposed row of `levels`.
 */

export type ProposedRow = { game: string | null, stakes: string, ante: number | null, bring_in: number | null, 
/**
 * Only when half the small bet is not an amount the chips in play make.
 */
small_blind: number | null, } | { break_minutes: number, race_off: Array<number>, };

/**
 * The serialisable form of an error, as the UI and HTTP clients receive it.
 */

export type ErrorBody = { code: string, message: string, };

/**
 * How the event seats, balances and breaks.
 */

export type SeatingRule = { 
/**
 * Tables are balanced when the longest and shortest differ by more than this.
 */
balance_trigger: number, 
/**
 * A table this many players short of the fullest stops play until balanced.
 */
hold_play_gap: number, break_order: TableBreakOrder, 
/**
 * Tables that break first, in this order (the others follow `break_order`).
 */
break_first: Array<number>, 
/**
 * Tables the room has for this event; `None`: as many as the field needs.
 */
tables: number | null, unknown_button: ButtonFallback, 
/**
 * Seats at the final table; `None`: nine for 8- and 9-handed events, seven for 6-
 * and 7-handed ones, the table size otherwise.
 */
final_table_seats: number | null, 
/**
 * Redraw every seat when the final table forms.
 */
final_table_redraw: boolean, 
/**
 * Clock time taken off per hand played hand-for-hand (at most 180).
 */
hand_for_hand_seconds: number, };

/**
 * Which table breaks first when the break order lists none (or after the listed ones).
 */

export type TableBreakOrder = "highest-first" | "lowest-first";

/**
 * What balancing does at a table whose button nobody recorded.
 */

export type ButtonFallback = "highest-seat" | "lowest-seat" | "random";

/**
 * A seat held at the draw.
 */

export type HoldOrder = { at: SeatTarget, hold: HoldKind, };

/**
 * Why a seat is held.
 */

export type HoldKind = "locked" | "reserved";

/**
 * A move the TD confirms: the proposed one, or one with another destination.
 */

export type MoveOrder = { player: number, to: SeatTarget, };

/**
 * A seat, as the desk names it.
 */

export type SeatTarget = { table: number, seat: number, };

/**
 * Everything the room chart and the desk show.
 */

export type FieldView = { event: string, table_size: number, drawn: boolean, 
/**
 * Seed of the opening draw, for the audit.
 */
draw_seed: number | null, 
/**
 * The commitment to the opening draw's secret, when the desk made one.
 */
draw_commitment: string | null, hand_for_hand: HandForHandView, players: Array<FieldPlayer>, tables: Array<FieldTable>, pending: PendingPlan, alternates: Array<number>, counts: FieldCounts, win_the_button: boolean, 
/**
 * The shootout's round and progress, in a shootout.
 */
shootout: ShootoutView | null, 
/**
 * The entries still in, in entry order: who a deal is among, and the order a deal
 * reads their chip counts in.
 */
still_in: Array<number>, 
/**
 * A day 2 of flights: the flights merged in, with their entries and survivors.
 */
flights: Array<FlightTotal>, 
/**
 * How a player who bagged in more than one flight was carried in.
 */
flight_rule: FlightRule | null, 
/**
 * Redraws made (a new day's seats).
 */
redraws: number, };

/**
 * One entry.
 */

export type FieldPlayer = { id: number, name: string, number: string | null, 
/**
 * 1 for a first entry, 2 for a first re-entry, ...
 */
entry: number, re_entry_of: number | null, re_entered: boolean, state: PlayerStatus, seat: SeatPlace | null, place: PlaceView | null, busted_by: number | null, 
/**
 * Where the entry stands, in the words every screen uses: "Table 12, seat 3",
 * "busted, 45th", "finished, 5th-6th", "alternate, waiting for a seat".
 */
standing: string, 
/**
 * What the desk can do to this entry in this event, in the order the buttons show;
 * an action refused now says why.
 */
actions: Array<PlayerAction>, 
/**
 * The entry's last recorded chip count (`record_counts`), if any.
 */
chips: number | null, 
/**
 * The satellite seat that paid this entry's buy-in, if one did.
 */
ticket: Ticket | null, 
/**
 * In a progressive knockout, the bounty on this player's head now (still in only).
 */
bounty: number | null, 
/**
 * The same in words: "$35".
 */
bounty_text: string | null, };

/**
 * An action the desk can take on an entry, or cannot take yet and why.
 */

export type PlayerAction = { action: PlayerActionKind, label: string, 
/**
 * A second click is asked for, with these words on the button ("Confirm bust"): the
 * action cannot be taken back by the next click.
 */
confirm: string | null, 
/**
 * Why the desk cannot take it now (the same words a refused command gives); `None`
 * when it can.
 */
refused: string | null, };

/**
 * Something the desk does to one entry.
 */

export type PlayerActionKind = "bust" | "unregister" | "redeem_lammer" | "rebuy" | "add_on" | "re_enter";

/**
 * Where an entry is, for the desk.
 */

export type PlayerStatus = "registered" | "alternate" | "seated" | "busted" | "finished" | "unregistered";

/**
 * A seat as the chart shows it.
 */

export type SeatPlace = { table: number, seat: number, };

/**
 * A finishing place (`shared_to` > `place` when shared).
 */

export type PlaceView = { place: number, shared_to: number, };

/**
 * One seat of a table.
 */

export type FieldSeat = { seat: number, player: number | null, hold: HoldView | null, };

/**
 * How a seat is held.
 */

export type HoldView = "locked" | "reserved";

/**
 * One table of the room.
 */

export type FieldTable = { table: number, size: number, players: number, seats: Array<FieldSeat>, button: number | null, small_blind: number | null, big_blind: number | null, 
/**
 * Breaks in the pending plan.
 */
breaking: boolean, 
/**
 * So short of the fullest table that play stops until balanced.
 */
hold_play: boolean, };

/**
 * A proposed move.
 */

export type PendingMove = { player: number, name: string, from: SeatPlace, to: SeatPlace, kind: MoveKind, reason: string, button_unknown: Array<number>, };

/**
 * Why a player moves.
 */

export type MoveKind = "balance" | "break_table" | "final_table";

/**
 * The final table the plan forms.
 */

export type FinalTableView = { table: number, seats: number, redraw: boolean, };

/**
 * What the room needs now.
 */

export type PendingPlan = { 
/**
 * Send back when confirming.
 */
seed: number, broken_tables: Array<number>, final_table: FinalTableView | null, moves: Array<PendingMove>, hold_play: Array<number>, 
/**
 * Why no plan could be made (a room that cannot balance), in words.
 */
problem: string | null, };

/**
 * Hand-for-hand state.
 */

export type HandForHandView = { on: boolean, 
/**
 * Hands completed hand-for-hand.
 */
hand: number, 
/**
 * The app proposes hand-for-hand: the next bust would be the last one out of the
 * money.
 */
proposed: boolean, 
/**
 * Tables still playing the hand (all of them until one reports).
 */
waiting: Array<number>, 
/**
 * Tables that reported the hand finished.
 */
done: Array<number>, };

/**
 * Counts for the desk.
 */

export type FieldCounts = { entries: number, registered: number, seated: number, busted: number, left: number, alternates: number, 
/**
 * Entries whose buy-in was a satellite seat (in the prize pool like any other;
 * no money taken at the desk).
 */
tickets: number, };

/**
 * A player remembered across events.
 */

export type KnownPlayer = { name: string, number: string | null, 
/**
 * Events of this installation the player has registered in.
 */
events: number, };

/**
 * A player's chips at a hard stop.
 */

export type ChipCount = { player: number, chips: number, };

/**
 * One winner's share of the pot that knocked a player out.
 */

export type PotShare = { player: number, 
/**
 * Chips won from the pot, or any weight (1 and 1 for a chop).
 */
share: number, };

/**
 * Where a shootout stands, for the desk and the room chart.
 */

export type ShootoutView = { round: number, advance: number, 
/**
 * Tables down to their advancing players.
 */
decided: Array<number>, 
/**
 * Players through to the next round so far.
 */
advancing: Array<number>, 
/**
 * Every table is decided: the next round can be drawn.
 */
round_over: boolean, 
/**
 * The layout warnings for the field (rounds that are not whole) and the proposals.
 */
warnings: Array<string>, };

/**
 * What the big blind posts, with the working: the answer of both ante calculators.
 */

export type AnteCalculation = { 
/**
 * The event's level the blinds come from (the event calculator only).
 */
level: number | null, 
/**
 * The game played at that level.
 */
game: string | null, rule: BigBlindAnteRule, 
/**
 * The rule in words.
 */
rule_text: string, small_blind: number, big_blind: number, 
/**
 * The ante the level states (counts only when the rule takes the ante from the level).
 */
level_ante: number, players: number, stack: number, 
/**
 * The ante due at a table of this size, before any short stack.
 */
ante_due: number, 
/**
 * What goes to the ante.
 */
ante: number, 
/**
 * What goes to the big blind.
 */
blind: number, 
/**
 * What the big blind keeps behind.
 */
behind: number, 
/**
 * The posting in words.
 */
explanation: string, };

/**
 * The chip race of the event's current or next race-off break, to prefill the helper.
 */

export type NextChipRace = { 
/**
 * Index of the break in the structure's periods.
 */
period: number, 
/**
 * The level the break follows.
 */
level_after: number, 
/**
 * True while that break is on.
 */
now: boolean, 
/**
 * The chips removed, smallest first.
 */
remove: Array<RaceOffView>, 
/**
 * The smallest chip left in play, which the removed chips become.
 */
next: RaceOffView, };

/**
 * How leftovers are settled.
 */

export type RaceVariant = "race" | "one-per-winner" | "round" | "classic";

/**
 * Cards the TD enters: seat by seat (checked against each seat's leftover chips), or
 * all in the order dealt.
 */

export type EnteredCards = Array<Array<string>> | Array<string>;

/**
 * A chip race at one table (`POST /api/chip-race`, `felt chip-race`).
 */

export type ChipRaceRequest = { 
/**
 * The denomination removed.
 */
remove: number, 
/**
 * The next chip in play, which the removed chips become.
 */
next: number, 
/**
 * Each seat's count of removed chips, seat 1 first: at most 12 seats, the chips
 * removed worth at most 2^53 - 1 together.
 */
counts: Array<number>, 
/**
 * Each seat's count of its other chips when known (0: nothing else, so the race must
 * not knock the player out); `null` for a seat not counted.
 */
others: Array<number | null> | null, 
/**
 * The cards dealt ("As", "Td", ...); without them the app deals.
 */
cards: EnteredCards | null, 
/**
 * Seed of the app's deal; the server picks one when it is missing.
 */
seed: number | null, 
/**
 * How leftovers are settled; a race when missing.
 */
variant: RaceVariant | null, };

/**
 * What one seat gets from the race.
 */

export type RaceSeatResult = { 
/**
 * 1-based.
 */
seat: number, 
/**
 * Chips of the removed denomination the seat had.
 */
count: number, 
/**
 * Chips of the next denomination received in direct exchange.
 */
exchanged: number, 
/**
 * Removed chips left after the exchange: one card each.
 */
leftover: number, 
/**
 * Chips won in the race (or from rounding).
 */
raced: number, 
/**
 * One chip given so that the race does not knock the player out.
 */
race_out_chip: boolean, 
/**
 * Chips of the next denomination received in all.
 */
received: number, cards: Array<string>, };

/**
 * The race at one table.
 */

export type ChipRaceResult = { remove: number, next: number, variant: RaceVariant, 
/**
 * The seed the app dealt with (send it again to deal the same cards).
 */
seed: number | null, seats: Array<RaceSeatResult>, 
/**
 * Chips handed out by the race, race-out chips excluded.
 */
chips_raced: number, value_before: number, value_after: number, 
/**
 * Value created (positive) or lost (negative) by rounding.
 */
rounding: number, };

/**
 * How a deal's amounts were worked out.
 */

export type DealKind = "chop" | "icm" | "custom";

/**
 * A deal worked out from the chip counts, for the players to look at before agreeing.
 */

export type DealProposal = { method: DealKind, 
/**
 * The players still in, in the order of `stacks` and `amounts`.
 */
players: Array<number>, names: Array<string>, stacks: Array<number>, 
/**
 * The prizes of the places still to be paid, first place first.
 */
prizes: Array<number>, play_for: number, 
/**
 * What each player is paid now; sums to the prizes minus `play_for`.
 */
amounts: Array<number>, 
/**
 * For an ICM estimate beyond the exact limit: each amount is within this of the
 * exact value with 99% confidence (minor units); `None` when exact.
 */
error_99: Array<number> | null, currency: string | null, 
/**
 * What the amounts' rounding to the event's payout increment left over, added to
 * `play_for` (so the deal still pays the prizes left exactly).
 */
remainder: number, 
/**
 * The rounding in words ("Rounded down to $5 each; the $3 left over is added to the
 * amount kept for 1st"); `None` when the event rounds to the unit.
 */
rounding: string | null, 
/**
 * A progressive knockout: the heads stay outside the chop (each player keeps their
 * own head and the rest are still played for).
 */
bounties: DealBounties | null, };

/**
 * What the big blind posts under a rule set (`GET /api/ante`, `felt ante`).
 */

export type AnteRequest = { 
/**
 * The rule set
 */
rule: BigBlindAntePreset, small_blind: number, big_blind: number, 
/**
 * The ante, overriding the rule set's own (TDA 2024: the big blind; BARGE: the big
 * blind, or the small blind where the rule set says).
 */
ante: number | null, 
/**
 * Seats a table in the event (default 9): BARGE 2020 antes the small blind at six
 * seats or fewer.
 */
table_size: number | null, 
/**
 * Players dealt in at the table.
 */
players: number, 
/**
 * The big blind's stack before posting.
 */
stack: number, };

/**
 * What the big blind posts under an event's own rule (`GET /api/events/{id}/ante`).
 */

export type EventAnteRequest = { 
/**
 * Players dealt in at the table.
 */
players: number, 
/**
 * The big blind's stack before posting.
 */
stack: number, 
/**
 * A level number; by default the level being played (the next one during a break).
 */
level: number | null, };

/**
 * The payouts of a field (`POST /api/payouts`, `felt payouts`).
 */

export type PayoutsRequest = { 
/**
 * Entries (entries plus re-entries): 1 to 1,000,000.
 */
entries: number, 
/**
 * Prize pool in minor units (cents) or points, at most 2^53 - 1.
 */
pool: number, 
/**
 * How the pool is split; the BARGE 2025 table when missing.
 */
split: PayoutSplit, 
/**
 * Prizes are multiples of this (default: the table's own, else 1; for the curve a
 * step as cash is counted out: 100 up to 1,000,000, 500 up to 10,000,000, 2,500
 * above, 1 under 1,000). Satellite seats are paid whole and ignore it.
 */
increment: number | null, };

/**
 * How a pool is split over the places.
 */

export type PayoutSplit = { "by": "table", name: string, } | { "by": "table_toml", text: string, } | { "by": "curve" } & CurveParams | { "by": "satellite", seat_value: number, 
/**
 * The event the seats are for ("target event" when missing).
 */
seat_event: string | null, };

/**
 * What the TD may set for a curve; anything left `None` gets a room-typical default.
 */

export type CurveParams = { 
/**
 * Places paid; default 15% of the field, rounded up; at most 150,000.
 */
paid: number | null, 
/**
 * First place's share of the pool (0.25 = 25%); default falls from about 35% for
 * small fields to about 12.5% for 10,000 entries, never below 1.5 times an even
 * split of the pool over the paid places, and within what the min-cash allows.
 */
top_share: number | null, 
/**
 * Smallest prize (what the last paid place gets) in minor units; default 1.75 times
 * the buy-in (or, without one, the pool per entry), lowered to leave at least half
 * the pool above the min-cashes.
 */
min_cash: number | null, 
/**
 * Buy-in in minor units, used only for the default min-cash.
 */
buy_in: number | null, };

/**
 * An ICM deal of the prizes left (`POST /api/icm`, `felt icm`): exact up to
 * 24 ([`felt_core::rules::limits::EXACT_ICM_MAX_PLAYERS`]) players, a seeded Monte Carlo estimate beyond.
 */

export type IcmRequest = { 
/**
 * Chip counts of the players left; what each gets comes in this order. At most
 * 10,000 players, their chips together at most 2^53 - 1.
 */
stacks: Array<number>, 
/**
 * Prizes still to be paid, first place first, each no more than the one before (a
 * list out of order is refused); at most one per player, missing places pay 0;
 * together at most 2^53 - 1.
 */
prizes: Array<number>, 
/**
 * Amounts paid to places out of first place's prize before anything is split.
 */
savers: Array<Saver>, 
/**
 * Kept from first place's prize for the eventual winner; the rest is split now.
 */
play_for: number, 
/**
 * Seed of the Monte Carlo estimate ([`ICM_SEED`] when missing, so the same stacks
 * always give the same deal).
 */
seed: number | null, 
/**
 * Finishing orders the Monte Carlo estimate draws: when missing, [`ICM_SAMPLES`] or
 * fewer, as Felt's limit of 20,000,000 draws (one per player per sample) allows;
 * more than the limit is refused.
 */
samples: number | null, };

/**
 * A chip chop of the prizes left (`POST /api/chop`, `felt chop`).
 */

export type ChopRequest = { 
/**
 * Chip counts of the players left; what each gets comes in this order. At most
 * 10,000 players, their chips together at most 2^53 - 1.
 */
stacks: Array<number>, 
/**
 * Prizes still to be paid, first place first, each no more than the one before (a
 * list out of order is refused); at most one per player, missing places pay 0;
 * together at most 2^53 - 1.
 */
prizes: Array<number>, 
/**
 * Amounts paid to places out of first place's prize before anything is split.
 */
savers: Array<Saver>, 
/**
 * Kept from first place's prize for the eventual winner; the rest is split now.
 */
play_for: number, };

/**
 * A fixed amount agreed for a place, funded from first place's prize.
 */

export type Saver = { place: number, amount: number, };

/**
 * A seat draw (`POST /api/seat-draw`, `felt seat`).
 */

export type SeatDrawRequest = { 
/**
 * Number of entries; players are numbered 1..=N (at most 100,000).
 */
players: number, 
/**
 * Seats per table.
 */
seats: number, 
/**
 * Lay the field out as a shootout (tables filled evenly, never balanced).
 */
shootout: ShootoutDraw | null, 
/**
 * Seed of the draw; the same seed gives the same draw. The app picks one when missing.
 */
seed: number | null, };

/**
 * The shootout asked for by a seat draw.
 */

export type ShootoutDraw = { 
/**
 * Players advancing from each table (1 when missing).
 */
advance: number | null, };
