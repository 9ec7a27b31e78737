// The rules of an employee record that need no other record, as client and server both check them
// (spec issue 14, "Bad input"): what teaching and non-teaching staff may have, and the dates (joining
// at 16 or older and not in the future, a status change not before joining). The database holds the
// same rules as CHECKs (migration 0013); the post's category and the department's campus are the
// server's to check.
export const EMPLOYEE_MIN_JOINING_AGE = 16

/** Which rule a record breaks: the browser words it in the user's language, the server in English. */
export type EmployeeRule =
  | 'teachingKindEmpty'
  | 'nonTeachingKindRequired'
  | 'teachingOnly'
  | 'joinedInFuture'
  | 'joinedTooEarly'
  | 'statusBeforeJoining'

export type EmployeeIssue = { field: string; rule: EmployeeRule; message: string }

/** The fields the rules read, as the contract names them (dates are ISO `YYYY-MM-DD`). */
export type EmployeeRuleFields = {
  staffType?: unknown
  nonTeachingKind?: unknown
  facultyId?: unknown
  teachingLoad?: unknown
  dateOfBirth?: unknown
  joinedOn?: unknown
  statusChangedOn?: unknown
}

const iso = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

/**
 * The ISO date `years` after `date`, the day kept within the month (29 February plus one year is
 * 28 February), as PostgreSQL adds an interval of years.
 */
export function yearsAfter(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const lastDay = new Date(Date.UTC(y + years, m, 0)).getUTCDate()
  return `${String(y + years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`
}

/** Today in Nepal (UTC+05:45), where every campus is: a date entered there is never "the future". */
export const nepalToday = (now: Date = new Date()) =>
  new Date(now.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10)

/**
 * What is wrong with an employee's staff fields and dates, one issue a field (none: the record
 * holds). `employeeIssues({ staffType: 'teaching', nonTeachingKind: 'technical' })` names
 * `nonTeachingKind`.
 */
export function employeeIssues(
  values: EmployeeRuleFields,
  today: string = nepalToday(),
): EmployeeIssue[] {
  const issues: EmployeeIssue[] = []
  const teaching = values.staffType === 'teaching'
  if (teaching && values.nonTeachingKind != null) {
    issues.push({
      field: 'nonTeachingKind',
      rule: 'teachingKindEmpty',
      message: 'must be empty for teaching staff',
    })
  }
  if (values.staffType === 'non-teaching' && values.nonTeachingKind == null) {
    issues.push({
      field: 'nonTeachingKind',
      rule: 'nonTeachingKindRequired',
      message: 'is required for non-teaching staff',
    })
  }
  for (const field of ['facultyId', 'teachingLoad'] as const) {
    if (!teaching && values[field] != null) {
      issues.push({ field, rule: 'teachingOnly', message: 'is for teaching staff only' })
    }
  }
  const born = iso(values.dateOfBirth)
  const joined = iso(values.joinedOn)
  const changed = iso(values.statusChangedOn)
  if (joined && joined > today) {
    issues.push({ field: 'joinedOn', rule: 'joinedInFuture', message: 'must not be in the future' })
  } else if (joined && born && joined < yearsAfter(born, EMPLOYEE_MIN_JOINING_AGE)) {
    issues.push({
      field: 'joinedOn',
      rule: 'joinedTooEarly',
      message: `must be at least ${EMPLOYEE_MIN_JOINING_AGE} years after the date of birth`,
    })
  }
  if (changed && joined && changed < joined) {
    issues.push({
      field: 'statusChangedOn',
      rule: 'statusBeforeJoining',
      message: 'must not be before the joining date',
    })
  }
  return issues
}

/** Who employs someone (decision 0323): a campus, a university's central office, or the commission. */
export type EmployerLevel = 'campus' | 'university' | 'commission'
export const employerLevels: readonly EmployerLevel[] = ['campus', 'university', 'commission']

/** The employer a record names, as the list filter `level` calls it. */
export const employerLevel = (row: { campusId?: unknown; universityId?: unknown }): EmployerLevel =>
  row.campusId != null ? 'campus' : row.universityId != null ? 'university' : 'commission'
