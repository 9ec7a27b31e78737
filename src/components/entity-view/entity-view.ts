import { rolesOf, type OperationId } from '../../../common/access'
import { permits, type PermissionModule } from '../../lib/session/permissions'
import { roleOf } from '../../lib/session/role'
import type { ReactNode } from 'react'
import type { EntityMessages } from '../../lib/i18n/entity-messages'
import type { GenericSchema } from 'valibot'
import type { Role } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import type { CachedRecord, Json } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import type { EntityName, RowOf } from '../../api/entities/registry'

/** One row of a repeated group (a qualification): its sub-fields' texts. */
export type GroupRow = Record<string, string | null>

/** What the form holds: text and select inputs give strings, checkboxes booleans, groups rows. */
export type FormValues = Record<string, string | boolean | null | GroupRow[] | Blob>

/** A cached row of another list by id: a subject's program, a program's faculty. */
export type Lookup = (entity: ListName, id: unknown) => Json | undefined

export type Option = { value: string; label: string }

/**
 * Who is filling the form and what it holds so far: options can depend on the user's role and
 * institution and on other fields (the heads of the campus picked), read through `lookup`.
 */
export type OptionContext = {
  user: SessionUser | null
  values: FormValues
  lookup: Lookup
  /** The cached lists the options are drawn from (`optionsOf` gives them to a rule). */
  lists?: ReadonlyMap<string, CachedRecord[]>
}

/**
 * Options from a cached setup list (so dropdowns work offline), or a fixed list. `where` keeps the
 * rows the user may choose (e.g. only programs the user may add subjects to); a choice that stops
 * fitting when another field changes is cleared by the form (`unfitChoices`).
 */
export type OptionSource =
  | {
      entity: ListName
      /** The option's words; `ctx` where the choosing screen gives it (a campus's name beside). */
      label: (row: Json, ctx?: OptionContext) => string
      where?: (row: Json, ctx: OptionContext) => boolean
      /** The options' order when the list's own (its keys', as text) is not it: terms by number. */
      order?: (a: Json, b: Json) => number
    }
  | {
      fixed: readonly Option[]
      /**
       * The values a form may newly choose; the others only show while chosen (a student's status
       * becomes Dropped out or Graduated by recording a dropout or graduation, never in the form).
       */
      offered?: readonly string[]
    }

/** `money`: rupees typed and sent as a decimal string ("12500.50"), never a float. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'select'
  | 'number'
  | 'money'
  | 'date'
  | 'checkbox'
  | 'group'
  | 'file'

/** One form field: `{ name: 'levelName', label: 'Level Name', kind: 'text', required: true }`. */
export type FieldDef = {
  name: string
  label: string
  kind: FieldKind
  required?: boolean
  options?: OptionSource
  /** Numbers travel as numbers: `int` for ids, years and semesters. */
  valueType?: 'int' | 'number'
  disabled?: (values: FormValues, ctx: { mode: 'create' | 'edit'; lookup: Lookup }) => boolean
  description?: string
  /** Only these roles see and send the field (a commission user names the campus). */
  shownTo?: readonly Role[]
  /** Only an edit shows and sends the field (a dropout's readmission is recorded later). */
  onlyIn?: 'edit'
  /** The form section it belongs to (`view.sections`); forms without sections ignore it. */
  section?: string
  /** A repeated group (`kind: 'group'`): the fields of one row, at most `max` rows. */
  of?: readonly FieldDef[]
  max?: number
  /** A file field (`kind: 'file'`): the types it takes and its largest size, in bytes. */
  accept?: readonly string[]
  maxBytes?: number
  /**
   * A date (`kind: 'date'`) is entered in Bikram Sambat and kept as its AD date; `ad` enters the AD
   * date itself, where the law or the document dates in AD (a passport, a foreign degree); `either`
   * in BS or, by a switch beside it, in AD (a date of birth: decision 0384).
   */
  calendar?: 'ad' | 'either'
  /** The keyboard a phone shows for a text field (digits for a phone number, @ for an e-mail). */
  inputMode?: 'tel' | 'email' | 'url'
  /**
   * A text field's known values and their words in the interface's language: the record keeps
   * the value, the form and the detail show the word (`known-words.ts`, decision 0370).
   */
  words?: readonly Option[]
}

/** A titled part of a long form and of its detail page: "Personal details", "Address" … */
export type SectionDef = { name: string; label: string }

/** Which fields of a form are disabled (sent as null) and hidden (not sent) right now. */
export type FieldState = {
  disabled: (field: FieldDef) => boolean
  hidden: (field: FieldDef) => boolean
}

