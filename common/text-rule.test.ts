import { describe, expect, it } from 'vitest'
import { badText, cutText, firstBadText, withoutBadText } from './text-rule'

describe('the characters no text field holds, one rule for the forms and the server', () => {
  it('refuses controls, half a character and the overrides of direction; keeps tabs, lines and marks', () => {
    expect(badText('Ram\u202Eabc')).toBe('direction')
    expect(badText('a\u2066b')).toBe('direction')
    expect(badText('a\u007Fb')).toBe('control')
    expect(badText('a\u0000b')).toBe('control')
    expect(badText('a\uD83Db')).toBe('halfCharacter')
    expect(badText('a\uDE00')).toBe('halfCharacter')
    for (const fine of ['a\tb\nc\r\n', 'Ram 😀', 'क्\u200dष', 'a\u200Eb\u200F', ''])
      expect(badText(fine), JSON.stringify(fine)).toBeUndefined()
  })

  it('finds the first bad text by its path, in lists and objects', () => {
    expect(firstBadText({ rows: [{ key: 'ok' }, { key: 'a\u202Eb' }] })).toEqual({
      path: 'rows.1.key',
      kind: 'direction',
    })
    expect(firstBadText('a\u202Eb')).toEqual({ path: '', kind: 'direction' })
    expect(firstBadText({ a: 1, b: null, c: ['fine'] })).toBeUndefined()
  })

  it('removes them from a name the device makes up', () => {
    expect(withoutBadText('3: Ram\u202Eabc\u0007 \uD83D')).toBe('3: Ramabc ')
  })
})

describe('cutting a text to a length', () => {
  it('never splits a character: an emoji at the limit is kept whole', () => {
    const name = 'a'.repeat(199) + '😀.pdf'
    const cut = cutText(name, 200)
    expect(cut).toBe('a'.repeat(199) + '😀')
    expect(badText(cut)).toBeUndefined()
    expect(() => encodeURIComponent(cut)).not.toThrow()
    expect(Array.from(cutText('😀'.repeat(150), 100))).toHaveLength(100)
    expect(cutText('short', 200)).toBe('short')
  })
})
