// Generated from the server's OpenAPI document by tests/it/ui_api.rs. Do not edit:
// run `UPDATE_UI_API=1 cargo test --test it ui_api` after changing the API.

import { request, url } from './http'
import type {
  Ack,
  AnteCalculation,
  ArchiveBody,
  BackupInfo,
  Backups,
  BountyView,
  Caller,
  ChainReport,
  Chip,
  ChipRaceRequest,
  ChipRaceResult,
  ChopRequest,
  ClaimRequest,
  Claimed,
  ClockView,
  Command,
  ConsoleLanguage,
  CreateBody,
  CreatedEvent,
  DayTwoCreated,
  DayTwoRequest,
  Deal,
  DealOutcome,
  DealProposal,
  DealRequest,
  DeletedEvent,
  Device,
  DraftBody,
  DraftCheck,
  DrawCheck,
  EventExport,
  EventList,
  EventView,
  FieldView,
  GameListing,
  Health,
  HostName,
  IcmRequest,
  ImportReport,
  ImportRequest,
  Installation,
  JudgeForm,
  JudgeRequest,
  Judgement,
  KnownPlayer,
  LanSwitch,
  LevelsView,
  LibraryEntry,
  LibraryItem,
  MergeRequest,
  MessageFile,
  NetworkInfo,
  NewStructure,
  NewToken,
  NextChipRace,
  NightAction,
  NightListing,
  NightSetup,
  NightView,
  PairRequest,
  Pairing,
  Payout,
  PayoutsRequest,
  PlayerInfo,
  PlayerInput,
  PlayerPage,
  PlayersPage,
  Proposal,
  ProposeBody,
  RenameBody,
  RepairBody,
  Report,
  ReportBody,
  ReportDecision,
  ReportsMode,
  ReportsView,
  RestoreBody,
  Restored,
  Screen,
  ScreenAssignment,
  ScreenReport,
  ScreenUpdate,
  SeatDraw,
  SeatDrawRequest,
  SeriesEventBody,
  SeriesListing,
  SeriesRule,
  SeriesSetup,
  SeriesView,
  ServerTime,
  SetConsoleLanguage,
  ShippedStructures,
  Slide,
  SlideShow,
  SlideUpload,
  SlidesView,
  Structure,
  TemplateInfo,
  TicketsView,
} from './types'

/** `POST /api/register`: Add a player to the register */
export function addPlayer(body: PlayerInput): Promise<PlayerInfo> {
  return request('POST', `/api/register`, { body, answer: 'json' })
}

/** `POST /api/slides`: Add a slide: an image (PNG, JPEG, WebP or GIF, at most 1.5 MB) in base64 */
export function addSlide(body: SlideUpload): Promise<Slide> {
  return request('POST', `/api/slides`, { body, answer: 'json' })
}

/** `POST /api/network/hosts`: Answer to a host name the room uses for this computer, or stop (the console's equivalent of `felt serve --allow-host`, kept in the database) */
export function allowHost(body: HostName): Promise<NetworkInfo> {
  return request('POST', `/api/network/hosts`, { body, answer: 'json' })
}

/** `POST /api/events/{id}/archive`: Archive an event (kept, out of the console's list) or put it back */
export function archiveEvent(id: number, body: ArchiveBody): Promise<void> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/archive`, { body, answer: 'none' })
}

/** `POST /api/backups`: Take a backup of the whole database now */
export function backupNow(): Promise<BackupInfo> {
  return request('POST', `/api/backups`, { answer: 'json' })
}

/** `GET /api/backups`: The backups, newest first, with the folder they are in */
export function backups(): Promise<Backups> {
  return request('GET', `/api/backups`, { answer: 'json' })
}

/** The link to `GET /api/backups`, for an `<a href>` or a new tab. */
export function backupsUrl(): string {
  return url(`/api/backups`)
}

/** `GET /api/events/{id}/bounties`: The bounty report: bounties won per player (null when the event has no bounty) */
export function bounties(id: number): Promise<BountyView | null> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/bounties`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/bounties`, for an `<a href>` or a new tab. */
export function bountiesUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/bounties`)
}