/**
 * One table column: `{ key: 'code', label: 'Code' }`, or a `cell` for anything but the raw value.
 * `Row` is the list's record as the contract types it (method syntax: a view of `Student` rows is
 * still an `EntityView` to the generic screens, which hand each cell its own list's rows).
 */
export type ColumnDef<Row = Json> = {
  key: string
  label: string
  cell?(row: Row, lookup: Lookup): ReactNode
  /**
   * The cell as data, for exports, where `cell` draws an element (a date, a name in both scripts).
   * Without it an export writes what `cell` returns when that is text or a number, else `row[key]`.
   */
  value?(row: Row, lookup: Lookup): string | number | null
  /**
   * How exports write the value: `date` an AD date (`2004-05-14`) written as a date, beside it its
   * Bikram Sambat text as the screen shows it (unless `calendar: 'ad'`); `number` a number.
   * Default: text, a raw number staying a number.
   */
  type?: 'date' | 'number' | 'text'
  /** `ad`: the screen shows this date in AD itself (a fiscal year's AD dates): no BS column. */
  calendar?: 'ad'
  /** The Devanagari form of the value (a name in both scripts): exported as a column of its own. */
  devanagari?(row: Row): string | null
  /** Only these roles see the column, on screen and in exports (a campus's own students' campus is not a question). */
  shownTo?: readonly Role[]
}

/** A table filter kept in the URL: program, semester, year. */
export type FilterDef<Row = Json> = {
  name: string
  label: string
  options: OptionSource
  /** Whether `row` is one the filter's `value` keeps; `lookup` reads the cached lists by id. */
  match(row: Row, value: string, lookup: Lookup): boolean
  /** Only these roles see the filter's select (whose staff: not a campus's question). */
  shownTo?: readonly Role[]
  /** Its options are long names (programs): the select is wide, a phone's width on a phone. */
  wide?: boolean
}

/** The view as `role` sees its table and its exports: the columns shown to that role. */
export const tableFor = <V extends Pick<EntityView, 'columns'>>(view: V, role: Role | null): V =>
  view.columns.some((c) => c.shownTo)
    ? {
        ...view,
        columns: view.columns.filter(
          (c) => !c.shownTo || (role !== null && c.shownTo.includes(role)),
        ),
      }
    : view

/** The filter selects a list page shows: the view's, less the page's fixed ones and others' own. */
export const chosenFilters = (
  view: Pick<EntityView, 'filters'>,
  fixed: Record<string, unknown>,
  role: Role | null,
) =>
  (view.filters ?? []).filter(
    (f) => !(f.name in fixed) && (!f.shownTo || (role !== null && f.shownTo.includes(role))),
  )

type FieldValue<F extends FieldDef> = F extends { kind: 'checkbox' }
  ? boolean
  : F extends { kind: 'group'; of: infer Of extends readonly FieldDef[] }
    ? FormBody<Of>[]
    : F extends { valueType: 'int' | 'number' }
      ? number
      : F extends { options: { fixed: readonly { value: infer V }[] } }
        ? V
        : string
type Sent<F extends FieldDef> = F extends { kind: 'checkbox' | 'group' }
  ? FieldValue<F>
  : F extends { required: true; disabled?: undefined }
    ? FieldValue<F>
    : FieldValue<F> | null

/**
 * The API body a form's fields make (what `bodyOf` builds): required fields their type, optional
 * ones also null, fields shown to some roles or in edits only optional. A type test holds it against the
 * contract's request bodies. Example: `FormBody<typeof levelView.fields>`.
 */
export type FormBody<Fields extends readonly FieldDef[]> = {
  [
    F in Fields[number] as F extends
      | { shownTo: readonly Role[] }
      | { onlyIn: 'edit' }
      | { kind: 'file' }
      ? never
      : F['name']
  ]: Sent<F>
} & {
  [
    F in Fields[number] as F extends { shownTo: readonly Role[] } | { onlyIn: 'edit' }
      ? F['name']
      : never
  ]?: Sent<F>
}

/**
 * Everything one setup screen needs, as data: the generic list page renders it.
 * Example: `{ entity: 'level', label: 'Level', title: 'Level Management', editTitle: 'Edit Level', … }`.
 */
