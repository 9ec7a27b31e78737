import { describe, expect, it } from 'vitest'
import { valueOfTyped, wordOfValue } from './known-words'

const words = [{ value: 'Nepali', label: 'नेपाली' }]

describe('a free-text field with known words', () => {
  it('shows a known value as its word and other text as it is', () => {
    expect(wordOfValue(words, 'Nepali')).toBe('नेपाली')
    expect(wordOfValue(words, 'Indian')).toBe('Indian')
    expect(wordOfValue(undefined, 'Nepali')).toBe('Nepali')
  })

  it('keeps the known value whichever form of it is typed', () => {
    expect(valueOfTyped(words, 'नेपाली')).toBe('Nepali')
    expect(valueOfTyped(words, ' nepali ')).toBe('Nepali')
    expect(valueOfTyped(words, 'नेपा')).toBe('नेपा')
    expect(valueOfTyped(words, 'Bhutanese')).toBe('Bhutanese')
  })
})
