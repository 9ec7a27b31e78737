// The employee register on the generic repository (decision 0204): the employee code unique within
// the employer, the rules between fields (common/employee-rules.ts), the post's category and every
// reference checked against the employee's employer, and keyset paging by name or newest first.
// An employer is a campus, a university's central office or the commission (decision 0323); one
// person's appointments at several are linked by citizenship number and date of birth.
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { isCommission } from '../../common/access.ts'
import { employeeIssues, employerLevel } from '../../common/employee-rules.ts'
import type { Caller } from '../auth/token.ts'
import type { Db } from '../db/connect.ts'
import * as t from '../db/schema.ts'
import { readAll, type Tx } from '../db/transaction.ts'
import { problems } from '../problems.ts'
import { crud } from './crud.ts'
import { employeePositions, ethnicGroups } from './definitions.ts'
import { documentsOf, photosOf, type FileOwner } from './record-files.ts'
import { invalid, visible } from './references.ts'
import { rows } from './report-sql.ts'
import { byName, checkAddress, registerOrders, registerScope } from './registers.ts'

const e = t.employees
type Values = Record<string, unknown>

/** A campus sees its own employees, a university its campuses' and its office's, the commission all. */
const readScope = registerScope(e)

/**
 * Each employer writes its own staff: a campus its campus's, a university its central office's (no
 * campus), the commission's roles the commission's (neither); the SuperAdmin corrects any.
 */
function writeScope(caller: Caller): SQL | undefined {
  if (caller.role === 'SuperAdmin') return undefined
  if (isCommission(caller.role)) return and(isNull(e.universityId), isNull(e.campusId))
  if (caller.role === 'UniAdmin') {
    return and(eq(e.universityId, caller.universityId ?? -1), isNull(e.campusId))
  }
  return eq(e.campusId, caller.campusId ?? -1)
}

export const employeeScope = { read: readScope, write: writeScope }

/** The commission's roles other than the SuperAdmin enter only the commission's own staff. */
function checkEmployer(caller: Caller, values: Values) {
  if (caller.role === 'SuperAdmin' || !isCommission(caller.role)) return
  if (employerLevel(values) !== 'commission') {
    throw problems.forbidden(
      "The commission enters its own staff; a campus's or a university's are entered by them.",
    )
  }
}

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

