// Generated from the server's OpenAPI document by tests/it/ui_api.rs. Do not edit:
// run `UPDATE_UI_API=1 cargo test --test it ui_api` after changing the API.

/** The reply to a command: its log position and the view after it. */
export type Ack = {
  seq: number
  view: EventView
}

/** One line of the recent-actions list a TD sees next to undo/redo. */
export type ActionSummary = {
  at: UtcMs
  /**
   * The paired device that sent it (a table's tablet), as the log records it; none
   * for the desk's own actions. The core does not know devices: the store fills it.
   */
  by?: string | null
  seq: number
  text: string
  /** Undone and not redone. */
  undone: boolean
  /**
   * What going to this action does, in the order it is done: for an action in effect,
   * the actions an undo back to it takes back (newest first, this one last); for an
   * undone one, those a redo up to it puts back (oldest first, this one last).
   */
  walk: number[]
}

/** An add-on, rebuy or re-entry offer. */
export type AddOnRule = {
  chips: number
  fee: number
  /** How many times one player may buy it; `None` for no limit. */
  limit?: number | null
  /** Price in minor units, fee included. */
  price: number
  /**
   * Later prices: from a level on, the offer costs another price (seed 004: a rebuy
   * that costs more later); levels rising.
   */
  prices?: PriceFrom[]
  stack_at_most?: number | null
  window?: PurchaseWindow | null
}

/** What the clock does when the structure runs out (`after_last` in the file). */
export type AfterLast = "repeat" | "double" | "stop"

/** The TD's message to the room. */
export type Announcement = {
  at: UtcMs
  text: string
}

/** How much the big blind ante is. */
export type AnteAmount = "big-blind" | "small-blind" | "level"

/** What the big blind posts, with the working: the answer of both ante calculators. */
export type AnteCalculation = {
  /** What goes to the ante. */
  ante: number
  /** The ante due at a table of this size, before any short stack. */
  ante_due: number
  /** What the big blind keeps behind. */
  behind: number
  big_blind: number
  /** What goes to the big blind. */
  blind: number
  /** The posting in words. */
  explanation: string
  /** The game played at that level. */
  game?: string | null
  /** The event's level the blinds come from (the event calculator only). */
  level?: number | null
  /** The ante the level states (counts only when the rule takes the ante from the level). */
  level_ante: number
  players: number
  rule: BigBlindAnteRule
  /** The rule in words. */
  rule_text: string
  small_blind: number
  stack: number
}

/** Who posts an ante in a big-bet blind game. */
export type AnteKind = "big-blind" | "table" | "button"

/** Body of `POST /api/events/{id}/archive`. */
export type ArchiveBody = {
  /** true archives the event; false puts it back in the list */
  archived: boolean
}

/** One backup in the folder. */
export type BackupInfo = {
  bytes: number
  /** The file's name in the backups folder: what `felt backup restore` takes. */
  name: string
  reason: BackupReason
  /** When it was taken (from its name). */
  taken_at: UtcMs
}

/** Why a backup was taken (the end of its file name). */
export type BackupReason = "level" | "break" | "timer" | "manual" | "before-restore"

/** The backups folder, newest first, and where it is. */
export type Backups = {
  backups: BackupInfo[]
  /**
   * The database file: the whole room once Felt has stopped (the write-ahead log is
   * folded into it on every clean stop and after each backup); the file to carry.
   */
  database: string
  folder: string
  /** How many are kept (the oldest beyond go). */
  keep: number
}

/** The betting limit of a game or level. */
export type Betting = "limit" | "pot-limit" | "no-limit"

/** A named rule set for the big blind ante. */
export type BigBlindAntePreset = "tda-2024" | "barge-2020" | "barge-2024"

/** The big blind ante rule of an event. */
export type BigBlindAnteRule = {
  amount: AnteAmount
  posting_order: PostingOrder
  preset?: BigBlindAntePreset | null
  /** At or below this many players at the table the ante is reduced. */
  reduce_at_players?: number | null
  reduced_to?: AnteAmount | null
}

/** One line of a series board. */
export type BoardRow = {
  player: string
  /** "42.5" points. */
  points: string
  rank: number
  /** Shares the rank with another player. */
  tied: boolean
}

/** The bounty on one player's head now (progressive knockouts). */
export type BountyHead = {
  head: number
  /** The same in words: "$35". */
  head_text: string
  name: string
  player: number
}

/** One player's bounties. */
export type BountyLine = {
  /** Money won, in minor units. */
  amount: number
  /** The same in words: "$1,500". */
  amount_text: string
  /** The winner keeps his own bounty. */
  kept_own: boolean
  /** Players this entry knocked out. */
  knockouts: number
  name: string
  player: number
}

/** The bounty report of an event with a bounty on each player. */
export type BountyView = {
  /** The bounty on each entry, in minor units. */
  bounty: number
  /** The bounty in words: "$500". */
  bounty_text: string
  currency?: string | null
  /** In a progressive knockout, the bounty on each player still in, largest first. */
  heads: BountyHead[]
  mystery?: MysteryView | null
  /** Bounties not yet won: players still in, and busts with no knocker recorded. */
  outstanding: number
  /** Entries that won something, most money first. */
  players: BountyLine[]
  /** Progressive knockout: each head grows with the knockouts its player makes. */
  progressive: boolean
}

/** A break between levels. */
export type Break = {
  auto_pause: boolean
  duration_ms: number
  note?: string | null
  /** Denominations removed (colored up / raced off) during this break. */
  race_off: number[]
}

/** The first record that does not fit the chain. */
export type BrokenLink = {
  /** The hash the records up to it give. */
  expected: string
  /** Its place in the event's log, 1 for the first record. */
  position: number
  /** The record's number in the database. */
  seq: number
  /** The hash stored with it (none when it has none). */
  stored?: string | null
}

/** What balancing does at a table whose button nobody recorded. */
export type ButtonFallback = "highest-seat" | "lowest-seat" | "random"

/** What a player buys at the desk. */
export type BuyKind = "rebuy" | "add_on"

/** The game a dealer calls. */
export type CalledGame = {
  key: string
  kind: "catalog"
} | {
  kind: "new"
  name: string
  rules: string
}

/** The game called for the deal in progress, with what a display says of it. */
export type CalledView = {
  /**
   * The game's whole card as the night deals it (the desk's): facts, forced bets,
   * streets, showdown, worked examples and notes, under their headings. For a new
   * game, the dealer's own words.
   */
  card: CardSection[]
  deal: Deal
  /** Short rules (the TV's): from the catalog, or the dealer's own words for a new game. */
  rules: string[]
  /** Where the rules come from ("Poker by the Regulars (2012)", "the dealer"). */
  source: string
}

/** Who sent a request with a token. */
export type Caller = {
  kind: "td"
} | {
  device: Device
  kind: "device"
}

/** How many cards a hand shows at the showdown. */
export type CardCount = {
  fewest: number
  most: number
}

/** A part of a game's card: its heading (none for the facts at the top) and its lines. */
export type CardSection = {
  heading?: string | null
  lines: string[]
}

/** A survivor carried into day 2: the chips taken in (by the flight rule) and every bag. */
export type Carried = {
  bags: FlightBag[]
  chips: number
  name: string
  number?: string | null
}

/** How a game is dealt, for grouping; `Mixed` is a game that picks another game per hand. */
export type CatalogFamily = "flop" | "draw" | "stud" | "mixed" | "other"

/** What walking an event's chain found. */
export type ChainReport = {
  broken?: BrokenLink | null
  /** True when every record fits. */
  intact: boolean
  /** The last record's hash as the chain gives it: the value to write down. */
  last_hash: string
  /** Records walked. */
  records: number
  /** Its first 12 characters, for paper and screens. */
  short: string
  /** The finding in words. */
  text: string
}

/** One occupied seat of a [`ChartTable`]. */
export type ChartSeat = {
  player: number
  seat: number
}

/** One table of a [`SeatingChart`]. */
export type ChartTable = {
  seats: ChartSeat[]
  table: number
}

/** A chip denomination and its color. */
export type Chip = {
  color: string
  value: number
}

/** A player's chips at a hard stop. */
export type ChipCount = {
  chips: number
  player: number
}

/** One player on the leaderboard. */
export type ChipCountRow = {
  chips: number
  chips_text: string
  name: string
  /** 1 for the chip leader; equal stacks share a rank. */
  rank: number
  /** "Table 3, seat 5" once seated. */
  seat?: string | null
  seat_no?: number | null
  /** The table and seat as numbers, once seated (the display's short "T3 S5"). */
  table?: number | null
}

/** The leaderboard a display shows between days. */
export type ChipCountsView = {
  rows: ChipCountRow[]
  /** "End of the day: chip counts", "Day 2 chip counts". */
  title: string
  /** Players still in without a count yet (the bagging goes on). */
  uncounted: number
}

/** A chip race at one table (`POST /api/chip-race`, `felt chip-race`). */
export type ChipRaceRequest = {
  cards?: EnteredCards | null
  /**
   * Each seat's count of removed chips, seat 1 first: at most 12 seats, the chips
   * removed worth at most 2^53 - 1 together.
   */
  counts: number[]
  /** The next chip in play, which the removed chips become. */
  next: number
  /**
   * Each seat's count of its other chips when known (0: nothing else, so the race must
   * not knock the player out); `null` for a seat not counted.
   */
  others?: (number | null)[] | null
  /** The denomination removed. */
  remove: number
  /** Seed of the app's deal; the server picks one when it is missing. */
  seed?: number | null
  variant?: RaceVariant | null
}

/** The race at one table. */
export type ChipRaceResult = {
  /** Chips handed out by the race, race-out chips excluded. */
  chips_raced: number
  next: number
  remove: number
  /** Value created (positive) or lost (negative) by rounding. */
  rounding: number
  seats: RaceSeatResult[]
  /** The seed the app dealt with (send it again to deal the same cards). */
  seed?: number | null
  value_after: number
  value_before: number
  variant: RaceVariant
}

/** A chip chop of the prizes left (`POST /api/chop`, `felt chop`). */
export type ChopRequest = {
  /** Kept from first place's prize for the eventual winner; the rest is split now. */
  play_for?: number
  /**
   * Prizes still to be paid, first place first, each no more than the one before (a
   * list out of order is refused); at most one per player, missing places pay 0;
   * together at most 2^53 - 1.
   */
  prizes: number[]
  /** Amounts paid to places out of first place's prize before anything is split. */
  savers?: Saver[]
  /**
   * Chip counts of the players left; what each gets comes in this order. At most
   * 10,000 players, their chips together at most 2^53 - 1.
   */
  stacks: number[]
}

/** `POST /api/devices/claim`: a device claims its code. */
export type ClaimRequest = {
  code: string
  name?: string | null
}

/** The device's token (shown only this once) and where to go with it. */
export type Claimed = {
  device: Device
  /** The page the device opens: "/remote/2" (the clock, the desk or the table there). */
  go_to: string
  token: string
}

/** The clock anchor: all the clock state there is. */
export type Clock = {
  ends_at: UtcMs
  period: number
  state: "running"
} | {
  period: number
  reason: PauseReason
  remaining_ms: number
  state: "paused"
}

/** Running or why not. */
export type ClockStatus = "not-started" | "running" | "paused" | "auto-paused" | "end-of-day" | "finished"

