// Which records an import may update, for every register (students, staff): the device's copy of a
// campus's register, or a search on the server for each number of the file.
import { levelOf, roleOf } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import { connectivity } from '../../offline/connectivity'
import { appDb } from '../../offline/db'
import { downloadRegister } from '../../offline/register-download'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'
import type { ExistingRecords } from './import-spec'
import type { Existing } from './plan-import'

/** The registers paged on the server, which keep a campus's copy on its devices. */
type RegisterName = 'student' | 'employee'

/** Searches on the server at once (a commission user's import looks each number up). */
const SEARCHES = 6
/** What the server's `q` takes: a registration or roll number. */
const searchable = (n: string) => n.length <= 60 && /^[0-9A-Za-z/-]+$/u.test(n)

/** The records this device keeps (the campus's register, and those entered here not yet sent). */
export const onDevice = async (user: SessionUser, entity: string): Promise<Existing[]> =>
  appDb()
    .records.where('[scope+entity]')
    .equals([scopeOf(user), entity])
    .toArray()

/**
 * The records of a register a file may update (`ImportSpec.existing`). A campus keeps its whole
 * register on the device: it is read again first when online, so records imported a minute ago are
 * found. Other writers (a university, the commission) keep no register, so each identifying number
 * of the file (a registration, roll or employee code) is searched on the server. Offline, the
 * device's copy is all there is, and the preview says so.
 */
export const existingRecords =
  (entity: RegisterName) =>
  async (
    user: SessionUser,
    numbers: readonly string[],
    onProgress: (done: number, total: number) => void,
  ): Promise<ExistingRecords> => {
    const port = ports.get(entity)
    if (connectivity.get().online === false || !port?.page)
      return { records: await onDevice(user, entity), source: 'offline' }
    try {
      if (levelOf(roleOf(user)) === 'college') {
        await downloadRegister(appDb(), port, scopeOf(user), onProgress)
        return { records: await onDevice(user, entity), source: 'device' }
      }
      const queue = numbers.filter(searchable)
      const found = new Map<number, Existing>()
      let done = 0
      const search = async () => {
        for (let q = queue.shift(); q !== undefined; q = queue.shift()) {
          const page = await port.page!({ q, limit: 100 })
          for (const row of page.items)
            found.set(row.id, { key: String(row.id), id: row.id, version: row.version, data: row })
          onProgress(++done, numbers.length)
        }
      }
      await Promise.all(Array.from({ length: SEARCHES }, search))
      return { records: [...(await onDevice(user, entity)), ...found.values()], source: 'server' }
    } catch {
      connectivity.reportUnreachable()
      return { records: await onDevice(user, entity), source: 'offline' }
    }
  }
