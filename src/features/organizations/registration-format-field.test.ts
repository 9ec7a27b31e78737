// The University Register's registration-number format (decision 0357): a mask and an example of it,
// said wrong on their fields as the server would.
import { describe, expect, it } from 'vitest'
import { universityView } from './university-view'

const issues = (values: Record<string, string>) => {
  const all = universityView.crossCheck!(values, () => undefined)
  return { format: all.registrationFormat, example: all.registrationExample }
}

describe("a university's registration-number format", () => {
  it('is a mask with an example of its form', () => {
    expect(issues({ registrationFormat: 'TU-#??' }).format).toBe(
      'Not a format: #, @, * and ? (at most 8 of them), up to 60 characters',
    )
    expect(issues({ registrationFormat: 'TU-####' }).example).toBe(
      'Give a registration number of this format',
    )
    expect(issues({ registrationFormat: 'TU-####', registrationExample: 'TU-1' }).example).toBe(
      'This number is not of the format above',
    )
    expect(issues({ registrationFormat: 'TU-####', registrationExample: 'TU-2081' })).toEqual({
      format: undefined,
      example: undefined,
    })
    expect(issues({ registrationFormat: '', registrationExample: '' })).toEqual({
      format: undefined,
      example: undefined,
    })
  })
})
