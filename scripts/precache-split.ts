// The service worker's install precaches what the first screens need; every other built file is
// marked `deferred` in the injected list and cached once the first visit has settled (sw/sw.ts,
// decision 0336). On a slow line, a first visit's install no longer downloads every screen of the
// app beside the sign-in page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ManifestTransform } from 'workbox-build'
import { AFTER_PAINT, FIRST_SCREENS, ON_DEMAND } from './app-chunks.mjs'
import { firstScreenFiles, type ViteManifest } from './bundle-graph.mjs'

/** Fonts wait whatever screen names them: the Devanagari font is 100 kB (decision 0109). */
const alwaysDeferred = /\.woff2$/

export function deferNonFirstScreens(dist: string): ManifestTransform {
  return (entries) => {
    const path = join(dist, '.vite', 'manifest.json')
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as ViteManifest
    const first = firstScreenFiles(manifest, {
      onDemand: ON_DEMAND,
      afterPaint: AFTER_PAINT,
      screens: FIRST_SCREENS,
    })
    // Outside assets/: the shell's page, icons and web manifest, always precached.
    const deferred = (url: string) =>
      alwaysDeferred.test(url) || (url.startsWith('assets/') && !first.has(url))
    return {
      manifest: entries.map((entry) =>
        deferred(entry.url) ? { ...entry, deferred: true } : entry,
      ),
      warnings: [],
    }
  }
}
