import type { FormValues } from '../../../components/entity-view/entity-view'
import { existingRecords } from '../../../components/import/existing-records'
import type { ImportSpec } from '../../../components/import/import-spec'
import { formatNumber } from '../../../lib/format/local'
import { messages as employeesEn } from '../../../lib/i18n/compiled/employees.en.gen'
import { messages as employeesNe } from '../../../lib/i18n/compiled/employees.ne.gen'
import { messages as kitEn } from '../../../lib/i18n/compiled/kit.en.gen'
import { messages as kitNe } from '../../../lib/i18n/compiled/kit.ne.gen'
import { messages as setupEn } from '../../../lib/i18n/compiled/setup.en.gen'
import { messages as setupNe } from '../../../lib/i18n/compiled/setup.ne.gen'
import { t } from '../../../lib/i18n/employees'
import { employeeView } from '../employee-view'

/**
 * Issues 13 and 14: the staff register imported from a spreadsheet, as students are. An employee is
 * the same employee by employee code within the employer (the server's uniqueness rule), so
 * importing a file twice enters nobody twice.
 */
export const employeeImport: ImportSpec = {
  view: employeeView,
  catalogues: [
    { en: employeesEn, ne: employeesNe },
    { en: kitEn, ne: kitNe },
    { en: setupEn, ne: setupNe },
  ],
  naturalKeys: [['universityId', 'campusId', 'employeeCode']],
  // The employer's own staff: the server sets it, the rows' keys need it too (decision 0323).
  implied: (user): FormValues => {
    const { universityId, campusId } = user?.institution ?? {}
    return {
      ...(universityId ? { universityId: String(universityId) } : {}),
      ...(campusId ? { campusId: String(campusId) } : {}),
    }
  },
  existing: existingRecords('employee'),
  register: 'employee',
  bulkKind: 'upsert',
  example: {
    firstName: 'Sarita',
    lastName: 'Tamang',
    nameNe: 'सरिता तामाङ',
    dateOfBirth: '2042-05-12',
    citizenshipNo: '27-01-72-01234',
    permanentWard: '4',
    phone: '9841000000',
    email: 'sarita.tamang@example.com',
    employeeCode: 'E-001',
    joinedOn: '2070-04-01',
    teachingLoad: '16',
    fte: '1',
    qualificationSubject: 'Physics',
    qualificationInstitution: 'Tribhuvan University',
  },
  fileName: t('employeeImport.file'),
  sheetName: t('employeeImport.sheet'),
  chunkLabel: (first, last) =>
    t('employeeImport.chunk', { first: formatNumber(first), last: formatNumber(last) }),
}
