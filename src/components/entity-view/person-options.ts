import { ugcCategories } from '../../../common/ugc-categories'
import { t } from '../../lib/i18n/kit'
import type { Option } from './entity-view'

/** A fixed select's options worded by the catalogue: `worded((v) => t(`gender.${v}`), ['male'])`. */
export const worded = <const V extends string>(word: (value: V) => string, values: readonly V[]) =>
  values.map((value) => ({ value, label: word(value) })) as { value: V; label: string }[]

/** The word of a fixed option's value, for a table cell or a detail. */
export const wordOf = (options: readonly Option[]) => (value: unknown) =>
  options.find((o) => o.value === value)?.label ?? ''

// The options of a person's record, the same for a student and a member of staff.
export const genders = worded((v) => t(`gender.${v}`), ['male', 'female', 'other'])
export const disabilities = worded(
  (v) => t(`disability.${v}`),
  ['none', 'physical', 'visual', 'hearing', 'speechAndHearing', 'intellectual', 'multiple'],
)
/** The commission's categories (common/ugc-categories.ts), as a select offers and a table words them. */
export const categories = worded((v) => t(`category.${v}`), ugcCategories)
