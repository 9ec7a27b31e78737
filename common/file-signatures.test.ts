// A file is what its media type says only when its first bytes are (the server's 400 and the app's
// message alike): a PDF that is really HTML, or text named .png, is not.
import { describe, expect, it } from 'vitest'
import { jpegBytes as jpeg, pngBytes as png } from '../tests/api/image-bytes.ts'
import { hasMagicOf, isWellFormed } from './file-signatures.ts'

const bytes = (...parts: (string | ArrayLike<number>)[]) =>
  new Uint8Array(
    parts.flatMap((p) =>
      typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...Array.from(p)],
    ),
  )
const pngStart = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])

describe('hasMagicOf', () => {
  it('knows each type by its first bytes', () => {
    expect(hasMagicOf('application/pdf', bytes('%PDF-1.7\n'))).toBe(true)
    expect(hasMagicOf('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true)
    expect(hasMagicOf('image/png', pngStart)).toBe(true)
    expect(hasMagicOf('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true)
  })

  it('refuses a file of another kind under the type', () => {
    expect(hasMagicOf('application/pdf', bytes('<!doctype html><script>'))).toBe(false)
    expect(hasMagicOf('image/png', bytes('not an image at all'))).toBe(false)
    expect(hasMagicOf('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBe(false)
    expect(hasMagicOf('image/jpeg', pngStart)).toBe(false)
    expect(hasMagicOf('image/png', new Uint8Array())).toBe(false)
  })
})

describe('isWellFormed', () => {
  const html = '<html><body><script>alert(document.domain)</script></body></html>'
  const webp = (...chunks: [string, number[]][]) => {
    const body = chunks.flatMap(([type, data]) => [
      ...bytes(type),
      ...[data.length, 0, 0, 0],
      ...data,
      ...(data.length % 2 ? [0] : []),
    ])
    const size = 4 + body.length
    return bytes('RIFF', [size & 0xff, size >> 8, 0, 0], 'WEBP', body)
  }
  const wholeWebp = webp(['VP8L', [0x2f, 0, 0, 0, 0]])

  it('takes a whole PDF, PNG, JPEG and WebP', () => {
    expect(isWellFormed('application/pdf', bytes('%PDF-1.4\n1 0 obj\nendobj\n%%EOF\n'))).toBe(true)
    expect(isWellFormed('image/png', png([1, 2, 3]))).toBe(true)
    expect(isWellFormed('image/jpeg', jpeg())).toBe(true)
    // A camera's padding after the end of the image, and fill bytes before a marker.
    expect(isWellFormed('image/jpeg', bytes(jpeg(), new Array<number>(100).fill(0)))).toBe(true)
    const filled = jpeg()
    expect(
      isWellFormed('image/jpeg', bytes(filled.subarray(0, 2), [0xff], filled.subarray(2))),
    ).toBe(true)
    expect(isWellFormed('image/webp', wholeWebp)).toBe(true)
    expect(
      isWellFormed(
        'image/webp',
        webp(['VP8X', new Array<number>(10).fill(0)], ['EXIF', [1, 2, 3]]),
      ),
    ).toBe(true)
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
    expect(isWellFormed('image/png', pngStart)).toBe(false)
    const whole = png([1, 2, 3])
    expect(isWellFormed('image/png', whole.subarray(0, -12))).toBe(false)
    expect(isWellFormed('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2]))).toBe(false)
  })

  it("refuses HTML framed by the signature and the end of an image (an audit's uploads)", () => {
    // PNG: its signature, an IHDR chunk's header, the page, then IEND.
    const framedPng = bytes(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      'IHDR',
      html,
      [0, 0, 0, 0],
      'IEND',
      [0xae, 0x42, 0x60, 0x82],
    )
    expect(isWellFormed('image/png', framedPng)).toBe(false)
    // A real PNG with one checksum changed.
    const broken = png([1, 2, 3])
    broken[29] = 0xff - broken[29]! // the first byte of IHDR's checksum
    expect(isWellFormed('image/png', broken)).toBe(false)
    // A JPEG's start and end around the page.
    expect(isWellFormed('image/jpeg', bytes([0xff, 0xd8, 0xff], html, [0xff, 0xd9]))).toBe(false)
    // A scan before any frame.
    expect(
      isWellFormed(
        'image/jpeg',
        bytes([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0, 0xff, 0xd9]),
      ),
    ).toBe(false)
    // WebP: the RIFF header with a zero size, then the page.
    expect(isWellFormed('image/webp', bytes('RIFF', [0, 0, 0, 0], 'WEBP', html))).toBe(false)
    expect(isWellFormed('image/webp', bytes(wholeWebp, html))).toBe(false)
  })
})
