import { afterEach, describe, expect, it, vi } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { messages as coreNe } from '../i18n/compiled/core.ne.gen'
import { i18n } from '../i18n/t'
import {
  phoneDigitsMessage,
  phoneDigitsTyped,
  phoneNumberIssue,
  phoneNumberPattern,
} from './phone-number'

describe("a person's phone number", () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('is the length the contract takes, for a profile and an account alike', () => {
    expect(phoneNumberPattern.source).toBe(fieldLimits.ProfileUpdate.phoneNumber.pattern)
    expect(phoneNumberPattern.source).toBe(fieldLimits.UserAccountPatch.phoneNumber.pattern)
    expect(phoneNumberIssue('')).toBeUndefined()
    expect(phoneNumberIssue('9841000000')).toBeUndefined()
    expect(phoneNumberIssue('984100000')).toBe('Phone number must be 10 digits')
    expect(phoneDigitsTyped('984-100-0000 12')).toBe('9841000000')
    // Typed on a Nepali keyboard: kept, in the contract's digits.
    expect(phoneDigitsTyped('९८४१-०००००१')).toBe('9841000001')
  })

  it('is refused with its length in the user’s digits', () => {
    i18n.load('ne', coreNe)
    i18n.activate('ne')
    expect(phoneDigitsMessage()).toBe('फोन नम्बर १० अङ्कको हुनुपर्छ')
    // A Nepali user who chose Latin digits (decision 0328).
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'hemis.digits' ? 'latin' : null),
    })
    expect(phoneDigitsMessage()).toBe('फोन नम्बर 10 अङ्कको हुनुपर्छ')
  })
})
