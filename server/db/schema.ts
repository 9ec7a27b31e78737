// The HEMIS database. Column keys are camelCase and match the contract's field names, so a row of a
// setup table is (almost) its API record; the database itself uses snake_case (drizzle `casing`).
import { sql, type SQL } from 'drizzle-orm'
import { roles, type Role } from '../../common/roles.ts'
import { permissionActions, permissionModules } from '../../common/permissions.ts'
import { importRegisters, type ImportRegister } from '../../common/setup-lists.ts'
import { documentKinds, documentTypes, maxDocumentBytes } from '../../common/document-kinds.ts'
import { ugcCategories } from '../../common/ugc-categories.ts'
import { verificationStates } from '../../common/verification-rules.ts'
import { fieldLimits } from '../../common/field-limits.gen.ts'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const id = () => integer().primaryKey().generatedByDefaultAsIdentity()
/** Columns every editable record has: the Active flag, the optimistic-concurrency version and times. */
const record = () => ({
  status: boolean().notNull().default(true),
  version: integer().notNull().default(1),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
/** Institution scope columns: null means "not tied to one" (commission-wide or university-wide). */
const scope = () => ({
  universityId: integer().references(() => universities.id),
  campusId: integer().references(() => campuses.id),
})
const scopeKey = (t: { universityId: unknown; campusId: unknown }) =>
  [sql`coalesce(${t.universityId}, 0)`, sql`coalesce(${t.campusId}, 0)`] as const

/** A CHECK that a text column holds one of `values` (they are this file's constants, never input). */
/**
 * A citizenship number as one person's key: lower case, letters and digits only, so "27-01/123" and
 * "27 01 123" are one certificate (decision 0323). Indexed with the date of birth on employees.
 */
export const personKeySql = (citizenshipNo: AnyPgColumn | SQL) =>
  sql`regexp_replace(lower(${citizenshipNo}), '[^0-9a-z]', '', 'g')`

const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`)

export const universityTypes = ['public', 'private', 'deemedHealthAcademy'] as const

/**
 * An address in Nepal's administrative units (decision 0200) of a university or campus: the ids are
 * what is entered; the older text columns (`district`, `province`, `localLevel`, `address`) are
 * derived from them on every write, for the readers that know only those (decision 0206).
 */
const institutionAddress = () => ({
  provinceId: integer().references(() => provinces.id),
  districtId: integer().references(() => districts.id),
  localLevelId: integer().references(() => localLevels.id),
  ward: integer(),
})

/**
 * A check's bounds are the ones the contract and the forms use (the calendar's table, Nepal's box),
 * written into its SQL text as literals, as a migration keeps them; `db-bounds.test.ts` holds the
 * database to them.
 */
const within = (column: AnyPgColumn, { minimum, maximum }: { minimum: number; maximum: number }) =>
  sql`${column} between ${sql.raw(degrees(minimum))} and ${sql.raw(degrees(maximum))}`
/** 80 as `80.0`, as the migration wrote it, so drizzle-kit sees no change. */
const degrees = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value))
const campusLimits = fieldLimits.CampusCreate
/**
 * A founding year's bounds: the contract's (2000–2100 BS), the years the calendar's table had
 * before it reached back for dates of birth (decision 0411).
 */
const bsYearCheck = (column: AnyPgColumn) => {
  const { minimum, maximum } = campusLimits.establishedYearBs
  return sql`${column} between ${sql.raw(String(minimum))} and ${sql.raw(String(maximum))}`
}

export const universities = pgTable(
  'universities',
  {
    id: id(),
    name: text().notNull(),
    /** The name in Devanagari. */
    nameNe: text(),
    shortName: text().notNull(),
    code: text().notNull(),
    universityType: text({ enum: universityTypes }).notNull().default('public'),
    district: text().notNull(),
    province: integer().notNull(),
    address: text().notNull(),
    ...institutionAddress(),
    /** AD, derived from `establishedYearBs` (the AD year the BS year began in). */
    establishedYear: integer().notNull(),
    establishedYearBs: integer().notNull(),
    phone: text(),
    email: text(),
    website: text(),
    logo: text(),
    /**
     * The form of the university's student registration numbers, a mask matched whole (`#` a digit,
     * `@` a letter, `*` either, `?` the one before optional; decision 0357); null takes any number
     * of letters, digits, '-' and '/'.
     */
    registrationFormat: text(),
    /** A registration number of that form, shown where a number does not fit it. */
    registrationExample: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('universities_name_key').on(sql`lower(${t.name})`),
    oneOf('universities_type_check', t.universityType, universityTypes),
    check('universities_established_check', bsYearCheck(t.establishedYearBs)),
  ],
)

export const campusTypes = ['constituent', 'private', 'community', 'central'] as const
export type CampusType = (typeof campusTypes)[number]

export const campuses = pgTable(
  'campuses',
  {
    id: id(),
    universityId: integer()
      .notNull()
      .references(() => universities.id),
    campusName: text().notNull(),
    /** The name in Devanagari. */
    nameNe: text(),
    campusType: text({ enum: campusTypes }).notNull(),
    code: text().notNull(),
    /** The registration code the university's exam controller gives the campus. */
    examCode: text(),
    establishedYearBs: integer(),
    localLevel: text().notNull(),
    district: text().notNull(),
    province: integer().notNull(),
    address: text().notNull(),
    ...institutionAddress(),
    phone: text().notNull(),
    email: text().notNull(),
    website: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    logo: text(),
    ...record(),
  },
  (t) => [
    index().on(t.universityId),
    index().on(t.campusType),
    uniqueIndex('campuses_name_key').on(t.universityId, sql`lower(${t.campusName})`),
    uniqueIndex('campuses_code_key').on(sql`lower(${t.code})`),
    // What `ofItsCampus` refers to: a campus with its university.
    unique('campuses_university_campus_key').on(t.universityId, t.id),
    // Nepal's bounding box, as the contract bounds the fields; both or neither (decision 0206).
    check(
      'campuses_location_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${within(t.latitude, campusLimits.latitude)} and ${within(t.longitude, campusLimits.longitude)}))`,
    ),
    check('campuses_established_check', bsYearCheck(t.establishedYearBs)),
  ],
)

/**
 * A row that names a campus and a university names the campus's own (decision 0395): the pair
 * refers to the campus with its university, so no row can say otherwise, and a campus cannot
 * change university while rows of it are kept under the old one. A row without a campus (a
 * university's or the commission's) is not checked: a foreign key skips a pair with a null.
 */
function ofItsCampus(table: string, t: { universityId: AnyPgColumn; campusId: AnyPgColumn }) {
  return foreignKey({
    name: `${table}_campus_university_fk`,
    columns: [t.universityId, t.campusId],
    foreignColumns: [campuses.universityId, campuses.id],
  })
}

export { roles, type Role }

