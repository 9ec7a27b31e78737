// The setup lists that import from spreadsheets (issue 13, decisions 0333–0334): each view that
// declares `importing`, with the catalogues its words are in (so headers match in both languages).
// `/import/<list>` serves the setup and organization lists; exam types and graduation divisions
// have their own `/import/examType` and `/import/graduationDivision`, so the shared route does not
// carry their areas' words. A test checks every list that declares `importing` is served.
import type { EntityView } from '../components/entity-view/entity-view'
import type { Catalogues } from '../components/import/other-words'
import { organizationViews } from '../features/organizations/organization-views'
import { setupViews } from '../features/setup/setup-views'
import { messages as organizationsEn } from '../lib/i18n/compiled/organizations.en.gen'
import { messages as organizationsNe } from '../lib/i18n/compiled/organizations.ne.gen'
import { messages as setupEn } from '../lib/i18n/compiled/setup.en.gen'
import { messages as setupNe } from '../lib/i18n/compiled/setup.ne.gen'

/** A list that imports: its view and the catalogues of its words. */
export type Importable = readonly [EntityView, Catalogues]

/** The lists `/import/<list>` serves, by entity (`batch`). */
export const importableViews: ReadonlyMap<string, Importable> = new Map(
  [
    ...setupViews.map((view) => [view, { en: setupEn, ne: setupNe }] as const),
    ...organizationViews.map(
      (view) => [view, { en: organizationsEn, ne: organizationsNe }] as const,
    ),
  ]
    .filter(([view]) => view.importing)
    .map(([view, words]) => [view.entity, [view, words]] as const),
)
