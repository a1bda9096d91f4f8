// The TD token: it arrives in the URL fragment (`#token=...`, which browsers never send
// to a server) from the desktop shell or a remote-control QR code, or is typed once. It
// is kept in localStorage and never put in a query string.

const KEY = 'felt.token'

/** Takes a token from the fragment (and removes it from the address bar), else storage. */
export function loadToken(): string | null {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash)
  if (m) {
    const token = decodeURIComponent(m[1])
    saveToken(token)
    history.replaceState(null, '', location.pathname + location.search)
    return token
  }
  return localStorage.getItem(KEY)
}

export function saveToken(token: string | null): void {
  if (token) localStorage.setItem(KEY, token.trim())
  else localStorage.removeItem(KEY)
}