/** The department is one of the employer's: the campus's, or the office's (university or commission). */
async function checkDepartment(tx: Tx, values: Values) {
  const [department] = await tx
    .select({ universityId: t.departments.universityId, campusId: t.departments.campusId })
    .from(t.departments)
    .where(eq(t.departments.id, Number(values.departmentId)))
  const own =
    department &&
    department.campusId === (values.campusId ?? null) &&
    (values.campusId != null || department.universityId === (values.universityId ?? null))
  if (!own) throw invalid('departmentId', "is not a department of the employee's employer")
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

/**
 * The same person's other appointments (one query for a page), earliest joined first: where, in
 * which post and share, since when and in which standing: with the record itself, the person's
 * appointment history. Shown to whoever reads the record, without the other record's id, which the
 * reader may not see.
 */
async function otherAppointmentsOf(db: Db | Tx, ids: number[]) {
  type Other = {
    owner: number
    campus: string | null
    university: string | null
    post: string | null
    fte: string
    status: string
    appointmentType: string
    joinedOn: string
    statusChangedOn: string | null
  }
  const found = ids.length
    ? await rows<Other>(
        db,
        sql`select r.id as owner, c.campus_name as campus, u.name as university,
          p.position_name as post, o.fte::text as fte, o.status,
          o.appointment_type as "appointmentType", o.joined_on::text as "joinedOn",
          o.status_changed_on::text as "statusChangedOn"
        from employees r
        join employees o on ${t.personKeySql(sql`o.citizenship_no`)} = ${t.personKeySql(sql`r.citizenship_no`)}
          and o.date_of_birth = r.date_of_birth and o.id <> r.id and o.citizenship_no is not null
        left join campuses c on c.id = o.campus_id
        left join universities u on u.id = o.university_id
        left join employee_positions p on p.id = o.post_id
        where r.id in (${sql.join(ids, sql`, `)}) and r.citizenship_no is not null
        order by o.joined_on, o.id`,
      )
    : []
  const byOwner = new Map<number, unknown[]>()
  for (const { owner, campus, university, fte, ...rest } of found) {
    const list = byOwner.get(owner) ?? []
    list.push({ employer: campus ?? university, fte: Number(fte), ...rest })
    byOwner.set(owner, list)
  }
  return byOwner
}

/** The accounts given to a page's employees (one query), as the account pages show them. */
async function accountsOf(db: Db | Tx, ids: number[]) {
  const u = t.users
  const found = ids.length
    ? await db
        .select({
          employeeId: u.employeeId,
          id: u.id,
          email: u.email,
          role: u.role,
          status: u.status,
          mustSetPassword: u.mustSetPassword,
        })
        .from(u)
        .where(inArray(u.employeeId, ids))
    : []
  return new Map(found.map(({ employeeId, ...account }) => [employeeId!, account]))
}

export const employees = crud({
  label: 'Employee',
  table: e,
  universityOfCampus: true,
  movesBetweenCampuses: true,
  // An employee code is unique within the campus in any letter case (the index of migration 0013).
  uniqueRules: [{ by: e.employeeCode, within: [e.universityId, e.campusId] }],
  orderBy: byName(e),
  scope: employeeScope,
  setBased: true,
  prepare: async (values, { tx, caller, once }) => {
    checkEmployer(caller, values)
    const issues = employeeIssues(values)
    if (issues.length) {
      throw problems.validation(issues, issues.map((i) => `${i.field} ${i.message}`).join('; '))
    }
    const { postId, staffType, departmentId, facultyId, ethnicGroupId } = values
    const employer = `${String(values.universityId)} ${String(values.campusId)}`
    await once(`post ${Number(postId)} ${String(staffType)}`, () => checkPost(tx, caller, values))
    if (departmentId != null) {
      await once(`department ${Number(departmentId)} of ${employer}`, () =>
        checkDepartment(tx, values),
      )
    }
    if (facultyId != null) {
      await once(`faculty ${Number(facultyId)} of ${employer}`, () => checkFaculty(tx, values))
    }
    if (ethnicGroupId != null) {
      await once(`ethnic group ${Number(ethnicGroupId)}`, () =>
        visible(ethnicGroups, tx, caller, ethnicGroupId, 'ethnicGroupId'),
      )
    }
    await checkAddress(tx, values, 'permanent', once)
    return values
  },
  // Every answer names the employee's photo and documents (never the bytes), the person's other
  // appointments and the account given to them: four queries for the whole page.
  present: async (db, rows) => {
    const ids = rows.map((r) => r.id)
    const [photos, documents, others, accounts] = await readAll(
      db,
      () => photosOf(db, employeeFiles, ids),
      () => documentsOf(db, employeeFiles, ids),
      () => otherAppointmentsOf(db, ids),
      () => accountsOf(db, ids),
    )
    return rows.map((row) => ({
      ...row,
      photo: photos.get(row.id) ?? null,
      documents: documents.get(row.id) ?? [],
      otherAppointments: others.get(row.id) ?? [],
      account: accounts.get(row.id) ?? null,
    }))
  },
})

/** The employee register as the owner of documents (decision 0254). */
export const employeeFiles: FileOwner = {
  crud: employees,
  table: e,
  scope: employeeScope,
  documentOwner: t.recordDocuments.employeeId,
  photos: { table: t.employeePhotos, owner: t.employeePhotos.employeeId, key: 'employeeId' },
}

/** The orders of the register, by the contract's `sort`. */
export const employeeOrders = registerOrders(e)
