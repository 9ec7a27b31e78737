import type { EntityView } from '../../components/entity-view/entity-view'
import { employeeView } from './employee-view'

/** The Employee area's lists, as it registers them with the app (`src/app/list-views.ts`). */
export const employeeViews: readonly EntityView[] = [employeeView]