/** The interface languages a user can choose (the contract's `Locale`). */
export const locales = ['en', 'ne'] as const
export const digitStyles = ['devanagari', 'latin'] as const

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    fullName: text().notNull(),
    passwordHash: text().notNull(),
    role: text({ enum: roles }).notNull(),
    universityId: integer().references(() => universities.id),
    campusId: integer().references(() => campuses.id),
    phoneNumber: text(),
    gender: text({ enum: ['male', 'female', 'other'] }),
    /** Set for accounts created or reset by an administrator: login answers a verification token. */
    mustSetPassword: boolean().notNull().default(false),
    lastSignInAt: timestamp({ withTimezone: true }),
    /** Kept on the server so the chosen language follows the user to another device. */
    locale: text({ enum: locales }).notNull().default('en'),
    /** The digits of numbers and dates in Nepali (decision 0328). */
    digits: text({ enum: digitStyles }).notNull().default('devanagari'),
    /** The staff record this account was given to (issue 14): one account a record at most. */
    employeeId: integer().references((): AnyPgColumn => employees.id),
    ...record(),
  },
  (t) => [
    ofItsCampus('users', t),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_employee_key').on(t.employeeId),
    check('users_locale_check', sql`${t.locale} in ('en', 'ne')`),
    oneOf('users_digits_check', t.digits, digitStyles),
  ],
)

/**
 * One signed-in session: a token names its row (`sid`), and every request checks the row is live, so
 * sign-out, a password change or reset and disabling the account end tokens at once. Tokens live 15
 * minutes; the session's refresh cookie gets the next one until `expiresAt`.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Hash of the secret in the session's HttpOnly refresh cookie (decision 0326). */
    refreshHash: text(),
  },
  (t) => [index().on(t.userId)],
)

/**
 * Failed sign-ins per e-mail and client address (and per address alone, e-mail `*`), kept in the
 * database so every server process counts the same failures. An address that fails five times locks
 * that e-mail for that address only: nobody can lock an account out from elsewhere.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    emailKey: text().notNull(),
    address: text().notNull(),
    failures: integer().notNull().default(0),
    lastFailureAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.emailKey, t.address] })],
)

/**
 * Requests of the public operations per client address and operation in the current window
 * (`http/rate-limits.ts`): in the database so every server process counts the same requests.
 */
export const requestCounts = pgTable('request_counts', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
})

/** Values the server generates once and keeps (a session-signing secret when none is configured). */
export const serverSettings = pgTable('server_settings', {
  name: text().primaryKey(),
  value: text().notNull(),
})

export const faculties = pgTable(
  'faculties',
  {
    id: id(),
    ...scope(),
    facultyName: text().notNull(),
    facultyType: text({ enum: ['general', 'technical'] }).notNull(),
    shortName: text().notNull(),
    code: text(),
    alias: text(),
    detail: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('faculties_name_key').on(...scopeKey(t), sql`lower(${t.facultyName})`),
    ofItsCampus('faculties', t),
  ],
)

export const levels = pgTable(
  'levels',
  {
    id: id(),
    ...scope(),
    levelName: text().notNull(),
    shortName: text(),
    code: text().notNull(),
    alias: text(),
    remarks: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('levels_name_key').on(...scopeKey(t), sql`lower(${t.levelName})`),
    ofItsCampus('levels', t),
  ],
)

export const programs = pgTable(
  'programs',
  {
    id: id(),
    ...scope(),
    facultyId: integer().references(() => faculties.id),
    levelId: integer().references(() => levels.id),
    programName: text().notNull(),
    programType: text({ enum: ['annual', 'semester'] }).notNull(),
    shortName: text(),
    code: text(),
    durationYears: integer(),
    ...record(),
  },
  (t) => [
    uniqueIndex('programs_name_key').on(...scopeKey(t), sql`lower(${t.programName})`),
    ofItsCampus('programs', t),
  ],
)

export const collegePrograms = pgTable(
  'college_programs',
  {
    id: id(),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    intakeCapacity: integer(),
    ...record(),
  },
  (t) => [uniqueIndex('college_programs_key').on(t.campusId, t.programId)],
)

