// The commission's categories of people (decision 0230): the groups its staff and student figures
// are counted by. The ethnic-group list carries no category of its own, so each group's category is
// read from its name here, once, for the server's SQL and the screens alike. A group this table does
// not name counts as `other`; a person with no recorded group as `not-recorded`.

export const ugcCategories = [
  'dalit',
  'janajati',
  'madhesi',
  'muslim',
  'other',
  'not-recorded',
] as const
export type UgcCategory = (typeof ugcCategories)[number]

/**
 * Ethnic-group names (any letter case, spaces trimmed) and their category. Newar and Tharu are
 * Adivasi Janajati in the national classification; Brahmin/Chhetri (Khas Arya) count as `other`.
 */
export const categoryOfGroupName: Readonly<Record<string, Exclude<UgcCategory, 'not-recorded'>>> = {
  dalit: 'dalit',
  janajati: 'janajati',
  'adivasi janajati': 'janajati',
  newar: 'janajati',
  tharu: 'janajati',
  madhesi: 'madhesi',
  muslim: 'muslim',
  'brahmin/chhetri': 'other',
  other: 'other',
}

/** The category of an ethnic group's name; `null` (no group recorded) is `not-recorded`. */
export function categoryOf(groupName: string | null | undefined): UgcCategory {
  if (groupName == null) return 'not-recorded'
  return categoryOfGroupName[groupName.trim().toLowerCase()] ?? 'other'
}

/** The category of a person whose ethnic group is named `name` (none: `not-recorded`), as SQL reads it. */
export function categoryOfGroup(name: unknown): UgcCategory {
  if (typeof name !== 'string') return 'not-recorded'
  return categoryOfGroupName[name.trim().toLowerCase()] ?? 'other'
}
