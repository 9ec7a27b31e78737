import type { EntityView } from '../../components/entity-view/entity-view'
import { departmentView } from './department-view'
import { facultyView } from './faculty-view'
import { incomeExpenseHeadView } from './income-expense-head-view'
import { incomeExpenseView } from './income-expense-view'
import { levelView } from './level-view'
import { majorSubjectView } from './major-subject-view'
import { otherViews } from './other-views'
import { sectionView } from './section-view'
import { subjectView } from './subject-view'

/** The setup area's lists, as it registers them with the app (`src/app/list-views.ts`). */
export const setupViews: readonly EntityView[] = [
  facultyView,
  levelView,
  subjectView,
  majorSubjectView,
  ...otherViews,
  sectionView,
  departmentView,
  incomeExpenseHeadView,
  incomeExpenseView,
]
