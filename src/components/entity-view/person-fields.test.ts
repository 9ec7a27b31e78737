import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { unitName } from './address-fields'
import { personName } from './person-fields'

describe("a student's name in the chosen language", () => {
  afterEach(() => i18n.activate('en'))
  const student = { firstName: 'Rajendra', middleName: null, lastName: 'Adhikari' }

  it('is the Devanagari name in Nepali where the record has one, as the list shows it', () => {
    expect(personName({ ...student, nameNe: 'राजेन्द्र अधिकारी' })).toBe('Rajendra Adhikari')
    i18n.activate('ne')
    expect(personName({ ...student, nameNe: 'राजेन्द्र अधिकारी' })).toBe('राजेन्द्र अधिकारी')
    expect(personName({ ...student, nameNe: null })).toBe('Rajendra Adhikari')
  })
})

describe("an administrative unit's name", () => {
  afterEach(() => i18n.activate('en'))
  const province = {
    id: 7,
    nameEn: 'Sudurpaschim Province',
    nameNe: 'सुदुरपश्चिम प्रदेश',
    name: 'Sudurpaschim Province (सुदुरपश्चिम प्रदेश)',
  }

  it("reads in both scripts, the chosen language's first", () => {
    expect(unitName(province)).toBe('Sudurpaschim Province (सुदुरपश्चिम प्रदेश)')
    i18n.activate('ne')
    expect(unitName(province)).toBe('सुदुरपश्चिम प्रदेश (Sudurpaschim Province)')
  })

  it('falls back to the name a row cached before kept', () => {
    i18n.activate('ne')
    expect(unitName({ id: 3, name: 'Bagmati Province (बाग्मती प्रदेश)' })).toBe(
      'Bagmati Province (बाग्मती प्रदेश)',
    )
  })
})
