// How the history shows a change's values: a file by its name, type and size (never as JSON), a
// verification state and yes or no in words, an empty value as such.
import { describe, expect, it } from 'vitest'
import { fieldLabel, shownValue } from './field-change'

describe('shownValue', () => {
  it('names a photo or document by name, type and size', () => {
    expect(shownValue('photo', { contentType: 'image/png', size: 70_000, sha256: 'x' })).toBe(
      'image/png, 68 KB',
    )
    expect(
      shownValue('document', {
        name: 'SLC marksheet.pdf',
        contentType: 'application/pdf',
        size: 51,
        kind: 'transcript',
        sha256: 'y',
      }),
    ).toBe('SLC marksheet.pdf, application/pdf, 1 KB')
    expect(shownValue('photo', null)).toBe('(empty)')
  })

  it('words a verification state and keeps other values as they are', () => {
    expect(shownValue('verificationState', 'submitted')).toBe('Submitted')
    expect(shownValue('phone', '9841000000')).toBe('9841000000')
    expect(fieldLabel('photo')).toBe('Photo')
    expect(fieldLabel('document')).toBe('Document')
  })

  it("words the record's Active flag, which the form does not show", () => {
    expect(fieldLabel('status')).toBe('Record active')
    expect([shownValue('status', true), shownValue('status', false)]).toEqual(['Yes', 'No'])
  })

  it("gives a field of the record to `show`, which shows it as the record's page does", () => {
    const show = (field: string, value: unknown) => `${field} as shown: ${String(value)}`
    expect(shownValue('programId', 4, show)).toBe('programId as shown: 4')
    // Not a field of the form, or a value worded here: not given to it.
    expect(shownValue('verificationState', 'verified', show)).toBe('Verified')
    expect(shownValue('programId', null, show)).toBe('(empty)')
  })
})
