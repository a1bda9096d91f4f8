// The one door to Felt's HTTP API: every call the UI makes goes through `request` (the
// generated `operations.ts` is built on it). The token is set once, when the page knows it
// (the console's session, a paired device's remote), and every request carries it; a
// refusal becomes an ApiFailure carrying the server's plain-words message, which the
// screens show where the TD acted.

import { messagesReady, pageLanguage, t } from '../i18n.svelte'
import type { ErrorBody } from './types'
import { pinnedLang } from '../live'

let token: string | null = null

/** The TD's token, or a paired device's, for every request from now on (null: none). */
export function setToken(value: string | null): void {
  token = value
}

/** The token requests carry now. */
export function currentToken(): string | null {
  return token
}

/** A refusal or a failure, in the server's words. */
export class ApiFailure extends Error {
  constructor(
    public code: string,
    message: string,
    public status: number,
  ) {
    super(message)
  }
}

type Query = Record<string, unknown> | undefined

/** `path` with `query` (parameters left out when undefined or null; a list as a,b,c). */
export function url(path: string, query?: Query): string {
  if (!query) return path
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue
    q.set(k, Array.isArray(v) ? v.join(',') : String(v))
  }
  const text = q.toString()
  return text ? `${path}?${text}` : path
}

/** How an answer is read: JSON, a file, or nothing. */
export type Answer = 'json' | 'blob' | 'none'

async function refusal(res: Response): Promise<ApiFailure> {
  // Before the page's words arrive (their request can fail too, and the page shows why),
  // the English.
  const status = String(res.status)
  const message = messagesReady() ? t('http-status', { status }) : `the server answered ${status}`
  let err: ErrorBody = { code: 'http', message }
  try {
    err = (await res.json()) as ErrorBody
  } catch {
    /* not JSON: keep the status line */
  }
  return new ApiFailure(err.code, err.message, res.status)
}

/** Sends `method path` with the token and the JSON `body`; the answer read as asked. */
export async function request<T>(
  method: string,
  path: string,
  options: { query?: Query; body?: unknown; answer: Answer },
): Promise<T> {
  const headers: Record<string, string> = {}
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers['Authorization'] = `Bearer ${token}`
  // The page's language, so a refusal comes back in the words the page speaks; the
  // console names its own firmly, over an event's language.
  const lang = pageLanguage()
  if (lang) headers['Accept-Language'] = lang
  const pinned = pinnedLang()
  if (pinned) headers['Felt-Language'] = pinned
  let res: Response
  try {
    res = await fetch(url(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
  } catch {
    // Before the page's words arrive (asking for them can fail too), the English.
    const message = messagesReady() ? t('http-offline') : 'Felt cannot be reached: is the server running?'
    throw new ApiFailure('offline', message, 0)
  }
  if (!res.ok) throw await refusal(res)
  if (options.answer === 'blob') return (await res.blob()) as T
  const text = await res.text()
  if (options.answer === 'none' || text === '') return undefined as T
  return JSON.parse(text) as T
}
