// Calls to Felt's HTTP API. Every failure becomes an ApiFailure carrying the server's
// plain-words `message`, which the console shows where the TD acted.

import type { ProposalRequest } from '../deal'
import type {
  Ack,
  ImportReport,
  TicketsView,
  ImportRequest,
  MergeRequest,
  PlayerInfo,
  PlayerInput,
  PlayerPage,
  SeriesListing,
  SeriesRule,
  SeriesSetup,
  SeriesView,
  NightAction,
  NightListing,
  NightSetup,
  NightView,
  Report,
  Slide,
  SlideShow,
  SlideUpload,
  SlidesView,
  ReportsView,
  TableReports,
  Screen,
  ScreenUpdate,
  Caller,
  ChainReport,
  ClaimRequest,
  Claimed,
  DrawCheck,
  Device,
  PairRequest,
  Pairing,
  AnteCalculation,
  BountyView,
  ChipRaceRequest,
  ChipRaceResult,
  Command,
  CreatedEvent,
  DealProposal,
  DeletedEvent,
  ErrorBody,
  EventSummary,
  EventView,
  DraftCheck,
  FieldView,
  GameListing,
  LibraryEntry,
  LibraryItem,
  NewStructure,
  NextChipRace,
  ProposeBody,
  Proposal,
  TemplateInfo,
  Structure, DayTwoCreated, DayTwoRequest } from './types'

export class ApiFailure extends Error {
  constructor(
    public code: string,
    message: string,
    public status: number,
  ) {
    super(message)
  }
}

/** What `GET /api/network` answers. */
export interface NetworkInfo {
  lan: boolean
  port: number
  addresses: string[]
  names: string[]
}

export async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers['Authorization'] = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  } catch {
    throw new ApiFailure('offline', 'Felt cannot be reached: is the server running?', 0)
  }
  const text = await res.text()
  if (!res.ok) {
    let err: ErrorBody = { code: 'http', message: `the server answered ${res.status}` }
    try {
      err = JSON.parse(text) as ErrorBody
    } catch {
      /* not JSON: keep the status line */
    }
    throw new ApiFailure(err.code, err.message, res.status)
  }
  return (text === '' ? undefined : JSON.parse(text)) as T
}

/** POSTs JSON and gives back the PDF the server answers, as an object URL to open. */
export async function postPdf(path: string, token: string | null, body: unknown): Promise<string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers['Authorization'] = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) })
  } catch {
    throw new ApiFailure('offline', 'Felt cannot be reached: is the server running?', 0)
  }
  if (!res.ok) {
    let err: ErrorBody = { code: 'http', message: `the server answered ${res.status}` }
    try {
      err = (await res.json()) as ErrorBody
    } catch {
      /* not JSON */
    }
    throw new ApiFailure(err.code, err.message, res.status)
  }
  return URL.createObjectURL(await res.blob())
}

/** GETs a file behind the token (an export) as an object URL to save. */
export async function getFile(path: string, token: string | null): Promise<string> {
  const headers: Record<string, string> = {}
  if (token) headers['Authorization'] = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(path, { headers })
  } catch {
    throw new ApiFailure('offline', 'Felt cannot be reached: is the server running?', 0)
  }
  if (!res.ok) {
    let err: ErrorBody = { code: 'http', message: `the server answered ${res.status}` }
    try {
      err = (await res.json()) as ErrorBody
    } catch {
      /* not JSON */
    }
    throw new ApiFailure(err.code, err.message, res.status)
  }
  return URL.createObjectURL(await res.blob())
}

