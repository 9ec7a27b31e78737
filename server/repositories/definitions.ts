// The setup lists, each a few lines on the generic repository.
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Caller } from '../auth/token.ts'
import * as t from '../db/schema.ts'
import { problems } from '../problems.ts'
import { crud } from './crud.ts'
import { fiscalYearRules } from './fiscal-years.ts'
import {
  campusRules,
  campusScope,
  campusWriteScope,
  universityRules,
  universityScope,
} from './institutions.ts'
import { visible } from './references.ts'
import { readScope, writeScope } from './scope.ts'

export const faculties = crud({
  label: 'Faculty',
  table: t.faculties,
  uniqueBy: t.faculties.facultyName,
  orderBy: [t.faculties.facultyName],
})
export const levels = crud({
  label: 'Level',
  table: t.levels,
  uniqueBy: t.levels.levelName,
  orderBy: [t.levels.levelName],
})
/** A university's graduation table (decision 0320): one row a division, highest CGPA first. */
export const graduationDivisions = crud({
  label: 'Graduation table row',
  table: t.graduationDivisions,
  uniqueBy: t.graduationDivisions.division,
  orderBy: [t.graduationDivisions.universityId, desc(t.graduationDivisions.minCgpa)],
})
export const programs = crud({
  label: 'Program',
  table: t.programs,
  uniqueBy: t.programs.programName,
  orderBy: [t.programs.programName],
})
export const batches = crud({
  label: 'Batch',
  table: t.batches,
  prepare: async (values, { tx, caller }) => {
    if (values.programId != null) await visible(programs, tx, caller, values.programId, 'programId')
    return values
  },
  uniqueBy: t.batches.batchName,
  orderBy: [desc(t.batches.batchYear), t.batches.batchName],
})
export const feeTypes = crud({
  label: 'Fee type',
  table: t.feeTypes,
  uniqueBy: t.feeTypes.feeTypeName,
  orderBy: [t.feeTypes.feeTypeName],
})
export const generalFeeTypes = crud({
  label: 'General fee type',
  table: t.generalFeeTypes,
  uniqueBy: t.generalFeeTypes.feeTypeName,
  orderBy: [t.generalFeeTypes.feeTypeName],
})
export const employeePositions = crud({
  label: 'Post',
  table: t.employeePositions,
  uniqueBy: t.employeePositions.positionName,
  orderBy: [
    t.employeePositions.category,
    t.employeePositions.rank,
    t.employeePositions.positionName,
  ],
})
export const ethnicGroups = crud({
  label: 'Ethnic group',
  table: t.ethnicGroups,
  uniqueBy: t.ethnicGroups.ethnicGroupName,
  orderBy: [t.ethnicGroups.ethnicGroupName],
})
export const fiscalYears = crud({
  label: 'Fiscal year',
  table: t.fiscalYears,
  uniqueBy: t.fiscalYears.name,
  orderBy: [desc(t.fiscalYears.startDate)],
  prepare: fiscalYearRules,
})

const programScope = { universityId: t.programs.universityId, campusId: t.programs.campusId }
const programSummaries = async (db: Parameters<typeof programs.get>[0], ids: number[]) => {
  const rows = ids.length
    ? await db
        .select({
          id: t.programs.id,
          programName: t.programs.programName,
          programType: t.programs.programType,
        })
        .from(t.programs)
        .where(inArray(t.programs.id, [...new Set(ids)]))
    : []
  return new Map(rows.map((p) => [p.id, p]))
}
/** Adds `program: {id, programName, programType}` to rows that have a programId. */
const withProgram: NonNullable<Parameters<typeof crud>[0]['present']> = async (db, rows) => {
  const byId = await programSummaries(
    db,
    rows.map((r) => r.programId as number),
  )
  return rows.map((r) => ({ ...r, program: byId.get(r.programId as number) }))
}
/**
 * A campus offers only a program it can see: one of its university (university-wide or its own
 * campus's) or a commission-wide one, never another university's or another campus's.
 */
async function offeredByCampus(
  values: Record<string, unknown>,
  { tx }: { tx: Parameters<typeof programs.get>[0] },
) {
  // The campus is known here: the repository's owner check ran before.
  const campusId = Number(values.campusId)
  const campusUniversity = sql`(select university_id from campuses where id = ${campusId})`
  const [program] = await tx
    .select({ id: t.programs.id })
    .from(t.programs)
    .where(
      and(
        eq(t.programs.id, Number(values.programId)),
        or(isNull(t.programs.universityId), eq(t.programs.universityId, campusUniversity)),
        or(isNull(t.programs.campusId), eq(t.programs.campusId, campusId)),
      ),
    )
  if (!program) {
    throw problems.validation([
      { field: 'programId', message: "is not a program of this campus's university" },
    ])
  }
  return values
}