export type EntityView<Row = Json> = {
  entity: EntityName
  label: string
  title: string
  createTitle: string
  editTitle: string
  fields: readonly FieldDef[]
  columns: readonly ColumnDef<Row>[]
  /** Validates the form with the spec's messages (valibot). */
  schema: GenericSchema<FormValues>
  /**
   * Rules across fields and other lists (a Year for annual programs): field → message. `initial`
   * is the record as the form opened it (absent for a new one), for a rule on changed values only.
   */
  crossCheck?: (values: FormValues, lookup: Lookup, initial?: FormValues) => Record<string, string>
  /** Cached lists the rules read through `lookup` besides those its selects show. */
  lookups?: readonly ListName[]
  emptyValues: FormValues
  /** Values a new record starts with, from the cached lists (next fiscal year, current year). */
  defaults?: (lists: ReadonlyMap<ListName, CachedRecord[]>, today: Date) => FormValues
  /**
   * Values of the record the form's rules read but never show or send: a dropout's `programId`
   * (its student's) decides whether the last term is a semester or a year.
   */
  carried?: readonly string[]
  /** Fields fixed once the record exists (a subject's program): shown disabled, never sent. */
  lockedInEdit?: readonly string[]
  /** A row's name for screen readers: "Edit Faculty of Science". */
  rowName(row: Row): string
  /** Roles that may add and edit; others see the list read-only. */
  writableBy: readonly Role[]
  /** Who keeps the list, told to a role that may only read it (the graduation table: universities). */
  keptBy?: string
  /**
   * A list imported from spreadsheets (decision 0333): the fields naming one record (a row matching
   * a record by them edits it) and the template's example row, as a person would type it.
   */
  importing?: {
    naturalKeys: readonly (readonly string[])[]
    example: Readonly<Record<string, string>>
  }
  /**
   * The module its permissions belong to (decision 0332): its create operation's, as the server
   * derives it (`permissionOf`); written here so the lists' pages need not load every operation's
   * tag, and checked against it by `list-views.test.ts`.
   */
  module: PermissionModule
  /** Rules between fields, e.g. a subject's program type clears Year or Semester. */
  adjust?: (next: FormValues, previous: FormValues, lookup: Lookup) => Partial<FormValues> | null
  filters?: readonly FilterDef<Row>[]
  /** The heading of the table's last column when the seed names it (Level: "Edit"). */
  actionHeading?: string
  /** The list's own seed toasts over the generic ones (spec §8, durations §9). */
  messages?: Partial<EntityMessages>
  /** Display order; default by id, unsynced new rows last. */
  sortBy?(a: Row, b: Row): number
  /** Long forms come in sections, in this order; each field names its own. */
  sections?: readonly SectionDef[]
  /** false: the records have no Active/Inactive flag to show or toggle (a register's rows). */
  activeFlag?: false
  /**
   * A register paged on the server: its search box, matched on the device as the server's `q`
   * (unsent new records, and pages read from the device index offline).
   */
  matchesSearch?(row: Row, q: string): boolean
}

/**
 * A view with its fields' literal types kept, so `FormBody<typeof view.fields>` is exact.
 * Example: `export const levelView = defineView({ entity: 'level', fields: [...], … })`.
 */
export const defineView = <const Name extends EntityName, const Fields extends readonly FieldDef[]>(
  view: Omit<EntityView<RowOf<Name>>, 'entity' | 'fields' | 'writableBy'> & {
    entity: Name
    fields: Fields
  },
): Omit<EntityView<RowOf<Name>>, 'fields'> & { fields: Fields } => ({
  ...view,
  writableBy: writersOf(view.entity),
})

export const createOperationOf = (entity: EntityName) =>
  `create${entity[0]!.toUpperCase()}${entity.slice(1)}` as `create${Capitalize<EntityName>}`

/**
 * Whether a user may add (`create`) or edit (`update`) a view's records: their role's right in the
 * access table, less a permission the commission turned off for them (decision 0332).
 */
export const mayWrite = (
  view: Pick<EntityView, 'writableBy' | 'module'>,
  user: Pick<SessionUser, 'listUser' | 'role' | 'revoked'> | null,
  action: 'create' | 'update',
): boolean => !!user && view.writableBy.includes(roleOf(user)) && permits(user, view.module, action)

/**
 * Whether a user may import a view's list from a file (decision 0417): with its create or its
 * update, as a bulk write's rows are judged one by one (decision 0414). The rows the user may not
 * write (new ones without create, edits without update) are refused in the preview.
 */
export const mayImport = (
  view: Pick<EntityView, 'writableBy' | 'module'>,
  user: Pick<SessionUser, 'listUser' | 'role' | 'revoked'> | null,
): boolean => mayWrite(view, user, 'create') || mayWrite(view, user, 'update')

/**
 * Who may add and edit a list: the roles the server's access table gives its create operation
 * (`createFaculty` for `faculty`), so the screen and the server cannot disagree. A list whose
 * create operation is missing or misspelt does not compile.
 */
export function writersOf(entity: EntityName): readonly Role[] {
  return rolesOf(createOperationOf(entity) satisfies OperationId)
}
