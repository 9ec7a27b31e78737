// Committing a planned import: its rows to send in chunks of 500, each chunk one bulk row of the
// outbox (its own Idempotency-Key, decision 0107), queued one after another. Online, the next chunk
// is queued while one is being sent (two at most, decision 0334), so the bar shows rows the server
// has taken and a cancel stops before the next chunk, with everything queued before it kept and
// counted. Offline, or when the connection drops, the remaining chunks are queued at once and sent
// when the server can be reached.
import { cutText, withoutBadText } from '../../../common/text-rule'
import { connectivity } from '../../offline/connectivity'
import { appDb, type Json } from '../../offline/db'
import { queueBulk } from '../../offline/edit-actions'
import { syncStatus } from '../../offline/sync-runtime'
import type { PlannedRow } from './plan-import'
import { CHUNK_ROWS } from './sheet'

/** A bulk row as `POST /<List>/Bulk` takes it: a new record, or an edit of `id` at `version`. */
export type BulkRow = { key: string; id?: number; version?: number; fields: Json }

/**
 * The rows to send, in chunks. A new record's key names its row and record (`12: Sita Sharma`), so
 * /sync can say which row the server refused (cut whole characters at a time, and without the
 * characters no text holds, as the server refuses a request with one anywhere); an edit's key is
 * the record's id, as /sync looks its name up on the device.
 */
export function chunksOf(rows: readonly PlannedRow[], size = CHUNK_ROWS): BulkRow[][] {
  const sent = rows
    .filter((r) => r.outcome === 'new' || r.outcome === 'changed')
    .map((r): BulkRow =>
      r.id === undefined
        ? { key: cutText(withoutBadText(`${r.n}: ${r.name}`), 100), fields: r.fields ?? {} }
        : {
            key: String(r.id),
            id: r.id,
            ...(r.version ? { version: r.version } : {}),
            fields: r.fields ?? {},
          },
    )
  const chunks: BulkRow[][] = []
  for (let i = 0; i < sent.length; i += size) chunks.push(sent.slice(i, i + size))
  return chunks
}

export type CommitProgress = {
  /** Rows queued so far, and of them answered by the server. */
  queued: number
  done: number
  /** Rows the server did not apply (listed on /sync). */
  notApplied: number
  total: number
  /** Chunks left on the device to be sent when the server can be reached. */
  waiting: boolean
}

/** The import the chunks belong to, for the server's log (decision 0325); `chunks` is added here. */
export type ImportInfo = {
  id: string
  fileName: string
  fileRows: number
  invalidRows: number
}

export type CommitOptions = {
  entity: string
  kind: string
  scope: string
  chunks: readonly BulkRow[][]
  /** Sent with every chunk, so the server sums the import's outcomes in its log. */
  info: ImportInfo
  /** The outbox's name of chunk `i` ("Import students: rows 1–500 of 1,200"). */
  label: (index: number, first: number, last: number) => string
  onProgress: (progress: CommitProgress) => void
  /** Asked before each chunk: true stops the import there. */
  stopped: () => boolean
  /** How often the outbox is looked at while a chunk is sent, besides at each of the sender's outcomes. */
  pollMs?: number
}

type Settled = 'applied' | 'parked' | 'offline'

/**
 * Resolves at the sender's next outcome (a chunk answered and committed on the device) or after
 * `ms`, whichever is first: the chunk's end is seen at once, and a change the sender does not
 * announce (the connection dropping) at the next look.
 */
function nextOutcome(ms: number) {
  let stop = () => {}
  const promise = new Promise<void>((resolve) => {
    const unsubscribe = syncStatus.onOutcome(() => stop())
    const timer = setTimeout(() => stop(), ms)
    stop = () => {
      unsubscribe()
      clearTimeout(timer)
      resolve()
    }
  })
  return { promise, stop }
}

/** Waits until the chunk left the outbox (applied), was parked (some rows not applied), or waits offline. */
async function settle(scope: string, entity: string, key: string, size: number, pollMs: number) {
  for (;;) {
    // Listening before looking: an outcome between the look and the wait is not missed.
    const next = nextOutcome(pollMs)
    const row = await appDb()
      .outbox.where('[scope+entity+entityId]')
      .equals([scope, entity, key])
      .first()
    let settled: { settled: Settled; notApplied: number } | undefined
    if (!row) settled = { settled: 'applied', notApplied: 0 }
    else if (row.status !== 'pending')
      // A request refused whole (a 4xx) lists no rows: none of them was applied.
      settled = { settled: 'parked', notApplied: row.lastProblem?.rows?.length ?? size }
    else if (connectivity.get().online === false) settled = { settled: 'offline', notApplied: 0 }
    if (settled) {
      next.stop()
      return settled
    }
    await next.promise
  }
}

/**
 * Chunks on the device at once while online: the next is queued while one is sent, so the sender
 * starts it the moment the answer before is in, and the server is never idle waiting for the page.
 */
const AHEAD = 2

/** Queues the chunks as described above; resolves with the last progress and whether it stopped. */
export async function commitChunks(options: CommitOptions) {
  const { entity, kind, scope, chunks, pollMs = 300 } = options
  const total = chunks.reduce((n, c) => n + c.length, 0)
  const progress: CommitProgress = { queued: 0, done: 0, notApplied: 0, total, waiting: false }
  let stopped = false
  // Chunks queued and not yet answered, oldest first: answered in the order they were queued.
  const sending: { size: number; settling: ReturnType<typeof settle> }[] = []
  const settleOldest = async () => {
    const { size, settling } = sending.shift()!
    const { settled, notApplied } = await settling
    if (settled === 'offline') progress.waiting = true
    else {
      progress.done += size
      progress.notApplied += notApplied
    }
    options.onProgress({ ...progress })
  }
  for (const [i, rows] of chunks.entries()) {
    if (options.stopped()) {
      stopped = true
      break
    }
    const label = options.label(i, progress.queued + 1, progress.queued + rows.length)
    const key = await queueBulk(
      entity,
      kind,
      { import: { ...options.info, chunks: chunks.length }, rows },
      label,
    )
    progress.queued += rows.length
    options.onProgress({ ...progress })
    if (progress.waiting) continue
    sending.push({ size: rows.length, settling: settle(scope, entity, key, rows.length, pollMs) })
    if (sending.length >= AHEAD) await settleOldest()
  }
  // A cancel lets the chunk already queued finish: the count said at the end includes it.
  while (sending.length > 0) await settleOldest()
  return { progress, stopped }
}
