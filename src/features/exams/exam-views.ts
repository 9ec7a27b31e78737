import type { EntityView } from '../../components/entity-view/entity-view'
import { examTypeView } from './exam-type-view'
import { examView } from './exam-view'
import { resultTotalView } from './result-total-view'

/** The Exam area's lists, as it registers them with the app (`src/app/list-views.ts`). */
export const examViews: readonly EntityView[] = [examTypeView, examView, resultTotalView]