/** What a display shows. */
export type ClockView = {
  add_ons: number
  /** The anchor itself, so a display can keep time on its own. */
  anchor: Clock
  announcement?: Announcement | null
  average_stack?: number | null
  by_eliminations?: EliminationsView | null
  chip_counts?: ChipCountsView | null
  chips_in_play: number
  currency?: string | null
  current?: StakesView | null
  /**
   * After a committed seat draw, until the first level is over: the commitment's short
   * code, for the displays to show with the link to the event's verify page.
   */
  draw_check?: string | null
  ends_at?: UtcMs | null
  entries: number
  event_language?: Language | null
  event_name: string
  event_number?: number | null
  hard_stop?: HardStopView | null
  lammers?: LammersView | null
  /** The language this view is written in ("de"). */
  lang: string
  /** The current level number; on a break, the level just played. */
  level?: number | null
  next?: NextView | null
  /** Time from now to the start of the next break, when there is one ahead. */
  next_break_in_ms?: number | null
  /** Lines for the event notices bar. */
  notices: string[]
  /** The instant this view was computed for (the server's time). */
  now: UtcMs
  on_break: boolean
  /**
   * Players seated when the room is down to one table (the final table): the big
   * blind ante calculator starts from it.
   */
  one_table_players?: number | null
  overtime_ms: number
  /** True on the last period once its time has run out: the clock stays on it. */
  past_last_level: boolean
  payouts?: PayoutsView | null
  /** Index of the current period in the structure. */
  period: number
  period_duration_ms: number
  /** "Level 4", "Break", ... */
  period_label: string
  players_left: number
  /**
   * Players are registered one by one (the counts come from the field, not the TD's
   * counters).
   */
  players_tracked: boolean
  /**
   * The prize pool in minor units of `currency`, when the event has a buy-in: every
   * entry's and add-on's price minus its fee, or the guarantee when that is more.
   */
  prize_pool?: number | null
  /** Denominations raced off at the current break (or the next one), with colors. */
  race_off: RaceOffView[]
  /**
   * Whether a register is taken now (before the start, and through the end of the
   * last late-registration level).
   */
  registration_open: boolean
  remaining_ms: number
  result?: ResultView | null
  /** The room's moments in words, for the displays to say aloud. */
  spoken: Spoken
  /**
   * The room's figures as the displays show them: entries, players left, average
   * stack and, when the event has a buy-in, the prize pool.
   */
  stats: Figure[]
  status: ClockStatus
}

/** A TD action: one flat object tagged by `type` (`{"type": "bust", "player": 12}`) */
export type Command = {
  type: "start"
} | {
  type: "pause"
} | {
  type: "resume"
} | {
  type: "next_level"
} | {
  type: "previous_level"
} | {
  period: number
  type: "go_to"
} | {
  ms: number
  type: "set_remaining"
} | {
  ms: number
  type: "add_time"
} | {
  type: "end_day"
} | {
  counter: Counter
  delta: number
  type: "adjust"
} | {
  name: string
  number?: string | null
  seed?: number | null
  ticket?: Ticket | null
  type: "register"
} | {
  players: NewPlayer[]
  seed?: number | null
  type: "register_many"
} | {
  player: number
  type: "unregister"
} | {
  player: number
  seed?: number | null
  type: "re_enter"
} | {
  by?: number | null
  player: number
  same_hand?: boolean
  /**
   * A pot won by more than one player: each winner with their share of it
   * (chips won, or 1 and 1 for a chop), worst position first. Bounties follow
   * the shares (a PKO head split by them).
   */
  split?: PotShare[]
  stack?: number | null
  type: "bust"
} | {
  count?: number
  player: number
  type: "redeem_lammers"
} | {
  type: "lammer_deadline"
} | {
  kind: BuyKind
  player: number
  stack?: number | null
  type: "purchase"
} | {
  counts: ChipCount[]
  type: "record_counts"
} | {
  flights: FlightTotal[]
  players: Carried[]
  rule: FlightRule
  type: "carry_in"
} | {
  added_value: number
  race?: RaceRecord | null
  removed_value: number
  table: number
  type: "chip_race_done"
} | {
  commitment?: string | null
  type: "commit_draw"
} | {
  held?: HoldOrder[]
  reveal?: string | null
  seed?: number | null
  type: "draw_seats"
} | {
  seed?: number | null
  type: "seat_alternates"
} | {
  moves: MoveOrder[]
  seed: number
  type: "confirm_moves"
} | {
  seat?: number | null
  table: number
  type: "set_button"
} | {
  seats: number[]
  table: number
  type: "hand_won"
} | {
  at: SeatTarget
  hold?: HoldKind | null
  type: "hold_seat"
} | {
  players: number[]
  table: number
  type: "table_won"
} | {
  seed?: number | null
  type: "next_round"
} | {
  rule?: RedrawRule
  seed?: number | null
  type: "redraw"
} | {
  counts: ChipCount[]
  type: "hard_stop"
} | {
  on: boolean
  type: "hand_for_hand"
} | {
  type: "hand_for_hand_hand"
} | {
  table: number
  type: "table_hand_done"
} | {
  type: "lock_payouts"
} | {
  type: "unlock_payouts"
} | {
  agreed?: number[]
  amounts: number[]
  method: DealKind
  play_for?: number
  players: number[]
  type: "deal"
} | {
  agreed?: number[]
  amounts: number[]
  type: "savers"
} | {
  minutes: number
  period: number
  type: "period_minutes"
} | {
  ante?: number | null
  before?: number | null
  bring_in?: number | null
  game?: string | null
  minutes?: number | null
  stakes: string
  type: "add_level"
} | {
  before?: number | null
  minutes: number
  type: "add_break"
} | {
  minutes: number
  type: "break_now"
} | {
  ante?: number | null
  bring_in?: number | null
  game?: string | null
  minutes?: number | null
  period: number
  stakes: string
  type: "edit_level"
} | {
  type: "extend"
} | {
  text: string
  type: "announce"
} | {
  type: "clear_announcement"
} | {
  lang?: Language | null
  type: "set_language"
} | {
  type: "undo"
} | {
  type: "redo"
} | {
  seq: number
  type: "undo_to"
} | {
  seq: number
  type: "redo_to"
}

/** A commitment made before a draw. */
export type CommitLine = {
  commitment: string
  /** Still in effect (not undone). */
  in_effect: boolean
  seq: number
}

/** The console's language and the languages there are to choose from. */
export type ConsoleLanguage = {
  lang?: Language | null
  languages: LanguageChoice[]
}

/** The manual counters a TD keeps on the clock when players are not tracked one by one. */
export type Counter = "entries" | "players" | "add-ons"

/** A structure file's text, or the name of a structure shipped with Felt */
export type CreateBody = {
  /** The structure file's name, for messages about it (`structure.toml` when missing) */
  file?: string
  /** The structure file's text (TOML) */
  source: string
} | {
  /** The name of a structure shipped with Felt (`GET /api/structures`) */
  shipped: "example-nlhe-bba.toml" | "example-plo-lammers.toml" | "example-mixed-limit.toml" | "example-dramaha49-6max.toml"
}

/** A newly created event. */
export type CreatedEvent = {
  id: number
  name: string
  warnings: Diagnostic[]
}

/** What the TD may set for a curve; anything left `None` gets a room-typical default. */
export type CurveParams = {
  /** Buy-in in minor units, used only for the default min-cash. */
  buy_in?: number | null
  /**
   * Smallest prize (what the last paid place gets) in minor units; default 1.75 times
   * the buy-in (or, without one, the pool per entry), lowered to leave at least half
   * the pool above the min-cashes; a small field's last place gets at least what a
   * card room pays it (35% of the pool of two places, 20% of three, 11% of four).
   */
  min_cash?: number | null
  /** Places paid; default 15% of the field, rounded up; at most 150,000. */
  paid?: number | null
  /**
   * First place's share of the pool (0.25 = 25%); default falls from a card room's
   * 65% of two places and 50% of three to about 12.5% for 10,000 entries, never below 1.5 times an even
   * split of the pool over the paid places, and within what the min-cash allows.
   */
  top_share?: number | null
}

/** The payout curve as a structure sets it; what is left out gets the curve's default. */
export type CurveRule = {
  /** What the last paid place gets, in minor units. */
  min_cash?: number | null
  /** Share of the field paid, in percent (15 pays 15 of 100 entries, rounded up). */
  paid_percent?: number | null
  /** First place's share of the pool in basis points (3000 = 30%). */
  top_share_bp?: number | null
}

/** The curve actually used, after defaults, so the results sheet can say how it was paid. */
export type CurveUsed = {
  exponent: number
  min_cash: number
  paid: number
  top_prize: number
}

/** The day 2 made: its event number and what came in. */
export type DayTwoCreated = {
  chips: number
  /** Entries of the combined field. */
  entries: number
  flights: FlightTotal[]
  id: number
  /** The level (1-based) the clock starts at. */
  level: number
  name: string
  /** Players carried in. */
  players: number
}

/**
 * `POST /api/days`: the flights to merge, the rule for a player who bagged in more than
 * one, and the day 2's name (the first flight's, its "Day 1A" or "Flight A" made
 * "Day 2", when left out).
 */
export type DayTwoRequest = {
  flights: number[]
  name?: string | null
  rule?: FlightRule
}

/** A deal of the night. */
export type Deal = {
  at: UtcMs
  dealer: string
  dealt_in: number
  game: CalledGame
  /** The limit in force when it was called, in cents. */
  max_bet: number
  /** The game's name (the catalog's, or the one the dealer gave). */
  name: string
  /** 1, 2, 3 ... in the order dealt. */
  number: number
  /** What the dealer paid, in cents. */
  paid: number
  variations?: string | null
}

/**
 * The bounties beside a PKO deal: each player's head now and what their
 * chips are worth in heads (every head still in play shared by chip count, the usual
 * estimate: a chip wins its share of every head it may yet take, its own included).
 */
export type DealBounties = {
  /** Each player's share of all the heads in play by chip count. */
  equity: number[]
  /** Each player's head now, in the order of `players`. */
  heads: number[]
  /** The deal's amount plus the head equity: each player's whole worth now. */
  with_heads: number[]
}

/** How a deal's amounts were worked out. */
export type DealKind = "chop" | "icm" | "custom"

/** One player's share of a deal. */
export type DealLine = {
  /** Paid now, in minor units. */
  amount: number
  /** Paid now, in words: "$1,234.00". */
  amount_text: string
  name: string
}

/** A recorded deal as the payouts panel shows it, in money words. */
export type DealLines = {
  /** Each player of the deal with what he is paid now, largest first. */
  lines: DealLine[]
  /**
   * What is still played for, in words ("$100.00 kept for 1st"); `None` for a full
   * chop.
   */
  play_for?: string | null
  /** "Deal (ICM) between 3 players". */
  title: string
}

/** The result of a deal. */
export type DealOutcome = Equities & {
  /** Still to be won by the eventual winner. */
  play_for: number
  /** The prizes after savers and after taking off the amount played for. */
  prizes_split: number[]
}

