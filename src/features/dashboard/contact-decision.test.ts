import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { decisionText } from './contact-decision'
import { inNepali } from '../../test/nepali'

// Midday UTC: the same local day, 2026-05-01 (BS 2083-01-18), wherever the test runs.
const decided = {
  id: 7,
  studentId: 1,
  campusId: 78,
  studentName: 'Sita Sharma',
  fields: { phone: '9841000001' },
  previous: { phone: '9841000000' },
  state: 'rejected' as const,
  decisionReason: 'Call the office with the new number',
  createdAt: '2026-04-28T06:00:00Z',
  decidedAt: '2026-05-01T10:00:00Z',
}

describe("a student's latest contact correction", () => {
  afterEach(() => i18n.activate('en'))

  it('says it was declined, when in BS, and why', () => {
    expect(decisionText(decided)).toBe(
      'Your correction of the phone number was declined on 2083-01-18: Call the office with the new number',
    )
    inNepali()
    expect(decisionText(decided)).toBe(
      'तपाईंको फोन नम्बरको सच्याइ २०८३-०१-१८ मा अस्वीकृत भयो: Call the office with the new number',
    )
  })

  it('names every field asked as the language lists them, and an approval has no reason', () => {
    const approved = {
      ...decided,
      state: 'approved' as const,
      decisionReason: null,
      fields: { phone: '9841000002', guardianName: 'Ram Sharma' },
    }
    expect(decisionText(approved)).toBe(
      "Your correction of the phone number and the guardian's name was approved on 2083-01-18.",
    )
    inNepali()
    expect(decisionText(approved)).toBe(
      'तपाईंको फोन नम्बर र अभिभावकको नामको सच्याइ २०८३-०१-१८ मा स्वीकृत भयो।',
    )
  })
})
