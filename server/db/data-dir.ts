// A PGlite data directory the server can use, checked before PGlite opens it: PGlite given a file,
// a read-only folder or another program's files fails late and obscurely, or waits forever.
import { accessSync, constants, existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

/** Why `dir` cannot hold the database, in one line naming it, or null when it can. */
export function dataDirProblem(dir: string): string | null {
  const path = resolve(dir)
  const say = (cause: string) => `HEMIS_DATA_DIR ${path}: ${cause}`
  if (path === '/proc' || path.startsWith('/proc/') || path.startsWith('/sys/'))
    return say('is inside a kernel file system; choose a folder on a disk.')
  if (!existsSync(path)) {
    // PGlite creates it; its nearest existing parent must be a writable folder.
    let parent = dirname(path)
    while (!existsSync(parent)) parent = dirname(parent)
    if (!statSync(parent).isDirectory()) return say(`${parent} is a file, not a folder.`)
    return writable(parent) ? null : say(`cannot create it: ${parent} is not writable.`)
  }
  if (!statSync(path).isDirectory()) return say('is a file, not a folder.')
  if (!writable(path)) return say('is not writable by this process.')
  const entries = readdirSync(path)
  if (entries.length > 0 && !entries.includes('PG_VERSION'))
    return say('is not empty and holds no PostgreSQL data (no PG_VERSION); choose an empty folder.')
  return null
}

function writable(path: string) {
  try {
    accessSync(path, constants.W_OK | constants.X_OK)
    return true
  } catch {
    return false
  }
}
