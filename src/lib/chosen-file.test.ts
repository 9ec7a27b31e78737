// A chosen file is what its type says only when its first bytes are (decision 0356).
import { describe, expect, it } from 'vitest'
import { blobHasMagic } from './chosen-file'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('blobHasMagic', () => {
  it('reads a chosen file’s first bytes against the type it names', async () => {
    expect(await blobHasMagic(new Blob([png, 'rest'], { type: 'image/png' }))).toBe(true)
    expect(await blobHasMagic(new Blob(['<html>'], { type: 'application/pdf' }))).toBe(false)
    expect(await blobHasMagic(new Blob([png], { type: 'image/jpeg' }))).toBe(false)
    // A type no kept file may be is never "what it says".
    expect(await blobHasMagic(new Blob(['<svg/>'], { type: 'image/svg+xml' }))).toBe(false)
  })
})
