// The employee register (decision 0204): one page at a time by keyset cursor (with the filtered
// total), read, enter and edit, on the registers' shared handlers.
import { and, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { components } from '../../common/schema.gen.ts'
import * as t from '../db/schema.ts'
import { callerOf } from '../http/access-hook.ts'
import { runMutation } from '../http/mutation.ts'
import { employeeOrders, employees } from '../repositories/employees.ts'
import { categoryFilter } from '../repositories/registers.ts'
import type { Context, Handlers, QueryOf } from './context.ts'
import { bulkUpserter, type RequiredFields } from './register-bulk.ts'
import { equalFilters, registerHandlers, registerSearch } from './register.ts'

const e = t.employees

type EmployeeQuery = QueryOf<'listEmployees'>

/** `level`: whose staff, by employer (decision 0323). */
const levels = {
  campus: isNotNull(e.campusId),
  university: and(isNull(e.campusId), isNotNull(e.universityId)),
  commission: and(isNull(e.campusId), isNull(e.universityId)),
}

/**
 * `q`: a name by the start of its words, as the student register's (`registerSearch`), or the start
 * of the employee code (`common/register-search.ts` is the same rule on the device).
 */
export const employeeSearch = (q: string): SQL[] =>
  registerSearch(q, {
    firstName: e.firstName,
    middleName: e.middleName,
    lastName: e.lastName,
    nameNe: e.nameNe,
    prefix: [e.employeeCode],
  })

/** The filters besides the search (`employeeSearch`), mostly equalities. */
function employeeFilters(query: EmployeeQuery): (SQL | undefined)[] {
  return [
    query.level ? levels[query.level] : undefined,
    query.category ? categoryFilter(e.ethnicGroupId, query.category) : undefined,
    ...equalFilters(query, {
      universityId: e.universityId,
      campusId: e.campusId,
      staffType: e.staffType,
      nonTeachingKind: e.nonTeachingKind,
      postId: e.postId,
      departmentId: e.departmentId,
      facultyId: e.facultyId,
      appointmentType: e.appointmentType,
      qualification: e.qualification,
      gender: e.gender,
      status: e.status,
    }),
  ]
}

/** The fields a new employee needs (EmployeeCreate's `required`), for a bulk row without an id. */
const createRequired: RequiredFields<components['schemas']['EmployeeCreate']> = {
  firstName: true,
  lastName: true,
  gender: true,
  dateOfBirth: true,
  employeeCode: true,
  staffType: true,
  postId: true,
  appointmentType: true,
  joinedOn: true,
  qualification: true,
}
const bulkUpsert = bulkUpserter(employees, createRequired, 'employee', 'bulkUpsertEmployees')

export const employeeHandlers = (ctx: Context): Handlers => ({
  ...registerHandlers(ctx, {
    repository: employees,
    operations: {
      list: 'listEmployees',
      get: 'getEmployee',
      create: 'createEmployee',
      update: 'updateEmployee',
    },
    orders: employeeOrders,
    filters: employeeFilters,
    search: employeeSearch,
  }),
  bulkUpsertEmployees: (request, reply) =>
    runMutation(ctx.db, request, reply, async (tx) => ({
      status: 200,
      body: await bulkUpsert(tx, callerOf(request), request.body),
    })),
})
