import type { components } from '../../../common/schema.gen'
import { upsertResults } from './bulk-upsert'
import { defineEntity, everyRowSaved } from './define-entity'
import { documentCalls, documentUploads, imageFile } from './document-files'
import { personSortKey } from './person-sort-key'

export type Employee = components['schemas']['Employee']

/**
 * The staff register: paged on the server like the student register (decision 0106), written
 * through the outbox; a campus keeps its own staff on the device.
 */
export const employeeEntity = defineEntity<
  Employee,
  components['schemas']['EmployeeCreate'],
  components['schemas']['EmployeePatch']
>({
  name: 'employee',
  label: 'Employee',
  updateMethod: 'PATCH',
  updatable: [
    'campusId',
    'universityId',
    'firstName',
    'middleName',
    'lastName',
    'nameNe',
    'gender',
    'dateOfBirth',
    'ethnicGroupId',
    'disability',
    'citizenshipNo',
    'permanentProvinceId',
    'permanentDistrictId',
    'permanentLocalLevelId',
    'permanentWard',
    'phone',
    'email',
    'employeeCode',
    'staffType',
    'nonTeachingKind',
    'postId',
    'appointmentType',
    'joinedOn',
    'departmentId',
    'facultyId',
    'qualification',
    'qualificationSubject',
    'qualificationInstitution',
    'teachingLoad',
    'fte',
    'status',
    'statusChangedOn',
  ],
  page: (c, query) => c.GET('/Employee', { params: { query } }),
  get: (c, id) => c.GET('/Employee/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Employee', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Employee/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
  snapshotFields: [
    // The staff list's filters (the employer by its campus or university, the UGC category by
    // the ethnic group), search and orders.
    'id',
    'firstName',
    'middleName',
    'lastName',
    'nameNe',
    'employeeCode',
    'campusId',
    'universityId',
    'staffType',
    'nonTeachingKind',
    'postId',
    'departmentId',
    'facultyId',
    'appointmentType',
    'qualification',
    'gender',
    'status',
    'ethnicGroupId',
  ],
  files: {
    photo: imageFile<Employee>('/Employee/{id}/Photo'),
    ...documentUploads<Employee>('Employee'),
  },
  documents: documentCalls<Employee>('Employee'),
  bulk: {
    /** Enters and edits up to 500 employees (an import's chunk, decision 0202). */
    upsert: async (c, body, header) => {
      const sent = body as components['schemas']['EmployeeBulk']
      const { data, response } = await c.POST('/Employee/Bulk', { body: sent, params: { header } })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return upsertResults(sent, data)
    },
    /**
     * A day of the staff's attendance (decision 0228), all or nothing like a class's: every row is
     * recorded, or the server refuses the sheet (then parked on /sync). No cached employee changes.
     */
    attendance: async (c, body, header) => {
      const sent = body as components['schemas']['EmployeeAttendanceSave']
      const { data, response } = await c.PUT('/EmployeeAttendance', {
        body: sent,
        params: { header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return everyRowSaved(sent.rows.map((r) => r.employeeId))
    },
  },
})
