import type { EntityView } from '../../components/entity-view/entity-view'
import { facultyView } from './faculty-view'
import { levelView } from './level-view'
import { majorSubjectView } from './major-subject-view'
import { subjectView } from './subject-view'
import { otherViews } from './other-views'

/** Every setup view by entity, for the conflicts screen's "edit and retry". */
export const setupViews: ReadonlyMap<string, EntityView> = new Map(
  [facultyView, levelView, subjectView, majorSubjectView, ...otherViews].map((v) => [v.entity, v]),
)