/** A deal worked out from the chip counts, for the players to look at before agreeing. */
export type DealProposal = {
  /** What each player is paid now; sums to the prizes minus `play_for`. */
  amounts: number[]
  bounties?: DealBounties | null
  currency?: string | null
  /**
   * For an ICM estimate beyond the exact limit: each amount is within this of the
   * exact value with 99% confidence (minor units); `None` when exact.
   */
  error_99?: number[] | null
  method: DealKind
  names: string[]
  play_for: number
  /** The players still in, in the order of `stacks` and `amounts`. */
  players: number[]
  /** The prizes of the places still to be paid, first place first. */
  prizes: number[]
  /**
   * What the amounts' rounding to the event's payout increment left over, added to
   * `play_for` (so the deal still pays the prizes left exactly).
   */
  remainder: number
  /**
   * The rounding in words ("Rounded down to $5 each; the $3 left over is added to the
   * amount kept for 1st"); `None` when the event rounds to the unit.
   */
  rounding?: string | null
  stacks: number[]
}

/** `POST /api/events/{id}/deal`: a proposal from stacks the TD gives. */
export type DealRequest = {
  /** How the amounts are worked out */
  method: "icm" | "chop"
  /** Minor units kept back for the eventual winner */
  play_for?: number
  /** Chip counts of the players still in, in entry order */
  stacks: number[]
}

/** What a player declared. */
export type Declared = "high" | "low" | "both"

/** What deleting an event did. */
export type DeletedEvent = {
  /** Where its log was exported before it was deleted. */
  export: string
  id: number
  name: string
}

/** A paired device as the console lists it. */
export type Device = {
  created_at_ms: number
  event: number
  id: number
  last_used_at_ms?: number | null
  name: string
  revoked_at_ms?: number | null
  scope: DeviceScope
  table?: number | null
  /** What it may do, in words: "the clock of event #2", "table 5 of event #2". */
  what: string
}

/** What a paired device may do. */
export type DeviceScope = "clock" | "desk" | "table"

/** One finding about a structure file, at a 1-based line and column. */
export type Diagnostic = {
  column: number
  file: string
  line: number
  message: string
  severity: Severity
}

/** Body of the calls that take a draft. */
export type DraftBody = {
  /**
   * The structure file's tables and keys as JSON (`name`, `starting_stack`,
   * `levels`, ...); null fields are left out
   */
  draft: Record<string, unknown>
}

/** What the file checker says about a draft. */
export type DraftCheck = {
  /**
   * For each entry of `levels` (a level or a break): what it plays, in words ("Blinds
   * 100/200, BB ante 200", "Break 15 min"); empty while the draft has errors.
   */
  derived: string[]
  /** Errors first, then warnings. */
  findings: Finding[]
  /**
   * What the payouts pay for a few field sizes, one line each ("20 entries, pool
   * $2,000: 1st $1,000, 2nd $600, 3rd $400 (Club table, row for 11-30 entries)");
   * empty without money and payouts or while the draft has errors.
   */
  payouts?: string[]
  /** The event's name and its levels and breaks, when the draft has no errors. */
  summary?: string | null
  /** The draft as a structure file (what export writes). */
  toml: string
}

/** One card of the first-dealer draw. */
export type DrawCard = {
  /** Rank and suit: `J♠`, `10♥`. */
  card: string
  player: string
}

/** What checking an event's draws found. */
export type DrawCheck = {
  /** The commitment shown now (before the draw), if any. */
  commitment?: string | null
  commitments: CommitLine[]
  draws: DrawLine[]
  event_name: string
  /** Every draw and later seating in effect checks out (true when there is none yet). */
  fair: boolean
  /** The later random draws (seatings and chip races), each decided again from its seed. */
  later: RandomLine[]
  /** The finding in words. */
  text: string
}

/** One opening draw in the log, checked. */
export type DrawLine = {
  /** The commitment in effect when it was drawn. */
  committed_to?: string | null
  /** Still in effect (not undone). */
  in_effect: boolean
  /** What does not match, in words. */
  problems: string[]
  /** Dealing again from the seed gives exactly the recorded seats. */
  reproduced: boolean
  /** The secret the draw revealed, when it was committed. */
  reveal?: string | null
  /** The revealed secret's commitment, as anyone can compute it. */
  reveal_gives?: string | null
  seats: SeatLine[]
  seed: number
  seq: number
}

/** Where elimination-driven levels stand. */
export type EliminationsView = {
  /** Players out so far. */
  eliminated: number
  /**
   * More players out before the next level starts; `None` when no level follows (the
   * structure or the field has run out).
   */
  more?: number | null
  /** The structure's count: a new level every this many eliminations. */
  per_level: number
  /** "Next level after 2 more eliminations". */
  text: string
}

/**
 * Cards the TD enters: seat by seat (checked against each seat's leftover chips), or
 * all in the order dealt.
 */
export type EnteredCards = string[][] | string[]

/** `count` envelopes of `value` (minor units) each. */
export type Envelope = {
  count: number
  value: number
}

/** Equities of a deal and how they were found. */
export type Equities = {
  /** What each player gets, in the order of the stacks; sums to the prizes split. */
  equities: number[]
  method: EquityMethod
}

/** How equities were computed. */
export type EquityMethod = {
  kind: "chip_chop"
} | {
  kind: "icm_exact"
} | {
  /** Per player: the estimate is within this of the exact value with 99% confidence. */
  error_99: number[]
  /** Most players exact ICM is computed for; this deal has more. */
  exact_limit: number
  kind: "icm_monte_carlo"
  samples: number
  seed: number
}

/** The serialisable form of an error, as the UI and HTTP clients receive it. */
export type ErrorBody = {
  code: string
  message: string
}

/**
 * An event and its whole log as stored: what `felt event export` writes and a deleted
 * event leaves beside the database.
 */
export type EventExport = {
  archived_at?: UtcMs | null
  created_at: UtcMs
  /** The export format (1). */
  felt_event_export: number
  id: number
  name: string
  /** Every record, oldest first, exactly as stored (format number and text). */
  records: (Record<string, unknown>)[]
  /** The database schema the records were read from. */
  schema_version: number
  seal?: ExportSeal | null
}

/** `GET /api/events`. */
export type EventList = {
  events: EventSummary[]
}

/** One event's points for a player. */
export type EventPoints = {
  /** Left out by the best-N rule. */
  dropped: boolean
  event: string
  place: number
  /** Hundredths of a point. */
  points: number
}

/** A line of the event list. */
export type EventSummary = {
  /** The TD archived it: kept, and out of the console's list unless asked for. */
  archived: boolean
  created_at: UtcMs
  /**
   * The event's log has a record that cannot be read or folded: it is read-only
   * until the TD sets that record aside (see `EventView::damage`).
   */
  damaged: boolean
  id: number
  level?: number | null
  name: string
  number?: number | null
  players_left: number
  status: ClockStatus
}

/** Everything the TD console shows about one event. */
export type EventView = {
  can_redo: boolean
  can_undo: boolean
  clock: ClockView
  damage?: LogDamage | null
  id: number
  /** Newest first; undone actions (that can be redone) are flagged. */
  recent_actions: ActionSummary[]
  /** The action Redo puts back now, in words. */
  redo_next?: string | null
  /** Log position this view reflects. */
  seq: number
  /** The action Undo takes back now, in words (every door says it the same way). */
  undo_next?: string | null
}

/**
 * What an export says of itself, so that a copy cut short, emptied or put in another
 * order is told from the whole: its record count and the chain's last hash.
 */
export type ExportSeal = {
  last_hash: string
  records: number
}

/** How cards are dealt, which decides how the stakes are expressed. */
export type Family = "flop" | "draw" | "stud"

/** Counts for the desk. */
export type FieldCounts = {
  alternates: number
  busted: number
  /** Players still in whose chips the desk has counted (a redraw by chips needs all). */
  counted: number
  entries: number
  left: number
  registered: number
  seated: number
  /**
   * Entries whose buy-in was a satellite seat (in the prize pool like any other;
   * no money taken at the desk).
   */
  tickets: number
}

/** One entry. */
export type FieldPlayer = {
  /**
   * What the desk can do to this entry in this event, in the order the buttons show;
   * an action refused now says why.
   */
  actions: PlayerAction[]
  /** In a progressive knockout, the bounty on this player's head now (still in only). */
  bounty?: number | null
  /** The same in words: "$35". */
  bounty_text?: string | null
  busted_by?: number | null
  /** The entry's last recorded chip count (`record_counts`), if any. */
  chips?: number | null
  /** 1 for a first entry, 2 for a first re-entry, ... */
  entry: number
  id: number
  name: string
  number?: string | null
  place?: PlaceView | null
  re_entered: boolean
  re_entry_of?: number | null
  seat?: SeatPlace | null
  /**
   * Where the entry stands, in the words every screen uses: "Table 12, seat 3",
   * "busted, 45th", "finished, 5th-6th", "alternate, waiting for a seat".
   */
  standing: string
  state: PlayerStatus
  ticket?: Ticket | null
}

/**
 * One seat of a table.
 * 
 * A room of 1,000 tables has 9,000 of these: what is not there is left out of the JSON
 * rather than sent as null.
 */
export type FieldSeat = {
  /** The bounty on the occupant's head (progressive knockouts), in words. */
  bounty_text?: string | null
  /** The occupant's last chip count, when the desk typed one. */
  chips?: number | null
  hold?: HoldView | null
  /** Who sits there, so a chart or a table's screen needs no list of every entry. */
  name?: string | null
  player?: number | null
  seat: number
}

/** One table of the room. */
export type FieldTable = {
  big_blind?: number | null
  /** Breaks in the pending plan. */
  breaking: boolean
  button?: number | null
  /** So short of the fullest table that play stops until balanced. */
  hold_play: boolean
  players: number
  seats: FieldSeat[]
  size: number
  small_blind?: number | null
  table: number
}

/** Everything the room chart and the desk show. */
export type FieldView = {
  alternates: number[]
  counts: FieldCounts
  /** The commitment to the opening draw's secret, when the desk made one. */
  draw_commitment?: string | null
  /** Seed of the opening draw, for the audit. */
  draw_seed?: number | null
  drawn: boolean
  event: string
  flight_rule?: FlightRule | null
  /** A day 2 of flights: the flights merged in, with their entries and survivors. */
  flights: FlightTotal[]
  hand_for_hand: HandForHandView
  pending: PendingPlan
  /**
   * Every entry's row; none when the view was asked for without them (a screen that
   * reads the list a page at a time).
   */
  players: FieldPlayer[]
  /** Redraws made (a new day's seats). */
  redraws: number
  shootout?: ShootoutView | null
  /**
   * The entries still in, in entry order: who a deal is among, and the order a deal
   * reads their chip counts in.
   */
  still_in: number[]
  table_size: number
  tables: FieldTable[]
  win_the_button: boolean
  window?: TableWindow | null
}

/**
 * A labelled figure in words: "Blinds" "100 / 200", "Prize pool" "$3,705". `key` names
 * it for styling and tests and never changes with the words.
 */
export type Figure = {
  key: string
  label: string
  value: string
}

/** The final table the plan forms. */
export type FinalTableView = {
  redraw: boolean
  seats: number
  table: number
}

/** A finding of the file checker, placed at a field of the draft. */
export type Finding = {
  column: number
  /** Where the same finding is in the exported TOML file. */
  line: number
  message: string
  /**
   * The field ("levels.3.stakes", "lammers.value", "starting_stack"), or the table
   * ("levels.3") when the finding is about the whole entry. Level indexes count from 0
   * over levels and breaks, as in the file.
   */
  path: string
  severity: Severity
}

/** One bag a player brings from a flight. */
export type FlightBag = {
  chips: number
  /** The flight's entry. */
  entry: number
  event: number
}