/** `POST /api/structures/check`: Check a draft with the file checker: each finding at its field, the stakes in words */
export function checkDraft(body: DraftBody, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<DraftCheck> {
  return request('POST', `/api/structures/check`, { query, body, answer: 'json' })
}

/** `POST /api/chip-race`: Chip race at one table: exchanges, cards, chips won, race-out protection (changes nothing; no token) */
export function chipRace(body: ChipRaceRequest): Promise<ChipRaceResult> {
  return request('POST', `/api/chip-race`, { body, answer: 'json' })
}

/** `POST /api/chop`: Chip-chop deal of the prizes left, with savers and an amount to play for (changes nothing; needs the TD token, as its cost grows with the input) */
export function chop(body: ChopRequest): Promise<DealOutcome> {
  return request('POST', `/api/chop`, { body, answer: 'json' })
}

/** `POST /api/devices/claim`: Claim a pairing code (no token: the one-time code is the proof) */
export function claimDevice(body: ClaimRequest): Promise<Claimed> {
  return request('POST', `/api/devices/claim`, { body, answer: 'json' })
}

/** `GET /api/events/{id}/clock`: The clock view */
export function clock(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<ClockView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/clock`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/clock`, for an `<a href>` or a new tab. */
export function clockUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/clock`, query)
}

/** `GET /api/guide/{lang}/{chapter}`: A chapter of the TD's guide in a club's language */
export function clubGuideChapter(lang: string, chapter: string): Promise<Blob> {
  return request('GET', `/api/guide/${encodeURIComponent(lang)}/${encodeURIComponent(chapter)}`, { answer: 'blob' })
}

/** The link to `GET /api/guide/{lang}/{chapter}`, for an `<a href>` or a new tab. */
export function clubGuideChapterUrl(lang: string, chapter: string): string {
  return url(`/api/guide/${encodeURIComponent(lang)}/${encodeURIComponent(chapter)}`)
}

/** `POST /api/events/{id}/commands`: Run a command given as {"type": NAME, ...fields} */
export function command(id: number, body: Command): Promise<Ack | Report> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/commands`, { body, answer: 'json' })
}

/** `GET /api/settings/language`: The console's language and the languages Felt speaks */
export function consoleLanguage(): Promise<ConsoleLanguage> {
  return request('GET', `/api/settings/language`, { answer: 'json' })
}

/** The link to `GET /api/settings/language`, for an `<a href>` or a new tab. */
export function consoleLanguageUrl(): string {
  return url(`/api/settings/language`)
}

/** `POST /api/events`: Create an event from a structure file's text or a shipped structure */
export function createEvent(body: CreateBody): Promise<CreatedEvent> {
  return request('POST', `/api/events`, { body, answer: 'json' })
}

/** `POST /api/nights`: Open a dealer's-choice night (terms left out are seed 003's) */
export function createNight(body: NightSetup): Promise<NightView> {
  return request('POST', `/api/nights`, { body, answer: 'json' })
}

/** `POST /api/series`: Make a series: a name, a points rule and (optionally) its first events */
export function createSeries(body: SeriesSetup): Promise<SeriesView> {
  return request('POST', `/api/series`, { body, answer: 'json' })
}

/** `POST /api/days`: Make the day 2 of flights: every flight's day ended and its survivors bagged; the survivors carried in by the flight rule, the combined field and pool, the clock at the level play stopped at */
export function dayTwo(body: DayTwoRequest): Promise<DayTwoCreated> {
  return request('POST', `/api/days`, { body, answer: 'json' })
}

/** `POST /api/events/{id}/deal`: A chip chop or ICM deal for the players still in from the stacks given (changes nothing; record it with the deal command). Its cost follows the stacks sent, so it needs the TD token, as the ICM calculator does */
export function deal(id: number, body: DealRequest): Promise<DealProposal> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/deal`, { body, answer: 'json' })
}

/** `POST /api/events/{id}/reports/{report}`: Apply a waiting table report (logged as the device's action) or decline it */
export function decideReport(id: number, report: number, body: ReportDecision): Promise<Report> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/reports/${encodeURIComponent(report)}`, { body, answer: 'json' })
}

/** `DELETE /api/events/{id}`: Delete an event; its log is first exported beside the database */
export function deleteEvent(id: number): Promise<DeletedEvent> {
  return request('DELETE', `/api/events/${encodeURIComponent(id)}`, { answer: 'json' })
}

/** `GET /api/devices`: The paired devices, newest first (revoked ones too, with when) */
export function devices(): Promise<Device[]> {
  return request('GET', `/api/devices`, { answer: 'json' })
}

/** The link to `GET /api/devices`, for an `<a href>` or a new tab. */
export function devicesUrl(): string {
  return url(`/api/devices`)
}

/** `PUT /api/register/{player}`: Change a player's name, nickname, member number, club or notes */
export function editPlayer(player: number, body: PlayerInput): Promise<PlayerInfo> {
  return request('PUT', `/api/register/${encodeURIComponent(player)}`, { body, answer: 'json' })
}

/** `GET /api/events/{id}`: The event view: clock, counts, recent actions */
export function event(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<EventView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}`, for an `<a href>` or a new tab. */
export function eventUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}`, query)
}

