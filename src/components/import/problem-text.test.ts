import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { problemText } from './problem-text'
import { MAX_BYTES } from './sheet'
import { chooseLatinDigits } from '../../test/latin-digits'
import { inNepali } from '../../test/nepali'

describe('why a file cannot be imported', () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('names the limit the file broke, as the reading checks it', () => {
    expect(problemText({ problem: 'empty' })).toBe('The file is empty (0 bytes).')
    expect(problemText({ problem: 'tooLarge', n: MAX_BYTES * 1.5 })).toBe(
      'The file is 30 MB: a file of at most 20 MB can be imported.',
    )
  })

  it('in the Nepali user’s chosen digits', () => {
    inNepali()
    const tooLarge = { problem: 'tooLarge', n: MAX_BYTES * 1.5 } as const
    expect(problemText(tooLarge)).toBe('फाइल ३० MB को छ: बढीमा २० MB को फाइल मात्र आयात गर्न सकिन्छ।')
    chooseLatinDigits()
    expect(problemText(tooLarge)).toBe('फाइल 30 MB को छ: बढीमा 20 MB को फाइल मात्र आयात गर्न सकिन्छ।')
  })
})
