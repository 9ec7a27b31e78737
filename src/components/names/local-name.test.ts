import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { localName } from './local-name'

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
