import type { EntityView } from '../../components/entity-view/entity-view'
import { studentView } from './student-view'

/** The Student area's lists, as it registers them with the app (`src/app/list-views.ts`). */
export const studentViews: readonly EntityView[] = [studentView]
