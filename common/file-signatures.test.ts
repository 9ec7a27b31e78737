// A file is what its media type says only when its first bytes are (the server's 400 and the app's
// message alike): a PDF that is really HTML, or text named .png, is not.
import { describe, expect, it } from 'vitest'
import { hasMagicOf, isWellFormed } from './file-signatures.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('hasMagicOf', () => {
  it('knows each type by its first bytes', () => {
    expect(hasMagicOf('application/pdf', bytes('%PDF-1.7\n'))).toBe(true)
    expect(hasMagicOf('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(hasMagicOf('image/png', png)).toBe(true)
    expect(hasMagicOf('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true)
  })

  it('refuses a file of another kind under the type', () => {
    expect(hasMagicOf('application/pdf', bytes('<!doctype html><script>'))).toBe(false)
    expect(hasMagicOf('image/png', bytes('not an image at all'))).toBe(false)
    expect(hasMagicOf('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe(false)
    expect(hasMagicOf('image/jpeg', png)).toBe(false)
    expect(hasMagicOf('image/png', new Uint8Array())).toBe(false)
  })
})

describe('isWellFormed', () => {
  const pngChunk = (type: string, length = 0) => [
    0,
    0,
    0,
    length,
    ...[...type].map((c) => c.charCodeAt(0)),
  ]
  const wholePng = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', 13),
    new Array<number>(17).fill(0),
    pngChunk('IEND'),
    [0xae, 0x42, 0x60, 0x82],
  )

  it('takes a whole PDF, PNG and JPEG', () => {
    expect(isWellFormed('application/pdf', bytes('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n'))).toBe(true)
    expect(isWellFormed('image/png', wholePng)).toBe(true)
    expect(isWellFormed('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], [0xff, 0xd9]))).toBe(
      true,
    )
  })

  it('refuses a body that only starts like one', () => {
    expect(isWellFormed('application/pdf', bytes('%PDF-<html><script>alert(1)</script>'))).toBe(
      false,
    )
    expect(isWellFormed('application/pdf', bytes('%PDF-1.4\n<SCRIPT>x</SCRIPT>\n%%EOF'))).toBe(
      false,
    )
    expect(isWellFormed('application/pdf', bytes('%PDF-1.4\n<!DOCTYPE html>\n%%EOF'))).toBe(false)
    expect(isWellFormed('application/pdf', bytes('%PDF-1.4\nno end marker'))).toBe(false)
    expect(isWellFormed('image/png', png)).toBe(false)
    expect(isWellFormed('image/png', wholePng.slice(0, -12))).toBe(false)
    expect(isWellFormed('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2]))).toBe(false)
  })
})
