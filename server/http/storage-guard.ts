// Writes on a nearly full disk are refused before they start (decision 0327). PGlite that finds no
// room for a new write-ahead-log file fails that write and then never answers again (measured: the
// next query spun one core for the five minutes it was given), so while less than `minFreeBytes`
// are free on its data directory's disk every write answers 507, and reads go on; once space returns
// writes are taken again. PostgreSQL answers a full disk itself (53100 → 507, database-errors.ts).
import { statfs } from 'node:fs/promises'
import type { FastifyRequest } from 'fastify'
import { problems } from '../problems.ts'

/** Four write-ahead-log segments (16 MB each) above the largest body a request may carry. */
export const minFreeBytes = 64 * 1024 * 1024

const reads = new Set(['GET', 'HEAD', 'OPTIONS'])

/** An onRequest hook that answers a write 507 while `dataDir`'s disk has under `minFreeBytes`. */
export function storageGuard(dataDir: string) {
  return async (request: FastifyRequest) => {
    if (reads.has(request.method)) return
    // One statfs call, a few microseconds: checked at every write, so a burst cannot overrun it.
    const { bavail, bsize } = await statfs(dataDir)
    if (bavail * bsize < minFreeBytes) throw problems.storageFull()
  }
}
