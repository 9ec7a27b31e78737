import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { bothNames, localName } from './local-name'

describe("a record's name in two scripts", () => {
  afterEach(() => i18n.activate('en'))

  it("reads in the chosen language's script", () => {
    expect(localName('Koshi Province', 'कोशी प्रदेश')).toBe('Koshi Province')
    i18n.activate('ne')
    expect(localName('Koshi Province', 'कोशी प्रदेश')).toBe('कोशी प्रदेश')
  })

  it('falls back to the script it has', () => {
    expect(localName(null, 'कोशी प्रदेश')).toBe('कोशी प्रदेश')
    i18n.activate('ne')
    expect(localName('Koshi Province', '')).toBe('Koshi Province')
    expect(localName(null, undefined)).toBe('')
  })
})

describe('a name in both scripts, for a select searched by either', () => {
  afterEach(() => i18n.activate('en'))

  it("puts the chosen language's script first", () => {
    const latin = 'Sudurpaschim Province'
    const devanagari = 'सुदुरपश्चिम प्रदेश'
    expect(bothNames(latin, devanagari)).toBe('Sudurpaschim Province (सुदुरपश्चिम प्रदेश)')
    i18n.activate('ne')
    expect(bothNames(latin, devanagari)).toBe('सुदुरपश्चिम प्रदेश (Sudurpaschim Province)')
  })

  it('gives a name held in one script alone', () => {
    i18n.activate('ne')
    expect(bothNames('Kathmandu', '')).toBe('Kathmandu')
    expect(bothNames(null, 'काठमाडौँ')).toBe('काठमाडौँ')
  })
})