/** What a player who came through more than one flight takes into day 2. */
export type FlightRule = "best_stack" | "all_stacks"

/**
 * One flight (a day-1 event) merged into a day 2, as it stood when it was merged: what
 * it adds to the combined field and prize pool.
 */
export type FlightTotal = {
  add_ons: number
  /** Everything paid in, fees included (minor units). */
  collected: number
  /** Entries (first entries and re-entries) that count. */
  entries: number
  /** The flight's event number in the database. */
  event: number
  /** The fees (and PKO heads) kept out of the pool. */
  fees: number
  name: string
  /**
   * The flight's players who bagged nothing (every entry busted), latest bust first:
   * the day 2's results list them as not reaching it, so each has a result there.
   */
  out?: string[]
  /** Of those, re-entries. */
  re_entries: number
  rebuys: number
  /** Players who bagged chips. */
  survivors: number
}

/** A part of the pot. */
export type FormPart = {
  /**
   * The board decides whether it is played (Wonky Donkey's flop colour): the judge reads
   * it when no part is named.
   */
  from_board?: boolean
  label: string
  /** When the part is played, for a part that depends on the hand: pick it by label. */
  when?: string | null
}

/** One game of the event. */
export type Game = {
  /** The game's usual betting limit; a level may override it. */
  betting: Betting
  /** Id of the game in the catalog, when it names one. */
  catalog?: string | null
  family: Family
  /** Short id used by the rotation and levels (for example `razz`). */
  id: string
  name: string
}

/** A game a level may be changed to. */
export type GameChoice = {
  id: string
  name: string
}

/** One game of the catalog, summarised. */
export type GameListing = {
  /** Other names the game goes by, for finding it by any of them. */
  aliases: string[]
  /** Edition keys, default first. */
  editions: string[]
  family: CatalogFamily
  id: string
  /** Largest table where every card can be dealt (default edition). */
  max_players: number
  /** Largest table with the community card rule, for stud-like games. */
  max_with_community_card?: number | null
  name: string
  structure_family?: Family | null
  /** The betting limit the game is usually spread at. */
  usual_betting: Betting
  /** Editions with a name of their own (a home game's variations), to find by name. */
  variations: Variation[]
}

/** Hand-for-hand state. */
export type HandForHandView = {
  /** Tables that reported the hand finished. */
  done: number[]
  /** Hands completed hand-for-hand. */
  hand: number
  /**
   * Hand-for-hand was played and the money is reached: it is over (Felt turns it off
   * by itself at the bubble, as its own action the TD can undo).
   */
  money_reached?: boolean
  on: boolean
  /**
   * The app proposes hand-for-hand: the next bust would be the last one out of the
   * money.
   */
  proposed: boolean
  /** Tables still playing the hand (all of them until one reports). */
  waiting: number[]
}

/**
 * The hard stop: play ends this long after the clock first started, whatever the
 * pauses; the round being dealt is finished, and the chip counts place the players left.
 */
export type HardStopView = {
  at?: UtcMs | null
  minutes: number
  /** The stop time has come: the last round is being played. */
  reached: boolean
  /** Time left until then (displays count down to `at` on their own). */
  remaining_ms?: number | null
  text: string
}

/** `GET /api/health`: the server answers. */
export type Health = {
  ok: boolean
  /**
   * Event views computed for live displays since the server started: each followed
   * event's view is computed once per change and shared by all its displays.
   */
  views_computed: number
}

/** Why a seat is held. */
export type HoldKind = "locked" | "reserved"

/** A seat held at the draw. */
export type HoldOrder = {
  at: SeatTarget
  hold: HoldKind
}

/** How a seat is held. */
export type HoldView = "locked" | "reserved"

/** Body of `POST /api/network/hosts`. */
export type HostName = {
  /** true: answer to it (kept for later runs too); false: stop answering to it */
  allowed: boolean
  /** A name the room's devices use for this computer ("felt.lan", "tv-room.local") */
  name: string
}

/** A game of the house list. */
export type HouseGame = {
  key: string
  name: string
}

/** One row of a house payout table: the entries it is for and each place's share. */
export type HousePayoutRow = {
  /**
   * Fixed prizes in minor units, first place first (a home game's $90/$50/$20); the
   * pool beyond them goes to first place.
   */
  amounts?: number[]
  /** Fewest and most entries the row is for, both included. */
  entries: number[]
  /**
   * Share of the pool per place in basis points (100 = 1%), first place first; sums
   * to 10,000. Empty when the row pays fixed amounts.
   */
  shares_bp?: number[]
}

/**
 * An ICM deal of the prizes left (`POST /api/icm`, `felt icm`): exact up to
 * 24 ([`felt_core::rules::limits::EXACT_ICM_MAX_PLAYERS`]) players, a seeded Monte Carlo estimate beyond.
 */
export type IcmRequest = {
  /** Kept from first place's prize for the eventual winner; the rest is split now. */
  play_for?: number
  /**
   * Prizes still to be paid, first place first, each no more than the one before (a
   * list out of order is refused); at most one per player, missing places pay 0;
   * together at most 2^53 - 1.
   */
  prizes: number[]
  /**
   * Finishing orders the Monte Carlo estimate draws: when missing, [`ICM_SAMPLES`] or
   * fewer, as Felt's limit of 20,000,000 draws (one per player per sample) allows;
   * more than the limit is refused.
   */
  samples?: number | null
  /** Amounts paid to places out of first place's prize before anything is split. */
  savers?: Saver[]
  /**
   * Seed of the Monte Carlo estimate ([`ICM_SEED`] when missing, so the same stacks
   * always give the same deal).
   */
  seed?: number | null
  /**
   * Chip counts of the players left; what each gets comes in this order. At most
   * 10,000 players, their chips together at most 2^53 - 1.
   */
  stacks: number[]
}

/** A column as the import reads it. */
export type ImportColumn = {
  field: PlayerField
  header: string
  /** The first values under it. */
  samples: string[]
}

/** A good row of an import and what it does. */
export type ImportLine = {
  /** The file's line the row starts on (the column names are line 1). */
  line: number
  name: string
  /** The player it changes; none for a new player. */
  updates?: number | null
  /** "new player", or what changes: "number 1042, club Reno". */
  what: string
}

/** A bad row: its line and why. */
export type ImportProblem = {
  line: number
  problem: string
}

/** What an import read, and did. */
export type ImportReport = {
  columns: ImportColumn[]
  /** The good rows were kept. */
  committed: boolean
  created: number
  lines: ImportLine[]
  problems: ImportProblem[]
  updated: number
}

/**
 * `POST /api/players/import`: a CSV file (first line the column names), read and
 * checked; kept only with `commit`.
 */
export type ImportRequest = {
  /** Keep the rows (otherwise only the preview). */
  commit?: boolean
  csv: string
  /** Column name → field, replacing the guess made from the column names. */
  mapping?: Record<string, PlayerField>
  /** Keep the good rows when some are bad (otherwise a bad row refuses the file). */
  skip_bad?: boolean
}

/** This installation, as `felt info` says it and the problem report carries it. */
export type Installation = {
  arch: string
  /** The database's folder, and whether only the TD's account can open it. */
  data_folder: string
  data_folder_owner_only?: boolean | null
  database: string
  database_exists: boolean
  database_owner_only?: boolean | null
  /** How many events the database holds; none when it is not made yet. */
  events?: number | null
  /** The log `felt serve` and the window write (`logs/felt.log` beside the database). */
  log_file: string
  /** The operating system and processor Felt was built for ("linux", "x86_64"). */
  os: string
  token_file: string
  version: string
}

/** One game (or named variation) as the judge reads it. */
export type JudgeForm = {
  /**
   * The board as the floor writes it: each group's cards, groups separated by `|`;
   * empty for a game without a board.
   */
  board: number[]
  /** The board's groups in words ("three flops, the turn cards, the river"). */
  board_words: string
  cards?: CardCount | null
  /** Players declare high, low or both ways. */
  declared: boolean
  /**
   * A hand is shown as its down cards, `|`, then its up cards (a part goes by a card
   * dealt face down).
   */
  down_then_up: boolean
  /** How the joker is written, when the deck has one; empty otherwise. */
  joker: string
  /** The catalog key to send as `game`. */
  key: string
  /** A player marks the card they made wild with `*`. */
  marks_wild: boolean
  name: string
  /** The parts of the pot, the high (odd-chip) part first. */
  parts: FormPart[]
  /** Why the judge cannot settle this game from the cards, in words; none when it can. */
  refused?: string | null
  /** The low must be the number rolled or better: give the roll. */
  roll: boolean
  /** A hand is shown as the hands the player set, separated by `|` (Sohe). */
  split_hand: boolean
  /** Odd chips go by the highest card by suit (stud), not from the button. */
  stud: boolean
  /** The wild rank or card depends on the deal: give it. */
  wild: boolean
}

/** A showdown to settle, as the floor enters it. */
export type JudgeRequest = {
  /**
   * The board as dealt ("Ah 7c 2d Ks 9s"); a layout's flops, turn cards, river or
   * rows separated by `|`.
   */
  board?: string
  /** The player on the button; without it the first hand listed sits left of it. */
  button?: string | null
  /** The smallest chip in play (default 1): pots break down to it. */
  chip?: number | null
  /** The game: a catalog key (`razzdugi`, `chowaha@2021`) or any name it answers to. */
  game: string
  /** Every player in the hand at the end, in seat order clockwise. */
  hands: ShownHand[]
  /**
   * The parts played this hand, for a game whose parts depend on a die or the flop
   * (by label: "High", "Low").
   */
  parts?: string[]
  /**
   * Every chip in the middle; what players put in beyond what is listed is dead money
   * in the main pot.
   */
  pot?: number | null
  /** The number an X-or-better low must be, as rolled. */
  qualifier?: number | null
  /**
   * The wild ranks or cards of this hand, for a game whose wild card depends on the
   * deal ("7", "Qs"); "none" when nothing is wild.
   */
  wild?: string
}

/** The judge's answer. */
export type Judgement = {
  /** The catalog key of the game judged. */
  game: string
  name: string
  /**
   * What the floor should know: a part nobody qualified for, a row taken out, a
   * player going both ways who lost the claim.
   */
  notes: string[]
  /** The main pot first, then each side pot. */
  pots: PotAward[]
  /** What each player takes from every pot, in seat order from the button's left. */
  shares: Record<string, number>
}

/** A player's money with the kitty. */
export type KittyLine = {
  /** Every buy-in, in cents, in order. */
  buy_ins: number[]
  /**
   * Every cash-out, in order (a player who sat down again and bought back in cashes
   * out more than once).
   */
  cash_outs?: number[]
  /**
   * What the player has cashed out in all, while they are out (`None` while they have
   * chips at the table, a rebuy after sitting down again included).
   */
  cashed_out?: number | null
  player: string
  /** Still at the table. */
  seated: boolean
}

/** A player remembered across events. */
export type KnownPlayer = {
  /** Events of this installation the player has registered in. */
  events: number
  name: string
  number?: string | null
}

/** The fate of lammers still held at the redemption deadline. */
export type LammerDeadline = "redeem" | "forfeit"

/** Lammers: re-buy chips handed out with each entry. */
export type LammerRule = {
  /** What happens to lammers still held when the deadline passes. */
  at_deadline?: LammerDeadline
  /** Lammers given with each entry. */
  per_entry: number
  /** Every lammer must be redeemed by the end of this level. */
  redeem_by_end_of_level: number
  /** Chips each lammer is worth when redeemed. */
  value: number
}

