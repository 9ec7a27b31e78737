// Online means our server answered, not `navigator.onLine` (a captive portal or a dead API is
// "online" to the browser). The health probe runs at start, on the browser's online/offline
// events, after a failed send, and every 20 s while offline.
import { classifyFailure } from './classify'

type Listener = () => void

const PROBE_TIMEOUT_MS = 5_000
const OFFLINE_PROBE_MS = 20_000

export type Connectivity = { online: boolean | null; checkedAt: string | null }

let state: Connectivity = { online: null, checkedAt: null }
const listeners = new Set<Listener>()
let timer: ReturnType<typeof setInterval> | undefined
let healthUrl = '/api/health'

function set(online: boolean) {
  const changed = state.online !== online
  state = { online, checkedAt: new Date().toISOString() }
  if (changed) for (const listener of listeners) listener()
}

export const connectivity = {
  get: (): Connectivity => state,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },

  /** Asks the server; resolves to whether it answered. */
  async probe(): Promise<boolean> {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      set(false)
      return false
    }
    try {
      const response = await fetch(healthUrl, {
        cache: 'no-store',
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      })
      // The browser went offline while the answer was on its way: its 'offline' event came first
      // and said so, and an answer from before must not say online over it.
      set(response.ok && navigator.onLine !== false)
    } catch {
      set(false)
    }
    return state.online === true
  },

  /**
   * A request failed: offline if it had no answer (a 404 or a 403 is an answer, and says nothing
   * of the line).
   */
  reportFailure(failure: unknown): void {
    if (classifyFailure(failure) === 'offline') connectivity.reportUnreachable()
  },

  /** A request failed for want of an answer: say offline now, and confirm with a probe. */
  reportUnreachable(): void {
    set(false)
    void connectivity.probe()
  },

  /** Starts the probes (once per page). */
  start(url = '/api/health'): void {
    if (timer) return
    healthUrl = url
    window.addEventListener('online', () => void connectivity.probe())
    window.addEventListener('offline', () => set(false))
    timer = setInterval(() => {
      if (state.online !== true) void connectivity.probe()
    }, OFFLINE_PROBE_MS)
    void connectivity.probe()
  },
}
