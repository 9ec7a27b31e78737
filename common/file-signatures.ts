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
const lowerAscii = (bytes: Uint8Array) =>
  String.fromCharCode(...bytes.subarray(0, 1024)).toLowerCase()

/** How near the end a PDF's %%EOF and a JPEG's end-of-image marker must be (trailing padding). */
const tailBytes = 1024

/**
 * The whole file is what its media type says (decision 0369): it begins as the type does
 * (`hasMagicOf`) and has that type's least structure, so a body that merely starts with `%PDF-`
 * is not a PDF. A PDF ends in `%%EOF` (within its last KiB) and has no HTML in its first KiB; a
 * PNG's first chunk is IHDR and its last IEND; a JPEG starts with SOI and ends with EOI (FF D9).
 */
export function isWellFormed(type: FileType, bytes: Uint8Array): boolean {
  if (!hasMagicOf(type, bytes)) return false
  const end = bytes.length
  switch (type) {
    case 'application/pdf':
      return (
        find(bytes, ascii('%%EOF'), end - tailBytes, end) &&
        !/<html|<script|<!doctype/.test(lowerAscii(bytes))
      )
    case 'image/png':
      return startsWith(bytes, ascii('IHDR'), 12) && startsWith(bytes, ascii('IEND'), end - 8)
    case 'image/jpeg':
      return find(bytes, [0xff, 0xd9], end - tailBytes, end)
    case 'image/webp':
      return true
  }
}