/** Lammers not yet redeemed, for the clock display. */
export type LammersView = {
  /** Every lammer is redeemed by the end of this level. */
  deadline_level: number
  /** Lammers held by players still in. */
  outstanding: number
  /** Players who lost their chips holding lammers: they redeem before the next hand. */
  owing: OwingView[]
  /** Chips they would add if all were redeemed. */
  value: number
}

/** Body of `POST /api/network`. */
export type LanSwitch = {
  /** true opens Felt to the LAN (TVs and phones on the network), false closes it */
  lan: boolean
}

/** A language by its BCP 47 tag: en, de, fr and es ship; a club may add its own (felt lang list names them). */
export type Language = "en" | "de" | "fr" | "es"

/** A language Felt speaks, as a language menu lists it. */
export type LanguageChoice = {
  code: Language
  /** Its name in itself ("Deutsch"). */
  name: string
}

/** When late registration closes. */
export type LateRegistration = {
  /** Registration closes when this level ends. */
  until_end_of_level: number
}

/** A level of play. */
export type Level = {
  /** The clock stops by itself when this level begins. */
  auto_pause: boolean
  betting: Betting
  duration_ms: number
  /** The day ends when this level ends: the clock stops at the start of the next period. */
  end_of_day: boolean
  /** Id of the game played at this level. */
  game: string
  note?: string | null
  /** 1-based level number (breaks are not numbered). */
  number: number
  stakes: Stakes
}

/** The structure's periods in words, and the games a level may be played at. */
export type LevelsView = {
  /** What the clock does when the levels run out. */
  after_last: AfterLast
  games: GameChoice[]
  periods: PeriodLine[]
}

/** A line of the house library. */
export type LibraryEntry = {
  errors: number
  id: number
  name: string
  /** "NAME: 24 levels, 5 breaks" when the structure has no errors. */
  summary?: string | null
  updated_at: UtcMs
  warnings: number
}

/** A structure of the library as the editor holds it. */
export type LibraryItem = {
  check: DraftCheck
  /** The structure file's tables and keys as JSON (`levels`, `chips`, `lammers`, ...). */
  draft: Record<string, unknown>
  id: number
  name: string
  updated_at: UtcMs
}

/** One step of the limit schedule as the host says it. */
export type LimitSetup = {
  /**
   * Local clock time "HH:MM" the step starts; none for the start of the night. Times
   * from noon on are the evening the night opens; earlier times are after midnight.
   */
  from?: string | null
  /** Cents. */
  max_bet: number
}

/** One step of the betting limit schedule. */
export type LimitStep = {
  from?: UtcMs | null
  /** The most one bet or raise may be, in cents. */
  max_bet: number
}

/** A damaged log, as the console shows it: what is wrong and the repair offered. */
export type LogDamage = {
  /** What is wrong, in words. */
  problem: string
  /** What the repair does, in words (the console's button says it). */
  repair: string
  /** The record that cannot be read or folded. */
  seq: number
}

/** `POST /api/players/merge`: `other` is the same person as `keep`. */
export type MergeRequest = {
  keep: number
  other: number
}

/** One language's messages, as a page builds its words from them. */
export type MessageFile = {
  /**
   * Whether the language was chosen (by `?lang=`, or the TD for the event or the
   * installation) rather than taken from the browser's languages: a console pins a
   * chosen language on the views it asks for.
   */
  chosen: boolean
  /** The language's Project Fluent file (`crates/felt-core/messages/<lang>.ftl`). */
  ftl: string
  /**
   * The language the messages are in ("de"; "en-XA" is the pseudo-language, whose
   * file is English and whose page accents and lengthens it).
   */
  lang: string
}

/** A mistake and what it cost. */
export type Mistake = {
  at: UtcMs
  cents: number
  /** 1 for the night's first mistake. */
  number: number
  player: string
  what?: string | null
}

/** Buy-in and money settings. Amounts are integer minor units (cents) of `currency`. */
export type MoneyRule = {
  /** What an entry costs, fee included. */
  buy_in: number
  currency: string
  /** The part of the buy-in kept by the house. */
  fee: number
  /** Guaranteed prize pool, if any. */
  guarantee?: number | null
}

/** Why a player moves. */
export type MoveKind = "balance" | "break_table" | "final_table"

/** A move the TD confirms: the proposed one, or one with another destination. */
export type MoveOrder = {
  player: number
  to: SeatTarget
}

/** Mystery bounties: the envelopes and the level their draws start at. */
export type MysteryRule = {
  envelopes: Envelope[]
  /**
   * The level (1-based) from which a knockout draws an envelope; knockouts before it
   * pay no bounty.
   */
  from_level: number
}

/** The mystery envelopes of an event. */
export type MysteryView = {
  /** Each envelope drawn, newest first: "Ann drew $1,000 for Dee". */
  drawn: string[]
  /** Knockouts draw from this level on. */
  from_level: number
  /** Envelopes still sealed and what they hold in all. */
  sealed: number
  sealed_text: string
  sealed_value: number
  /** The biggest envelope still sealed, in words. */
  top_left?: string | null
}

/** What the console shows next to the display URL and its QR code. */
export type NetworkInfo = {
  /** IPv4 addresses of this computer other than loopback, most useful first. */
  addresses: string[]
  /** True when the server listens on every interface (`felt serve --lan`). */
  lan: boolean
  /**
   * Names the TD added for this server to answer to (besides loopback and this
   * machine's own addresses and name).
   */
  names: string[]
  port: number
}

/** One player of a `register_many` command, as the desk typed them. */
export type NewPlayer = {
  name: string
  number?: string | null
}

/** Where a new library structure comes from. */
export type NewStructure = {
  from: "template"
  template: string
} | {
  file?: string | null
  from: "toml"
  text: string
} | {
  from: "copy"
  id: number
} | {
  draft: Record<string, unknown>
  from: "draft"
}

/** The TD token, replaced */
export type NewToken = {
  /** The new TD token: the old one is refused from now on, here and in the CLI's file. */
  token: string
}

/** The chip race of the event's current or next race-off break, to prefill the helper. */
export type NextChipRace = {
  /** The level the break follows. */
  level_after: number
  /** The smallest chip left in play, which the removed chips become. */
  next: RaceOffView
  /** True while that break is on. */
  now: boolean
  /** Index of the break in the structure's periods. */
  period: number
  /** The chips removed, smallest first. */
  remove: RaceOffView[]
}

/** A limit change to come. */
export type NextLimit = {
  at_ms: number
  /** Local clock time of the change: "23:00". */
  local: string
  max_bet: number
}

/** What comes next. */
export type NextView = {
  duration_ms: number
  is_break: boolean
  stakes?: StakesView | null
}

/** Something that happened at the night, as the log records it. */
export type NightAction = {
  config: NightConfig
  kind: "open"
} | {
  kind: "first-dealer"
  seed?: number | null
} | {
  kind: "join"
  player: string
} | {
  kind: "leave"
  player: string
} | {
  /** Players dealt in (what the dealer pays for); every seated player by default. */
  dealt_in?: number | null
  game: CalledGame
  kind: "call"
  variations?: string | null
} | {
  kind: "mistake"
  player: string
  what?: string | null
} | {
  cents: number
  kind: "buy-in"
  player: string
} | {
  cents: number
  kind: "cash-out"
  player: string
} | {
  kind: "end"
} | {
  kind: "undo"
  seq: number
}

/** How a night is set up; fixed when it opens. */
export type NightConfig = {
  /**
   * Written by nights opened when "a player declaring both ways must win or tie each
   * half" was a house option; it is now every declare game's rule (seed 004), so this
   * is read from older logs and changes nothing.
   */
  both_ways_must_win_each?: boolean
  /** The usual buy-in, in cents (the console's default). */
  buy_in: number
  /** What the dealer pays per player dealt in, in cents (instead of antes). */
  dealer_pays: number
  /** The catalog keys of the games a dealer may call by name (`anaconda@santa-cruz`). */
  house: string[]
  /** The most a bet or raise may be, from the start and from later instants on. */
  limits: LimitStep[]
  /** The first mistake costs this many cents, the second twice as much, and so on. */
  penalty_step: number
  /** The players in their seats, clockwise. */
  players: string[]
  /** Raises allowed in a betting round. */
  raises_per_round: number
  /** The venue's time zone (IANA name) the local times were read in, when known. */
  time_zone?: string | null
  title: string
  /**
   * The host's offset from UTC in minutes when the night opened, for printing local
   * times.
   */
  utc_offset_minutes?: number
}

/** One line of the night's log. */
export type NightLine = {
  at_ms: number
  seq: number
  text: string
  /** Taken back by a later undo. */
  undone: boolean
}

/** A night in the list. */
export type NightListing = {
  created_at_ms: number
  id: number
  title: string
}

/**
 * `POST /api/nights`: a night as the host sets it up. Left out, each term takes seed
 * 003's: every Regulars game on the house list, $1 a bet and $2 from 23:00, three raises,
 * 25¢ a player from the dealer, mistakes 10¢, 20¢, 30¢ ..., a $20 buy-in.
 */
export type NightSetup = {
  /** Cents. */
  buy_in?: number | null
  /** Cents per player dealt in. */
  dealer_pays?: number | null
  /**
   * Games by catalog key or name ("7-27", "anaconda@santa-cruz"); none: every game of
   * "Poker by the Regulars".
   */
  house?: string[]
  /** The limit from the start, then the later steps by local clock time ("23:00"). */
  limits?: LimitSetup[]
  /** Cents: the first mistake's cost and the step of the ladder. */
  penalty_step?: number | null
  /** The players in their seats, clockwise. */
  players: string[]
  raises_per_round?: number | null
  /**
   * The venue's time zone by its IANA name ("America/Los_Angeles"; a browser sends its
   * own): local clock times follow its daylight-saving rules. The server's when left
   * out.
   */
  time_zone?: string | null
  title: string
  /**
   * The host's offset from UTC in minutes (a browser sends its own); the server's
   * when left out. Used only when no time zone is known.
   */
  utc_offset_minutes?: number | null
}

/** A night as every screen shows it, at the server's `now`. */
export type NightView = {
  buy_in: number
  called?: CalledView | null
  /** Who deals (and calls) next. */
  dealer?: string | null
  dealer_pays: number
  deals: Deal[]
  ended: boolean
  first_dealer_draw: DrawCard[]
  house: HouseGame[]
  id: number
  /** The schedule in words: "$1.00 a bet, $2.00 from 23:00; 3 raises a round". */
  limits: string
  /** The log, newest first. */
  log: NightLine[]
  /** The limit now, in cents. */
  max_bet: number
  mistakes: Mistake[]
  next_dealer?: string | null
  next_limit?: NextLimit | null
  /** What the next mistake costs, in cents. */
  next_penalty: number
  now_ms: number
  opened_ms: number
  players: KittyLine[]
  raises_per_round: number
  settlement: Settlement
  title: string
  utc_offset_minutes: number
}

/** A player who owes a redemption. */
export type OwingView = {
  held: number
  name: string
  player: number
}

/** `POST /api/devices/pair`: what the device will be allowed to do. */
export type PairRequest = {
  event: number
  /** A name for the device ("Floor phone"); the device may give its own when it claims. */
  name?: string | null
  scope: DeviceScope
  /** The table, for the `table` scope. */
  table?: number | null
}

