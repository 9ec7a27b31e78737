import type { components } from '../../../common/schema.gen'
import type { Json } from '../../offline/db'
import { text } from '../../lib/format/cell-text'
import { defineEntity } from './define-entity'

export type Student = components['schemas']['Student']

/**
 * The student register: paged on the server (a campus has thousands, the country a million), so
 * it has `page` and `get` instead of a whole `list`; creates and edits go through the outbox like
 * every setup list's.
 */
export const studentEntity = defineEntity<
  Student,
  components['schemas']['StudentCreate'],
  components['schemas']['StudentPatch']
>({
  name: 'student',
  label: 'Student',
  updateMethod: 'PATCH',
  updatable: [
    'campusId',
    'programId',
    'batchId',
    'fiscalYearId',
    'firstName',
    'middleName',
    'lastName',
    'nameNe',
    'gender',
    'dateOfBirth',
    'ethnicGroupId',
    'disability',
    'nationality',
    'citizenshipNo',
    'passportNo',
    'permanentProvinceId',
    'permanentDistrictId',
    'permanentLocalLevelId',
    'permanentWard',
    'temporaryProvinceId',
    'temporaryDistrictId',
    'temporaryLocalLevelId',
    'temporaryWard',
    'phone',
    'email',
    'guardianName',
    'guardianPhone',
    'qualifications',
    'semester',
    'year',
    'sectionId',
    'shift',
    'registrationNo',
    'rollNo',
    'symbolNo',
    'scholarship',
    'feeCategory',
    'enrolmentStatus',
    'status',
  ],
  page: (c, query) => c.GET('/Student', { params: { query } }),
  get: (c, id) => c.GET('/Student/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Student', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Student/{id}', { body, params: { path: { id }, header } }),
  sortKey: (row) => studentSortKey(row),
})

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '')

/**
 * A student's place in the register's order on this device, as the server sorts by name: last
 * name, first name, then id (zero-padded so it sorts as text).
 */
const studentSortKey = (row: Json): string =>
  `${lower(row.lastName)}\u0001${lower(row.firstName)}\u0001${text(row.id).padStart(10, '0')}`
