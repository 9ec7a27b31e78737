// The field a duplicate was refused for (decision 0409): the server names it (`field` of a 409
// duplicate, from the unique index that refused the record), and the form and the Sync screen say
// it by its label with the value that clashed.
import { text } from '../../lib/format/cell-text'
import { t } from '../../lib/i18n/kit'
import { isDuplicate } from '../../offline/classify'
import type { Json, OutboxProblem } from '../../offline/db'
import type { EntityView, FieldDef, Lookup } from '../entity-view/entity-view'

/** A duplicate's field of the view and the value it clashed on, as a person reads it. */
export type Clash = { field: FieldDef; value: string }

/**
 * The field of `view` that duplicate `problem` names, with its value in `values` (a choice by its
 * option's label); undefined for any other problem, or a field the view does not have.
 * Example: a roll number's clash → `{ field: <Roll No.>, value: '12' }`.
 */
export function clashOf(
  view: EntityView | undefined,
  problem: Pick<OutboxProblem, 'type' | 'field'> | null | undefined,
  values: Json,
  lookup?: Lookup,
): Clash | undefined {
  if (!isDuplicate(problem) || !problem?.field) return undefined
  const field = view?.fields.find((f) => f.name === problem.field)
  if (!field) return undefined
  const raw = values[field.name]
  const source = field.options
  const chosen =
    source && 'fixed' in source
      ? source.fixed.find((o) => o.value === text(raw))?.label
      : source && lookup?.(source.entity, raw)
        ? source.label(lookup(source.entity, raw)!)
        : undefined
  return { field, value: (chosen ?? text(raw)).trim() }
}

/**
 * A form's errors for a duplicate: the seed's words on the field that clashed ("Roll No. 12
 * already exists!"), or none when the problem names no field of the view.
 */
export function duplicateErrors(
  view: EntityView | undefined,
  problem: Pick<OutboxProblem, 'type' | 'field'> | null | undefined,
  values: Json,
  lookup?: Lookup,
): Record<string, string> {
  const clash = clashOf(view, problem, values, lookup)
  if (!clash) return {}
  return {
    [clash.field.name]: t('form.duplicateField', {
      label: clash.field.label,
      value: clash.value,
    }),
  }
}
