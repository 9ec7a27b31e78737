// Backups of either database, as files an operator keeps: PostgreSQL through pg_dump's custom format
// (restored with pg_restore), PGlite as a consistent gzipped tarball of its data directory taken by
// PGlite itself (`dumpDataDir`), so it must not be open in a running server at the time.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'

export type Target = { url: string } | { dataDir: string }

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.error) throw new Error(`${command}: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`)
}

export async function backup(target: Target, file: string) {
  if ('url' in target) return run('pg_dump', ['--format=custom', `--file=${file}`, target.url])
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(target.dataDir)
  try {
    const dump = await db.dumpDataDir('gzip')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  } finally {
    await db.close()
  }
}

/** Restores into an empty database (PostgreSQL) or a new, empty data directory (PGlite). */
export async function restore(target: Target, file: string) {
  if ('url' in target)
    return run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.url}`, file])
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0)
    throw new Error(`${target.dataDir} is not empty: restore into a new data directory`)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(target.dataDir, { loadDataDir: new Blob([readFileSync(file)]) })
  await db.close()
}