/** `GET /api/events/{id}/ante`: Big blind ante calculator under the event's own rule, at the level being played (the next one during a break) or the level asked for */
export function eventAnte(id: number, query: { players: number; stack: number; level?: number; }): Promise<AnteCalculation> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/ante`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/ante`, for an `<a href>` or a new tab. */
export function eventAnteUrl(id: number, query: { players: number; stack: number; level?: number; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/ante`, query)
}

/** `GET /api/events/{id}/paper/{printout}`: One of the event's printouts as PDF */
export function eventPrintout(id: number, printout: "sheet.pdf" | "card.pdf" | "results.pdf" | "seat-cards.pdf" | "table-lists.pdf" | "moves.pdf", query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/paper/${encodeURIComponent(printout)}`, { query, answer: 'blob' })
}

/** The link to `GET /api/events/{id}/paper/{printout}`, for an `<a href>` or a new tab. */
export function eventPrintoutUrl(id: number, printout: "sheet.pdf" | "card.pdf" | "results.pdf" | "seat-cards.pdf" | "table-lists.pdf" | "moves.pdf", query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/paper/${encodeURIComponent(printout)}`, query)
}

/** `GET /api/events/{id}/slides`: An event's slides and when its displays show them */
export function eventSlides(id: number): Promise<SlidesView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/slides`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/slides`, for an `<a href>` or a new tab. */
export function eventSlidesUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/slides`)
}

/** `GET /api/events`: Every event in the database */
export function events(): Promise<EventList> {
  return request('GET', `/api/events`, { answer: 'json' })
}

/** The link to `GET /api/events`, for an `<a href>` or a new tab. */
export function eventsUrl(): string {
  return url(`/api/events`)
}

/** `GET /api/events/{id}/export.json`: The event with its whole log as stored, as a JSON file */
export function exportEvent(id: number): Promise<EventExport> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/export.json`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/export.json`, for an `<a href>` or a new tab. */
export function exportEventUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/export.json`)
}

/** `GET /api/register/export.csv`: The register as CSV: id, name, nickname, number, club, notes, events */
export function exportPlayers(): Promise<Blob> {
  return request('GET', `/api/register/export.csv`, { answer: 'blob' })
}

/** The link to `GET /api/register/export.csv`, for an `<a href>` or a new tab. */
export function exportPlayersUrl(): string {
  return url(`/api/register/export.csv`)
}

/** `GET /api/events/{id}/field`: Players, tables, buttons and the moves the room needs now */
export function field(id: number, query?: { players?: boolean; table?: number; from?: number; count?: number; names?: boolean; }): Promise<FieldView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/field`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/field`, for an `<a href>` or a new tab. */
export function fieldUrl(id: number, query?: { players?: boolean; table?: number; from?: number; count?: number; names?: boolean; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/field`, query)
}

/** `GET /api/events/{id}/field/players`: A page of the player list, searched on the server: ?q= part of a name, a card number or an entry number (empty for every entry, players in play first), ?offset= and ?limit= (100 when left out, 500 at most) */
export function fieldPlayers(id: number, query?: { q?: string; offset?: number; limit?: number; player?: number; }): Promise<PlayersPage> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/field/players`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/field/players`, for an `<a href>` or a new tab. */
export function fieldPlayersUrl(id: number, query?: { q?: string; offset?: number; limit?: number; player?: number; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/field/players`, query)
}

/** `GET /api/ante`: Big blind ante calculator: what the big blind posts to the ante and to the blind under a rule set */
export function floorAnte(query: { rule: "tda-2024" | "barge-2020" | "barge-2024"; small_blind: number; big_blind: number; ante?: number; table_size?: number; players: number; stack: number; }): Promise<AnteCalculation> {
  return request('GET', `/api/ante`, { query, answer: 'json' })
}

/** The link to `GET /api/ante`, for an `<a href>` or a new tab. */
export function floorAnteUrl(query: { rule: "tda-2024" | "barge-2020" | "barge-2024"; small_blind: number; big_blind: number; ante?: number; table_size?: number; players: number; stack: number; }): string {
  return url(`/api/ante`, query)
}

/** `GET /api/games`: The game catalog, for choosing a structure's games by name or alias */
export function games(): Promise<GameListing[]> {
  return request('GET', `/api/games`, { answer: 'json' })
}

/** The link to `GET /api/games`, for an `<a href>` or a new tab. */
export function gamesUrl(): string {
  return url(`/api/games`)
}

/** `GET /api/games/card.pdf`: The rule cards of a house list as PDF: a page listing the games, then one per game */
export function gamesCard(query: { games: string; title?: string; paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('GET', `/api/games/card.pdf`, { query, answer: 'blob' })
}

/** The link to `GET /api/games/card.pdf`, for an `<a href>` or a new tab. */
export function gamesCardUrl(query: { games: string; title?: string; paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/games/card.pdf`, query)
}

/** `GET /api/health`: Liveness check */
export function health(): Promise<Health> {
  return request('GET', `/api/health`, { answer: 'json' })
}

