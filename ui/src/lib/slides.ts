// Slides on the displays: which slide, if any, a display shows at an instant.
// Every display computes it from the server's clock, so the room shows the same slide.

import type { ClockView, SeriesBoard, SlidesView } from './api/types'
import { t } from './i18n.svelte'

/** What takes the screen: an image, or a series leaderboard, `id` negative. */
export type Shown = { id: number; name: string; url: string | null; board: SeriesBoard | null }

/** During play, a slide comes once in this period (when the event asks for it). */
export const PLAY_EVERY_MS = 120_000
/** No slide in a period's last minute: the clock is what the room watches then. */
const LAST_MINUTE_MS = 60_000

/**
 * The slide to show at server instant `serverNow`, or null for the clock. `remaining` is
 * the period's time left (ms). During a break slides follow one another, `seconds` each;
 * during play (when asked) one slide shows for `seconds` every two minutes. Never when
 * the clock is stopped, in a period's last minute, or when the event is over.
 */
export function slideAt(
  slides: SlidesView | null,
  clock: ClockView | null,
  serverNow: number,
  remaining: number,
): Shown | null {
  if (!slides || !clock || clock.result) return null
  // The images, then each series leaderboard, take their turns.
  const items: Shown[] = [
    ...slides.slides.map((s) => ({ id: s.id, name: s.name, url: s.url, board: null })),
    ...(slides.boards ?? []).map((b) => ({ id: -b.series, name: b.name, url: null, board: b })),
  ]
  if (items.length === 0) return null
  if (clock.status !== 'running') return null
  if (!clock.by_eliminations && remaining <= LAST_MINUTE_MS) return null
  const each = slides.show.seconds * 1000
  const n = items.length
  if (clock.on_break) {
    if (!slides.show.breaks) return null
    return items[Math.floor(serverNow / each) % n]
  }
  if (!slides.show.during_play) return null
  if (serverNow % PLAY_EVERY_MS >= each) return null
  return items[Math.floor(serverNow / PLAY_EVERY_MS) % n]
}

/** An image file fitted to a TV (at most 1920x1080, aspect kept) as base64 JPEG or PNG
 *  (PNG when the picture has transparency), for the upload. */
export async function fitForScreen(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, 1920 / bitmap.width, 1080 / bitmap.height)
  const w = Math.max(1, Math.round(bitmap.width * scale))
  const h = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = w
  canvas.height = h
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error(t('slides-cannot-draw'))
  ctx.drawImage(bitmap, 0, 0, w, h)
  const png = file.type === 'image/png' || file.type === 'image/gif' || file.type === 'image/webp'
  let url = canvas.toDataURL(png ? 'image/png' : 'image/jpeg', 0.88)
  // A photo saved as PNG can be large: a JPEG of it is a fraction of the size.
  if (png && url.length > 1_400_000) {
    const flat = document.createElement('canvas')
    flat.width = w
    flat.height = h
    const f = flat.getContext('2d')!
    f.fillStyle = '#000'
    f.fillRect(0, 0, w, h)
    f.drawImage(canvas, 0, 0)
    url = flat.toDataURL('image/jpeg', 0.88)
  }
  return url.slice(url.indexOf(',') + 1)
}
