// Calls to Felt's HTTP API: the operations generated from the server's own description
// (`operations.ts`, one typed function per route), over the one fetch of `http.ts`, which
// carries the token set once. Components call `api.name(...)` and never spell a path.

import * as operations from './operations'

export { ApiFailure, currentToken, setToken } from './http'
export type { NetworkInfo } from './types'

export const api = operations