/** The link to `GET /api/health`, for an `<a href>` or a new tab. */
export function healthUrl(): string {
  return url(`/api/health`)
}

/** `POST /api/icm`: ICM deal (Malmuth-Harville) of the prizes left, with savers and an amount to play for (changes nothing; needs the TD token, as its cost grows with the input) */
export function icm(body: IcmRequest): Promise<DealOutcome> {
  return request('POST', `/api/icm`, { body, answer: 'json' })
}

/** `POST /api/register/import`: Read a CSV of players: the column mapping and each row's effect (kept with `commit`) */
export function importPlayers(body: ImportRequest): Promise<ImportReport> {
  return request('POST', `/api/register/import`, { body, answer: 'json' })
}

/** `GET /api/installation`: This installation: version, data folder, database, token file, log, and whether only the TD's account can read them */
export function installation(): Promise<Installation> {
  return request('GET', `/api/installation`, { answer: 'json' })
}

/** The link to `GET /api/installation`, for an `<a href>` or a new tab. */
export function installationUrl(): string {
  return url(`/api/installation`)
}

/** `POST /api/judge`: The showdown judge: each pot settled from the cards by the game's rules (who wins each part, each hand in words, the chips each player takes down to the smallest chip; changes nothing; the TD token or a paired device) */
export function judge(body: JudgeRequest): Promise<Judgement> {
  return request('POST', `/api/judge`, { body, answer: 'json' })
}

/** `GET /api/judge/games`: What the showdown judge needs entered for each game of the catalog (the board's layout, the cards a hand shows, parts that depend on the hand, declarations, a rolled qualifier, a wild card), or why the cards alone cannot settle it (open: the catalog is public) */
export function judgeGames(): Promise<JudgeForm[]> {
  return request('GET', `/api/judge/games`, { answer: 'json' })
}

/** The link to `GET /api/judge/games`, for an `<a href>` or a new tab. */
export function judgeGamesUrl(): string {
  return url(`/api/judge/games`)
}

/** `GET /api/players`: Players remembered from earlier events whose name matches ?q= (case and accents ignored) */
export function knownPlayers(query?: { q?: string; }): Promise<KnownPlayer[]> {
  return request('GET', `/api/players`, { query, answer: 'json' })
}

/** The link to `GET /api/players`, for an `<a href>` or a new tab. */
export function knownPlayersUrl(query?: { q?: string; }): string {
  return url(`/api/players`, query)
}

/** `GET /api/events/{id}/levels`: The event's levels and breaks in words (the console's structure table) */
export function levels(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LevelsView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/levels`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/levels`, for an `<a href>` or a new tab. */
export function levelsUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/levels`, query)
}

/** `GET /api/library`: The house library of structures */
export function library(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LibraryEntry[]> {
  return request('GET', `/api/library`, { query, answer: 'json' })
}

/** The link to `GET /api/library`, for an `<a href>` or a new tab. */
export function libraryUrl(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/library`, query)
}

