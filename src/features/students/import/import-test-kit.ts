// A campus with its cached lists and the student import's setup, for the import's unit tests.
// Only imported by *.test.ts files.
import { studentImport } from './student-import'
import { importCatalogues } from '../../../lib/i18n/import'
import type { Permission } from '../../../lib/session/permissions'
import type { SessionUser } from '../../../lib/session/session-user'
import type { CachedRecord, Json } from '../../../offline/db'
import type { ListName } from '../../../offline/list-name'
import type { Lookup } from '../../../components/entity-view/entity-view'
import { importColumns, matchHeaders } from '../../../components/import/import-columns'
import { wordsOf } from '../../../components/import/other-words'
import type { PlanSetup } from '../../../components/import/plan-import'

export const campusUser = {
  id: 5,
  role: 'CollegeAdmin',
  listUser: [],
  institution: { id: 78, campusId: 78, universityId: 1 },
} as unknown as SessionUser

const rows: Record<string, Json[]> = {
  province: [
    { id: 1, nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' },
    { id: 3, nameEn: 'Bagmati Province', nameNe: 'बाग्मती प्रदेश' },
  ],
  district: [
    { id: 1, provinceId: 1, nameEn: 'Taplejung', nameNe: 'ताप्लेजुङ' },
    { id: 27, provinceId: 3, nameEn: 'Kathmandu', nameNe: 'काठमाडौँ' },
    { id: 28, provinceId: 3, nameEn: 'Lalitpur', nameNe: 'ललितपुर' },
  ],
  localLevel: [{ id: 301, districtId: 27, nameEn: 'Kathmandu', nameNe: 'काठमाण्डौं', wards: 32 }],
  program: [
    {
      id: 7,
      campusId: 78,
      universityId: 1,
      programName: 'Bachelor of Business Studies',
      shortName: 'BBS',
      programType: 'annual',
      status: true,
    },
    {
      id: 8,
      campusId: 78,
      universityId: 1,
      programName: 'Bachelor of Computer Applications',
      shortName: 'BCA',
      programType: 'semester',
      status: true,
    },
    {
      id: 9,
      campusId: 99,
      universityId: 2,
      programName: 'Another Campus Program',
      programType: 'annual',
      status: true,
    },
  ],
  batch: [
    { id: 11, campusId: 78, programId: 7, batchName: '2082 Batch', status: true },
    { id: 12, campusId: 78, programId: 8, batchName: '2082 Batch', status: true },
  ],
  fiscalYear: [{ id: 21, name: '2082/83', status: true }],
  ethnicGroup: [{ id: 31, ethnicGroupName: 'Newar', code: 'NEW', status: true }],
  yearOption: [{ id: 1, name: 'First Year' }],
  semesterOption: [{ id: 1, name: 'First Semester' }],
}
// The administrative units carry both scripts in `name`, as the option port caches them.
for (const unit of ['province', 'district', 'localLevel'])
  for (const row of rows[unit]!) row.name = `${String(row.nameEn)} (${String(row.nameNe)})`

export const lists = new Map<ListName, CachedRecord[]>(
  Object.entries(rows).map(([entity, data]) => [
    entity as ListName,
    data.map((d) => ({
      scope: 't',
      entity,
      key: String(d.id),
      id: d.id as number,
      version: 1,
      data: d,
    })),
  ]),
)
export const lookup: Lookup = (entity, id) =>
  lists.get(entity)?.find((r) => String(r.id) === String(id))?.data

export const words = wordsOf([...studentImport.catalogues, importCatalogues])
export const columns = importColumns(studentImport.view, 'CollegeAdmin', words)

/**
 * The setup a file with these headers is planned with, by a campus user (with `revoked`, the
 * permissions the commission turned off for the user: `['students:create']`).
 */
export function setupFor(headers: string[], revoked: Permission[] = []): PlanSetup {
  return {
    view: studentImport.view,
    mapping: matchHeaders(headers, columns),
    calendars: { dateOfBirth: 'bs' },
    user: { ...campusUser, revoked },
    lists,
    lookup,
    words,
    headers,
    role: 'CollegeAdmin',
    start: { ...studentImport.view.emptyValues, ...studentImport.implied(campusUser) },
    naturalKeys: studentImport.naturalKeys,
  }
}

export const headers = [
  'First Name',
  'Last Name',
  'Gender',
  'Date of Birth',
  'Program',
  'Batch',
  'Fiscal Year of Enrolment',
  'Year',
  'Roll No.',
  'District',
]

/** A valid row under `headers`: Sita of BBS 2082, in its first year, with roll number `roll`, of Kathmandu. */
export const sita = (roll: string, more: Partial<Record<string, string>> = {}) => {
  const cells: Record<string, string> = {
    'First Name': 'Sita',
    'Last Name': 'Sharma',
    Gender: 'Female',
    'Date of Birth': '2061-02-01',
    Program: 'BBS',
    Batch: '2082 Batch',
    'Fiscal Year of Enrolment': '2082/83',
    Year: '1',
    'Roll No.': roll,
    District: 'Kathmandu',
    ...more,
  }
  return headers.map((h) => cells[h] ?? '')
}
