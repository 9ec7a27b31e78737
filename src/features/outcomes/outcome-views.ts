import type { EntityView } from '../../components/entity-view/entity-view'
import { certificateView } from './certificate-view'
import { dropoutView } from './dropout-view'
import { graduationDivisionView } from './graduation-division-view'
import { graduationView } from './graduation-view'
import { receiptView } from './receipt-view'

/** The Dropout, Graduation and Receipt areas' lists, as they register with the app (`src/app/list-views.ts`). */
export const outcomeViews: readonly EntityView[] = [
  dropoutView,
  graduationView,
  certificateView,
  graduationDivisionView,
  receiptView,
]