export const subjects = pgTable(
  'subjects',
  {
    id: id(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    subjectName: text().notNull(),
    subjectType: text({ enum: ['regular', 'optional'] }).notNull(),
    shortName: text().notNull(),
    code: text().notNull(),
    semester: integer(),
    year: integer(),
    alias: text(),
    remarks: text(),
    isRegular: boolean().notNull().default(true),
    ...record(),
  },
  (t) => [
    uniqueIndex('subjects_code_key').on(t.programId, sql`lower(${t.code})`),
    index().on(t.programId, t.semester, t.year),
  ],
)

/** A specialisation offered within a program (BBS: Finance, Marketing …); unique by name per program. */
export const majorSubjects = pgTable(
  'major_subjects',
  {
    id: id(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    majorSubjectName: text().notNull(),
    code: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('major_subjects_name_key').on(t.programId, sql`lower(${t.majorSubjectName})`),
  ],
)

/** Option lists of the student-upgrade screens (semesters 1..12, years 1..8). */
export const semesters = pgTable('semesters', {
  id: integer().primaryKey(),
  name: text().notNull(),
})
export const academicYears = pgTable('academic_years', {
  id: integer().primaryKey(),
  name: text().notNull(),
})

export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: id(),
    name: text().notNull().unique(),
    startDateBs: text().notNull(),
    endDateBs: text().notNull(),
    startDate: date().notNull(),
    endDate: date().notNull(),
    isCurrent: boolean().notNull().default(false),
    ...record(),
  },
  // At most one current fiscal year, whatever the code does.
  (t) => [
    uniqueIndex('fiscal_years_one_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
)

export const batches = pgTable(
  'batches',
  {
    id: id(),
    campusId: integer().references(() => campuses.id),
    batchName: text().notNull(),
    batchYear: integer().notNull(),
    programId: integer().references(() => programs.id),
    ...record(),
  },
  (t) => [
    uniqueIndex('batches_name_key').on(sql`coalesce(${t.campusId}, 0)`, sql`lower(${t.batchName})`),
  ],
)

const feeTypeColumns = () => ({
  id: id(),
  campusId: integer().references(() => campuses.id),
  feeTypeName: text().notNull(),
  code: text(),
  description: text(),
  ...record(),
})
export const feeTypes = pgTable('fee_types', feeTypeColumns(), (t) => [
  uniqueIndex('fee_types_name_key').on(
    sql`coalesce(${t.campusId}, 0)`,
    sql`lower(${t.feeTypeName})`,
  ),
])
export const generalFeeTypes = pgTable('general_fee_types', feeTypeColumns(), (t) => [
  uniqueIndex('general_fee_types_name_key').on(
    sql`coalesce(${t.campusId}, 0)`,
    sql`lower(${t.feeTypeName})`,
  ),
])

export const genders = ['male', 'female', 'other'] as const

export const examKinds = ['internal', 'final', 're-exam', 'supplementary'] as const

/**
 * A kind of exam a campus holds (First terminal, Board exam …), per campus or shared (no campus). Its
 * name may be given in either script or both, never neither (decision 0220).
 */
export const examTypes = pgTable(
  'exam_types',
  {
    id: id(),
    campusId: integer().references(() => campuses.id),
    examTypeName: text(),
    examTypeNameNe: text(),
    kind: text({ enum: examKinds }).notNull(),
    code: text(),
    description: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('exam_types_name_key').on(
      sql`coalesce(${t.campusId}, 0)`,
      sql`lower(${t.examTypeName})`,
    ),
    uniqueIndex('exam_types_name_ne_key').on(sql`coalesce(${t.campusId}, 0)`, t.examTypeNameNe),
    check(
      'exam_types_named_check',
      sql`coalesce(${t.examTypeName}, ${t.examTypeNameNe}) is not null`,
    ),
    oneOf('exam_types_kind_check', t.kind, examKinds),
  ],
)

/**
 * An exam of a campus for one class (program, batch, term) of one exam type and fiscal year, with
 * its routine: the papers (subject, date, time, room) and the marks each is counted out of. The
 * routine is kept with its exam as one JSON array, edited and synced as one record (decision 0221);
 * its rules are checked on every write (`common/exam-rules.ts`).
 */
export const exams = pgTable(
  'exams',
  {
    id: id(),
    universityId: integer()
      .notNull()
      .references(() => universities.id),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    batchId: integer()
      .notNull()
      .references(() => batches.id),
    semester: integer(),
    year: integer(),
    examTypeId: integer()
      .notNull()
      .references(() => examTypes.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    startDate: date().notNull(),
    endDate: date().notNull(),
    routine: jsonb().notNull().default([]),
    /** When its result was published: its marks are locked from then on (decision 0222). */
    publishedAt: timestamp({ withTimezone: true }),
    ...record(),
  },
  (t) => [
    ofItsCampus('exams', t),
    uniqueIndex('exams_class_key').on(
      t.campusId,
      t.programId,
      t.batchId,
      sql`coalesce(${t.semester}, 0)`,
      sql`coalesce(${t.year}, 0)`,
      t.examTypeId,
      t.fiscalYearId,
    ),
    check('exams_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('exams_term_check', sql`(${t.semester} is null) <> (${t.year} is null)`),
    check('exams_routine_check', sql`jsonb_typeof(${t.routine}) = 'array'`),
  ],
)

const markParts = () => ({
  theory: numeric({ precision: 6, scale: 1, mode: 'number' }),
  practical: numeric({ precision: 6, scale: 1, mode: 'number' }),
  internal: numeric({ precision: 6, scale: 1, mode: 'number' }),
  absent: boolean().notNull().default(false),
  withheld: boolean().notNull().default(false),
})

/**
 * A student's marks in one paper of an exam: one row per (exam, subject, student). A trigger
 * refuses every write while the exam is published, except a correction (decision 0222).
 */
export const marks = pgTable(
  'marks',
  {
    id: id(),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    subjectId: integer()
      .notNull()
      .references(() => subjects.id),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    ...markParts(),
    ...record(),
  },
  (t) => [
    uniqueIndex('marks_paper_key').on(t.examId, t.subjectId, t.studentId),
    // A student's standing and the eligible list read a student's marks of every exam.
    index().on(t.studentId),
    check(
      'marks_not_negative_check',
      sql`coalesce(${t.theory}, 0) >= 0 and coalesce(${t.practical}, 0) >= 0 and coalesce(${t.internal}, 0) >= 0`,
    ),
  ],
)

/** The columns of a row about one student in one exam, deleted with either. */
const examStudent = () => ({
  examId: integer()
    .notNull()
    .references(() => exams.id, { onDelete: 'cascade' }),
  studentId: integer()
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
})

/**
 * A student on an exam's appearance list with their symbol number in that exam (decision 0224): the
 * number is the exam's, unique within it in any letter case, whatever the student's record says.
 */
export const examAppearances = pgTable(
  'exam_appearances',
  {
    ...examStudent(),
    symbolNo: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.studentId] }),
    uniqueIndex('exam_appearances_symbol_key').on(t.examId, sql`lower(${t.symbolNo})`),
  ],
)

/**
 * Each student's outcome in a published exam (decision 0226): whether they appeared (sat a paper,
 * not withheld) and passed every paper, computed from the marks when the result is published and
 * again for the student at each correction, so reports count 500,000 rows, not 3 million marks.
 * Derived from audited marks, so not audited itself.
 */
export const examOutcomes = pgTable(
  'exam_outcomes',
  {
    ...examStudent(),
    appeared: boolean().notNull(),
    passed: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
)

/** A change of a published exam's mark: the parts before and after, why, and by whom. */
export const markCorrections = pgTable(
  'mark_corrections',
  {
    id: id(),
    markId: integer()
      .notNull()
      .references(() => marks.id),
    examId: integer()
      .notNull()
      .references(() => exams.id),
    subjectId: integer().notNull(),
    studentId: integer().notNull(),
    before: jsonb().notNull(),
    after: jsonb().notNull(),
    reason: text().notNull(),
    userId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.examId),
    check('mark_corrections_reason_check', sql`length(trim(${t.reason})) >= 5`),
  ],
)

/**
 * The appeared and passed students of one class (program and term), fiscal year, gender and UGC
 * category in an exam the university runs itself, entered by the campus as totals (decision 0223):
 * the pass rate counts them for a class with no published final exam of its own.
 */
export const resultTotals = pgTable(
  'result_totals',
  {
    id: id(),
    universityId: integer()
      .notNull()
      .references(() => universities.id),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    semester: integer(),
    year: integer(),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    gender: text({ enum: genders }).notNull(),
    category: text({ enum: ugcCategories }).notNull(),
    appeared: integer().notNull(),
    passed: integer().notNull(),
    ...record(),
  },
  (t) => [
    ofItsCampus('result_totals', t),
    uniqueIndex('result_totals_class_key').on(
      t.campusId,
      t.programId,
      sql`coalesce(${t.semester}, 0)`,
      sql`coalesce(${t.year}, 0)`,
      t.fiscalYearId,
      t.gender,
      t.category,
    ),
    index().on(t.fiscalYearId),
    check('result_totals_counts_check', sql`${t.passed} between 0 and ${t.appeared}`),
    check('result_totals_term_check', sql`(${t.semester} is null) <> (${t.year} is null)`),
    oneOf('result_totals_gender_check', t.gender, genders),
    oneOf('result_totals_category_check', t.category, ugcCategories),
  ],
)

export const employeePositions = pgTable(
  'employee_positions',
  {
    id: id(),
    positionName: text().notNull(),
    code: text(),
    category: text({ enum: ['teaching', 'non-teaching'] }).notNull(),
    rank: integer(),
    ...record(),
  },
  (t) => [uniqueIndex('employee_positions_name_key').on(sql`lower(${t.positionName})`)],
)

export const ethnicGroups = pgTable(
  'ethnic_groups',
  {
    id: id(),
    ethnicGroupName: text().notNull(),
    code: text(),
    description: text(),
    ...record(),
  },
  (t) => [uniqueIndex('ethnic_groups_name_key').on(sql`lower(${t.ethnicGroupName})`)],
)

export const feeSetups = pgTable(
  'fee_setups',
  {
    id: id(),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    feeTypeId: integer()
      .notNull()
      .references(() => feeTypes.id),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    semester: integer(),
    year: integer(),
    ...record(),
  },
  (t) => [
    uniqueIndex('fee_setups_key').on(
      t.campusId,
      t.programId,
      t.fiscalYearId,
      t.feeTypeId,
      sql`coalesce(${t.semester}, 0)`,
      sql`coalesce(${t.year}, 0)`,
    ),
  ],
)

/** A class of a program split into sections (A, B, Morning …) at one campus, per intake and term. */
export const sections = pgTable(
  'sections',
  {
    id: id(),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    batchId: integer().references(() => batches.id),
    sectionName: text().notNull(),
    code: text(),
    semester: integer(),
    year: integer(),
    shift: text({ enum: ['morning', 'day', 'evening'] }),
    capacity: integer(),
    remarks: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('sections_name_key').on(
      t.campusId,
      t.programId,
      sql`coalesce(${t.batchId}, 0)`,
      sql`coalesce(${t.semester}, 0)`,
      sql`coalesce(${t.year}, 0)`,
      sql`lower(${t.sectionName})`,
    ),
  ],
)

export const departmentTypes = ['academic', 'administrative'] as const
/** Academic departments (under a faculty) and administrative ones, of a university or a campus. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    ...scope(),
    facultyId: integer().references(() => faculties.id),
    departmentName: text().notNull(),
    departmentType: text({ enum: departmentTypes }).notNull(),
    shortName: text(),
    code: text(),
    headName: text(),
    email: text(),
    phone: text(),
    establishedYear: integer(),
    remarks: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('departments', t),
    uniqueIndex('departments_name_key').on(...scopeKey(t), sql`lower(${t.departmentName})`),
    index().on(t.facultyId),
  ],
)

export const headTypes = ['income', 'expense'] as const
/** Income and expense heads: shared ones (campusId null, kept by the commission) and a campus's own. */
export const incomeExpenseHeads = pgTable(
  'income_expense_heads',
  {
    id: id(),
    campusId: integer().references(() => campuses.id),
    /** The group this head belongs to (a head without parent is a group); two levels at most. */
    parentId: integer().references((): AnyPgColumn => incomeExpenseHeads.id),
    headName: text().notNull(),
    headType: text({ enum: headTypes }).notNull(),
    code: text(),
    description: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('income_expense_heads_name_key').on(
      sql`coalesce(${t.campusId}, 0)`,
      t.headType,
      sql`lower(${t.headName})`,
    ),
    index().on(t.parentId),
  ],
)

/** One income received or expense paid by a campus, in rupees with paisa (numeric, sent as a string). */
export const incomeExpenses = pgTable(
  'income_expenses',
  {
    id: id(),
    campusId: integer()
      .notNull()
      .references(() => campuses.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    headId: integer()
      .notNull()
      .references(() => incomeExpenseHeads.id),
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    entryDate: date().notNull(),
    description: text(),
    /** Voucher or receipt number: unique within the campus and fiscal year when given. */
    reference: text(),
    ...record(),
  },
  (t) => [
    uniqueIndex('income_expenses_reference_key').on(
      t.campusId,
      t.fiscalYearId,
      sql`lower(${t.reference})`,
    ),
    index().on(t.campusId, t.fiscalYearId, t.entryDate),
    index().on(t.headId),
  ],
)

export const disabilities = [
  'none',
  'physical',
  'visual',
  'hearing',
  'speechAndHearing',
  'intellectual',
  'multiple',
] as const
export const enrolmentStatuses = [
  'active',
  'onLeave',
  'droppedOut',
  'graduated',
  'transferred',
] as const
export const scholarships = ['none', 'merit', 'needBased', 'reserved', 'other'] as const
export const feeCategories = ['regular', 'selfFinanced', 'freeship'] as const
/** A register's row belongs to one campus and carries its university (set from the campus). */
const campusOwned = () => ({
  universityId: integer()
    .notNull()
    .references(() => universities.id),
  campusId: integer()
    .notNull()
    .references(() => campuses.id),
})
/** The person a register's row is (a student, an employee): names in both scripts, birth, group. */
const person = () => ({
  firstName: text().notNull(),
  middleName: text(),
  lastName: text().notNull(),
  /** The full name in Devanagari. */
  nameNe: text(),
  gender: text({ enum: genders }).notNull(),
  dateOfBirth: date().notNull(),
  ethnicGroupId: integer().references(() => ethnicGroups.id),
  disability: text({ enum: disabilities }).notNull().default('none'),
})
/** A permanent address in Nepal's administrative units (decision 0200). */
const permanentAddress = () => ({
  permanentProvinceId: integer().references(() => provinces.id),
  permanentDistrictId: integer().references(() => districts.id),
  permanentLocalLevelId: integer().references(() => localLevels.id),
  permanentWard: integer(),
})
type RegisterColumns = Record<
  'id' | 'universityId' | 'campusId' | 'firstName' | 'lastName',
  AnyPgColumn
>
/**
 * The indexes a register's pages are read on (decision 0201): by name (a campus's, a university's
 * and the commission's list) and by newest (id desc: the key); and `q`'s start of a first or last
 * name. The name in the code points' order (`collate "C"`, whatever the database's locale): the
 * device's order, and one a surname's prefix is a range of (decision 0427).
 * `...registerPageIndexes('students', t)`.
 */
const registerPageIndexes = (table: string, t: RegisterColumns) => {
  const name = [
    sql`(lower(${t.lastName}) collate "C")`,
    sql`(lower(${t.firstName}) collate "C")`,
  ] as const
  return [
    index(`${table}_campus_name_idx`).on(t.campusId, ...name, t.id),
    index(`${table}_name_idx`).on(...name, t.id),
    index(`${table}_university_name_idx`).on(t.universityId, ...name, t.id),
    index(`${table}_campus_id_idx`).on(t.campusId, t.id),
    index(`${table}_university_id_idx`).on(t.universityId, t.id),
    index(`${table}_first_name_idx`).on(sql`lower(${t.firstName}) text_pattern_ops`),
    index(`${table}_last_name_idx`).on(sql`lower(${t.lastName}) text_pattern_ops`),
  ]
}
/** A qualification earned before enrolment, as the contract's `Qualification`. */
export type Qualification = {
  level: string
  board: string
  passedYear: number
  grade?: string | null
}

/**
 * The student register: one row a student of a campus, with every field a regulator counts by.
 * The university is the campus's (kept here so its uniqueness rule and scope need no join).
 */
export const students = pgTable(
  'students',
  {
    id: id(),
    ...campusOwned(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    batchId: integer().references(() => batches.id),
    /** The fiscal year of enrolment. */
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    userId: integer().references(() => users.id),
    ...person(),
    nationality: text().notNull().default('Nepali'),
    citizenshipNo: text(),
    passportNo: text(),
    ...permanentAddress(),
    temporaryProvinceId: integer().references(() => provinces.id),
    temporaryDistrictId: integer().references(() => districts.id),
    temporaryLocalLevelId: integer().references(() => localLevels.id),
    temporaryWard: integer(),
    /** The permanent district's English name (the reports' older text column). */
    district: text(),
    phone: text(),
    email: text(),
    guardianName: text(),
    guardianPhone: text(),
    qualifications: jsonb().$type<Qualification[]>().notNull().default([]),
    semester: integer(),
    year: integer(),
    sectionId: integer().references(() => sections.id),
    shift: text({ enum: ['morning', 'day', 'evening'] }),
    registrationNo: text(),
    rollNo: text(),
    symbolNo: text(),
    scholarship: text({ enum: scholarships }).notNull().default('none'),
    feeCategory: text({ enum: feeCategories }).notNull().default('regular'),
    enrolmentStatus: text({ enum: enrolmentStatuses }).notNull().default('active'),
    /** Where the record stands in its university's verification (decision 0250). */
    verificationState: text({ enum: verificationStates }).notNull().default('draft'),
    /** Why the university returned the record (set on return, cleared on the next submission). */
    verificationNote: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('students', t),
    index().on(t.campusId, t.fiscalYearId),
    index().on(t.universityId, t.verificationState),
    check(
      'students_verification_state_check',
      sql`${t.verificationState} in ('draft', 'submitted', 'verified', 'returned')`,
    ),
    index().on(t.programId),
    index().on(t.fiscalYearId),
    // The two uniqueness rules of the register (duplicates answer 409 with the existing id).
    uniqueIndex('students_registration_no_key')
      .on(t.universityId, sql`lower(${t.registrationNo})`)
      .where(sql`${t.registrationNo} is not null`),
    uniqueIndex('students_roll_no_key')
      .on(t.campusId, t.programId, sql`coalesce(${t.batchId}, 0)`, sql`lower(${t.rollNo})`)
      .where(sql`${t.rollNo} is not null`),
    ...registerPageIndexes('students', t),
    // `q`: a number (the names are the register's page indexes' own).
    index('students_registration_no_idx').on(sql`lower(${t.registrationNo})`),
    index('students_roll_no_idx').on(sql`lower(${t.rollNo})`),
    index('students_symbol_no_idx').on(sql`lower(${t.symbolNo})`),
    index().on(t.batchId),
    index().on(t.sectionId),
  ],
)

/**
 * How many students each campus of each university has, kept by statement triggers on `students`
 * (migration 0049, decision 0428): the commission's and a university's whole register is counted
 * from these rows, a few hundred, rather than by reading up to 500,000 beside every first page.
 */
export const studentCounts = pgTable(
  'student_counts',
  {
    universityId: integer().notNull(),
    campusId: integer().notNull(),
    students: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.universityId, t.campusId] })],
)

