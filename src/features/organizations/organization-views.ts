import type { EntityView } from '../../components/entity-view/entity-view'
import { campusView } from './campus-view'
import { universityView } from './university-view'

/** The organization area's lists, as it registers them with the app (`src/app/list-views.ts`). */
export const organizationViews: readonly EntityView[] = [universityView, campusView]
