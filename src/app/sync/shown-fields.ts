import type { EntityView, FieldDef } from '../../components/entity-view/entity-view'
import type { Json } from '../../offline/db'

/**
 * A field's label, with its section's when another field of the view shares it: the permanent and
 * the temporary address both have a "District", told apart as "Permanent address: District".
 */
export function fieldLabel(view: EntityView, field: FieldDef) {
  const shared = view.fields.some((g) => g !== field && g.label === field.label)
  const section = shared ? view.sections?.find((s) => s.name === field.section) : undefined
  return section ? `${section.label}: ${field.label}` : field.label
}

/** The label of field `name` of the view (the name itself for a field it has not). */
export function labelOfField(view: EntityView | undefined, name: string) {
  const field = view?.fields.find((f) => f.name === name)
  return view && field ? fieldLabel(view, field) : name
}

/** One row of a Mine or Theirs panel: keyed by the field's name, which labels may share. */
export type ShownField = { key: string; label: string }

/**
 * A record's fields as the sync screen's panels list them, in the view's order (each value shown
 * by `useShownValue`); a list without a registered view (an area removed since the edit was made)
 * lists its plain values' names.
 */
export const shownFields = (data: Json | undefined, view: EntityView | undefined): ShownField[] =>
  view
    ? view.fields.map((f) => ({ key: f.name, label: fieldLabel(view, f) }))
    : Object.entries(data ?? {})
        .filter(([, value]) => typeof value !== 'object')
        .map(([key]) => ({ key, label: key }))
