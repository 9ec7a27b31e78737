#!/usr/bin/env node
// Bundle budget, run by `npm test` right after the build: the JavaScript a first visit of each route
// fetches, gzip-compressed, stays within budget (exact byte counts of the build output, not timings).
// Over budget: route splitting, importing single icons rather than whole packs, and no moment-style
// date library are the usual cures.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeLoads } from './bundle-graph.mjs'

const KB = 1000
const budgets = { login: 170 * KB, anyRoute: 350 * KB }
// Dynamic imports of the entry that the shell does not fetch at start, with the URLs whose first
// visit fetches them before the screen is usable. Any other dynamic import of the entry counts for
// every route (workbox-window too, although it loads only after the load event).
const onDemand = {
  // src/app/lazy-notifications.tsx mounts the toast host with the first toast.
  'src/app/notifications-host.tsx': [],
  // The catch-all's beforeLoad (src/routes/$.tsx) reads the page tables of spec §2.
  'src/lib/navigation/known-pages.ts': ['/$'],
  // src/lib/i18n/locale-choice.ts loads the Nepali core words only when Nepali is chosen; the
  // budget is the English first visit's (issue 17).
  'src/lib/i18n/compiled/core.ne.gen.ts': [],
}
const dist = 'dist'

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
const gzipped = new Map()
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length)
  return gzipped.get(file)
}

const routes = routeLoads(manifest, { onDemand })
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
if (over.length) {
  console.error(`\nOver the JavaScript budget:\n${over.join('\n')}`)
  process.exit(1)
}
console.log('\nEvery route is within its JavaScript budget.')
