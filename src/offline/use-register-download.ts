import { useEffect, useState } from 'react'
import { connectivity } from './connectivity'
import { appDb } from './db'
import {
  DOWNLOAD_EVERY_MS,
  downloadRegister,
  lastDownload,
  type DownloadState,
} from './register-download'
import { useScope } from './use-scope'
import { ports } from './sync-runtime'

const idle: DownloadState = { done: 0, total: 0, at: null, running: false }

// One walk per register and user at a time, whichever screens are open; they all hear it.
const states = new Map<string, DownloadState>()
const listeners = new Set<() => void>()
const running = new Set<string>()

function set(key: string, state: DownloadState) {
  states.set(key, state)
  for (const listener of listeners) listener()
}

async function start(entity: string, scope: string) {
  const key = `${scope}|${entity}`
  const port = ports.get(entity)
  if (running.has(key) || !port?.page) return
  running.add(key)
  const db = appDb()
  try {
    const last = await lastDownload(db, scope, entity)
    const at = last?.at ?? null
    if (at && Date.now() - Date.parse(at) < DOWNLOAD_EVERY_MS) {
      set(key, { done: last!.total, total: last!.total, at, running: false })
      return
    }
    set(key, { done: 0, total: last?.total ?? 0, at, running: true })
    await downloadRegister(db, port, scope, (done, total) =>
      set(key, { done, total, at, running: true }),
    )
    const kept = await lastDownload(db, scope, entity)
    set(key, {
      done: kept?.total ?? 0,
      total: kept?.total ?? 0,
      at: kept?.at ?? null,
      running: false,
    })
  } catch {
    connectivity.reportUnreachable()
    set(key, { ...(states.get(key) ?? idle), running: false })
  } finally {
    running.delete(key)
  }
}

/**
 * Keeps a campus's whole register on the device while its list is open (`enabled`), walked again
 * every 15 minutes online; what it says is shown as progress ("Keeping 300 of 1,200 …").
 */
export function useRegisterDownload(entity: string, enabled: boolean): DownloadState {
  const scope = useScope()
  const [, rerender] = useState(0)
  useEffect(() => {
    const listener = () => rerender((n) => n + 1)
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }, [])
  useEffect(() => {
    if (!enabled || !scope) return
    void start(entity, scope)
    const stop = connectivity.subscribe(() => {
      if (connectivity.get().online) void start(entity, scope)
    })
    return stop
  }, [enabled, scope, entity])
  return (scope && states.get(`${scope}|${entity}`)) || idle
}
