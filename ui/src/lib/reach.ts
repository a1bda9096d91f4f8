// Whether an address the console shows (a display link, a pairing code) can be opened
// from another device: not when it names this computer itself (127.0.0.1, localhost,
// ::1), nor while Felt listens on this computer alone.

const loopback = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || host === '::1' || /^127\./.test(host)

/** Why another device cannot open `base`, in words; null when it can. */
export function unreachable(base: string, lan: boolean): string | null {
  let host: string
  try {
    host = new URL(base).hostname
  } catch {
    return `${base} is not an address another device can open.`
  }
  if (loopback(host)) return `${host} is this computer itself: a phone or TV cannot open it.`
  if (!lan) return 'Felt answers this computer alone until it is open to the LAN.'
  return null
}
