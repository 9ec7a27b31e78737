// A refusal in the person's language: the server's English detail in English, its kind in Nepali.
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../api/api-error'
import { i18n } from './lingui'
import { problemText } from './problem-text'
import { inNepali } from '../../test/nepali'

const refusal = (slug: string, status = 409) =>
  new ApiError(
    status,
    {
      type: `https://hemis.local/problems/${slug}`,
      title: 'Verification state',
      detail: 'Only a submitted record can be verified; this one is returned.',
    },
    'r1',
  )

describe('problemText', () => {
  afterEach(() => i18n.activate('en'))

  it("says the server's detail in English", () => {
    expect(problemText(refusal('verification-state'), 'offline')).toBe(
      'Only a submitted record can be verified; this one is returned.',
    )
  })

  it('says the kind of a refusal in Nepali, and one it does not know by its status', () => {
    inNepali()
    expect(problemText(refusal('verification-state'), 'offline')).toBe(
      'तपाईंले खोलेपछि यो अभिलेखको प्रमाणीकरण अवस्था बदलिइसकेको छ।',
    )
    expect(problemText(refusal('something-new', 418), 'offline')).toContain('HTTP ४१८')
  })

  it('says what the caller gives when no answer came', () => {
    expect(problemText(new TypeError('Failed to fetch'), 'Not reached')).toBe('Not reached')
  })
})
