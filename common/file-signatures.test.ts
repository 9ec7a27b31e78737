// A file is what its media type says only when its first bytes are (the server's 400 and the app's
// message alike): a PDF that is really HTML, or text named .png, is not.
import { describe, expect, it } from 'vitest'
import { jpegBytes as jpeg, pngBytes as png } from '../tests/api/image-bytes.ts'
import { hasMagicOf, holdsMarkup, isWellFormed, nameOfType } from './file-signatures.ts'

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

describe('a PDF holds no HTML anywhere (decision 0406)', () => {
  const pdfAround = (middle: string) => bytes('%PDF-1.4\n%', middle, '\n%%EOF\n')

  it("refuses the audit's upload: the page past the first KiB", () => {
    const audit = pdfAround(`${'A'.repeat(1100)}<html><script>alert(document.domain)</script>`)
    expect(isWellFormed('application/pdf', audit)).toBe(false)
    // Deep in a 5 MiB file, in any case, and a tag cut by the file's end is no tag.
    const deep = new Uint8Array(5 * 1024 * 1024).fill(0x41)
    deep.set(bytes('%PDF-1.7\n'))
    deep.set(bytes('<ScRiPt>'), 4 * 1024 * 1024)
    deep.set(bytes('%%EOF'), deep.length - 6)
    expect(isWellFormed('application/pdf', deep)).toBe(false)
    expect(holdsMarkup(bytes('x <!DocType html>'))).toBe(true)
    expect(holdsMarkup(bytes('x <scrip'))).toBe(false)
  })

  it('takes a PDF whose bytes only look like the start of a tag', () => {
    expect(
      isWellFormed('application/pdf', pdfAround('<< /Type /Catalog >> <htm <scrip t <!doc')),
    ).toBe(true)
    // "<!" followed by another letter, and control bytes that are a letter's case bit away.
    expect(holdsMarkup(bytes('<!DOCTYPF <', [0x08], 'TML'))).toBe(false)
    expect(holdsMarkup(bytes('<', [0x01], 'doctype'))).toBe(false)
  })

  it('reads 5 MiB of binary streams, or of nothing but <, in well under a second', () => {
    const big = new Uint8Array(5 * 1024 * 1024)
    let seed = 1
    for (let i = 0; i < big.length; i++) big[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24
    big.set(bytes('%PDF-1.7\n'))
    big.set(bytes('%%EOF'), big.length - 6)
    holdsMarkup(big) // warm
    const started = Date.now()
    expect(isWellFormed('application/pdf', big)).toBe(true)
    big.fill(0x3c, 9, big.length - 6)
    expect(isWellFormed('application/pdf', big)).toBe(true)
    // 30-60 ms each on a busy two-core machine; generous.
    expect(Date.now() - started).toBeLessThan(1000)
  })
})

describe('nameOfType (decision 0406)', () => {
  it("keeps a name ending as its type does, in any case, else adds the type's extension", () => {
    expect(nameOfType('SLC marksheet.pdf', 'application/pdf')).toBe('SLC marksheet.pdf')
    expect(nameOfType('SCAN.JPEG', 'image/jpeg')).toBe('SCAN.JPEG')
    expect(nameOfType('scan.jpg', 'image/jpeg')).toBe('scan.jpg')
    expect(nameOfType('transcript.html', 'application/pdf')).toBe('transcript.html.pdf')
    expect(nameOfType('photo.png', 'image/webp')).toBe('photo.png.webp')
    expect(nameOfType('scan', 'image/png')).toBe('scan.png')
    expect(nameOfType('x.pdf.', 'application/pdf')).toBe('x.pdf..pdf')
    expect(nameOfType('नागरिकता', 'application/pdf')).toBe('नागरिकता.pdf')
  })

  it('stays within 200 characters, never cutting a character in two', () => {
    const long = nameOfType(`${'a'.repeat(199)}.html`, 'application/pdf')
    expect(long).toHaveLength(200)
    expect(long.endsWith('.pdf')).toBe(true)
    const emoji = nameOfType('😀'.repeat(200), 'image/png')
    expect([...emoji]).toHaveLength(200)
    expect(emoji).toBe(`${'😀'.repeat(196)}.png`)
    expect(() => encodeURIComponent(emoji)).not.toThrow()
  })
})