export const api = {
  events: () => call<{ events: EventSummary[] }>('GET', '/api/events', null).then((r) => r.events),
  event: (id: number) => call<EventView>('GET', `/api/events/${id}`, null),
  structure: (id: number) => call<Structure>('GET', `/api/events/${id}/structure`, null),
  bounties: (id: number) => call<BountyView | null>('GET', `/api/events/${id}/bounties`, null),
  shipped: () => call<{ structures: string[] }>('GET', '/api/structures', null).then((r) => r.structures),
  network: () => call<NetworkInfo>('GET', '/api/network', null),
  /** Opens Felt to the LAN (or closes it) while it runs. */
  setLan: (lan: boolean, token: string | null) => call<NetworkInfo>('POST', '/api/network', token, { lan }),
  allowHost: (name: string, allowed: boolean, token: string | null) =>
    call<NetworkInfo>('POST', '/api/network/hosts', token, { name, allowed }),
  /** A table's device may get a `Report` back (202): its report waits for the desk. */
  command: (id: number, command: Command, token: string | null) =>
    call<Ack | Report>('POST', `/api/events/${id}/commands`, token, command),
  eventSlides: (id: number) => call<SlidesView>('GET', `/api/events/${id}/slides`, null),
  setSlideShow: (id: number, show: SlideShow, token: string | null) =>
    call<SlidesView>('PUT', `/api/events/${id}/slides`, token, show),
  addSlide: (upload: SlideUpload, token: string | null) => call<Slide>('POST', '/api/slides', token, upload),
  removeSlide: (slide: number, token: string | null) => call<Slide[]>('DELETE', `/api/slides/${slide}`, token),
  reports: (id: number, token: string | null) => call<ReportsView>('GET', `/api/events/${id}/reports`, token),
  setReportsMode: (id: number, mode: TableReports, token: string | null) =>
    call<ReportsView>('PUT', `/api/events/${id}/reports`, token, { mode }),
  decideReport: (id: number, report: number, apply: boolean, token: string | null) =>
    call<Report>('POST', `/api/events/${id}/reports/${report}`, token, { apply }),
  devices: (token: string | null) => call<Device[]>('GET', '/api/devices', token),
  pairDevice: (request: PairRequest, token: string | null) => call<Pairing>('POST', '/api/devices/pair', token, request),
  revokeDevice: (id: number, token: string | null) => call<Device>('DELETE', `/api/devices/${id}`, token),
  claimDevice: (request: ClaimRequest) => call<Claimed>('POST', '/api/devices/claim', null, request),
  whoami: (token: string | null) => call<Caller>('GET', '/api/whoami', token),
  newToken: (token: string | null) => call<{ token: string }>('POST', '/api/token', token),
  /** Sets aside the damaged record `seq` of a read-only event (the repair). */
  repair: (id: number, seq: number, token: string | null) =>
    call<Ack>('POST', `/api/events/${id}/repair`, token, { set_aside: seq }),
  createFromText: (file: string, source: string, token: string | null) =>
    call<CreatedEvent>('POST', '/api/events', token, { file, source }),
  createShipped: (name: string, token: string | null) =>
    call<CreatedEvent>('POST', '/api/events', token, { shipped: name }),
  games: () => call<GameListing[]>('GET', '/api/games', null),
  nights: () => call<NightListing[]>('GET', '/api/nights', null),
  tickets: (id: number) => call<TicketsView>('GET', `/api/events/${id}/tickets`, null),
  register: (q: string, token: string | null) =>
    call<PlayerInfo[]>('GET', `/api/register${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`, token),
  playerPage: (id: number, token: string | null) => call<PlayerPage>('GET', `/api/register/${id}`, token),
  addPlayer: (input: PlayerInput, token: string | null) => call<PlayerInfo>('POST', '/api/register', token, input),
  editPlayer: (id: number, input: PlayerInput, token: string | null) =>
    call<PlayerInfo>('PUT', `/api/register/${id}`, token, input),
  mergePlayers: (m: MergeRequest, token: string | null) => call<PlayerPage>('POST', '/api/register/merge', token, m),
  importPlayers: (req: ImportRequest, token: string | null) =>
    call<ImportReport>('POST', '/api/register/import', token, req),
  seriesList: () => call<SeriesListing[]>('GET', '/api/series', null),
  series: (id: number) => call<SeriesView>('GET', `/api/series/${id}`, null),
  createSeries: (setup: SeriesSetup, token: string | null) => call<SeriesView>('POST', '/api/series', token, setup),
  previewSeries: (id: number, rule: SeriesRule, token: string | null) =>
    call<SeriesView>('POST', `/api/series/${id}/preview`, token, rule),
  setSeriesRule: (id: number, rule: SeriesRule, token: string | null) =>
    call<SeriesView>('PUT', `/api/series/${id}/rule`, token, rule),
  seriesAdd: (id: number, event: number, token: string | null) =>
    call<SeriesView>('POST', `/api/series/${id}/events`, token, { event }),
  seriesRemove: (id: number, event: number, token: string | null) =>
    call<SeriesView>('DELETE', `/api/series/${id}/events/${event}`, token),
  night: (id: number) => call<NightView>('GET', `/api/nights/${id}`, null),
  createNight: (setup: NightSetup, token: string | null) => call<NightView>('POST', '/api/nights', token, setup),
  nightAct: (id: number, action: NightAction, token: string | null) =>
    call<NightView>('POST', `/api/nights/${id}/actions`, token, action),
  nightUndo: (id: number, token: string | null) => call<NightView>('POST', `/api/nights/${id}/undo`, token),
  archiveEvent: (id: number, archived: boolean, token: string | null) =>
    call<void>('POST', `/api/events/${id}/archive`, token, { archived }),
  screens: (token: string | null) => call<Screen[]>('GET', '/api/screens', token),
  updateScreen: (screen: string, update: ScreenUpdate, token: string | null) =>
    call<Screen>('POST', `/api/screens/${screen}`, token, update),
  verifyLog: (id: number) => call<ChainReport>('GET', `/api/events/${id}/log/verify`, null),
  verifyDraw: (id: number) => call<DrawCheck>('GET', `/api/events/${id}/draw/verify`, null),
  deleteEvent: (id: number, token: string | null) => call<DeletedEvent>('DELETE', `/api/events/${id}`, token),
  templates: () => call<TemplateInfo[]>('GET', '/api/templates', null),
  library: () => call<LibraryEntry[]>('GET', '/api/library', null),
  libraryItem: (id: number) => call<LibraryItem>('GET', `/api/library/${id}`, null),
  libraryAdd: (from: NewStructure, token: string | null) => call<LibraryItem>('POST', '/api/library', token, from),
  librarySave: (id: number, draft: Record<string, unknown>, token: string | null) =>
    call<LibraryItem>('PUT', `/api/library/${id}`, token, { draft }),
  libraryDelete: (id: number, token: string | null) => call<void>('DELETE', `/api/library/${id}`, token),
  libraryEvent: (id: number, token: string | null) => call<CreatedEvent>('POST', `/api/library/${id}/event`, token),
  /** A day 2 made from flights whose day ended (issue 18). */
  dayTwo: (req: DayTwoRequest, token: string | null) => call<DayTwoCreated>('POST', '/api/days', token, req),
  propose: (body: ProposeBody) => call<Proposal>('POST', '/api/structures/propose', null, body),
  checkDraft: (draft: Record<string, unknown>) => call<DraftCheck>('POST', '/api/structures/check', null, { draft }),
  /** The structure sheet or rule card of a draft, as an object URL of the PDF. */
  previewDraft: (what: 'sheet' | 'card', draft: Record<string, unknown>, paper: string, token: string | null) =>
    postPdf(`/api/structures/${what}.pdf?paper=${paper}`, token, { draft }),
  /** What the big blind posts under the event's rule; `query` from `anteQuery`. */
  eventAnte: (id: number, query: string) => call<AnteCalculation>('GET', `/api/events/${id}/ante?${query}`, null),
  /** The current or next break's race: chips removed and the chip they become (or null). */
  nextChipRace: (id: number) => call<NextChipRace | null>('GET', `/api/events/${id}/chip-race`, null),
  /** Runs a chip race at one table (changes nothing, so no token). */
  chipRace: (request: ChipRaceRequest) => call<ChipRaceResult>('POST', '/api/chip-race', null, request),
  /** Players, tables and pending moves of an event. */
  field: (id: number) => call<FieldView>('GET', `/api/events/${id}/field`, null),
  /** A chip chop or ICM proposal for the players still in from the stacks typed
   *  (`proposalRequest`); it needs the TD token. */
  deal: (id: number, request: ProposalRequest, token: string | null) =>
    call<DealProposal>('POST', `/api/events/${id}/deal`, token, request),
}
