// The student register on the generic repository: two uniqueness rules (registration number within
// the university, roll number within campus, program and batch), every reference checked against
// the student's campus, and keyset paging by name or newest first.
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm'
import { enrolmentStatusIssue } from '../../common/outcome-rules.ts'
import { fitsRegistrationFormat } from '../../common/registration-format.ts'
import {
  FIRST_PASSED_YEAR,
  latestPassedYear,
  plausibleBirthDate,
  plausiblePassedYear,
  QUALIFIED_AGE,
} from '../../common/student-age.ts'
import { lockedForCampus } from '../../common/verification-rules.ts'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import { readAll, type Tx } from '../db/transaction.ts'
import { crud } from './crud.ts'
import { ethnicGroups, fiscalYears } from './definitions.ts'
import { assertEditable, lockedProblem } from './student-lock.ts'
import { documentsOf, photosOf, type FileOwner } from './record-files.ts'
import { invalid, visible } from './references.ts'
import { checkStudentTerm } from './term.ts'
import { byName, checkAddress, registerOrders, registerScope } from './registers.ts'

const s = t.students
type Values = Record<string, unknown>

const staffScope = registerScope(s)
/**
 * A campus sees its own students, a university its campuses', the commission all (index-friendly);
 * a Student their own record, the one their account is linked to (decision 0360). The access table
 * gives a Student no write, so as a write scope it never meets one.
 */
export const studentScope = (caller: Caller) =>
  caller.role === 'Student' ? eq(s.userId, caller.userId) : staffScope(caller)

/**
 * The program is one the campus offers: a row of its college programs, the setup list where a
 * campus names what it runs, or a program the campus made for itself (decision 0368). A program its
 * university merely opens to every campus is not enough; the campus adds it to its list first.
 */
export async function checkProgram(tx: Tx, campusId: number, programId: number) {
  const p = t.programs
  const offered = t.collegePrograms
  const [program] = await tx
    .select({ programType: p.programType, durationYears: p.durationYears })
    .from(p)
    .leftJoin(offered, and(eq(offered.programId, p.id), eq(offered.campusId, campusId)))
    .where(and(eq(p.id, programId), or(isNotNull(offered.id), eq(p.campusId, campusId))))
  if (!program) throw invalid('programId', 'is not a program this campus offers')
  return program
}

/** The batch is one of this campus (or shared) and of this program (or of every program). */
async function checkBatch(tx: Tx, campusId: number, programId: number, batchId: number) {
  const [batch] = await tx.select().from(t.batches).where(eq(t.batches.id, batchId))
  if (!batch || (batch.campusId != null && batch.campusId !== campusId)) {
    throw invalid('batchId', 'is not a batch of this campus')
  }
  if (batch.programId != null && batch.programId !== programId) {
    throw invalid('batchId', 'is a batch of another program')
  }
}

/** The section splits this campus's class of this program, and of this batch when it names one. */
async function checkSection(tx: Tx, values: Values) {
  const [section] = await tx
    .select()
    .from(t.sections)
    .where(eq(t.sections.id, Number(values.sectionId)))
  if (!section || section.campusId !== values.campusId) {
    throw invalid('sectionId', 'is not a section of this campus')
  }
  if (section.programId !== values.programId) {
    throw invalid('sectionId', 'is a section of another program')
  }
  if (section.batchId != null && section.batchId !== (values.batchId ?? null)) {
    throw invalid('sectionId', 'is a section of another batch')
  }
}

/**
 * `droppedOut` and `graduated` follow a dropout or graduation record (decision 0205), never a
 * student form or bulk row; a student with an open dropout returns by its readmission.
 */
async function checkEnrolmentStatus(tx: Tx, status: unknown, current?: Values) {
  const before = current?.enrolmentStatus as (typeof t.enrolmentStatuses)[number] | undefined
  let openDropout = false
  if (current && before === 'droppedOut' && status !== before) {
    const d = t.dropouts
    const [open] = await tx
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.studentId, Number(current.id)), isNull(d.readmittedOn)))
    openDropout = !!open
  }
  const issue = enrolmentStatusIssue(status, before, openDropout)
  if (issue) throw invalid(issue.field, issue.message)
}

/**
 * Numbers a student may not have yet: blank ("" or spaces, as a form or a spreadsheet sends them)
 * is none, stored as null, so two students without one never collide as duplicates.
 */
const optionalNumbers = ['registrationNo', 'rollNo', 'symbolNo', 'citizenshipNo', 'passportNo']
export function blankNumbersAsNull(values: Values): Values {
  const blank = optionalNumbers.filter((k) => {
    const value = values[k]
    return typeof value === 'string' && !value.trim()
  })
  return blank.length ? { ...values, ...Object.fromEntries(blank.map((k) => [k, null])) } : values
}

