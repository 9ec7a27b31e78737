// `npm run bench` runs every benchmark; `npm run bench -- api` those whose name contains "api".
// Each prints a Markdown table; docs/performance.md keeps the latest figures.
import { cpus } from 'node:os'
import { apiBenchmark, apiOnPostgres } from './api.ts'
import { dashboardBenchmark, dashboardOnPostgres } from './dashboard.ts'
import { exportBenchmark } from './export.ts'
import { indexeddbReadsBenchmark } from './indexeddb-reads.ts'
import { lighthouseBenchmark } from './lighthouse.ts'
import { marksGridBenchmark } from './marks-grid.ts'
import { outboxBenchmark } from './outbox.ts'
import { pageAloneOnPostgres } from './page-alone.ts'
import { passRateBenchmark, passRateOnPostgres } from './pass-rate.ts'
import { peerBenchmark, peerOnPostgres } from './peer.ts'
import { promotionBenchmark, promotionOnPostgres } from './promotion.ts'
import { referenceCacheBenchmark } from './reference-cache.ts'
import { requestProfileOnPostgres } from './request-profile.ts'
import { sessionsBenchmark, sessionsOnPostgres } from './sessions.ts'
import { staffSummaryBenchmark, staffSummaryOnPostgres } from './staff-summary.ts'
import { startBenchmark } from './start.ts'
import { studentImportOnPostgres } from './student-import.ts'
import { syncMorningOnPostgres } from './sync-morning.ts'
import { studentsOfflineBenchmark } from './students-offline.ts'
import { studentsPagingBenchmark, studentsPagingOnPostgres } from './students-paging.ts'
import { subjectsScreenBenchmark } from './subjects-screen.ts'

const benchmarks: [string, () => Promise<void> | void][] = [
  ['api-pglite', () => apiBenchmark('PGlite')],
  ['api-postgres', apiOnPostgres],
  ['dashboard-pglite', () => dashboardBenchmark('PGlite')],
  ['dashboard-postgres', dashboardOnPostgres],
  ['export', exportBenchmark],
  ['indexeddb-reads', indexeddbReadsBenchmark],
  ['lighthouse', lighthouseBenchmark],
  ['marks-grid', marksGridBenchmark],
  ['outbox', outboxBenchmark],
  ['page-alone', pageAloneOnPostgres],
  ['pass-rate-pglite', () => passRateBenchmark('PGlite')],
  ['pass-rate-postgres', passRateOnPostgres],
  ['peer-pglite', () => peerBenchmark('PGlite')],
  ['peer-postgres', peerOnPostgres],
  ['promotion-pglite', () => promotionBenchmark('PGlite')],
  ['promotion-postgres', promotionOnPostgres],
  ['reference-cache', referenceCacheBenchmark],
  ['request-profile', requestProfileOnPostgres],
  ['sessions-pglite', () => sessionsBenchmark('PGlite')],
  ['sessions-postgres', sessionsOnPostgres],
  ['staff-summary-pglite', () => staffSummaryBenchmark('PGlite')],
  ['staff-summary-postgres', staffSummaryOnPostgres],
  ['start', startBenchmark],
  ['student-import', studentImportOnPostgres],
  ['students-offline', studentsOfflineBenchmark],
  ['students-paging-pglite', () => studentsPagingBenchmark('PGlite')],
  ['students-paging-postgres', studentsPagingOnPostgres],
  ['subjects-screen', subjectsScreenBenchmark],
  ['sync-morning', syncMorningOnPostgres],
]

const filters = process.argv.slice(2)
const chosen = benchmarks.filter(
  ([name]) => !filters.length || filters.some((f) => name.includes(f)),
)
if (!chosen.length) {
  console.error(
    `No benchmark matches ${filters.join(' ')}; there are ${benchmarks.map(([n]) => n).join(', ')}`,
  )
  process.exit(1)
}
if (!process.env.TEST_DATABASE_URL)
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`)
for (const [name, run] of chosen) {
  const started = Date.now()
  await run()
  console.log(`(${name}: ${((Date.now() - started) / 1000).toFixed(0)} s)`)
}
