// The employee register on the generic repository (decision 0204): the employee code unique within
// the campus, the rules between fields (common/employee-rules.ts), the post's category and every
// reference checked against the employee's campus, and keyset paging by name or newest first.
import { eq } from 'drizzle-orm'
import { employeeIssues } from '../../common/employee-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { problems } from '../problems.ts'
import { crud } from './crud.ts'
import { employeePositions, ethnicGroups } from './definitions.ts'
import { documentsOf, type FileOwner } from './record-files.ts'
import { invalid, visible } from './references.ts'
import { byName, checkAddress, registerOrders, registerScope } from './registers.ts'

const e = t.employees
type Values = Record<string, unknown>

/** A campus sees its own employees, a university its campuses', the commission all. */
export const employeeScope = registerScope(e)

/** The post exists and is of the staff type's category (a Professor is teaching staff). */
async function checkPost(tx: Tx, caller: Caller, values: Values) {
  const post = await visible(employeePositions, tx, caller, values.postId, 'postId')
  if (post.category !== values.staffType) {
    throw invalid(
      'postId',
      `is a ${String(post.category)} post, not one of ${String(values.staffType)} staff`,
    )
  }
}

/** The department is one of the employee's campus. */
async function checkDepartment(tx: Tx, values: Values) {
  const [department] = await tx
    .select({ campusId: t.departments.campusId })
    .from(t.departments)
    .where(eq(t.departments.id, Number(values.departmentId)))
  if (!department || department.campusId !== values.campusId) {
    throw invalid('departmentId', 'is not a department of this campus')
  }
}

/** The faculty is the campus's own, its university's, or shared by the commission. */
async function checkFaculty(tx: Tx, values: Values) {
  const [faculty] = await tx
    .select({ universityId: t.faculties.universityId, campusId: t.faculties.campusId })
    .from(t.faculties)
    .where(eq(t.faculties.id, Number(values.facultyId)))
  const usable =
    faculty &&
    (faculty.campusId == null || faculty.campusId === values.campusId) &&
    (faculty.universityId == null || faculty.universityId === values.universityId)
  if (!usable) throw invalid('facultyId', 'is not a faculty of this campus or its university')
}

export const employees = crud({
  label: 'Employee',
  table: e,
  universityOfCampus: true,
  // An employee code is unique within the campus in any letter case (the index of migration 0013).
  uniqueRules: [{ by: e.employeeCode, within: [e.campusId] }],
  orderBy: byName(e),
  scope: { read: employeeScope, write: employeeScope },
  prepare: async (values, { tx, caller }) => {
    const issues = employeeIssues(values)
    if (issues.length) {
      throw problems.validation(issues, issues.map((i) => `${i.field} ${i.message}`).join('; '))
    }
    await checkPost(tx, caller, values)
    if (values.departmentId != null) await checkDepartment(tx, values)
    if (values.facultyId != null) await checkFaculty(tx, values)
    if (values.ethnicGroupId != null) {
      await visible(ethnicGroups, tx, caller, values.ethnicGroupId, 'ethnicGroupId')
    }
    await checkAddress(tx, values, 'permanent')
    return values
  },
  // Every answer lists the employee's documents (never the bytes), one query for the whole page.
  present: async (db, rows) => {
    const documents = await documentsOf(
      db,
      employeeFiles,
      rows.map((r) => r.id),
    )
    return rows.map((row) => ({ ...row, documents: documents.get(row.id) ?? [] }))
  },
})

/** The employee register as the owner of documents (decision 0254). */
export const employeeFiles: FileOwner = {
  crud: employees,
  table: e,
  scope: employeeScope,
  documentOwner: t.recordDocuments.employeeId,
}

/** The orders of the register, by the contract's `sort`. */
export const employeeOrders = registerOrders(e)