/** `POST /api/library`: Add a structure to the library: from a template, a structure file, a copy or a draft */
export function libraryAdd(body: NewStructure, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LibraryItem> {
  return request('POST', `/api/library`, { query, body, answer: 'json' })
}

/** `DELETE /api/library/{id}`: Remove a structure from the library (events made from it keep their copy) */
export function libraryDelete(id: number): Promise<void> {
  return request('DELETE', `/api/library/${encodeURIComponent(id)}`, { answer: 'none' })
}

/** `POST /api/library/{id}/event`: Make an event from a library structure */
export function libraryEvent(id: number): Promise<CreatedEvent> {
  return request('POST', `/api/library/${encodeURIComponent(id)}/event`, { answer: 'json' })
}

/** `GET /api/library/{id}/structure.toml`: A library structure as a structure file (TOML) that `felt structure check` reads */
export function libraryExport(id: number): Promise<Blob> {
  return request('GET', `/api/library/${encodeURIComponent(id)}/structure.toml`, { answer: 'blob' })
}

/** The link to `GET /api/library/{id}/structure.toml`, for an `<a href>` or a new tab. */
export function libraryExportUrl(id: number): string {
  return url(`/api/library/${encodeURIComponent(id)}/structure.toml`)
}

/** `GET /api/library/{id}`: One library structure as a checked draft */
export function libraryItem(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LibraryItem> {
  return request('GET', `/api/library/${encodeURIComponent(id)}`, { query, answer: 'json' })
}

/** The link to `GET /api/library/{id}`, for an `<a href>` or a new tab. */
export function libraryItemUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/library/${encodeURIComponent(id)}`, query)
}

/** `POST /api/library/{id}/rename`: Rename a library structure */
export function libraryRename(id: number, body: RenameBody, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LibraryItem> {
  return request('POST', `/api/library/${encodeURIComponent(id)}/rename`, { query, body, answer: 'json' })
}

/** `PUT /api/library/{id}`: Save a library structure (kept even with errors; an event needs them fixed) */
export function librarySave(id: number, body: DraftBody, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<LibraryItem> {
  return request('PUT', `/api/library/${encodeURIComponent(id)}`, { query, body, answer: 'json' })
}

/** `POST /api/register/merge`: Merge two players who are one person: every result of `other` becomes `keep`'s */
export function mergePlayers(body: MergeRequest): Promise<PlayerPage> {
  return request('POST', `/api/register/merge`, { body, answer: 'json' })
}

/** `GET /api/messages`: The messages of the language asked for */
export function messages(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; event?: number; console?: boolean; }): Promise<MessageFile> {
  return request('GET', `/api/messages`, { query, answer: 'json' })
}

/** The link to `GET /api/messages`, for an `<a href>` or a new tab. */
export function messagesUrl(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; event?: number; console?: boolean; }): string {
  return url(`/api/messages`, query)
}

/** `POST /api/events/{id}/commands/{name}`: Run the command NAME with its fields as the body */
export function namedCommand(id: number, name: "start" | "pause" | "resume" | "next_level" | "previous_level" | "go_to" | "set_remaining" | "add_time" | "end_day" | "adjust" | "register" | "register_many" | "unregister" | "re_enter" | "bust" | "redeem_lammers" | "lammer_deadline" | "purchase" | "record_counts" | "carry_in" | "chip_race_done" | "commit_draw" | "draw_seats" | "seat_alternates" | "confirm_moves" | "set_button" | "hand_won" | "hold_seat" | "table_won" | "next_round" | "redraw" | "hard_stop" | "hand_for_hand" | "hand_for_hand_hand" | "table_hand_done" | "lock_payouts" | "unlock_payouts" | "deal" | "savers" | "period_minutes" | "add_level" | "add_break" | "break_now" | "edit_level" | "extend" | "announce" | "clear_announcement" | "set_language" | "undo" | "redo" | "undo_to" | "redo_to", body?: Record<string, unknown> | null): Promise<Ack | Report> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/commands/${encodeURIComponent(name)}`, { body, answer: 'json' })
}

/** `GET /api/network`: Whether the server listens on the LAN, its port and this computer's LAN addresses */
export function network(): Promise<NetworkInfo> {
  return request('GET', `/api/network`, { answer: 'json' })
}

/** The link to `GET /api/network`, for an `<a href>` or a new tab. */
export function networkUrl(): string {
  return url(`/api/network`)
}

/** `POST /api/token`: Replace the TD token (as `felt token --new`): the old one stops working at once */
export function newToken(): Promise<NewToken> {
  return request('POST', `/api/token`, { answer: 'json' })
}

/** `GET /api/events/{id}/chip-race`: The chip race of the current break or the next break that races chips off (chips removed and the chip they become), or null */
export function nextChipRace(id: number): Promise<NextChipRace | null> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/chip-race`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/chip-race`, for an `<a href>` or a new tab. */
export function nextChipRaceUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/chip-race`)
}

/** `GET /api/nights/{night}`: A night as the screens show it: the called game and its short rules, the limit now and the next change, the dealer, the next mistake's cost, the kitty and the settle-up */
export function night(night: number): Promise<NightView> {
  return request('GET', `/api/nights/${encodeURIComponent(night)}`, { answer: 'json' })
}

/** The link to `GET /api/nights/{night}`, for an `<a href>` or a new tab. */
export function nightUrl(night: number): string {
  return url(`/api/nights/${encodeURIComponent(night)}`)
}

/** `POST /api/nights/{night}/actions`: Act on a night: first dealer, join, leave, call a game, a mistake, a buy-in, a cash-out, the end (or an undo of the latest action) */
export function nightAct(night: number, body: NightAction): Promise<NightView> {
  return request('POST', `/api/nights/${encodeURIComponent(night)}/actions`, { body, answer: 'json' })
}

/** `GET /api/nights/{night}/paper/{printout}`: A night's paper as PDF: its sheet (terms, kitty, settle-up, deals and mistakes) or the rule cards of its house list */
export function nightPaper(night: number, printout: "sheet.pdf" | "card.pdf", query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('GET', `/api/nights/${encodeURIComponent(night)}/paper/${encodeURIComponent(printout)}`, { query, answer: 'blob' })
}

/** The link to `GET /api/nights/{night}/paper/{printout}`, for an `<a href>` or a new tab. */
export function nightPaperUrl(night: number, printout: "sheet.pdf" | "card.pdf", query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/nights/${encodeURIComponent(night)}/paper/${encodeURIComponent(printout)}`, query)
}

