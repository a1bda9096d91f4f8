// Whether an address the console shows (a display link, a pairing code) can be opened
// from another device: not when it names this computer itself (127.0.0.1, localhost,
// ::1), nor while Felt listens on this computer alone.

import { t } from './i18n.svelte'

const loopback = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127\./.test(host)

/** Why another device cannot open `base`, in words; null when it can. */
export function unreachable(base: string, lan: boolean): string | null {
  let host: string
  try {
    host = new URL(base).hostname
  } catch {
    return t('reach-not-an-address', { address: base })
  }
  if (loopback(host)) return t('reach-this-computer', { host })
  if (!lan) return t('reach-not-on-lan')
  return null
}
