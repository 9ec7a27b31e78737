// What a kept file may be and how its first bytes must begin (decisions 0203 and 0254): one rule for
// the server, which refuses a body that is not what its media type says (400), and for the app,
// which says so when the file is chosen, offline too, so a "PDF" that is really HTML or a text file
// named .png is never queued.
import type { documentTypes } from './document-kinds.ts'

/** The media types of a photo (and a campus's logo), and its largest size. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
export const maxImageBytes = 1024 * 1024

export type FileType = (typeof documentTypes)[number]

/** How many of a file's first bytes `hasMagicOf` reads. */
export const signatureLength = 12

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

/** The bytes begin as the media type says (%PDF-, JPEG FF D8 FF, PNG's signature, RIFF....WEBP). */
export function hasMagicOf(type: FileType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF-'))
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff])
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)
  }
}

const find = (bytes: Uint8Array, needle: number[], from: number, to: number) => {
  for (let at = Math.max(0, from); at + needle.length <= Math.min(bytes.length, to); at++)
    if (startsWith(bytes, needle, at)) return true
  return false
}

/** What begins an HTML page a browser would run: a PDF holds none of these, anywhere (decision 0406). */
const [html, script, doctype] = ['<html', '<script', '<!doctype'].map(ascii) as [
  number[],
  number[],
  number[],
]
/** `tag` (lower case ASCII) is at `at`, its letters in any case. */
function tagAt(bytes: Uint8Array, tag: number[], at: number) {
  if (at + tag.length > bytes.length) return false
  for (let i = 1; i < tag.length; i++) {
    const c = bytes[at + i]!
    const want = tag[i]!
    if (want >= 0x61 ? (c | 0x20) !== want : c !== want) return false
  }
  return true
}
/**
 * The bytes hold `<html`, `<script` or `<!doctype`, in any case, anywhere: the whole file in one
 * pass, a tag compared only where `<` is followed by its first letter: 5 MiB in 30-60 ms on a busy
 * two-core machine, random bytes or nothing but `<` alike (a tenth of a 5 MiB PNG's checksums).
 */
export function holdsMarkup(bytes: Uint8Array) {
  const n = bytes.length
  for (let at = 0; at < n; at++) {
    if (bytes[at] !== 0x3c) continue
    const next = bytes[at + 1]
    if (next === undefined) return false
    const lower = next | 0x20
    const tag =
      lower === 0x68 ? html : lower === 0x73 ? script : next === 0x21 ? doctype : undefined
    if (tag && tagAt(bytes, tag, at)) return true
  }
  return false
}

/** How near the end a PDF's %%EOF and a JPEG's end-of-image marker must be (trailing padding). */
const tailBytes = 1024

const uint32BE = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const uint32LE = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
const isLetters = (b: Uint8Array, at: number, n: number) =>
  b.length >= at + n &&
  [...b.subarray(at, at + n)].every((c) => /[A-Za-z0-9 ]/.test(String.fromCharCode(c)))

let crcTable: Uint32Array | undefined
/** CRC-32 (ISO 3309), as each PNG chunk carries it. */
export function crc32(bytes: Uint8Array) {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  let crc = ~0
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return ~crc >>> 0
}

/** PNG: chunk after chunk from IHDR to IEND, each of its length and its checksum, nothing after. */
function pngChunksWhole(b: Uint8Array) {
  let at = 8
  let first = true
  while (at + 12 <= b.length) {
    const length = uint32BE(b, at)
    const end = at + 12 + length
    if (length > 0x7fffffff || end > b.length || !isLetters(b, at + 4, 4)) return false
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8))
    if (first && (type !== 'IHDR' || length !== 13)) return false
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== uint32BE(b, at + 8 + length)) return false
    if (type === 'IEND') return end === b.length
    first = false
    at = end
  }
  return false
}

/**
 * JPEG: its segments, each a marker and its length, from SOI to the start of the scan, a frame among
 * them; then end of image near the end. The scan's compressed data is not read (not a decoder).
 */
function jpegSegmentsWhole(b: Uint8Array) {
  let at = 2
  let frame = false
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false
    const marker = b[at + 1]!
    if (marker === 0xff) {
      at++ // a fill byte before a marker
      continue
    }
    // Markers without a length: TEM and the restarts; anything below 0xC0 else is no marker.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker < 0xc0 || marker === 0xd8 || marker === 0xd9) return false
    const length = (b[at + 2]! << 8) | b[at + 3]!
    if (length < 2 || at + 2 + length > b.length) return false
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) frame = true
    if (marker === 0xda) return frame && find(b, [0xff, 0xd9], b.length - tailBytes, b.length)
    at += 2 + length
  }
  return false
}

/** WebP: RIFF's size is the file's, and its chunks (VP8, VP8L or VP8X first) fill it exactly. */
function webpChunksWhole(b: Uint8Array) {
  if (
    uint32LE(b, 4) + 8 !== b.length ||
    !['VP8 ', 'VP8L', 'VP8X'].some((c) => startsWith(b, ascii(c), 12))
  )
    return false
  let at = 12
  while (at + 8 <= b.length) {
    if (!isLetters(b, at, 4)) return false
    const size = uint32LE(b, at + 4)
    at += 8 + size + (size % 2)
  }
  return at === b.length
}

/**
 * The whole file is what its media type says (decision 0369): it begins as the type does
 * (`hasMagicOf`) and has that type's structure, so a body that merely starts like one is not one. A
 * PDF ends in `%%EOF` (within its last KiB) and has no HTML's opening tags anywhere (decision 0406); a PNG is its chunks,
 * each with its checksum, IHDR to IEND; a JPEG its segments up to the scan, and its end marker; a
 * WebP its RIFF chunks, filling the size RIFF gives. Not a decoder: a frame with broken pictures
 * passes; the files are served so that no browser reads them as a page (decision 0254).
 */
export function isWellFormed(type: FileType, bytes: Uint8Array): boolean {
  if (!hasMagicOf(type, bytes)) return false
  const end = bytes.length
  switch (type) {
    case 'application/pdf':
      return find(bytes, ascii('%%EOF'), end - tailBytes, end) && !holdsMarkup(bytes)
    case 'image/png':
      return pngChunksWhole(bytes)
    case 'image/jpeg':
      return jpegSegmentsWhole(bytes)
    case 'image/webp':
      return webpChunksWhole(bytes)
  }
}

/** The extension a file of each type is saved with, and those it may already have. */
export const fileExtensions: Record<FileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}
const knownExtensions: Record<FileType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
}
/** The longest name a document keeps (the contract's `DocumentName`). */
export const maxFileNameLength = 200

/**
 * A file's name that ends as its type says (decision 0406): kept when its extension is one of the
 * type's (any case), else the type's is added, so a PDF named `transcript.html` is saved as
 * `transcript.html.pdf` and never opened as a page. At most `maxFileNameLength` characters.
 */
export function nameOfType(name: string, type: FileType) {
  const extension = /\.([^.]*)$/.exec(name)?.[1]?.toLowerCase()
  if (extension !== undefined && knownExtensions[type].includes(extension)) return name
  const added = `.${fileExtensions[type]}`
  // By characters, as the contract counts them (a surrogate pair is not cut in two).
  return [...name].slice(0, maxFileNameLength - added.length).join('') + added
}
