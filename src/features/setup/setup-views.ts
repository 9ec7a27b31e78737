import type { EntityView } from '../../components/entity-view/entity-view'
import { facultyView } from './faculty-view'
import { levelView } from './level-view'
import { majorSubjectView } from './major-subject-view'
import { subjectView } from './subject-view'
import { otherViews } from './other-views'
import { departmentView } from './department-view'
import { incomeExpenseHeadView } from './income-expense-head-view'
import { incomeExpenseView } from './income-expense-view'
import { sectionView } from './section-view'

/** Every setup view by entity, for the conflicts screen's "edit and retry". */
export const setupViews: ReadonlyMap<string, EntityView> = new Map(
  [
    facultyView,
    levelView,
    subjectView,
    majorSubjectView,
    ...otherViews,
    sectionView,
    departmentView,
    incomeExpenseHeadView,
    incomeExpenseView,
  ].map((v) => [v.entity, v]),
)
