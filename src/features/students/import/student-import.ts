import type { FormValues } from '../../../components/entity-view/entity-view'
import { existingRecords } from '../../../components/import/existing-records'
import type { ImportSpec } from '../../../components/import/import-spec'
import { formatNumber } from '../../../lib/format/local'
import { messages as kitEn } from '../../../lib/i18n/compiled/kit.en.gen'
import { messages as kitNe } from '../../../lib/i18n/compiled/kit.ne.gen'
import { messages as setupEn } from '../../../lib/i18n/compiled/setup.en.gen'
import { messages as setupNe } from '../../../lib/i18n/compiled/setup.ne.gen'
import { messages as studentsEn } from '../../../lib/i18n/compiled/students.en.gen'
import { messages as studentsNe } from '../../../lib/i18n/compiled/students.ne.gen'
import { t } from '../../../lib/i18n/students'
import { studentView } from '../student-view'

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
  existing: existingRecords('student'),
  register: 'student',
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
