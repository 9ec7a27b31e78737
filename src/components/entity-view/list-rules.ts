import * as v from 'valibot'
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/kit'
import type { GenericSchema } from 'valibot'
import type {
  FieldDef,
  FilterDef,
  FormValues,
  Lookup,
  OptionContext,
  OptionSource,
} from './entity-view'
import type { ListName } from '../../offline/list-name'
import { commissionRoles, levelOf, roleOf } from '../../lib/session/role'
import type { Json } from '../../offline/db'
import { ownsRecord } from '../../lib/session/write-scope'

/** A table filter's match on one field of the row: `match: equals('gender')`. */
export const equals =
  (key: string) =>
  (row: Json, value: string): boolean =>
    text(row[key]) === value

/** A required text field with the spec's message: `required('Level Name is required')`. */
export const required = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message))

/** A required select (its value is null until chosen). */
export const chosen = (message: string) =>
  v.pipe(v.nullable(v.string()), v.string(message), v.nonEmpty(message))

/** Optional text with the contract's longest length. */
export const optionalText = (max: number, message = t('validation.tooLong', { n: max })) =>
  v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max, message))))

/** Whole numbers typed as text ('' allowed). */
export const optionalWhole = (message: string) =>
  v.optional(v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d+$/, message))])))

/**
 * A number typed as text in its `form`, from `range.min` to `range.max` ('' allowed): a capacity,
 * a latitude.
 */
export const optionalNumberIn = (
  form: RegExp,
  range: { min: number; max: number },
  message: string,
) =>
  v.optional(
    v.nullable(
      v.union([
        v.literal(''),
        v.pipe(
          v.string(),
          v.trim(),
          v.regex(form, message),
          v.check((typed) => Number(typed) >= range.min && Number(typed) <= range.max, message),
        ),
      ]),
    ),
  )

/** Optional text that must match a pattern when given ('' allowed): e-mail, phone, capacity. */
export const optionalMatch = (pattern: RegExp, message: string) =>
  v.optional(
    v.nullable(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(pattern, message))])),
  )

/** The form's schema; other values (ids, status) pass through untouched. */
export const formSchema = (entries: v.ObjectEntries) =>
  v.looseObject(entries) as unknown as GenericSchema<FormValues>

export { text }

const programName = (p: Record<string, unknown>) => text(p.programName)

/**
 * Program options of a subject: Active programs the user's institution owns, the ones the server
 * lets it add subjects to (a campus sees its university's programs but writes only its own).
 */
export const writablePrograms: OptionSource = {
  entity: 'program',
  label: programName,
  where: (p, { user }) => p.status !== false && ownsRecord(user, p),
}

/** The required Program select of the lists that belong to a program, with the options it may offer. */
export const programField = <const Options extends OptionSource>(options: Options) =>
  ({
    name: 'programId',
    label: t('lists.common.program'),
    kind: 'select',
    required: true,
    valueType: 'int',
    options,
  }) as const satisfies FieldDef

/** A rule of which rows a select offers, given who fills the form and what it holds. */
type Rule = (row: Json, ctx: OptionContext) => boolean

/** Ids compare as text: form values are strings, cached rows hold numbers. */
const same = (a: unknown, b: unknown) => text(a) !== '' && text(a) === text(b)

/** The campus a form is for: the one a commission user picked, else the user's own. */
export const formCampusOf = ({ user, values }: OptionContext) =>
  values.campusId ?? user?.institution.campusId ?? null

/**
 * Rows shared by all (no `key`) or of the form's choice of `key`. Example: `sharedOrChosen('programId')`
 * keeps the batches of the program chosen and the batches of every program.
 */
export const sharedOrChosen =
  (key: string, chosen = (ctx: OptionContext): unknown => ctx.values[key]): Rule =>
  (row, ctx) =>
    row[key] == null || same(chosen(ctx), row[key])

/** Shared rows and those of the form's campus (the server refuses another campus's). */
export const ofFormCampus = sharedOrChosen('campusId', formCampusOf)

/**
 * Programs the campus a commission user picked may run: the commission's, its university's and
 * its own (as the server's college-program rule). Campus users never pick: all pass here.
 */
const runByPickedCampus: Rule = (p, { user, values, lookup }) => {
  const picks = user !== null && levelOf(roleOf(user)) === 'commission'
  if (!picks || values.campusId == null || values.campusId === '') return true
  const campus = lookup('campusOption', values.campusId)
  return (
    (p.campusId == null || same(values.campusId, p.campusId)) &&
    (p.universityId == null || same(campus?.universityId, p.universityId))
  )
}

/**
 * Program options of campus lists (college programs, sections, batches, fees): Active programs
 * a campus may run, its university's and its own (for the commission, those of the campus picked).
 */
export const campusPrograms: OptionSource = {
  entity: 'program',
  label: programName,
  where: (p, ctx) =>
    p.status !== false &&
    (ownsRecord(ctx.user, p) ||
      (p.campusId == null && p.universityId === ctx.user?.institution.universityId)) &&
    runByPickedCampus(p, ctx),
}

/**
 * Programs the form's campus offers (decision 0368, the server's rule): a row of its college
 * programs, or a program of its own. Before a commission user picks a campus, or while the college
 * programs have not reached the device, the server alone decides.
 */
export const offeredPrograms: OptionSource = {
  ...campusPrograms,
  where: (p, ctx) => campusPrograms.where!(p, ctx) && offeredBy(formCampusOf(ctx), p, ctx.lists),
}