export const students = crud({
  label: 'Student',
  table: s,
  universityOfCampus: true,
  movesBetweenCampuses: true,
  // A registration number is unique within the university (not only the campus), a roll number
  // within campus, program and batch; the unique indexes of migration 0009 hold the same rules.
  uniqueRules: [
    { by: s.registrationNo, within: [s.universityId] },
    { by: s.rollNo, within: [s.campusId, s.programId, s.batchId] },
  ],
  orderBy: byName(s),
  scope: { read: studentScope, write: studentScope },
  setBased: true,
  prepare: async (given, { tx, caller, current, sent, once }) => {
    if (current) assertEditable(tx, caller, current, sent)
    const values = blankNumbersAsNull(given)
    await checkEnrolmentStatus(tx, values.enrolmentStatus, current)
    const campusId = Number(values.campusId)
    const programId = Number(values.programId)
    if (!plausibleBirthDate(String(values.dateOfBirth))) {
      throw invalid('dateOfBirth', 'must make the student 14 to 100 years old')
    }
    const qualifications = (values.qualifications ?? []) as { passedYear: number }[]
    qualifications.forEach(({ passedYear }, i) => {
      // The contract bounds the year by 2100; the form (and this) by next year, as of today.
      if (passedYear > latestPassedYear())
        throw invalid(
          `qualifications.${i}.passedYear`,
          `must be ${FIRST_PASSED_YEAR} to ${latestPassedYear()}`,
        )
      if (!plausiblePassedYear(String(values.dateOfBirth), passedYear))
        throw invalid(
          `qualifications.${i}.passedYear`,
          `is before the student was ${QUALIFIED_AGE} (born ${String(values.dateOfBirth).slice(0, 4)})`,
        )
    })
    const { batchId, sectionId, fiscalYearId, ethnicGroupId } = values
    const program = await once(`program ${campusId} ${programId}`, () =>
      checkProgram(tx, campusId, programId),
    )
    checkStudentTerm(program, values)
    if (batchId != null) {
      await once(`batch ${campusId} ${programId} ${Number(batchId)}`, () =>
        checkBatch(tx, campusId, programId, Number(batchId)),
      )
    }
    if (sectionId != null) {
      await once(`section ${campusId} ${programId} ${String(batchId)} ${Number(sectionId)}`, () =>
        checkSection(tx, values),
      )
    }
    await once(`fiscal year ${Number(fiscalYearId)}`, () =>
      visible(fiscalYears, tx, caller, fiscalYearId, 'fiscalYearId'),
    )
    if (ethnicGroupId != null) {
      await once(`ethnic group ${Number(ethnicGroupId)}`, () =>
        visible(ethnicGroups, tx, caller, ethnicGroupId, 'ethnicGroupId'),
      )
    }
    // A number entered or changed is in its university's form; one kept from before the
    // university set its form is left as it is (decision 0357).
    const number = values.registrationNo
    if (typeof number === 'string' && number && (!current || number !== current.registrationNo)) {
      const universityId = Number(values.universityId)
      const [form] = await once(`registration format ${universityId}`, () =>
        tx
          .select({
            format: t.universities.registrationFormat,
            example: t.universities.registrationExample,
          })
          .from(t.universities)
          .where(eq(t.universities.id, universityId)),
      )
      if (form && !fitsRegistrationFormat(form.format, number)) {
        throw invalid(
          'registrationNo',
          `is not in the university's form, e.g. ${form.example ?? form.format}`,
        )
      }
    }
    const district = await checkAddress(tx, values, 'permanent', once)
    await checkAddress(tx, values, 'temporary', once)
    // The reports' older text column follows the permanent district when one is given, and goes
    // with it when it is cleared (the district report would count the student there still). A
    // row that never had the district's id keeps its text.
    if (district) return { ...values, district }
    return current?.permanentDistrictId != null ? { ...values, district: null } : values
  },
  // Every answer names its photo and documents (type, size, hash; never the bytes): one look-up
  // each for the whole page, so lists stay as fast as before.
  present: async (db, rows) => {
    if (rows.length === 0) return rows
    const ids = rows.map((r) => r.id)
    const [photos, documents] = await readAll(
      db,
      () => photosOf(db, studentFiles, ids),
      () => documentsOf(db, studentFiles, ids),
    )
    // Set on the rows just read, not copied: a copy of 50 fields a row was 0.07-0.13 ms a page.
    for (const row of rows) {
      row.photo = photos.get(row.id) ?? null
      row.documents = documents.get(row.id) ?? []
    }
    return rows
  },
})

/** The student register as the owner of files: its verified records are locked (decision 0251). */
export const studentFiles: FileOwner = {
  crud: students,
  table: s,
  scope: { read: studentScope, write: studentScope },
  documentOwner: t.recordDocuments.studentId,
  photos: { table: t.studentPhotos, owner: t.studentPhotos.studentId, key: 'studentId' },
  assertUnlocked: async (tx, id) => {
    const [current] = await tx.select({ state: s.verificationState }).from(s).where(eq(s.id, id))
    // The files are part of the record: locked as its fields are.
    if (current && lockedForCampus(current.state)) throw lockedProblem(current.state)
  },
}

/** The orders of the register, by the contract's `sort`. */
export const studentOrders = registerOrders(s)
