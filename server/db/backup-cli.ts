// `npm run backup -- <file>` and `npm run restore -- <file>`: the database HEMIS would open with the
// same environment (DATABASE_URL, else HEMIS_DATA_DIR). A PGlite data directory must not be in use
// by a running server (stop it first); PostgreSQL is dumped while it runs.
import { backup, restore } from './backup.ts'
import { readConfig } from '../config.ts'

const [action, file] = process.argv.slice(2)
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('usage: npm run backup -- <file> | npm run restore -- <file>')
  process.exit(2)
}
const config = readConfig()
const target = config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir }
await (action === 'backup' ? backup : restore)(target, file)
console.log(
  `${action === 'backup' ? 'Backed up' : 'Restored'} ${'url' in target ? 'PostgreSQL' : config.dataDir} ${action === 'backup' ? 'to' : 'from'} ${file}`,
)