/** `POST /api/nights/{night}/undo`: Take back the latest action of a night (never its opening) */
export function nightUndo(night: number): Promise<NightView> {
  return request('POST', `/api/nights/${encodeURIComponent(night)}/undo`, { answer: 'json' })
}

/** `GET /api/nights`: Every dealer's-choice night, newest first */
export function nights(): Promise<NightListing[]> {
  return request('GET', `/api/nights`, { answer: 'json' })
}

/** The link to `GET /api/nights`, for an `<a href>` or a new tab. */
export function nightsUrl(): string {
  return url(`/api/nights`)
}

/** `GET /api/openapi.json`: This document */
export function openapi(): Promise<Record<string, unknown>> {
  return request('GET', `/api/openapi.json`, { answer: 'json' })
}

/** The link to `GET /api/openapi.json`, for an `<a href>` or a new tab. */
export function openapiUrl(): string {
  return url(`/api/openapi.json`)
}

/** `GET /api/events/{id}/deal`: The event's own chip chop or ICM deal for the players still in, from the chip counts recorded (changes nothing; record it with the deal command). An open read, worked out once per change of the event */
export function ownDeal(id: number, query: { method: "icm" | "chop"; play_for?: number; }): Promise<DealProposal> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/deal`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/deal`, for an `<a href>` or a new tab. */
export function ownDealUrl(id: number, query: { method: "icm" | "chop"; play_for?: number; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/deal`, query)
}

/** `POST /api/devices/pair`: Make a one-time pairing code for a phone or tablet */
export function pairDevice(body: PairRequest): Promise<Pairing> {
  return request('POST', `/api/devices/pair`, { body, answer: 'json' })
}

/** `POST /api/payouts`: Payouts of a field: a payout table row, the payout curve or satellite seats (changes nothing; needs the TD token, as its cost grows with the input) */
export function payouts(body: PayoutsRequest): Promise<Payout> {
  return request('POST', `/api/payouts`, { body, answer: 'json' })
}

/** `GET /api/register/{player}`: A player's page: events, places, prizes, bounties, lammers, series standings */
export function playerPage(player: number): Promise<PlayerPage> {
  return request('GET', `/api/register/${encodeURIComponent(player)}`, { answer: 'json' })
}

/** The link to `GET /api/register/{player}`, for an `<a href>` or a new tab. */
export function playerPageUrl(player: number): string {
  return url(`/api/register/${encodeURIComponent(player)}`)
}

/** `POST /api/structures/paper/{printout}`: The structure sheet or rule card of a draft as PDF, before any event exists */
export function previewDraft(printout: "sheet.pdf" | "card.pdf", body: DraftBody, query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('POST', `/api/structures/paper/${encodeURIComponent(printout)}`, { query, body, answer: 'blob' })
}

/** `POST /api/series/{series}/preview`: The leaderboard a rule would give on the series' events (nothing is kept) */
export function previewSeries(series: number, body: SeriesRule): Promise<SeriesView> {
  return request('POST', `/api/series/${encodeURIComponent(series)}/preview`, { body, answer: 'json' })
}

/** `POST /api/report`: Write a problem report: one .zip with the log, this installation, the settings (never a token or secret) and, when asked, a copy of the database without its secrets */
export function problemReport(body: ReportBody): Promise<Blob> {
  return request('POST', `/api/report`, { body, answer: 'blob' })
}

/** `POST /api/structures/propose`: Propose levels and breaks for a draft, from its stack, level length, chips and games */
export function propose(body: ProposeBody): Promise<Proposal> {
  return request('POST', `/api/structures/propose`, { body, answer: 'json' })
}

/** `GET /api/register`: The player register, by name (with ?q=, the players matching it) */
export function register(query?: { q?: string; }): Promise<PlayerInfo[]> {
  return request('GET', `/api/register`, { query, answer: 'json' })
}

/** The link to `GET /api/register`, for an `<a href>` or a new tab. */
export function registerUrl(query?: { q?: string; }): string {
  return url(`/api/register`, query)
}

/** `DELETE /api/slides/{slide}`: Remove a slide from every display */
export function removeSlide(slide: number): Promise<Slide[]> {
  return request('DELETE', `/api/slides/${encodeURIComponent(slide)}`, { answer: 'json' })
}

/** `POST /api/events/{id}/repair`: Repair a damaged log: set aside (undo) the record that cannot be read or folded */
export function repair(id: number, body: RepairBody): Promise<Ack> {
  return request('POST', `/api/events/${encodeURIComponent(id)}/repair`, { body, answer: 'json' })
}

/** `POST /api/screens/{screen}/report`: A display says who it is and how it is doing; the answer is what it should show */
export function reportScreen(screen: string, body: ScreenReport): Promise<ScreenAssignment> {
  return request('POST', `/api/screens/${encodeURIComponent(screen)}/report`, { body, answer: 'json' })
}

/** `GET /api/events/{id}/reports`: An event's table reports: the mode, those waiting for the desk and the latest decided */
export function reports(id: number): Promise<ReportsView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/reports`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/reports`, for an `<a href>` or a new tab. */
export function reportsUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/reports`)
}