/**
 * A pairing code waiting for a device: show `path` (with the LAN address before it) as a
 * QR code.
 */
export type Pairing = {
  /** The one-time code; it is claimed once, within ten minutes. */
  code: string
  expires_at_ms: number
  /** Where the device goes: "/pair#code=...". */
  path: string
  what: string
}

/** One part of a pot (high, low, badugi, ...). */
export type PartAward = {
  /** The chips this part is worth. */
  amount: number
  /** The five (or four) cards each contender plays. */
  cards: Record<string, string>
  /** Each contender's best hand in words. */
  hands: Record<string, string>
  /** The part's name, lower case ("high", "low", "badugi", "points hand"). */
  part: string
  /** Whether any hand met the part's qualifier (always, when it has none). */
  qualified: boolean
  /** Who wins it (several when tied), in the order odd chips go. */
  winners: string[]
}

/** Why a paused clock is paused. */
export type PauseReason = "not-started" | "manual" | "auto-pause" | "end-of-day" | "structure-ended"

/** The prizes of an event, best place first. */
export type Payout = {
  basis: PayoutBasis
  places: PlacePrize[]
}

/** How the prizes of a payout were worked out, for the results sheet. */
export type PayoutBasis = {
  max_entries: number
  method: "table"
  min_entries: number
  /**
   * The places the row pays, when the pool could pay fewer of them at least one
   * increment each: its first places were paid, their shares scaled to the pool.
   */
  row_places?: number | null
  title: string
} | CurveUsed & {
  /** Set when the event asked for a table whose rows stop below this field size. */
  beyond_table?: string | null
} & {
  method: "curve"
} | {
  method: "satellite"
  seat_value: number
  seats: number
}

/** One line of the payouts panel: a place, or a run of places paid the same. */
export type PayoutRow = {
  /** Each place's prize in minor units. */
  amount: number
  /** Each place's prize in words: "$3,705". */
  amount_text: string
  /** The places of the line were shared out by the deal. */
  dealt: boolean
  first: number
  /** "1st", "10th-12th". */
  label: string
  last: number
  /** The next prize goes to a place in this line. */
  next: boolean
  /**
   * In a shootout, the round the line's players went out in, when they are paid alike
   * by round reached: "out in round 2"; "saver" for a saver's line.
   */
  round?: string | null
  /** Every place of the line has been won already (the field is past it). */
  won: boolean
}

/**
 * Which payouts the event uses: a table Felt ships (`table`), the house's own table
 * (`rows`, with its `title`), satellite seats (`satellite`), or the payout curve
 * (`curve`, or nothing named at all).
 */
export type PayoutRule = {
  curve?: CurveRule | null
  /** Prizes are rounded to a multiple of this (in minor units). */
  increment?: number | null
  /** The house's own table (`[[payouts.row]]`), in the format of the shipped tables. */
  rows?: HousePayoutRow[]
  satellite?: SatelliteRule | null
  /** Name of a payout table shipped in `structures/payouts/`. */
  table?: string | null
  /** The house's own table: its name, shown on the payouts panel and the sheet. */
  title?: string | null
}

/** How a pool is split over the places. */
export type PayoutSplit = {
  by: "table"
  name: "barge-2025" | "standard-15"
} | {
  by: "table_toml"
  text: string
} | CurveParams & {
  by: "curve"
} | {
  by: "satellite"
  /** The event the seats are for ("target event" when missing). */
  seat_event?: string | null
  seat_value: number
}

/** The payouts of a field (`POST /api/payouts`, `felt payouts`). */
export type PayoutsRequest = {
  /** Entries (entries plus re-entries): 1 to 1,000,000. */
  entries: number
  /**
   * Prizes are multiples of this (default: the table's own, else 1; for the curve a
   * step as cash is counted out: 100 up to 1,000,000, 500 up to 10,000,000, 2,500
   * above, 1 under 1,000). Satellite seats are paid whole and ignore it.
   */
  increment?: number | null
  /** Prize pool in minor units (cents) or points, at most 2^53 - 1. */
  pool: number
  /** How the pool is split; the BARGE 2025 table when missing. */
  split?: PayoutSplit
}

/** What the payouts panel shows. */
export type PayoutsView = {
  /**
   * How the prizes were worked out: "BARGE unified payouts (2025), row for 36-47
   * entries", "payout curve", ...
   */
  basis: string
  /** One more player left than places paid: the next player out wins nothing. */
  bubble: boolean
  currency?: string | null
  deal?: DealLines | null
  /** Every player left has won a prize. */
  in_the_money: boolean
  /** The TD locked the prizes; they no longer follow the entries. */
  locked: boolean
  /**
   * The place the next prize goes to: the place the next player out finishes in once
   * the field is in the money, the last paid place before that. `None` when nothing is
   * paid or nobody is left.
   */
  next_place?: number | null
  /** Places paid (each with its prize in one of `rows`). */
  paid: number
  players_left: number
  /**
   * The panel's lines, best place first: places in a row that pay the same are one
   * line ("10th-12th"), so a curve-paid field of thousands reads as a few dozen lines.
   */
  rows: PayoutRow[]
  /**
   * Something the TD must look at, in words (the pool changed after the lock, or the
   * prizes cannot be worked out).
   */
  warning?: string | null
}

/** A proposed move. */
export type PendingMove = {
  button_unknown: number[]
  from: SeatPlace
  kind: MoveKind
  name: string
  player: number
  reason: string
  to: SeatPlace
}

/** What the room needs now. */
export type PendingPlan = {
  broken_tables: number[]
  final_table?: FinalTableView | null
  hold_play: number[]
  moves: PendingMove[]
  /** Why no plan could be made (a room that cannot balance), in words. */
  problem?: string | null
  /** Send back when confirming. */
  seed: number
}

/** A level or a break. */
export type Period = Level & {
  type: "level"
} | Break & {
  type: "break"
}

/** One period as the structure table shows it. */
export type PeriodLine = {
  /**
   * A break's chip race and note ("Chip race: 25, 100 · Black chips leave"), a
   * level's note.
   */
  detail: string
  duration_ms: number
  /** The period's place in the structure (what `go_to` takes). */
  index: number
  is_break: boolean
  /** "Level 3" or "Break". */
  label: string
  /** The level's number; none for a break. */
  number?: number | null
  stakes?: StakesView | null
  /** "20 min". */
  time: string
}

/** One paid place of a results sheet. */
export type PlacePrize = {
  /** Cash (or points) in minor units; for a seat, the seat's value. */
  amount: number
  /** 1 for the winner. */
  place: number
  /** For a satellite seat: the event the seat is in. */
  seat?: string | null
}

/** A finishing place (`shared_to` > `place` when shared). */
export type PlaceView = {
  place: number
  shared_to: number
}

/** An action the desk can take on an entry, or cannot take yet and why. */
export type PlayerAction = {
  action: PlayerActionKind
  /**
   * A second click is asked for, with these words on the button ("Confirm bust"): the
   * action cannot be taken back by the next click.
   */
  confirm?: string | null
  label: string
  /**
   * Why the desk cannot take it now (the same words a refused command gives); `None`
   * when it can.
   */
  refused?: string | null
}

/** Something the desk does to one entry. */
export type PlayerActionKind = "bust" | "unregister" | "redeem_lammer" | "rebuy" | "add_on" | "re_enter"

/** One event on a player's page. */
export type PlayerEventLine = {
  /** Bounties won in minor units. */
  bounties: number
  /** When the event was created (UTC milliseconds). */
  created_at_ms: number
  /** The event's currency ("USD", "$", ...). */
  currency: string
  /** The name the desk entered (the first entry's). */
  entered_as: string
  /** Entries bought (1, or more with re-entries). */
  entries: number
  /** The event's id (the `#` every door uses). */
  event: number
  event_name: string
  /** The number its series gives it (the structure's `number`), if any. */
  event_number?: number | null
  /** Entries in the whole event. */
  field: number
  /** Lammers redeemed for chips. */
  lammers_used: number
  /** Best finishing place, once out or once the event is over. */
  place?: number | null
  /** Prize in minor units. */
  prize: number
  /** The last place of a shared range (a deal, a hard stop). */
  shared_to?: number | null
  /** Still playing. */
  still_in: boolean
}

/** A column of an imported file and the field it fills. */
export type PlayerField = "id" | "name" | "first_name" | "last_name" | "nickname" | "number" | "club" | "notes" | "skip"

/** A player of the register. */
export type PlayerInfo = {
  club?: string | null
  /** Events of this database the player registered in. */
  events: number
  id: number
  name: string
  nickname?: string | null
  notes?: string | null
  number?: string | null
  /** The spellings that find this player (compared without case or accents). */
  spellings: string[]
}

/** `POST /api/players`, `PUT /api/players/{id}`: a player's fields. */
export type PlayerInput = {
  club?: string | null
  name: string
  nickname?: string | null
  notes?: string | null
  number?: string | null
}

/** `GET /api/players/{id}`: a player's page. */
export type PlayerPage = {
  best_place?: number | null
  bounties: number
  /** The currency of the totals (the newest event's). */
  currency: string
  /** Newest first. */
  events: PlayerEventLine[]
  lammers_used: number
  player: PlayerInfo
  prizes: number
  series: PlayerSeriesLine[]
}

/** One player's night in money. */
export type PlayerResult = {
  bought: number
  cashed_out?: number | null
  player: string
  /** Cashed out minus bought (0 until cashed out). */
  result: number
}

/** A player's standing in a series. */
export type PlayerSeriesLine = {
  name: string
  /** Players ranked in the series. */
  of: number
  /** Hundredths of a point. */
  points: number
  rank: number
  series: number
  tied: boolean
}

/** Where an entry is, for the desk. */
export type PlayerStatus = "registered" | "alternate" | "seated" | "busted" | "finished" | "unregistered"

/** One page of the player list. */
export type PlayersPage = {
  /** Entries in the event, every state. */
  entries: number
  /** Entries the query matched (all of them when it is empty). */
  matched: number
  offset: number
  /** The rows, best match first (or in list order). */
  players: FieldPlayer[]
  /** The query answered, as asked, so a screen can drop an answer to an older one. */
  q: string
}

/** How an event's finishes become points. */
export type PointsRule = {
  kind: "sqrt-entries"
  scale: number
} | {
  kind: "by-place"
  played: number
  points: number[]
} | {
  bounties?: boolean
  kind: "prizes"
} | {
  expression: string
  kind: "formula"
}

/** What the big blind pays first when the stack cannot cover both. */
export type PostingOrder = "blind-first" | "ante-first"

/** One pot and how it is split. */
export type PotAward = {
  amount: number
  /** The players with a claim to it, in seat order. */
  eligible: string[]
  parts: PartAward[]
  shares: Record<string, number>
}

/** One winner's share of the pot that knocked a player out. */
export type PotShare = {
  player: number
  /** Chips won from the pot, or any weight (1 and 1 for a chop). */
  share: number
}

/** An offer's price from a level on. */
export type PriceFrom = {
  fee?: number
  from_level: number
  /** Price in minor units, fee included. */
  price: number
}

/** The wizard's answer. */
export type Proposal = {
  levels: ProposedRow[]
  /** The proposal in words: levels, breaks, where the target falls, colour-ups. */
  summary: string
}

/** How a proposal makes the later rounds whole. */
export type ProposalKind = "byes" | "fewer_per_table"