function offeredBy(campus: unknown, program: Json, lists: OptionContext['lists']) {
  const offered = lists?.get('collegeProgram')
  if (campus == null || campus === '' || !offered || same(program.campusId, campus)) return true
  return offered.some((r) => same(r.data.campusId, campus) && same(r.data.programId, program.id))
}

/** The program's name of a row: the `program` the server sends with it, or the cached program. */
export const programNameOf = (row: Json, lookup: Lookup) =>
  text(
    (row.program as Json | undefined)?.programName ?? lookup('program', row.programId)?.programName,
  )

/** The table filter "Program" of the lists that belong to a program (subjects, majors). */
export const programFilter: FilterDef = {
  name: 'programId',
  label: t('lists.common.program'),
  options: { entity: 'program', label: programName },
  match: (row: Json, value: string) => String(row.programId) === value,
}

/** The field that names each list's records, for options and table cells of other lists. */
const nameKeys: Partial<Record<ListName, string>> = {
  program: 'programName',
  faculty: 'facultyName',
  level: 'levelName',
  fiscalYear: 'name',
  feeType: 'feeTypeName',
  batch: 'batchName',
  incomeExpenseHead: 'headName',
  campusOption: 'campusName',
  ethnicGroup: 'ethnicGroupName',
  section: 'sectionName',
  employeePosition: 'positionName',
  department: 'departmentName',
}

/** A cell naming the record of another list: `nameOf('program', 'programId')`. */
export const nameOf = (entity: ListName, key: string) => (row: Json, lookup: Lookup) =>
  text(lookup(entity, row[key])?.[nameKeys[entity] ?? 'name'])

/** A list kept per university (campuses, the graduation table): its University column … */
export const universityColumn = (label: string) => ({
  key: 'universityId',
  label,
  cell: nameOf('university', 'universityId'),
})
/** … and the filter the commission reads it by, one university at a time. */
export const universityFilter = (label: string): FilterDef => ({
  name: 'universityId',
  label,
  options: { entity: 'university', label: (row) => text(row.name) },
  match: (row: Json, value: string) => String(row.universityId) === value,
})

/**
 * Options of another cached list by its name field, Active rows only, narrowed by more rules:
 * `activeOf('batch', sharedOrChosen('programId'), ofFormCampus)`.
 */
export const activeOf = (entity: ListName, ...rules: Rule[]) =>
  ({
    entity,
    label: (row: Json) => text(row[nameKeys[entity] ?? 'name']),
    where: (row: Json, ctx: OptionContext) =>
      row.status !== false && rules.every((rule) => rule(row, ctx)),
  }) satisfies OptionSource

/** Rows of the choice made of `key`, and shared ones; every row while none is made (a filter). */
const ofChoiceMade =
  (key: string): Rule =>
  (row, ctx) =>
    ctx.values[key] == null ||
    ctx.values[key] === '' ||
    row[key] == null ||
    same(ctx.values[key], row[key])

/**
 * A class's batch or section as a register's filter or a class screen offers it: of the program
 * and the campus chosen (a section of the batch chosen), once chosen; for a user who sees several campuses' lists (a university's
 * staff), named with its campus: "2083 Batch · Ratna Rajyalaxmi Campus", where 25 batches read
 * "2079 Batch", "2083 Batch" … and the first of a name was another campus's.
 */
export const classPart = (entity: 'batch' | 'section') => {
  const rules = [ofChoiceMade('programId'), ofChoiceMade('campusId')]
  // A section is of one intake too.
  const source = activeOf(
    entity,
    ...rules,
    ...(entity === 'section' ? [ofChoiceMade('batchId')] : []),
  )
  return {
    ...source,
    label: (row: Json, ctx?: OptionContext) => {
      const name = source.label(row)
      const several = ctx?.user && levelOf(roleOf(ctx.user)) !== 'college'
      const campus = several ? text(ctx.lookup('campusOption', row.campusId)?.campusName) : ''
      return campus ? `${name} · ${campus}` : name
    },
    // The newest intake first, a campus's together within it.
    order: (a: Json, b: Json) =>
      Number(b.batchYear ?? 0) - Number(a.batchYear ?? 0) ||
      Number(a.campusId ?? 0) - Number(b.campusId ?? 0),
  } satisfies OptionSource
}

/**
 * The campus of a record that always belongs to one campus: a campus user's own is sent by the
 * server, so only commission users see and choose it.
 */
export const campusField = {
  name: 'campusId',
  label: t('lists.common.campus'),
  kind: 'select',
  required: true,
  valueType: 'int',
  options: { entity: 'campusOption', label: (c: Json) => text(c.campusName) },
  shownTo: commissionRoles,
} as const satisfies FieldDef

/** The campus of a record a commission user may also leave shared by every campus (heads, batches). */
export const sharedCampusField = {
  ...campusField,
  required: false,
  description: t('lists.common.sharedCampusHint'),
} as const satisfies FieldDef

/** The table column naming a record's campus: Shared, the campus's name, or Own (a campus user). */
export const campusColumn = {
  key: 'campusId',
  label: t('lists.common.campus'),
  cell: (r: Json, lookup: Lookup) =>
    r.campusId == null
      ? t('lists.common.shared')
      : nameOf('campusOption', 'campusId')(r, lookup) || t('lists.common.own'),
}
