import { i18n } from '../../lib/i18n/t'

// A record named in Latin letters and in Devanagari (provinces, districts, campuses, exam types,
// people) reads in the chosen language's script where it has that name, else in the other: one rule
// for the plain text of charts, selects and exports and for `BothScripts` on screen (issue 17).

/** The script a record's name is shown in: `'ne'` (Devanagari) or `'en'` (Latin). */
export function scriptOf(latin: string, devanagari: string): 'ne' | 'en' {
  const inDevanagari = i18n.locale === 'ne' ? devanagari !== '' : latin === ''
  return inDevanagari ? 'ne' : 'en'
}

/**
 * A record's name in the chosen language's script: `localName('Koshi Province', 'कोशी प्रदेश')` is
 * "कोशी प्रदेश" in Nepali, "Koshi Province" in English; a name held in one script only is shown in it.
 */
export function localName(latin: string | null | undefined, devanagari: string | null | undefined) {
  const [l, d] = [latin ?? '', devanagari ?? '']
  return scriptOf(l, d) === 'ne' ? d : l
}

/**
 * A name in both scripts, the chosen language's first: "सुदुरपश्चिम प्रदेश (Sudurpaschim Province)"
 * in Nepali, "Sudurpaschim Province (सुदुरपश्चिम प्रदेश)" in English; a name held in one script
 * only, in it. For the administrative units, whose selects are searched by typing either script.
 */
export function bothNames(latin: string | null | undefined, devanagari: string | null | undefined) {
  const [l, d] = [latin ?? '', devanagari ?? '']
  if (l === '' || d === '') return l || d
  return scriptOf(l, d) === 'ne' ? `${d} (${l})` : `${l} (${d})`
}
