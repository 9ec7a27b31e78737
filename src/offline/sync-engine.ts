// The sender: drains the outbox of the signed-in user, one tab at a time (Web Locks), in order
// per record, and turns each answer into synced, retry later, paused, conflict or rejected.
import { backoffMs } from './backoff'
import { classifyFailure, needsChangeRequest, problemOf, type FailureKind } from './classify'
import type { HemisDb, Json, OutboxProblem, OutboxRow } from './db'
import { commitBulk } from './commit-bulk'
import { outboxOf } from './outbox'
import { commitSuccess } from './commit-success'
import { headsOf } from './heads'
import { rebased } from './rebase'
import type { ServerRow, SyncPort } from './sync-port'

export type SyncOutcome =
  | { kind: 'synced'; row: OutboxRow; server?: ServerRow }
  | { kind: 'conflict' | 'rejected'; row: OutboxRow; problem: OutboxProblem }

export type SyncProgress = { running: boolean; done: number; total: number }

export type SyncEngineOptions = {
  db: HemisDb
  ports: ReadonlyMap<string, SyncPort>
  /** The signed-in user; `tokenString` tells a new sign-in of the same user (decision 0403). */
  currentUser: () => { id: number; tokenString?: string } | null
  onOutcome?: (outcome: SyncOutcome) => void
  onProgress?: (progress: SyncProgress) => void
  /** The server did not answer: connectivity probes again. */
  onOffline?: () => void
  /** A 401: the queue pauses until `resume()` (after the user signs in again). */
  onPaused?: () => void
  /** Whether the server answers now (a probe): a "Sync now" with nothing to send asks it. */
  reachable?: () => Promise<boolean>
  lockName?: string
  now?: () => number
  random?: () => number
  /** How long a request may go unanswered before it is given up and retried (`answerLimitMs`). */
  answerLimitMs?: (row: OutboxRow) => number
}

/**
 * How long a send may go unanswered: a minute, and a file's time at 5 kB/s on top (a 2 MB photo:
 * 7 minutes). A request that never answers (a line that dropped mid-request) held the whole
 * outbox, and "Sync now" with it; given up, it is retried with its key like a 503, and the other
 * records' rows go on meanwhile (decision 0386).
 */
export function answerLimitMs(row: OutboxRow): number {
  const file = row.op === 'upload' ? (row.payload as { file?: Blob }).file : undefined
  return 60_000 + (file ? file.size / 5 : 0)
}

/** `rebased`: refused as stale over fields it does not touch, and queued again by itself. */
type SendResult = 'synced' | 'parked' | 'rebased' | FailureKind

/** In one process without Web Locks (Node tests, benchmarks) a promise chain stands in. */
function localLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(run: () => Promise<T>): Promise<T> => {
    const next = tail.then(run, run)
    tail = next.catch(() => undefined)
    return next
  }
}

