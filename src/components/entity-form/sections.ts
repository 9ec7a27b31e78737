import type { EntityView, FieldDef, SectionDef } from '../entity-view/entity-view'

/**
 * A view's fields grouped by their section, in the view's section order (the form's fieldsets and
 * the detail page's blocks). Fields of no declared section come last, under the last section.
 */
export function sectionsOf(
  view: Pick<EntityView, 'sections' | 'fields'>,
): { section: SectionDef; fields: FieldDef[] }[] {
  const sections = view.sections ?? []
  const last = sections.at(-1)?.name
  return sections
    .map((section) => ({
      section,
      fields: view.fields.filter(
        (f) =>
          f.section === section.name ||
          (section.name === last && !sections.some((s) => s.name === f.section)),
      ),
    }))
    .filter((group) => group.fields.length > 0)
}
