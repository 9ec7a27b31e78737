#!/usr/bin/env node
// Bundle budget, run by `npm test` right after the build: the JavaScript a first visit of each route
// fetches, gzip-compressed, stays within budget (exact byte counts of the build output, not timings).
// Over budget: route splitting, importing single icons rather than whole packs, and no moment-style
// date library are the usual cures. The service worker's install (the files it precaches before it
// takes over, on a first visit beside the page's own downloads) stays under 2 MB.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { AFTER_PAINT as afterPaint, ON_DEMAND as onDemand } from './app-chunks.mjs'
import { routeLoads } from './bundle-graph.mjs'
import { dashboardStyleProblems } from './dashboard-styles.mjs'

const KB = 1000
// Any route 353 kB: the form kit every record's form loads grew by a duplicate's field and the wait
// for a create's answer (decision 0409), a file checked as it is chosen and a BS calendar back to
// 1970 (0410, 0411): the heaviest routes (an outcome's form for one student) reached 350.2 kB; then
// the kit's words for acting on many rows and the confirmation row a student's verification page
// now shares with Student Enrollment's, and the outbox's submit of many (0421), took it to 352.6 kB.
// Then each area's Nepali words left the screens for one file a Nepali start loads (0423): the
// verification page 339.9 kB, the heaviest route 342.9 kB; the budget keeps most of that.
const budgets = { login: 171 * KB, anyRoute: 348 * KB, precache: 2000 * KB }
const dist = 'dist'

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const gzipped = new Map()
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length)
  return gzipped.get(file)
}

const routes = routeLoads(manifest, { onDemand, afterPaint })
const kb = (bytes) => (bytes / KB).toFixed(1).padStart(7)
const over = []
console.log(
  `${'route (file)'.padEnd(60)} ${'files'.padStart(5)} ${'JS gzip kB'.padStart(10)}  budget kB`,
)
for (const { url, source, files } of routes) {
  const total = [...files].reduce((n, f) => n + sizeOf(f), 0)
  const budget = url === '/login' ? budgets.login : budgets.anyRoute
  console.log(
    `${`${url} (${source.replace('src/routes/', '')})`.padEnd(60)} ${String(files.size).padStart(5)} ${kb(total)}     ${kb(budget)}`,
  )
  if (total > budget) over.push(`${url}: ${kb(total).trim()} kB gzip > ${kb(budget).trim()} kB`)
}
if (!routes.some((r) => r.url === '/login')) over.push('no /login route in the build')

// The service worker's install: the files of its injected list not marked `deferred`
// (scripts/precache-split.ts), at their size on disk, as Cache Storage holds them.
const injected = [
  ...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(
    /\{("deferred":true,)?"revision":[^,]+,"url":"([^"]+)"\}/g,
  ),
]
const installed = injected.filter(([, deferred]) => !deferred).map(([, , url]) => url)
if (!installed.includes('index.html')) over.push('no precache list found in dist/sw.js')
const byKind = {}
for (const url of installed) {
  const kind = url.split('.').pop()
  byKind[kind] = (byKind[kind] ?? 0) + statSync(join(dist, url)).size
}
const precached = Object.values(byKind).reduce((a, b) => a + b, 0)
console.log(
  `\nPrecached at install: ${installed.length} of ${injected.length} files, ${kb(precached).trim()} kB ` +
    `(${Object.entries(byKind)
      .map(([kind, bytes]) => `${kind} ${kb(bytes).trim()}`)
      .join(', ')}); budget ${kb(budgets.precache).trim()} kB`,
)
if (precached > budgets.precache)
  over.push(`precache: ${kb(precached).trim()} kB > ${kb(budgets.precache).trim()} kB`)
// The dashboard's subset of Mantine's styles covers its code (decision 0349).
over.push(...dashboardStyleProblems(dist))
if (over.length) {
  console.error(`\nOver budget:\n${over.join('\n')}`)
  process.exit(1)
}
console.log('\nEvery route and the precache are within budget.')