/** Binary bytes (`bytea`): a Buffer on both drivers (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A request about a student that people decide (a change request, a student's contact correction):
 * the student, the proposed values and those they replace, its state, who asked, who decided when,
 * and why a rejection.
 */
const studentRequest = () => ({
  studentId: integer()
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' }),
  fields: jsonb().$type<Record<string, unknown>>().notNull(),
  /** The same fields' values when the request was made. */
  previous: jsonb().$type<Record<string, unknown>>().notNull(),
  state: text({ enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  decisionReason: text(),
  requestedBy: integer().references(() => users.id),
  decidedBy: integer().references(() => users.id),
  decidedAt: timestamp({ withTimezone: true }),
})
export const studentChangeRequests = pgTable(
  'student_change_requests',
  {
    id: id(),
    ...campusOwned(),
    /** `fields`: the proposed values, in the shape of a StudentPatch. */
    ...studentRequest(),
    reason: text().notNull(),
    ...record(),
  },
  (t) => [
    ofItsCampus('student_change_requests', t),
    index().on(t.studentId),
    index().on(t.universityId, t.state),
    uniqueIndex('student_change_requests_pending_key')
      .on(t.studentId)
      .where(sql`${t.state} = 'pending'`),
    check('student_change_requests_reason_check', sql`length(${t.reason}) between 1 and 500`),
    check(
      'student_change_requests_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected')`,
    ),
  ],
)

/**
 * A student's photo (decision 0203): at most one, its bytes kept in the database so backups and
 * scope hold it like the rest of the record. No version of its own: writing it raises the student's.
 */
/** A record's photo (decision 0203): the image's type, bytes and hash, one a record. */
const photo = () => ({
  contentType: text({ enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
  bytes: bytea().notNull(),
  size: integer().notNull(),
  /** SHA-256 of the bytes, base64url: the photo's ETag. */
  sha256: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const studentPhotos = pgTable('student_photos', {
  studentId: integer()
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  ...photo(),
})

/** An employee's photo, as a student's (issue 14). */
export const employeePhotos = pgTable('employee_photos', {
  employeeId: integer()
    .primaryKey()
    .references((): AnyPgColumn => employees.id, { onDelete: 'cascade' }),
  ...photo(),
})

/** A campus's logo (decision 0330), kept as a photo is; `campuses.logo` is the path it is read at. */
export const campusLogos = pgTable('campus_logos', {
  campusId: integer()
    .primaryKey()
    .references(() => campuses.id, { onDelete: 'cascade' }),
  ...photo(),
})

/** A university's logo, as a campus's. */
export const universityLogos = pgTable('university_logos', {
  universityId: integer()
    .primaryKey()
    .references(() => universities.id, { onDelete: 'cascade' }),
  ...photo(),
})

/**
 * A document kept with a student's or an employee's record (decision 0254): the file's bytes in the
 * database, as the photo's are, so backups and a deleted record take them along; adding or removing
 * one is an edit of its record (the record's version rises). Exactly one owner a row.
 */
export const recordDocuments = pgTable(
  'record_documents',
  {
    id: id(),
    studentId: integer().references(() => students.id, { onDelete: 'cascade' }),
    employeeId: integer().references((): AnyPgColumn => employees.id, { onDelete: 'cascade' }),
    kind: text({ enum: documentKinds }).notNull(),
    name: text().notNull(),
    contentType: text({ enum: documentTypes }).notNull(),
    bytes: bytea().notNull(),
    size: integer().notNull(),
    /** SHA-256 of the bytes, base64url: the document's ETag. */
    sha256: text().notNull(),
    userId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.studentId),
    index().on(t.employeeId),
    check('record_documents_owner_check', sql`num_nonnulls(${t.studentId}, ${t.employeeId}) = 1`),
    oneOf('record_documents_kind_check', t.kind, documentKinds),
    oneOf('record_documents_type_check', t.contentType, documentTypes),
    check(
      'record_documents_size_check',
      sql`${t.size} between 1 and ${sql.raw(String(maxDocumentBytes))}`,
    ),
  ],
)

/**
 * A student's correction of their own contact details (issue 12), which their campus approves or
 * rejects: the proposed values and those they replace. At most one pending a student.
 */
export const studentContactRequests = pgTable(
  'student_contact_requests',
  {
    id: id(),
    ...campusOwned(),
    /** `fields`: the proposed phone, email, guardianName, guardianPhone. */
    ...studentRequest(),
    ...record(),
  },
  (t) => [
    ofItsCampus('student_contact_requests', t),
    index().on(t.campusId, t.state),
    // A student's latest decided correction, on their dashboard (and the students' cascade).
    index().on(t.studentId, t.id),
    uniqueIndex('student_contact_requests_pending_key')
      .on(t.studentId)
      .where(sql`${t.state} = 'pending'`),
    check(
      'student_contact_requests_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected')`,
    ),
  ],
)

export const divisions = ['distinction', 'first', 'second', 'third', 'pass'] as const
/**
 * A student's graduation (decision 0205): at most one a student, of the student's campus and
 * university, in the fiscal year whose dates hold `graduatedOn`. Recording it marks the student
 * `graduated`. A transcript number is unique within the university in any letter case.
 */
export const graduations = pgTable(
  'graduations',
  {
    id: id(),
    ...campusOwned(),
    studentId: integer()
      .notNull()
      .unique()
      .references(() => students.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    graduatedOn: date().notNull(),
    degree: text().notNull(),
    division: text({ enum: divisions }),
    cgpa: numeric({ precision: 3, scale: 2, mode: 'number' }),
    transcriptNo: text(),
    /** Rupees with paisa, answered as a string like every Amount. */
    feeAmount: numeric({ precision: 12, scale: 2 }),
    receiptNo: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('graduations', t),
    index().on(t.fiscalYearId),
    uniqueIndex('graduations_transcript_no_key')
      .on(t.universityId, sql`lower(${t.transcriptNo})`)
      .where(sql`${t.transcriptNo} is not null`),
    // The list's keysets (newest first within a scope); the name order reads the student's.
    index('graduations_campus_id_idx').on(t.campusId, t.id),
    index('graduations_university_id_idx').on(t.universityId, t.id),
    oneOf('graduations_division_check', t.division, divisions),
    check('graduations_cgpa_check', sql`${t.cgpa} between 0 and 4`),
  ],
)

/**
 * A university's graduation table (graduationtable-setups, decision 0320): the divisions its degrees
 * are awarded in and the lowest CGPA of each; the graduation form suggests a division by it. One
 * row a division within a scope.
 */
export const graduationDivisions = pgTable(
  'graduation_divisions',
  {
    id: id(),
    ...scope(),
    division: text({ enum: divisions }).notNull(),
    minCgpa: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull(),
    remarks: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('graduation_divisions', t),
    uniqueIndex('graduation_divisions_division_key').on(...scopeKey(t), t.division),
    oneOf('graduation_divisions_division_check', t.division, divisions),
    check('graduation_divisions_min_cgpa_check', sql`${t.minCgpa} between 0 and 4`),
  ],
)

export const dropoutReasons = [
  'financial',
  'employment',
  'migrationAbroad',
  'marriage',
  'health',
  'transfer',
  'academic',
  'unknown',
  'other',
] as const
/**
 * A student leaving without finishing (decision 0205), of the student's campus and university, in
 * the fiscal year whose dates hold `droppedOn`, with the campus's letter serial in that fiscal year.
 * A student may leave again after a readmission, but has one open dropout at most: the partial
 * unique index holds it under concurrent writes.
 */
export const dropouts = pgTable(
  'dropouts',
  {
    id: id(),
    ...campusOwned(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    droppedOn: date().notNull(),
    lastSemester: integer(),
    lastYear: integer(),
    reason: text({ enum: dropoutReasons }).notNull(),
    note: text(),
    readmittedOn: date(),
    readmissionNote: text(),
    /** The recommendation letter's serial, from 1 per campus and fiscal year. */
    serial: integer().notNull(),
    ...record(),
  },
  (t) => [
    ofItsCampus('dropouts', t),
    index().on(t.fiscalYearId),
    index().on(t.studentId),
    uniqueIndex('dropouts_open_key')
      .on(t.studentId)
      .where(sql`${t.readmittedOn} is null`),
    uniqueIndex('dropouts_serial_key').on(t.campusId, t.fiscalYearId, t.serial),
    index('dropouts_campus_id_idx').on(t.campusId, t.id),
    index('dropouts_university_id_idx').on(t.universityId, t.id),
    oneOf('dropouts_reason_check', t.reason, dropoutReasons),
    check('dropouts_last_semester_check', sql`${t.lastSemester} between 1 and 12`),
    check('dropouts_last_year_check', sql`${t.lastYear} between 1 and 6`),
    check('dropouts_one_last_term_check', sql`${t.lastSemester} is null or ${t.lastYear} is null`),
    check('dropouts_readmitted_on_check', sql`${t.readmittedOn} >= ${t.droppedOn}`),
    check('dropouts_serial_check', sql`${t.serial} >= 1`),
  ],
)

export const conducts = ['excellent', 'good', 'satisfactory'] as const

/**
 * A receipt of a student's fee (decision 0322): numbered per campus and fiscal year (the fiscal year
 * holding the day it was paid), never renumbered or deleted; a wrong one is cancelled with a reason
 * and issued again. What a student has paid against what the fee setup charges them is their dues.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    ...campusOwned(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    feeTypeId: integer()
      .notNull()
      .references(() => feeTypes.id),
    paidOn: date().notNull(),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    serial: integer().notNull(),
    /** `78-2081/82-000124`: campus, fiscal year, serial (what `GET /Receipt/GetReceiptNo` previews). */
    receiptNo: text().notNull(),
    remarks: text(),
    cancelled: boolean().notNull().default(false),
    cancelledReason: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('receipts', t),
    index().on(t.studentId),
    uniqueIndex('receipts_serial_key').on(t.campusId, t.fiscalYearId, t.serial),
    index('receipts_campus_id_idx').on(t.campusId, t.id),
    index('receipts_university_id_idx').on(t.universityId, t.id),
    check('receipts_amount_check', sql`${t.amount} > 0`),
    check('receipts_serial_check', sql`${t.serial} >= 1`),
  ],
)

/**
 * A character certificate issued to a graduate (decision 0210): numbered per campus and fiscal
 * year like a dropout's letter, verified publicly by its random code (the QR code's link).
 */
export const characterCertificates = pgTable(
  'character_certificates',
  {
    id: id(),
    ...campusOwned(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    fiscalYearId: integer()
      .notNull()
      .references(() => fiscalYears.id),
    issuedOn: date().notNull(),
    conduct: text({ enum: conducts }).notNull(),
    remarks: text(),
    serial: integer().notNull(),
    /** 20 random letters and digits: the public verification link's key. */
    verifyCode: text().notNull(),
    revoked: boolean().notNull().default(false),
    revokedReason: text(),
    ...record(),
  },
  (t) => [
    ofItsCampus('character_certificates', t),
    index().on(t.studentId),
    uniqueIndex('character_certificates_serial_key').on(t.campusId, t.fiscalYearId, t.serial),
    uniqueIndex('character_certificates_verify_code_key').on(t.verifyCode),
    index('character_certificates_campus_id_idx').on(t.campusId, t.id),
    index('character_certificates_university_id_idx').on(t.universityId, t.id),
    oneOf('character_certificates_conduct_check', t.conduct, conducts),
    check('character_certificates_serial_check', sql`${t.serial} >= 1`),
  ],
)

/**
 * A student's identity card (decision 0253): issued by the student's campus with a random code that
 * the printed QR code's public link verifies. One current card a student (a partial unique index):
 * issuing again for a lost card marks the old one replaced in the same transaction.
 */
export const studentCards = pgTable(
  'student_cards',
  {
    id: id(),
    ...campusOwned(),
    studentId: integer()
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Nepal's date of issue (the server's clock in Asia/Kathmandu, not the database's UTC). */
    issuedOn: date().notNull(),
    validUntil: date().notNull(),
    /** 20 random letters and digits: the public verification link's key. */
    code: text().notNull(),
    replacedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ofItsCampus('student_cards', t),
    uniqueIndex('student_cards_code_key').on(t.code),
    uniqueIndex('student_cards_current_key')
      .on(t.studentId)
      .where(sql`${t.replacedAt} is null`),
    index('student_cards_campus_id_idx').on(t.campusId),
    check('student_cards_dates_check', sql`${t.validUntil} >= ${t.issuedOn}`),
  ],
)

/** A student as a promotion found it, and the version the promotion left (decision 0202). */
export type PromotedStudent = {
  studentId: number
  semester: number | null
  year: number | null
  enrolmentStatus: (typeof enrolmentStatuses)[number]
  /** The version before the promotion. */
  version: number
  /** The version the promotion left: an undo restores only while the student still has it. */
  afterVersion: number
}

/**
 * Applied promotions (decision 0202), each undoable within a day while no student of it has changed
 * since. Written once and marked undone, never edited: no version column, so no audit trigger (the
 * students' own rows are audited). The scope is the students' campus (null when they span several).
 */
export const studentPromotions = pgTable(
  'student_promotions',
  {
    id: id(),
    campusId: integer().references(() => campuses.id),
    universityId: integer().references(() => universities.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp({ withTimezone: true }),
    students: jsonb().$type<PromotedStudent[]>().notNull(),
  },
  (t) => [index().on(t.campusId, t.createdAt), ofItsCampus('student_promotions', t)],
)

export const staffTypes = ['teaching', 'non-teaching'] as const
export const nonTeachingKinds = ['technical', 'non-technical'] as const
export const appointmentTypes = ['permanent', 'contract', 'part-time', 'visiting'] as const
export const qualificationLevels = ['phd', 'mphil', 'master', 'bachelor', 'below'] as const
export const employeeStatuses = ['working', 'on-leave', 'retired', 'resigned', 'deceased'] as const

/**
 * The employee register (decision 0204): a campus's teachers and staff. The university is the
 * campus's, kept here as for students so scope needs no join. The rules that need no other table
 * are CHECKs, so no write path can break them; the post's category and the department's campus are
 * checked by the server.
 */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    // The employer (decision 0323): a campus (and its university), a university's central office
    // (no campus), or the commission itself (neither).
    universityId: integer().references(() => universities.id),
    campusId: integer().references(() => campuses.id),
    ...person(),
    citizenshipNo: text(),
    ...permanentAddress(),
    phone: text(),
    email: text(),
    employeeCode: text().notNull(),
    staffType: text({ enum: staffTypes }).notNull(),
    nonTeachingKind: text({ enum: nonTeachingKinds }),
    postId: integer()
      .notNull()
      .references(() => employeePositions.id),
    appointmentType: text({ enum: appointmentTypes }).notNull(),
    joinedOn: date().notNull(),
    departmentId: integer().references(() => departments.id),
    facultyId: integer().references(() => faculties.id),
    qualification: text({ enum: qualificationLevels }).notNull(),
    qualificationSubject: text(),
    qualificationInstitution: text(),
    /** Hours of teaching a week. */
    teachingLoad: integer(),
    /** The share of a full-time post this appointment is (1 full time, 0.5 half). */
    fte: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(1),
    status: text({ enum: employeeStatuses }).notNull().default('working'),
    statusChangedOn: date(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ofItsCampus('employees', t),
    // An employee code is unique within the employer in any letter case (409 with the existing id);
    // coalesce makes a central office's and the commission's codes collide too (null is distinct).
    uniqueIndex('employees_employer_code_key').on(
      sql`coalesce(${t.universityId}, 0)`,
      sql`coalesce(${t.campusId}, 0)`,
      sql`lower(${t.employeeCode})`,
    ),
    check('employees_employer_check', sql`${t.campusId} is null or ${t.universityId} is not null`),
    check('employees_fte_check', sql`${t.fte} > 0 and ${t.fte} <= 1`),
    // One person's appointments, linked by citizenship number and birth (decision 0323).
    index('employees_person_idx')
      .on(personKeySql(t.citizenshipNo), t.dateOfBirth)
      .where(sql`${t.citizenshipNo} is not null`),
    ...registerPageIndexes('employees', t),
    // `q`: the start of a code.
    index('employees_code_idx').on(sql`lower(${t.employeeCode}) text_pattern_ops`),
    index().on(t.postId),
    index().on(t.departmentId),
    index().on(t.facultyId),
    oneOf('employees_gender_check', t.gender, genders),
    oneOf('employees_disability_check', t.disability, disabilities),
    oneOf('employees_staff_type_check', t.staffType, staffTypes),
    oneOf('employees_non_teaching_kind_check', t.nonTeachingKind, nonTeachingKinds),
    oneOf('employees_appointment_type_check', t.appointmentType, appointmentTypes),
    oneOf('employees_qualification_check', t.qualification, qualificationLevels),
    oneOf('employees_status_check', t.status, employeeStatuses),
    // Non-teaching staff have a kind, teaching staff none; faculty and load are teaching staff's.
    check(
      'employees_kind_of_staff_check',
      sql`(${t.staffType} = 'teaching') = (${t.nonTeachingKind} is null)`,
    ),
    check(
      'employees_teaching_only_check',
      sql`${t.staffType} = 'teaching' or (${t.facultyId} is null and ${t.teachingLoad} is null)`,
    ),
    check('employees_teaching_load_check', sql`${t.teachingLoad} between 0 and 40`),
    check('employees_permanent_ward_check', sql`${t.permanentWard} between 1 and 40`),
    check(
      'employees_joined_on_check',
      sql`${t.joinedOn} >= ${t.dateOfBirth} + interval '16 years'`,
    ),
    check('employees_status_changed_on_check', sql`${t.statusChangedOn} >= ${t.joinedOn}`),
  ],
)

/**
 * One import of a spreadsheet into a register (issue 13): who, when, which file, and what the server
 * did with its rows, summed chunk by chunk in each chunk's own transaction (decision 0325).
 */
export const imports = pgTable(
  'imports',
  {
    /** The client's id of the import, sent with every chunk. */
    id: uuid().primaryKey(),
    register: text().$type<ImportRegister>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The importer's institution, which the log is read by (with its university and the commission). */
    universityId: integer().references(() => universities.id),
    campusId: integer().references(() => campuses.id),
    fileName: text().notNull(),
    /** Rows of the file, those its preview refused, and the chunks the valid ones were sent in. */
    fileRows: integer().notNull(),
    invalidRows: integer().notNull(),
    chunks: integer().notNull(),
    chunksDone: integer().notNull().default(0),
    created: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    rejected: integer().notNull().default(0),
    /** The server's refusals, `{ key, outcome, message }` (a duplicate's `field` too), at most 200 kept. */
    errors: jsonb()
      .$type<{ key: string; outcome: string; message: string; field?: string }[]>()
      .notNull()
      .default([]),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ofItsCampus('imports', t),
    index().on(t.campusId, t.startedAt),
    index().on(t.universityId, t.startedAt),
    oneOf('imports_register_check', t.register, importRegisters),
  ],
)

/** Stored answers of mutations by Idempotency-Key, written in the same transaction as the change. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer().notNull(),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index().on(t.createdAt)],
)

/** Password-reset tokens: only a hash is kept; single use, valid one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

/** Every mail the server sends, kept so that a tester without SMTP can follow a reset link. */
export const mails = pgTable('mails', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  sentAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * A role's permission turned off (decision 0332): nationally (no institution), for one university's
 * people (its own and its campuses') or for one campus's. The access table is the default and the
 * ceiling; turning a permission back on deletes its row. One row per role, permission and scope.
 */
export const permissionRevocations = pgTable(
  'permission_revocations',
  {
    id: id(),
    role: text({ enum: roles }).notNull(),
    module: text({ enum: permissionModules }).notNull(),
    action: text({ enum: permissionActions }).notNull(),
    universityId: integer().references(() => universities.id, { onDelete: 'cascade' }),
    campusId: integer().references(() => campuses.id, { onDelete: 'cascade' }),
    revokedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('permission_revocations_key').on(
      t.role,
      t.module,
      t.action,
      sql`coalesce(${t.universityId}, 0)`,
      sql`coalesce(${t.campusId}, 0)`,
    ),
    check(
      'permission_revocations_one_scope',
      sql`${t.universityId} is null or ${t.campusId} is null`,
    ),
    oneOf('permission_revocations_role_check', t.role, roles),
    oneOf('permission_revocations_module_check', t.module, permissionModules),
    oneOf('permission_revocations_action_check', t.action, permissionActions),
  ],
)

/**
 * Every change an API request made to a record, written by database triggers in the same transaction
 * (so a failed write leaves no row, and no write path can forget it). The request's caller, address
 * and operation come from transaction settings `runMutation` sets; `changes` maps each changed column
 * to `[old, new]`. Nothing in the API edits or deletes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: integer(),
    address: text(),
    operationId: text(),
    requestId: text(),
    /** The caller's institution, so a university sees what its own people did. */
    actorUniversityId: integer(),
    actorCampusId: integer(),
    tableName: text().notNull(),
    action: text({ enum: ['insert', 'update', 'delete'] }).notNull(),
    recordId: text(),
    /** The record's institution where it has one (its university_id / campus_id columns). */
    recordUniversityId: integer(),
    recordCampusId: integer(),
    changes: jsonb().notNull(),
  },
  (t) => [index().on(t.tableName, t.recordId), index().on(t.userId), index().on(t.at)],
)

// Nepal's administrative units (reference data, the same for every installation, filled by migration
// 0008 from sagautam5/local-states-nepal, MIT: server/db/reference/): 7 provinces, 77 districts,
// 753 local levels, in English and Devanagari. Addresses of students, staff and campuses point here.
export const provinces = pgTable('provinces', {
  id: integer().primaryKey(),
  nameEn: text().notNull().unique(),
  nameNe: text().notNull(),
  headquarter: text().notNull(),
})

export const districts = pgTable(
  'districts',
  {
    id: integer().primaryKey(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id),
    nameEn: text().notNull().unique(),
    nameNe: text().notNull(),
  },
  (t) => [index().on(t.provinceId)],
)

export const localLevelCategories = ['MC', 'SMC', 'M', 'RM'] as const

export const localLevels = pgTable(
  'local_levels',
  {
    id: integer().primaryKey(),
    districtId: integer()
      .notNull()
      .references(() => districts.id),
    category: text({ enum: localLevelCategories }).notNull(),
    nameEn: text().notNull(),
    nameNe: text().notNull(),
    wards: integer().notNull(),
  },
  (t) => [index().on(t.districtId), uniqueIndex().on(t.districtId, t.nameEn)],
)

const attendanceStatuses = ['present', 'absent', 'late', 'leave'] as const

/**
 * A day's attendance of the people of `people` (decision 0227): one row a person and day, the last
 * save winning; who saved it last and when. Kept with the person (deleted with them).
 */
const attendanceTable = <Person extends 'student' | 'employee'>(
  person: Person,
  people: () => typeof students.id | typeof employees.id,
) =>
  pgTable(
    `${person}_attendance`,
    {
      personId: integer(`${person}_id`).notNull().references(people, { onDelete: 'cascade' }),
      date: date().notNull(),
      status: text({ enum: attendanceStatuses }).notNull(),
      recordedBy: integer().references(() => users.id),
      updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.personId, t.date] }),
      oneOf(`${person}_attendance_status_check`, t.status, attendanceStatuses),
    ],
  )

/** Students' days (decision 0227). */
export const studentAttendance = attendanceTable('student', () => students.id)
/** Staff's days (decision 0228): the same sheet, a campus's working staff in place of a class. */
export const employeeAttendance = attendanceTable('employee', () => employees.id)
