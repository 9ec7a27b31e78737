// A search in Devanagari lists its matches in Nepali collation (issue 17, decision 0329): the order
// of `Intl.Collator('ne')`, which the device uses offline, on PGlite and on PostgreSQL alike, and
// pages read on by cursor in that order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campus78StudentIds, studentBody } from './factories.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
let headers: Record<string, string>
beforeAll(async () => {
  api = await startApi()
  headers = { ...(await api.as('collegeadmin')) }
})
afterAll(() => api.close())

// Vowels, conjuncts (क्ष, ज्ञ, त्र), a nasal sign and a vocalic ऋ: where code-point order and Nepali
// order part ways; each name ends in one rare word the search finds.
const names = [
  'क्षितिज ढ्यौँला',
  'अनिता ढ्यौँला',
  'ज्ञानेन्द्र ढ्यौँला',
  'ऋतु ढ्यौँला',
  'कमल ढ्यौँला',
  'आशा ढ्यौँला',
  'त्रिशूल ढ्यौँला',
  'अंशु ढ्यौँला',
  'कृष्ण ढ्यौँला',
]

describe('a search in Devanagari', () => {
  it("lists its matches in Intl.Collator('ne')'s order, page after page", async () => {
    const ids = await campus78StudentIds(api.db)
    for (const nameNe of names) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/Student',
        headers,
        payload: studentBody(ids, { nameNe }),
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    type Page = { items: { nameNe: string }[]; nextCursor: string | null }
    const pageAfter = async (after: string | null): Promise<Page> => {
      const query = new URLSearchParams({ q: 'ढ्यौँ', limit: '4', ...(after && { after }) })
      const res = await api.app.inject({
        method: 'GET',
        url: `/api/Student?${query.toString()}`,
        headers,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<Page>()
    }
    const read: string[] = []
    let after: string | null = null
    do {
      const page = await pageAfter(after)
      read.push(...page.items.map((s) => s.nameNe))
      after = page.nextCursor
    } while (after)
    const nepali = [...names].sort(new Intl.Collator('ne').compare)
    expect(read).toEqual(nepali)
    // Not the code points' order, which puts the independent vowels and ऋ elsewhere.
    expect(nepali).not.toEqual([...names].sort())
  })
})