export function createSyncEngine(options: SyncEngineOptions) {
  const { db, ports, currentUser } = options
  const now = options.now ?? Date.now
  const lockName = options.lockName ?? 'hemis-outbox-sender'
  const fallbackLock = localLock()
  const withLock = <T>(run: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(lockName, run)
      : fallbackLock(run)

  let paused = false
  let active: Promise<void> | null = null
  let again = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let progress: SyncProgress = { running: false, done: 0, total: 0 }

  const report = (next: SyncProgress) => {
    progress = next
    options.onProgress?.(progress)
  }

  async function send(row: OutboxRow, port: SyncPort): Promise<ServerRow> {
    if (row.op === 'create') return port.create(row.payload, { idempotencyKey: row.opId })
    if (row.op === 'upload') {
      const { field, file } = row.payload as { field: string; file: Blob }
      if (!port.upload) throw new Error(`${row.entity} takes no files`)
      return port.upload(Number(row.entityId), field, file, {
        idempotencyKey: row.opId,
        ifMatch: row.baseVersion ?? undefined,
      })
    }
    return port.update(Number(row.entityId), row.payload, {
      idempotencyKey: row.opId,
      ifMatch: row.baseVersion ?? undefined,
    })
  }

  async function park(row: OutboxRow, kind: 'conflict' | 'rejected', error: unknown) {
    const problem = problemOf(error)
    // Sent again over a stale answer (rebase.ts), then refused for another reason (the record was
    // verified meanwhile): the record that answer carried still shows as theirs on /sync. Not for
    // a duplicate, whose "theirs" is the other record.
    if (problem.existingId === undefined) problem.current ??= row.lastProblem?.current
    await db.transaction('rw', db.outbox, db.records, async () => {
      await db.outbox.update(row.seq!, {
        status: kind,
        attempts: row.attempts + 1,
        lastProblem: problem,
      })
      // Verified meanwhile: the device says so (its page offers no edit the server would refuse)
      // while this edit waits on /sync to be proposed as a change request. The state is the
      // server's alone, so no value typed here is lost.
      if (needsChangeRequest({ op: row.op, lastProblem: problem })) {
        const key: [string, string, string] = [row.scope, row.entity, row.entityId]
        const kept = await db.records.get(key)
        if (kept) {
          await db.records.put({ ...kept, data: { ...kept.data, verificationState: 'verified' } })
        }
      }
    })
    options.onOutcome?.({ kind, row: { ...row, status: kind, lastProblem: problem }, problem })
  }

  /**
   * Sends a row; the answer's local commit is queued in `commits`, unless the send was given up
   * (`wanted` false: it is being sent again, and that send's answer is the one committed).
   */
  async function deliver(row: OutboxRow, port: SyncPort, wanted: () => boolean): Promise<void> {
    if (row.op === 'bulk') {
      const { kind, body } = row.payload as { kind: string; body: Json }
      if (!port.bulk) throw new Error(`${row.entity} has no bulk operations`)
      const answer = await port.bulk(kind, body, { idempotencyKey: row.opId })
      if (!wanted()) return
      commits.push(
        commitBulk(db, row, answer).then((problem) =>
          options.onOutcome?.(
            problem
              ? {
                  kind: 'rejected',
                  row: { ...row, status: 'rejected', lastProblem: problem },
                  problem,
                }
              : { kind: 'synced', row },
          ),
        ),
      )
      return
    }
    const server = await send(row, port)
    if (!wanted()) return
    // The local commit overlaps the next request: heads of one pass are different records, and
    // a commit lost to a crash only means a resend with the same key, which the server replays.
    commits.push(
      commitSuccess(db, row, server, port.sortKey).then(() =>
        options.onOutcome?.({ kind: 'synced', row, server }),
      ),
    )
  }

  async function sendOne(row: OutboxRow): Promise<SendResult> {
    const port = ports.get(row.entity)
    if (!port) return 'rejected'
    let givenUp = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const limit = (options.answerLimitMs ?? answerLimitMs)(row)
    try {
      await Promise.race([
        deliver(row, port, () => !givenUp),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => {
            givenUp = true
            reject(new Error(`No answer within ${limit} ms`))
          }, limit)
        }),
      ])
    } catch (error) {
      const kind = classifyFailure(error)
      const again = kind === 'conflict' ? rebased(row, problemOf(error), port) : null
      if (again) {
        await db.outbox.put(again)
        return 'rebased'
      }
      if (kind === 'conflict' || kind === 'rejected') {
        await park(row, kind, error)
        return 'parked'
      }
      if (kind === 'auth') return 'auth'
      await db.outbox.update(row.seq!, {
        attempts: row.attempts + 1,
        nextAttemptAt: now() + backoffMs(row.attempts + 1, options.random),
        lastProblem: problemOf(error),
      })
      return kind
    } finally {
      clearTimeout(timer)
    }
    return 'synced'
  }

  let commits: Promise<void>[] = []
  async function settleCommits() {
    const waiting = commits
    commits = []
    await Promise.all(waiting)
  }

  /** Every edit of the user's has reached the server, as of now: the header's "Last sync". */
  const markSynced = (userId: number) =>
    db.meta.put({ key: `lastSync:${userId}`, value: { at: new Date(now()).toISOString() } })

  /** Sends every ready head row; passes repeat while rows get through (each unblocks the next). */
  async function drain(): Promise<void> {
    const user = currentUser()
    if (!user || paused) return
    const initial = (await outboxOf(db, user.id)).filter((r) => r.status === 'pending')
    if (initial.length === 0) return
    let done = 0
    report({ running: true, done, total: initial.length })
    try {
      for (let progressed = true; progressed && !paused;) {
        progressed = false
        await settleCommits()
        // Heads are taken once a pass, in `seq` order: a row behind one that failed, or was sent
        // again over a stale answer, waits for a later pass (and for that one to get through).
        for (const row of headsOf(await outboxOf(db, user.id))) {
          if (row.status !== 'pending' || row.nextAttemptAt > now()) continue
          const result = await sendOne(row)
          // Sent again by the next pass.
          if (result === 'rebased') progressed = true
          if (result === 'synced' || result === 'parked') {
            progressed = true
            report({ running: true, done: ++done, total: Math.max(initial.length, done) })
          }
          // No answer, and the server answers a probe: the line is up and only this request
          // fails (a proxy that resets it). It is this row's failed attempt, backed off as a 503
          // is, and the pass goes on; saying offline here made connectivity's probe say online
          // at once, and "back online" sent the row again at once (decision 0402).
          if (result === 'offline' && !(await options.reachable?.())) {
            options.onOffline?.()
            return
          }
          if (result === 'auth') {
            // Sent with a token signed in over since: the new one is tried before pausing.
            if (currentUser()?.tokenString !== user.tokenString) {
              again = true
              return
            }
            paused = true
            options.onPaused?.()
            return
          }
        }
      }
      await settleCommits()
      // Rows still waiting (backed off, or behind a parked row of their record) have not reached
      // the server. A parked row has, and was answered: it waits for a person, shown on its own.
      const waiting = (await outboxOf(db, user.id)).some((r) => r.status === 'pending')
      if (!waiting) await markSynced(user.id)
    } finally {
      await settleCommits()
      report({ running: false, done, total: progress.total })
      await scheduleRetry(user.id)
    }
  }

  /** Wakes the sender when the earliest backed-off row is due. */
  async function scheduleRetry(userId: number) {
    clearTimeout(retryTimer)
    if (paused) return
    const waiting = (await outboxOf(db, userId)).filter((r) => r.status === 'pending')
    if (waiting.length === 0) return
    const due = Math.min(...waiting.map((r) => r.nextAttemptAt))
    retryTimer = setTimeout(() => void requestDrain(), Math.max(50, due - now()))
  }

  /** Starts a drain, or marks that one more is wanted if one is already running or waiting. */
  function requestDrain(): Promise<void> {
    if (active) {
      again = true
      return active
    }
    active = (async () => {
      do {
        again = false
        await withLock(drain)
      } while (again)
    })().finally(() => {
      active = null
    })
    return active
  }

  /** "Sync now", or the server is back: backed-off rows are due at once. */
  async function retryNow(): Promise<void> {
    const user = currentUser()
    if (user) {
      await db.outbox
        .where('userId')
        .equals(user.id)
        .modify((row) => {
          row.nextAttemptAt = 0
        })
      // Nothing to send and the server answers: the device is in sync now, though it sent nothing
      // (the header said "never" after every "Sync now" of a device with no edits).
      const pending = (await outboxOf(db, user.id)).some((r) => r.status === 'pending')
      if (!pending && (await options.reachable?.())) await markSynced(user.id)
    }
    return requestDrain()
  }

  return {
    requestDrain,
    retryNow,
    /** After a new sign-in: a 401-paused queue sends again. */
    resume(): Promise<void> {
      paused = false
      return retryNow()
    },
    isPaused: () => paused,
    progress: () => progress,
    stop() {
      clearTimeout(retryTimer)
      paused = true
    },
  }
}
