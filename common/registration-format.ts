// A university's form of its students' registration numbers (decision 0357), set by the commission
// on the university and checked on every student's create, edit and import, on the server and in
// the app (offline too). A mask, not a regular expression: staff read and write it, and a mask
// cannot make the server's matching slow (no nested repetition; at most eight optional places).
//   #  a digit          @  a letter          *  a letter or a digit
//   ?  after any of these or a character: it may be left out
//   anything else stands for itself (letters in either case)
// Tribhuvan University's `TU-#?#?#-####-######` takes TU-78-2021-000042 and tu-5-2019-000007.

/** The longest mask, and how many of its places may be optional. */
export const maxFormatLength = 60
export const maxOptional = 8

const places: Record<string, string> = { '#': '[0-9]', '@': '[A-Za-z]', '*': '[0-9A-Za-z]' }
const literal = (c: string) => c.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')

/** The mask as a regular expression matched whole (any letter case), or null when it is not one. */
export function formatPattern(format: string): RegExp | null {
  if (format.length === 0 || format.length > maxFormatLength) return null
  let source = ''
  let optional = 0
  let previous = false
  for (const c of format) {
    if (c === '?') {
      // A `?` follows a place or a character, never another `?` or nothing.
      if (!previous || ++optional > maxOptional) return null
      source += '?'
      previous = false
      continue
    }
    source += places[c] ?? literal(c)
    previous = true
  }
  return new RegExp(`^${source}$`, 'i')
}

/** Whether a registration number is in the university's form (any number is, without a form). */
export function fitsRegistrationFormat(format: string | null | undefined, value: string): boolean {
  if (!format) return true
  return formatPattern(format)?.test(value) ?? true
}

/**
 * What is wrong with a university's form and its example, by field: a mask that is not one, an
 * example missing beside a mask or not of its form. Each side words the problem in its language.
 */
export function registrationFormatIssues(values: {
  registrationFormat?: unknown
  registrationExample?: unknown
}): Partial<Record<'registrationFormat' | 'registrationExample', 'mask' | 'missing' | 'unfit'>> {
  const format = typeof values.registrationFormat === 'string' ? values.registrationFormat : ''
  const example = typeof values.registrationExample === 'string' ? values.registrationExample : ''
  if (!format) return {}
  if (!formatPattern(format)) return { registrationFormat: 'mask' }
  if (!example) return { registrationExample: 'missing' }
  return fitsRegistrationFormat(format, example) ? {} : { registrationExample: 'unfit' }
}