/**
 * What the structure wizard is asked about a draft: the rest (starting stack, level
 * length, chips, games, big blind ante) is read from the draft itself.
 */
export type ProposeBody = {
  /** A break after every this many levels (4 when not given). */
  break_every?: number | null
  break_minutes?: number | null
  draft: Record<string, unknown>
  /** Entries expected (re-entries included); 40 when not given. */
  entries?: number | null
  /**
   * Keep the levels typed and propose only those after them (the rotation, the growth
   * and the breaks carry on from them); otherwise the proposal replaces every level.
   */
  extend?: boolean
  /** How long the event should take, breaks included, until about two players are left. */
  target_minutes: number
}

/** One proposed row of `levels`. */
export type ProposedRow = {
  ante?: number | null
  bring_in?: number | null
  game?: string | null
  /** Only when half the small bet is not an amount the chips in play make. */
  small_blind?: number | null
  stakes: string
} | {
  break_minutes: number
  race_off?: number[]
}

/** When a rebuy, add-on or re-entry is on offer. */
export type PurchaseWindow = {
  from: number
  kind: "levels"
  until: number
} | {
  after_level: number
  kind: "break"
}

/** A chip leaving play. */
export type RaceOffView = {
  color: string
  value: number
}

/**
 * A race the app dealt, recorded with it: what went in, the seed of the deck
 * and what each seat received, so anyone can deal it again from the log and see that the
 * chips handed out are the ones the seed gives.
 */
export type RaceRecord = {
  /** Each seat's chips of the removed denomination, seat 1 first. */
  counts: number[]
  next: number
  /** Each seat's other chips when counted (0: nothing else), seat 1 first. */
  others: (number | null)[]
  /** The larger chips each seat received, seat 1 first. */
  received: number[]
  /** The chip removed and the one it becomes. */
  remove: number
  /** The seed the deck was shuffled with. */
  seed: number
  variant: RaceVariant
}

/** What one seat gets from the race. */
export type RaceSeatResult = {
  cards: string[]
  /** Chips of the removed denomination the seat had. */
  count: number
  /** Chips of the next denomination received in direct exchange. */
  exchanged: number
  /** Removed chips left after the exchange: one card each. */
  leftover: number
  /** One chip given so that the race does not knock the player out. */
  race_out_chip: boolean
  /** Chips won in the race (or from rounding). */
  raced: number
  /** Chips of the next denomination received in all. */
  received: number
  /** 1-based. */
  seat: number
}

/** How leftovers are settled. */
export type RaceVariant = "race" | "one-per-winner" | "round" | "classic"

/**
 * A later random draw in the log (a late registration's seat, alternates seated, a
 * shootout round, a chip race's cards), decided again from its seed.
 */
export type RandomLine = {
  in_effect: boolean
  /** Deciding it again from its seed gives exactly the record. */
  reproduced: boolean
  seed: number
  seq: number
  /** What it was, in the log's words. */
  what: string
}

/** How a day-2 redraw places the players. */
export type RedrawRule = "random" | "chips"

/** Body of `POST /api/library/{id}/rename`. */
export type RenameBody = {
  name: string
}

/** `POST /api/events/{id}/repair`. */
export type RepairBody = {
  /** The damaged record to set aside: `EventView.damage.seq`. */
  set_aside: number
}

/** One report from a table's device. */
export type Report = {
  at_ms: number
  command: Command
  /** The device that sent it, as the log names it. */
  device: string
  device_id: number
  /** Would it be taken now (waiting reports only). */
  fits: boolean
  id: number
  /** Who declined it, or what the desk noted. */
  note?: string | null
  /** The log position of the action, once applied. */
  seq?: number | null
  state: ReportState
  /**
   * What it does (or did), in the words of the recent-actions list; for a waiting
   * report that would be refused now, why.
   */
  text: string
}

/** Body of `POST /api/report`. */
export type ReportBody = {
  /** Put a copy of the database in, every token, code and draw secret removed */
  database?: boolean
}

/** `POST /api/events/{id}/reports/{report}`: apply it or decline it. */
export type ReportDecision = {
  apply: boolean
}

/** Where a report stands. */
export type ReportState = "waiting" | "applied" | "declined"

/** `PUT /api/events/{id}/reports`: the event's mode for table reports. */
export type ReportsMode = {
  mode: TableReports
}

/**
 * An event's table reports: the mode, the waiting ones (oldest first) and the latest
 * decided (newest first).
 */
export type ReportsView = {
  decided: Report[]
  mode: TableReports
  waiting: Report[]
}

/** Body of `POST /api/backups/restore`. */
export type RestoreBody = {
  /** A backup's name, as the list gives it */
  name: string
}

/** What a restore did. */
export type Restored = {
  /** The events in the database now. */
  events: number
  /** The backup (or file) the database now holds. */
  from: string
  /** The backup of the database as it was just before, to undo the restore with. */
  saved_as: string
}

/** One line of the results screen. */
export type ResultRow = {
  name: string
  /** "deal", "deal + played-for amount". */
  note?: string | null
  /** "1st", "5th-6th". */
  place: string
  /** The prize in words, when the place won one. */
  prize?: string | null
}

/** The end of an event as the screens show it: the winner and the places with prizes. */
export type ResultView = {
  /** "Zoë Ångström wins", "Play stopped", "Deal: the event is over". */
  headline: string
  /** How it ended, in a sentence. */
  how: string
  /** The places, best first: every place that won something and at least the top ten. */
  lines: ResultRow[]
  /** Places not listed (below the prizes and the top ten). */
  more: number
  /**
   * Why no prizes are shown though the event pays some (the payout rule's reason),
   * when they could not be worked out.
   */
  prizes_unknown?: string | null
}

/** One round of a layout. */
export type RoundLayout = {
  advancing: number
  /** Players at tables no bigger than the number advancing: they advance unplayed. */
  byes: number
  players: number
  round: number
  /** Players at each table, tables in number order; sizes differ by at most one. */
  tables: number[]
}

/** What a satellite's seats are: their value and the event they are in. */
export type SatelliteRule = {
  /** One seat's value in minor units (the target event's buy-in, fee included). */
  seat_value: number
  /** The event the seats are in: "Main Event". */
  target: string
}

/** A fixed amount agreed for a place, funded from first place's prize. */
export type Saver = {
  amount: number
  place: number
}

/** A screen as the console's Screens panel shows it. */
export type Screen = {
  assigned: ScreenAssignment
  /** How far its idea of the server's time was off when it last reported. */
  error_ms: number
  event: number
  /** What needs the TD's eye, in words (empty when all is well). */
  flags: string[]
  height: number
  /** The screen's own id (made by the browser, kept there). */
  id: string
  last_seen: UtcMs
  offset_ms: number
  rtt_ms: number
  showing: ScreenLayout
  /** Since it last reported. */
  silent_ms: number
  sound: boolean
  width: number
}

/** What the TD assigns a screen; the screen follows it at its next report. */
export type ScreenAssignment = {
  lang?: Language | null
  layout: ScreenLayout
  name: string
  /** The table a `table` layout shows. */
  table?: number | null
}

/** What a screen shows. */
export type ScreenLayout = "clock" | "seating" | "payouts" | "rotation" | "table"

/** What a screen says about itself every few seconds. */
export type ScreenReport = {
  /** The event it follows. */
  event: number
  height: number
  /** Its own clock when it sent the report (ms since the epoch). */
  local_now: number
  /** The name its link gives it (`?screen=NAME`), sent until the server has taken it. */
  name?: string | null
  /** Its measured offset to the server's clock (ms the server is ahead). */
  offset_ms: number
  /** The round trip of that measurement. */
  rtt_ms: number
  /** What it shows now (a layout's name). */
  showing: ScreenLayout
  /** Whether its sound is unlocked (a browser keeps a page silent until a click). */
  sound: boolean
  width: number
}

/** A change the TD makes to a screen (each field left out stays). */
export type ScreenUpdate = {
  lang?: Language | null
  layout?: ScreenLayout | null
  name?: string | null
  table?: number | null
}

/** A seat draw: the chart, the seed it was drawn with, and a shootout's layout. */
export type SeatDraw = SeatingChart & {
  seed: number
  shootout?: ShootoutPlan | null
}

/** A seat draw (`POST /api/seat-draw`, `felt seat`). */
export type SeatDrawRequest = {
  /** Number of entries; players are numbered 1..=N (at most 100,000). */
  players: number
  /** Seats per table. */
  seats: number
  /** Seed of the draw; the same seed gives the same draw. The app picks one when missing. */
  seed?: number | null
  shootout?: ShootoutDraw | null
}

/** One seat of a checked draw: where the record put the player, and where the seed does. */
export type SeatLine = {
  again?: Spot | null
  name: string
  player: number
  seat: number
  table: number
}

/** A seat as the chart shows it. */
export type SeatPlace = {
  seat: number
  table: number
}

/** A seat, as the desk names it. */
export type SeatTarget = {
  seat: number
  table: number
}

/**
 * The seating chart as shown and printed: tables in number order, occupied seats in
 * seat order.
 */
export type SeatingChart = {
  tables: ChartTable[]
}

/** How the event seats, balances and breaks. */
export type SeatingRule = {
  /** Tables are balanced when the longest and shortest differ by more than this. */
  balance_trigger?: number
  /** Tables that break first, in this order (the others follow `break_order`). */
  break_first?: number[]
  break_order?: TableBreakOrder
  /** Redraw every seat when the final table forms. */
  final_table_redraw?: boolean
  /**
   * Seats at the final table; `None`: nine for 8- and 9-handed events, seven for 6-
   * and 7-handed ones, the table size otherwise.
   */
  final_table_seats?: number | null
  /** Clock time taken off per hand played hand-for-hand (at most 180). */
  hand_for_hand_seconds?: number
  /** A table this many players short of the fullest stops play until balanced. */
  hold_play_gap?: number
  /** Tables the room has for this event; `None`: as many as the field needs. */
  tables?: number | null
  unknown_button?: ButtonFallback
}

/** A series leaderboard as the displays show it between levels. */
export type SeriesBoard = {
  /** Events in the series, and how many are over. */
  events: number
  finished: number
  name: string
  /** Players on the whole leaderboard. */
  players: number
  /** The leaders, at most [`BOARD_ROWS`]. */
  rows: BoardRow[]
  /** The points rule in words. */
  rule: string
  series: number
}

/** `POST /api/series/{series}/events`: the event to add. */
export type SeriesEventBody = {
  event: number
}

/** An event of a series as the standings count it. */
export type SeriesEventLine = {
  entries: number
  /** Over: its places are final. Otherwise the players still in share the places left. */
  finished: boolean
  id: number
  name: string
  /** The number its series gives it (the structure's `number`), if any. */
  number?: number | null
}

/** A series in the list. */
export type SeriesListing = {
  events: number
  id: number
  name: string
}

/** A series' scoring: the points rule, and how many events count per player. */
export type SeriesRule = {
  /** Only each player's best N events count; all when none. */
  best_of?: number | null
  points: PointsRule
}

/** `POST /api/series`: a new series. */
export type SeriesSetup = {
  /** Events to put in it now. */
  events?: number[]
  name: string
  rule: SeriesRule
}

/** A series with its standings now. */
export type SeriesView = {
  events: SeriesEventLine[]
  id: number
  name: string
  /**
   * Why the kept rule scores nothing now (a formula a later Felt refuses, a place it
   * cannot score): the standings are empty and the TD can set another rule.
   */
  problem?: string | null
  rule: SeriesRule
  /** The rule in words. */
  rule_text: string
  standings: Standing[]
}