/** Rows that belong to an institution through their program (subjects, college programs). */
const throughProgram = (column: PgColumn, rule: typeof readScope) => (caller: Caller) => {
  const condition: SQL | undefined = rule(programScope, caller)
  return condition && sql`${column} in (select id from programs where ${condition})`
}

export const collegePrograms = crud({
  label: 'College program',
  table: t.collegePrograms,
  uniqueBy: t.collegePrograms.programId,
  prepare: offeredByCampus,
  present: withProgram,
})

export const feeSetups = crud({
  label: 'Fee setup',
  table: t.feeSetups,
  // The program, fiscal year and fee type must be ones the caller may use.
  prepare: async (values, { tx, caller }) => {
    await visible(programs, tx, caller, values.programId, 'programId')
    await visible(fiscalYears, tx, caller, values.fiscalYearId, 'fiscalYearId')
    await visible(feeTypes, tx, caller, values.feeTypeId, 'feeTypeId')
    return values
  },
  uniqueBy: t.feeSetups.feeTypeId,
  uniqueWithin: [
    t.feeSetups.programId,
    t.feeSetups.fiscalYearId,
    t.feeSetups.semester,
    t.feeSetups.year,
  ],
})

export const subjects = crud({
  label: 'Subject',
  table: t.subjects,
  uniqueBy: t.subjects.code,
  uniqueWithin: [t.subjects.programId],
  orderBy: [
    t.subjects.programId,
    sql`coalesce(${t.subjects.semester}, ${t.subjects.year})`,
    t.subjects.subjectName,
  ],
  scope: {
    read: throughProgram(t.subjects.programId, readScope),
    write: throughProgram(t.subjects.programId, writeScope),
  },
  // An annual program's subjects have a year and no semester; a semester program's the reverse.
  prepare: async (values, { tx, caller, current }) => {
    const programId = Number(current ? current.programId : values.programId)
    const [program] = await tx
      .select()
      .from(t.programs)
      .where(
        and(eq(t.programs.id, programId), current ? undefined : writeScope(programScope, caller)),
      )
    if (!program) {
      throw problems.validation([
        { field: 'programId', message: 'is not a program you may add subjects to' },
      ])
    }
    const annual = program.programType === 'annual'
    const needed = annual ? 'year' : 'semester'
    if (values[needed] == null) {
      throw problems.validation([
        {
          field: needed,
          message: annual
            ? 'Year is required for annual programs'
            : 'Semester is required for semester programs',
        },
      ])
    }
    return {
      ...values,
      programId,
      semester: annual ? null : values.semester,
      year: annual ? values.year : null,
      isRegular: values.subjectType === 'regular',
    }
  },
  present: withProgram,
})

/** A program's specialisations (BBS: Finance, Marketing …): scoped through the program, as subjects are. */
export const majorSubjects = crud({
  label: 'Major subject',
  table: t.majorSubjects,
  uniqueBy: t.majorSubjects.majorSubjectName,
  uniqueWithin: [t.majorSubjects.programId],
  orderBy: [t.majorSubjects.programId, t.majorSubjects.majorSubjectName],
  scope: {
    read: throughProgram(t.majorSubjects.programId, readScope),
    write: throughProgram(t.majorSubjects.programId, writeScope),
  },
  // Only a program the caller may write takes new majors; the program is fixed after create.
  prepare: async (values, { tx, caller, current }) => {
    if (current) return { ...values, programId: current.programId }
    const [program] = await tx
      .select({ id: t.programs.id })
      .from(t.programs)
      .where(and(eq(t.programs.id, Number(values.programId)), writeScope(programScope, caller)))
    if (!program) {
      throw problems.validation([
        { field: 'programId', message: 'is not a program you may add major subjects to' },
      ])
    }
    return values
  },
  present: withProgram,
})

/**
 * Universities, registered by the commission (decision 0206): a name once in any letter case; the
 * address's text and the AD year derived on every write. Others read their own university only.
 */
export const universities = crud({
  label: 'University',
  table: t.universities,
  uniqueBy: t.universities.name,
  orderBy: [t.universities.name],
  scope: { read: universityScope, write: universityScope },
  prepare: universityRules,
})

/**
 * Campuses, registered by the commission and by each university for itself (decision 0206): a
 * campus name once within its university and a code once anywhere, in any letter case.
 */
export const campuses = crud({
  label: 'Campus',
  table: t.campuses,
  uniqueRules: [
    { by: t.campuses.campusName, within: [t.campuses.universityId] },
    { by: t.campuses.code, within: [] },
  ],
  orderBy: [t.campuses.campusName],
  scope: { read: campusScope, write: campusWriteScope },
  prepare: campusRules,
})
