import { describe, expect, it } from 'vitest'
import { setupLists } from '../../common/setup-lists'
import type { Role } from '../../common/roles'
import type { Lookup } from '../components/entity-view/entity-view'
import { detectCalendar } from '../components/import/calendar'
import { importColumns, matchHeaders } from '../components/import/import-columns'
import { wordsOf } from '../components/import/other-words'
import { planImport, type PlanSetup } from '../components/import/plan-import'
import { setupImport } from '../components/import/setup-import'
import { templateSpec } from '../components/import/template-spec'
import { importCatalogues } from '../lib/i18n/import'
import type { SessionUser } from '../lib/session/session-user'
import type { CachedRecord, Json } from '../offline/db'
import { examTypeView } from '../features/exams/exam-type-view'
import { graduationDivisionView } from '../features/outcomes/graduation-division-view'
import { listViews } from './list-views'
import { messages as examsEn } from '../lib/i18n/compiled/exams.en.gen'
import { messages as examsNe } from '../lib/i18n/compiled/exams.ne.gen'
import { messages as outcomesEn } from '../lib/i18n/compiled/outcomes.en.gen'
import { messages as outcomesNe } from '../lib/i18n/compiled/outcomes.ne.gen'
import { importableViews, type Importable } from './setup-imports'

// Every list that imports (decisions 0333–0334): its template, filled only with its example row, is
// read back by the import's own matching and planned as one new record by the list's writer; the
// same row against the record it made is unchanged (its natural keys find it).

const rows: Record<string, Json[]> = {
  university: [{ id: 1, name: 'Tribhuvan University', status: true }],
  campusOption: [{ id: 78, name: 'Ratna Rajyalaxmi Campus', universityId: 1 }],
  faculty: [{ id: 2, facultyName: 'Management', universityId: 1, status: true }],
  level: [{ id: 3, levelName: 'Bachelor', status: true }],
  program: [
    {
      id: 7,
      universityId: 1,
      campusId: 78,
      programName: 'Bachelor of Business Studies',
      programType: 'annual',
      durationYears: 4,
      status: true,
    },
  ],
  batch: [{ id: 11, campusId: 78, programId: 7, batchName: '2082 Batch', status: true }],
  fiscalYear: [
    {
      id: 21,
      name: '2082/83',
      startDate: '2025-07-17',
      endDate: '2026-07-16',
      status: true,
    },
  ],
  feeType: [{ id: 41, campusId: 78, feeTypeName: 'Admission fee', status: true }],
  incomeExpenseHead: [
    { id: 51, campusId: 78, headType: 'income', headName: 'Tuition fees', status: true },
  ],
  semesterOption: [{ id: 1, name: 'First Semester' }],
  yearOption: [{ id: 1, name: 'First Year' }],
  province: [{ id: 3, name: 'Bagmati Province (बाग्मती प्रदेश)' }],
  district: [{ id: 27, provinceId: 3, name: 'Kathmandu (काठमाडौँ)' }],
  localLevel: [{ id: 301, districtId: 27, name: 'Kathmandu (काठमाण्डौं)', wards: 32 }],
}
const lists = new Map<string, CachedRecord[]>(
  Object.entries(rows).map(([entity, data]) => [
    entity,
    data.map((d) => ({
      scope: 't',
      entity,
      key: String(d.id),
      id: Number(d.id),
      version: 1,
      data: d,
    })),
  ]),
)
const lookup: Lookup = (entity, id) =>
  lists.get(entity)?.find((r) => String(r.id) === String(id))?.data

/** The least of the roles that write a list: a campus's lists are tried by a campus. */
const writerOf = (list: keyof typeof setupLists): Role => {
  const write: readonly Role[] = setupLists[list].write
  const order: Role[] = ['CollegeAdmin', 'UniAdmin', 'UgcAdmin', 'SuperAdmin']
  return order.find((role) => write.includes(role))!
}
/** A user of the role, and what the server sets on a record it creates (its owner). */
const userOf = (role: Role) => {
  const institution =
    role === 'CollegeAdmin'
      ? { id: 78, campusId: 78, universityId: 1 }
      : role === 'UniAdmin'
        ? { id: 1, campusId: null, universityId: 1 }
        : { id: null, campusId: null, universityId: null }
  const owner =
    role === 'CollegeAdmin'
      ? { campusId: 78, universityId: 1 }
      : role === 'UniAdmin'
        ? { universityId: 1, campusId: null }
        : {}
  const user = { id: 5, role, listUser: [], institution } as unknown as SessionUser
  return { user, owner }
}

/** Every list that imports, as its route serves it. */
const every = new Map<string, Importable>([
  ...importableViews,
  ['examType', [examTypeView, { en: examsEn, ne: examsNe }]],
  ['graduationDivision', [graduationDivisionView, { en: outcomesEn, ne: outcomesNe }]],
])

describe('every list that imports', () => {
  it('is served: by `/import/<list>`, or its own route (exam types, graduation divisions)', () => {
    const declaring = [...listViews.values()].filter((view) => view.importing).map((v) => v.entity)
    expect([...every.keys()].sort()).toEqual(declaring.sort())
  })

  it.each([...every.keys()])('%s: its template’s example is one new record', async (name) => {
    const [view, catalogue] = every.get(name)!
    const spec = setupImport(view, [catalogue])
    const words = wordsOf([...spec.catalogues, importCatalogues])
    const role = writerOf(spec.register as keyof typeof setupLists)
    const { user, owner } = userOf(role)
    const columns = importColumns(view, role, words)
    const template = templateSpec(spec, columns, { user, lists, lookup, words })
    const mapping = matchHeaders(template.headers, columns)
    expect(mapping).toEqual(columns.map((c) => c.field.name))
    const calendars = Object.fromEntries(
      columns
        .filter((c) => c.field.kind === 'date')
        .map((c) => {
          const i = mapping.indexOf(c.field.name)
          return [c.field.name, detectCalendar(template.headers[i]!, [template.example[i]!])]
        }),
    )
    const setup: PlanSetup = {
      view,
      mapping,
      calendars,
      user,
      lists,
      lookup,
      words,
      headers: template.headers,
      role,
      start: { ...view.emptyValues, ...spec.implied(user) },
      naturalKeys: spec.naturalKeys,
    }
    const file = [{ n: 2, cells: template.example }]
    const plan = await planImport(setup, file, [])
    expect(plan.errors).toEqual([])
    expect(plan.counts).toMatchObject({ new: 1, invalid: 0 })

    const made = { ...plan.rows[0]!.fields, ...owner, id: 900, status: true }
    const again = await planImport(setup, file, [{ key: '900', id: 900, version: 1, data: made }])
    expect(again.counts).toMatchObject({ new: 0, unchanged: 1, invalid: 0 })
  })
})