/** `GET /api/time`. */
export type ServerTime = {
  now: UtcMs
}

/** What the TD sets: a language, or none for each browser's own. */
export type SetConsoleLanguage = {
  lang?: Language | null
}

/** The settle-up of a night. */
export type Settlement = {
  /** Everything bought from the kitty, in cents. */
  bought: number
  /** Everything cashed out, in cents. */
  cashed_out: number
  /**
   * Cashed out minus bought: zero when the kitty balances; more than zero means more
   * was paid out than came in.
   */
  off_by: number
  /**
   * Each player with what they bought and cashed out, and the result (cashed out minus
   * bought), in seat order.
   */
  results: PlayerResult[]
  /**
   * Who pays whom, fewest transfers first found; empty until the kitty balances and
   * everyone has cashed out.
   */
  transfers: Transfer[]
  /** Players still to cash out (the settle-up waits for them). */
  waiting: string[]
}

/** Whether a diagnostic blocks loading the structure. */
export type Severity = "error" | "warning"

/** `GET /api/structures`. */
export type ShippedStructures = {
  /** Each one's name, as `POST /api/events` takes it (`shipped`) */
  structures: string[]
}

/** A shootout: tables play down to their winners, who advance. */
export type Shootout = {
  /** Players advancing from each table (1 or 2). */
  advance: number
  /**
   * How the places are paid: by finishing place (the default) or by the round each
   * player reached.
   */
  pay?: ShootoutPay
  rounds: number
}

/** The shootout asked for by a seat draw. */
export type ShootoutDraw = {
  /** Players advancing from each table (1 when missing). */
  advance?: number | null
}

/** How a shootout pays its places. */
export type ShootoutPay = "by-place" | "by-round"

/** The layout of a shootout for a field. */
export type ShootoutPlan = {
  players: number
  proposals: ShootoutProposal[]
  /** The natural layout: each round on as few tables as its players need. */
  rounds: RoundLayout[]
  settings: ShootoutSettings
  warnings: string[]
  /**
   * True when every round after the first has full tables (with two advancing, a
   * table may be one short since winners come in pairs).
   */
  whole: boolean
}

/** An alternative layout offered when the natural one is not whole. */
export type ShootoutProposal = {
  kind: ProposalKind
  rounds: RoundLayout[]
}

/** Shootout settings of an event. */
export type ShootoutSettings = {
  /** Players advancing from each table (1 or 2). */
  advance: number
  /** Rounds wanted, the final included; `None`: as many as the field needs. */
  rounds?: number | null
  /** Seats per table. */
  seats: number
}

/** Where a shootout stands, for the desk and the room chart. */
export type ShootoutView = {
  advance: number
  /** Players through to the next round so far. */
  advancing: number[]
  /** Tables down to their advancing players. */
  decided: number[]
  round: number
  /** Every table is decided: the next round can be drawn. */
  round_over: boolean
  /** The layout warnings for the field (rounds that are not whole) and the proposals. */
  warnings: string[]
}

/** The stakes a short-handed table posts under the event's big blind ante rule. */
export type ShortHandedView = {
  ante: number
  /** "Blinds 100 / 200 · BB ante 100". */
  line: string
  /** At this many players or fewer. */
  players: number
}

/** One player at the showdown. */
export type ShownHand = {
  /**
   * The cards as shown ("As Kd 7c 2h 3s", T or 10 for a ten, Jk for a joker, a `*`
   * after a card the player made wild); a split hand's parts separated by `|`;
   * empty for a player who folded after putting chips in.
   */
  cards?: string
  declares?: Declared | null
  name: string
  /** Every chip this player put in the pot this hand, for side pots. */
  put?: number | null
}

/** A slide, without its image (`GET /api/slides/{id}` serves that). */
export type Slide = {
  added_at_ms: number
  bytes: number
  id: number
  /** `image/png`, `image/jpeg`, `image/webp` or `image/gif`. */
  mime: string
  name: string
  /** Where the image is: "/api/slides/3?v=1a2b3c" (the version changes with the image). */
  url: string
}

/** When an event's displays show the slides. */
export type SlideShow = {
  /** During breaks, slide after slide, with the break's clock below them. */
  breaks: boolean
  /** During play too: one slide every two minutes (never in a level's last minute). */
  during_play: boolean
  /** How long each slide shows, 5 to 120 seconds. */
  seconds: number
}

/** `POST /api/slides`: an image, base64-encoded. */
export type SlideUpload = {
  /** The image file's bytes in base64 (PNG, JPEG, WebP or GIF). */
  data: string
  name: string
}

/** An event's slides and when its displays show them. */
export type SlidesView = {
  /**
   * The leaderboards of the series this event is in: each one takes its turn with the
   * slides.
   */
  boards: SeriesBoard[]
  show: SlideShow
  slides: Slide[]
}

/** Special formats and house flags. */
export type SpecialRules = {
  bomb_pot: boolean
  /** Bounty on each player, in minor units. */
  bounty?: number | null
  /**
   * Home-game format: the blinds go up after every this many eliminations (the clock
   * moves to the next level by itself when a bust reaches the count).
   */
  eliminations_per_level?: number | null
  /**
   * Home-game format: play stops after this many minutes and the chip counts the TD
   * enters decide the places left.
   */
  hard_stop_minutes?: number | null
  jam_or_fold: boolean
  mystery?: MysteryRule | null
  /**
   * Progressive knockout (PKO): a knockout pays half the busted player's head in
   * cash and puts half on the winner's own head; the winner collects their own.
   */
  progressive_bounty?: boolean
  shootout?: Shootout | null
  win_the_button: boolean
}

/** The lines for the moments a display announces, for the state at one instant. */
export type Spoken = {
  /** Said when hand-for-hand begins (present while it is on). */
  hand_for_hand?: string | null
  /** Said when the money is reached (present once it is), with the places paid. */
  in_the_money?: string | null
  /** Said with a minute left in the period. */
  one_minute: string
  /**
   * Said when this period starts: "Level 5: No-Limit Hold'em, blinds 200 and 400, big
   * blind ante 400." or "Break, 15 minutes. The 25 chips are raced off at this break."
   */
  period_start: string
}

/** A table and seat. */
export type Spot = {
  seat: number
  table: number
}

/** The forced bets and bet sizes of one level, in the game's own terms. */
export type Stakes = {
  ante: number
  ante_kind: AnteKind
  big_blind: number
  kind: "blinds"
  small_blind: number
} | {
  big_bet: number
  big_blind: number
  kind: "limit"
  small_bet: number
  small_blind: number
} | {
  ante: number
  big_bet: number
  bring_in: number
  kind: "stud-limit"
  small_bet: number
} | {
  ante: number
  bring_in: number
  kind: "stud-big-bet"
} | {
  ante: number
  big_bet: number
  kind: "stud-opens"
  small_bet: number
}

/** A level's game and stakes, in the game's own terms. */
export type StakesView = {
  betting: Betting
  game: string
  game_id: string
  /**
   * The game with its betting, unless its name says it already: "Razz · Limit",
   * "No-Limit Hold'em".
   */
  game_title: string
  level: number
  /** The parts on one line: "Blinds 100 / 200 · BB ante 200". */
  line: string
  /** The stakes in labelled parts, for the big display. */
  parts: Figure[]
  /**
   * The shortest words for a line of what comes next: a limit stud level leaves out
   * its completion ("Limits 200/400, ante 50, bring-in 75").
   */
  short: string
  short_handed?: ShortHandedView | null
  stakes: Stakes
  text: string
}

/** A line of the leaderboard. */
export type Standing = {
  events: EventPoints[]
  player: string
  /** Hundredths of a point, counted events only. */
  points: number
  /** 1 for the leader; players with the same total share a rank (1, 2, 2, 4). */
  rank: number
  /** Shares the rank with another player. */
  tied: boolean
}

/** A whole event structure: games, levels and breaks, chips, and the house rules. */
export type Structure = {
  add_on?: AddOnRule | null
  /** What the clock does when the last level is reached. */
  after_last?: AfterLast
  big_blind_ante?: BigBlindAnteRule | null
  chip_race?: RaceVariant | null
  /** Chip denominations in play at the start, smallest first. */
  chips: Chip[]
  /** Free text shown under the name (for example "Example structure, not a real event"). */
  description?: string | null
  /** Every game the event plays, in the order declared. */
  games: Game[]
  lammers?: LammerRule | null
  late_registration?: LateRegistration | null
  money?: MoneyRule | null
  name: string
  /** The event number in a series, when it has one. */
  number?: number | null
  payouts?: PayoutRule | null
  /** Levels and breaks, in the order they are played. */
  periods: Period[]
  re_entry?: AddOnRule | null
  rebuy?: AddOnRule | null
  /** Balancing, breaking, final table and hand-for-hand choices. */
  seating?: SeatingRule
  special: SpecialRules
  starting_stack: number
  /** Seats per table. */
  table_size: number
}

/** Which table breaks first when the break order lists none (or after the listed ones). */
export type TableBreakOrder = "highest-first" | "lowest-first"

/** What happens to a report from a table's device. */
export type TableReports = "at_once" | "desk"

/**
 * Where a window's tables sit in the room: a chart lays out every table and jumps to one
 * it has not fetched from `numbers`.
 */
export type TableWindow = {
  /** Where the view's first table is in drawing order (0 is the first). */
  first: number
  /** Whether the seats carry names, chip counts and bounties. */
  names: boolean
  /** Every table in play, in drawing order. */
  numbers: number[]
}

/** A template shipped with Felt. */
export type TemplateInfo = {
  description: string
  name: string
  /** What `new from template` takes ("horse", "nlhe-bba"). */
  slug: string
  summary: string
}

/**
 * A seat won in a satellite, used as an entry's buy-in in the event it is for: the
 * satellite (an event of the same database) and its entry that won the seat.
 */
export type Ticket = {
  /** The satellite's entry that won the seat. */
  entry: number
  /** The satellite's event number. */
  satellite: number
}

/** Where a ticket was used. */
export type TicketUse = {
  entry: number
  event: number
  event_name: string
}

/** One seat won in a satellite. */
export type TicketView = {
  currency: string
  /** Who won it (the satellite entry's name). */
  holder: string
  satellite_name: string
  /** The event the seat is in, as the satellite names it. */
  target: string
  ticket: Ticket
  used?: TicketUse | null
  /** The seat's value in minor units. */
  value: number
}

/**
 * `GET /api/events/{id}/tickets`: the tickets a satellite gave (when the event is one)
 * and the tickets other satellites gave for this event.
 */
export type TicketsView = {
  /** Its seats are won (it is over). */
  decided: boolean
  /** Seats other satellites gave for this event. */
  for_this: TicketView[]
  /** The seats this satellite gave. */
  given: TicketView[]
  /** This event is a satellite: the event its seats are in. */
  target?: string | null
}

/** One payment of the settle-up. */
export type Transfer = {
  cents: number
  from: string
  to: string
}

/** A UTC instant in milliseconds since the Unix epoch. */
export type UtcMs = number

/**
 * An edition that goes by its own name: `anaconda@santa-cruz`, "Santa Cruz Eight-toed
 * Salamander".
 */
export type Variation = {
  /** The catalog key that selects it. */
  key: string
  name: string
}