/** `POST /api/backups/restore`: Replace the whole database with a backup; the database as it was is backed up first (`saved_as`), so a restore can be undone the same way */
export function restoreBackup(body: RestoreBody): Promise<Restored> {
  return request('POST', `/api/backups/restore`, { body, answer: 'json' })
}

/** `GET /api/events/{id}/results.csv`: The results as CSV: place, name, prize, bounties */
export function resultsCsv(id: number): Promise<Blob> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/results.csv`, { answer: 'blob' })
}

/** The link to `GET /api/events/{id}/results.csv`, for an `<a href>` or a new tab. */
export function resultsCsvUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/results.csv`)
}

/** `DELETE /api/devices/{id}`: Revoke a paired device: its token is refused from now on */
export function revokeDevice(id: number): Promise<Device> {
  return request('DELETE', `/api/devices/${encodeURIComponent(id)}`, { answer: 'json' })
}

/** `GET /api/screens`: Every screen that reported since the server started, with what needs the TD's eye */
export function screens(): Promise<Screen[]> {
  return request('GET', `/api/screens`, { answer: 'json' })
}

/** The link to `GET /api/screens`, for an `<a href>` or a new tab. */
export function screensUrl(): string {
  return url(`/api/screens`)
}

/** `POST /api/seat-draw`: Seat draw for a field of numbered players, or a shootout's first round, from a seed (changes nothing; needs the TD token, as its cost grows with the input) */
export function seatDraw(body: SeatDrawRequest): Promise<SeatDraw> {
  return request('POST', `/api/seat-draw`, { body, answer: 'json' })
}

/** `GET /api/series/{series}`: A series' leaderboard now, from its events' results */
export function series(series: number): Promise<SeriesView> {
  return request('GET', `/api/series/${encodeURIComponent(series)}`, { answer: 'json' })
}

/** The link to `GET /api/series/{series}`, for an `<a href>` or a new tab. */
export function seriesUrl(series: number): string {
  return url(`/api/series/${encodeURIComponent(series)}`)
}

/** `POST /api/series/{series}/events`: Put an event in a series */
export function seriesAdd(series: number, body: SeriesEventBody): Promise<SeriesView> {
  return request('POST', `/api/series/${encodeURIComponent(series)}/events`, { body, answer: 'json' })
}

/** `GET /api/series`: Every series, newest first */
export function seriesList(): Promise<SeriesListing[]> {
  return request('GET', `/api/series`, { answer: 'json' })
}

/** The link to `GET /api/series`, for an `<a href>` or a new tab. */
export function seriesListUrl(): string {
  return url(`/api/series`)
}

/** `DELETE /api/series/{series}/events/{event}`: Take an event out of a series */
export function seriesRemove(series: number, event: number): Promise<SeriesView> {
  return request('DELETE', `/api/series/${encodeURIComponent(series)}/events/${encodeURIComponent(event)}`, { answer: 'json' })
}

/** `GET /api/series/{series}/standings.pdf`: A series' standings sheet as PDF: the rule, the leaderboard, the events */
export function seriesSheet(series: number, query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('GET', `/api/series/${encodeURIComponent(series)}/standings.pdf`, { query, answer: 'blob' })
}

