import type { EntityName } from '../api/entities/registry'
import type { EntityView } from '../components/entity-view/entity-view'
import { examViews } from '../features/exams/exam-views'
import { employeeViews } from '../features/employees/employee-views'
import { organizationViews } from '../features/organizations/organization-views'
import { outcomeViews } from '../features/outcomes/outcome-views'
import { setupViews } from '../features/setup/setup-views'
import { studentViews } from '../features/students/student-views'

/**
 * Every list's view by its name, for what serves all lists above the features: the conflicts
 * screen's sides and "edit and retry", and each list's own toasts. An area adds its views here.
 */
export const listViews: ReadonlyMap<EntityName, EntityView> = new Map(
  [
    ...setupViews,
    ...studentViews,
    ...employeeViews,
    ...outcomeViews,
    ...organizationViews,
    ...examViews,
  ].map((v) => [v.entity, v]),
)
