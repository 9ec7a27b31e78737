import type { FormValues } from '../../../components/entity-view/entity-view'
import type { ExistingRecords, ImportSpec } from '../../../components/import/import-spec'
import type { Existing } from '../../../components/import/plan-import'
import { formatNumber } from '../../../lib/format/local'
import { messages as kitEn } from '../../../lib/i18n/compiled/kit.en.gen'
import { messages as kitNe } from '../../../lib/i18n/compiled/kit.ne.gen'
import { messages as setupEn } from '../../../lib/i18n/compiled/setup.en.gen'
import { messages as setupNe } from '../../../lib/i18n/compiled/setup.ne.gen'
import { messages as studentsEn } from '../../../lib/i18n/compiled/students.en.gen'
import { messages as studentsNe } from '../../../lib/i18n/compiled/students.ne.gen'
import { t } from '../../../lib/i18n/students'
import { levelOf, roleOf } from '../../../lib/session/role'
import type { SessionUser } from '../../../lib/session/session-user'
import { connectivity } from '../../../offline/connectivity'
import { appDb } from '../../../offline/db'
import { downloadRegister } from '../../../offline/register-download'
import { scopeOf } from '../../../offline/scope'
import { ports } from '../../../offline/sync-runtime'
import { studentView } from '../student-view'

/** Searches on the server at once (a commission user's import looks each number up). */
const SEARCHES = 6
/** What the server's `q` takes: a registration or roll number. */
const searchable = (n: string) => n.length <= 60 && /^[0-9A-Za-z/-]+$/u.test(n)

/** The students this device keeps (the campus's register, and those entered here not yet sent). */
const onDevice = async (user: SessionUser): Promise<Existing[]> =>
  appDb()
    .records.where('[scope+entity]')
    .equals([scopeOf(user), 'student'])
    .toArray()

/**
 * The students a file may update. A campus keeps its whole register on the device: it is read
 * again first when online, so students imported a minute ago are found. Other writers (the
 * commission) keep no register, so each registration or roll number of the file is searched on the
 * server. Offline, the device's copy is all there is, and the preview says so.
 */
async function existingStudents(
  user: SessionUser,
  numbers: readonly string[],
  onProgress: (done: number, total: number) => void,
): Promise<ExistingRecords> {
  const port = ports.get('student')
  if (connectivity.get().online === false || !port?.page)
    return { records: await onDevice(user), source: 'offline' }
  try {
    if (levelOf(roleOf(user)) === 'college') {
      await downloadRegister(appDb(), port, scopeOf(user), onProgress)
      return { records: await onDevice(user), source: 'device' }
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
    return { records: [...(await onDevice(user)), ...found.values()], source: 'server' }
  } catch {
    connectivity.reportUnreachable()
    return { records: await onDevice(user), source: 'offline' }
  }
}

/**
 * Issue 13: the student register imported from a spreadsheet. A student is the same student by
 * registration number (unique within the university) or by roll number within campus, program
 * and batch (the server's two uniqueness rules), so importing a file twice enters nobody twice.
 */
export const studentImport: ImportSpec = {
  view: studentView,
  catalogues: [
    { en: studentsEn, ne: studentsNe },
    { en: kitEn, ne: kitNe },
    { en: setupEn, ne: setupNe },
  ],
  naturalKeys: [['registrationNo'], ['campusId', 'programId', 'batchId', 'rollNo']],
  // A campus's own students: the server sets the campus, the rows' keys need it too.
  implied: (user): FormValues => {
    const campus = user?.institution.campusId
    return campus ? { campusId: String(campus) } : {}
  },
  existing: existingStudents,
  bulkKind: 'upsert',
  example: {
    firstName: 'Sita',
    middleName: 'Kumari',
    lastName: 'Sharma',
    nameNe: 'सीता कुमारी शर्मा',
    dateOfBirth: '2062-05-12',
    nationality: 'Nepali',
    permanentWard: '4',
    phone: '9841000000',
    email: 'sita.sharma@example.com',
    guardianName: 'Ram Sharma',
    guardianPhone: '9851000000',
    rollNo: '1',
  },
  fileName: t('studentImport.file'),
  sheetName: t('studentImport.sheet'),
  chunkLabel: (first, last) =>
    t('studentImport.chunk', { first: formatNumber(first), last: formatNumber(last) }),
}
