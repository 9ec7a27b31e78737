// The setup lists that import from spreadsheets (issue 13, decisions 0333–0334): each view that
// declares `importing`, with the catalogues its words are in (so headers match in both languages).
// `/import/<list>` loads only the area of the list it opens (its views and their words in both
// languages), not every area's: a test checks the areas against the views that declare `importing`.
import type { EntityView } from '../components/entity-view/entity-view'
import type { Catalogues } from '../components/import/other-words'

/** A list that imports: its view and the catalogues of its words. */
export type Importable = readonly [EntityView, Catalogues]

const withWords = (views: readonly EntityView[], words: Catalogues): Importable[] =>
  views.filter((view) => view.importing).map((view) => [view, words] as const)

/** Each area's importable lists, loaded when one of them is opened. */
const areas = {
  setup: async () => {
    const [{ setupViews }, { setupCatalogues }] = await Promise.all([
      import('../features/setup/setup-views'),
      import('../lib/i18n/setup'),
    ])
    return withWords(setupViews, setupCatalogues)
  },
  organizations: async () => {
    const [{ organizationViews }, { organizationsCatalogues }] = await Promise.all([
      import('../features/organizations/organization-views'),
      import('../lib/i18n/organizations'),
    ])
    return withWords(organizationViews, organizationsCatalogues)
  },
  exams: async () => {
    const [{ examTypeView }, { examsCatalogues }] = await Promise.all([
      import('../features/exams/exam-type-view'),
      import('../lib/i18n/exams'),
    ])
    return withWords([examTypeView], examsCatalogues)
  },
  outcomes: async () => {
    const [{ graduationDivisionView }, { outcomesCatalogues }] = await Promise.all([
      import('../features/outcomes/graduation-division-view'),
      import('../lib/i18n/outcomes'),
    ])
    return withWords([graduationDivisionView], outcomesCatalogues)
  },
}
type Area = keyof typeof areas

/** The area of every list that imports, by its entity (`batch`). */
export const importAreas: Readonly<Record<string, Area>> = {
  faculty: 'setup',
  level: 'setup',
  subject: 'setup',
  majorSubject: 'setup',
  program: 'setup',
  collegeProgram: 'setup',
  feeType: 'setup',
  generalFeeType: 'setup',
  ethnicGroup: 'setup',
  employeePosition: 'setup',
  batch: 'setup',
  feeSetup: 'setup',
  fiscalYear: 'setup',
  section: 'setup',
  department: 'setup',
  incomeExpenseHead: 'setup',
  incomeExpense: 'setup',
  university: 'organizations',
  campus: 'organizations',
  examType: 'exams',
  graduationDivision: 'outcomes',
}

/** The list `entity` names, or undefined when it does not import. */
export async function importable(entity: string): Promise<Importable | undefined> {
  const area = Object.hasOwn(importAreas, entity) ? importAreas[entity] : undefined
  return area && (await areas[area]()).find(([view]) => view.entity === entity)
}

/** Every list that imports, of every area. */
export const everyImportable = async (): Promise<Importable[]> =>
  (await Promise.all(Object.values(areas).map((load) => load()))).flat()
