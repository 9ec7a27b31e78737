// A chosen file is what its type says only when its first bytes are (decision 0356).
import { describe, expect, it } from 'vitest'
import { belieItsType } from './chosen-file'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('belieItsType', () => {
  it('reads a chosen file’s first bytes against the type it names', async () => {
    expect(await belieItsType(new Blob([png, 'rest'], { type: 'image/png' }))).toBe(false)
    expect(await belieItsType(new Blob(['<html>'], { type: 'application/pdf' }))).toBe(true)
    expect(await belieItsType(new Blob([png], { type: 'image/jpeg' }))).toBe(true)
  })

  it('does not judge a type it has no signature for (its field decides whether it is taken)', async () => {
    expect(await belieItsType(new Blob(['a,b\n1,2'], { type: 'text/csv' }))).toBe(false)
  })
})