/** The link to `GET /api/series/{series}/standings.pdf`, for an `<a href>` or a new tab. */
export function seriesSheetUrl(series: number, query?: { paper?: "a4" | "letter"; lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/series/${encodeURIComponent(series)}/standings.pdf`, query)
}

/** `PUT /api/settings/language`: Set the console's language for this installation (none: each browser's own) */
export function setConsoleLanguage(body: SetConsoleLanguage): Promise<ConsoleLanguage> {
  return request('PUT', `/api/settings/language`, { body, answer: 'json' })
}

/** `POST /api/network`: Open Felt to the LAN, or close it, while it runs */
export function setLan(body: LanSwitch): Promise<NetworkInfo> {
  return request('POST', `/api/network`, { body, answer: 'json' })
}

/** `PUT /api/events/{id}/reports`: Choose whether the tables' reports apply at once or wait for the desk */
export function setReportsMode(id: number, body: ReportsMode): Promise<ReportsView> {
  return request('PUT', `/api/events/${encodeURIComponent(id)}/reports`, { body, answer: 'json' })
}

/** `PUT /api/series/{series}/rule`: Keep a new points rule for a series */
export function setSeriesRule(series: number, body: SeriesRule): Promise<SeriesView> {
  return request('PUT', `/api/series/${encodeURIComponent(series)}/rule`, { body, answer: 'json' })
}

/** `PUT /api/events/{id}/slides`: Choose when an event's displays show the slides */
export function setSlideShow(id: number, body: SlideShow): Promise<SlidesView> {
  return request('PUT', `/api/events/${encodeURIComponent(id)}/slides`, { body, answer: 'json' })
}

/** `GET /api/structures`: Names of the structures shipped with Felt */
export function shipped(): Promise<ShippedStructures> {
  return request('GET', `/api/structures`, { answer: 'json' })
}

/** The link to `GET /api/structures`, for an `<a href>` or a new tab. */
export function shippedUrl(): string {
  return url(`/api/structures`)
}

/** `GET /api/slides/{slide}`: A slide's image */
export function slideImage(slide: number): Promise<Blob> {
  return request('GET', `/api/slides/${encodeURIComponent(slide)}`, { answer: 'blob' })
}

/** The link to `GET /api/slides/{slide}`, for an `<a href>` or a new tab. */
export function slideImageUrl(slide: number): string {
  return url(`/api/slides/${encodeURIComponent(slide)}`)
}

/** `GET /api/slides`: Every slide, in the order they were added */
export function slides(): Promise<Slide[]> {
  return request('GET', `/api/slides`, { answer: 'json' })
}

/** The link to `GET /api/slides`, for an `<a href>` or a new tab. */
export function slidesUrl(): string {
  return url(`/api/slides`)
}

/** `GET /api/events/{id}/stream`: Server-sent events: `view` messages with the event view */
export function stream(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<Blob> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/stream`, { query, answer: 'blob' })
}

/** The link to `GET /api/events/{id}/stream`, for an `<a href>` or a new tab. */
export function streamUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/stream`, query)
}

/** `GET /api/events/{id}/structure`: The normalized structure with derived stakes */
export function structure(id: number): Promise<Structure> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/structure`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/structure`, for an `<a href>` or a new tab. */
export function structureUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/structure`)
}

/** `GET /api/templates`: The templates shipped with Felt */
export function templates(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<TemplateInfo[]> {
  return request('GET', `/api/templates`, { query, answer: 'json' })
}

/** The link to `GET /api/templates`, for an `<a href>` or a new tab. */
export function templatesUrl(query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/templates`, query)
}

/** `GET /api/events/{id}/tickets`: Satellite tickets: the seats this event gave as a satellite, and the seats other satellites gave for it, each with where it was used */
export function tickets(id: number): Promise<TicketsView> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/tickets`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/tickets`, for an `<a href>` or a new tab. */
export function ticketsUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/tickets`)
}

/** `GET /api/time`: The server's current time (ms since the epoch, UTC) */
export function time(): Promise<ServerTime> {
  return request('GET', `/api/time`, { answer: 'json' })
}

/** The link to `GET /api/time`, for an `<a href>` or a new tab. */
export function timeUrl(): string {
  return url(`/api/time`)
}

/** `POST /api/screens/{screen}`: Name a screen or give it a layout; it switches at its next report, within 5 s */
export function updateScreen(screen: string, body: ScreenUpdate): Promise<Screen> {
  return request('POST', `/api/screens/${encodeURIComponent(screen)}`, { body, answer: 'json' })
}

/** `GET /api/events/{id}/draw/verify`: Deal every opening draw of the event again from its recorded seed and compare it seat by seat with the draw shown; a committed draw also shows its secret gives the commitment shown before it. Open to anyone, like the `/verify/{id}` page */
export function verifyDraw(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): Promise<DrawCheck> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/draw/verify`, { query, answer: 'json' })
}

/** The link to `GET /api/events/{id}/draw/verify`, for an `<a href>` or a new tab. */
export function verifyDrawUrl(id: number, query?: { lang?: "en" | "de" | "fr" | "es" | "en-XA"; }): string {
  return url(`/api/events/${encodeURIComponent(id)}/draw/verify`, query)
}

/** `GET /api/events/{id}/log/verify`: Walk the event's log through its hash chain: every record fits, or the first that does not (edited, removed or moved in the database after it was written) */
export function verifyLog(id: number): Promise<ChainReport> {
  return request('GET', `/api/events/${encodeURIComponent(id)}/log/verify`, { answer: 'json' })
}

/** The link to `GET /api/events/{id}/log/verify`, for an `<a href>` or a new tab. */
export function verifyLogUrl(id: number): string {
  return url(`/api/events/${encodeURIComponent(id)}/log/verify`)
}

/** `GET /api/whoami`: Who the token sent belongs to: the TD, or a paired device and what it may do */
export function whoami(): Promise<Caller> {
  return request('GET', `/api/whoami`, { answer: 'json' })
}

/** The link to `GET /api/whoami`, for an `<a href>` or a new tab. */
export function whoamiUrl(): string {
  return url(`/api/whoami`)
}

