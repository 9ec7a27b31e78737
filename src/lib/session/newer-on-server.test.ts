import { expect, it } from 'vitest'
import { newerOnServer } from './newer-on-server'

it("keeps the server's word but for what this device changed while it asked", () => {
  const asked = { language: 'en', digits: 'latin', fullName: 'Asha' }
  const now = { language: 'ne', digits: 'latin', fullName: 'Asha' }
  const answer = { language: 'en', digits: 'devanagari', fullName: 'Asha Rai' }
  // The language switched after the request went: the answer's older language is left out.
  expect(newerOnServer(answer, asked, now)).toEqual({ digits: 'devanagari', fullName: 'Asha Rai' })
  expect(newerOnServer(answer, asked, asked)).toEqual(answer)
})
