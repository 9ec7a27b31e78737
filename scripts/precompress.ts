// Brotli and gzip copies of the built text files (`app.js` → `app.js.br`, `app.js.gz`), made once at
// build time, so the server sends compressed bytes without compressing on each request
// (@fastify/static `preCompressed: true` in server/app.ts picks the variant the browser accepts).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/
// Below about one TCP packet compression saves nothing worth a second file.
const MIN_BYTES = 1024

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` worth compressing; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => compressible.test(f))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return
      const source = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
      written += 1
    }),
  )
  return written
}

/**
 * Vite plugin: precompresses the output directory once the build, the service worker included
 * (vite-plugin-pwa writes it in its own sequential closeBundle), is written. Example:
 * `plugins: [react(), VitePWA(…), precompress()]`.
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'hemis:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const count = await precompressDir(outDir)
        this.info(`${count} files precompressed (.br, .gz)`)
      },
    },
  }
}
