// A chosen file is what its type says only when its bytes are (decisions 0356, 0369).
import { describe, expect, it } from 'vitest'
import { belieItsType } from './chosen-file'
import { PNG as png } from '../test/png'

describe('belieItsType', () => {
  it('reads a chosen file’s first bytes against the type it names', async () => {
    expect(await belieItsType(new Blob([png], { type: 'image/png' }))).toBe(false)
    // Only its first bytes are a PNG's: cut short (no IEND), it is not one (decision 0369).
    expect(await belieItsType(new Blob([png.subarray(0, 20)], { type: 'image/png' }))).toBe(true)
    expect(await belieItsType(new Blob(['%PDF-<html>'], { type: 'application/pdf' }))).toBe(true)
    expect(await belieItsType(new Blob(['<html>'], { type: 'application/pdf' }))).toBe(true)
    expect(await belieItsType(new Blob([png], { type: 'image/jpeg' }))).toBe(true)
  })

  it('does not judge a type it has no signature for (its field decides whether it is taken)', async () => {
    expect(await belieItsType(new Blob(['a,b\n1,2'], { type: 'text/csv' }))).toBe(false)
  })
})
