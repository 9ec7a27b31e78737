import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'
import { documentCalls, documentUploads } from './document-files'
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
    'status',
    'statusChangedOn',
  ],
  page: (c, query) => c.GET('/Employee', { params: { query } }),
  get: (c, id) => c.GET('/Employee/{id}', { params: { path: { id } } }),
  create: (c, body, header) => c.POST('/Employee', { body, params: { header } }),
  update: (c, id, body, header) =>
    c.PATCH('/Employee/{id}', { body, params: { path: { id }, header } }),
  sortKey: personSortKey,
  files: documentUploads<Employee>('Employee'),
  documents: documentCalls<Employee>('Employee'),
})
