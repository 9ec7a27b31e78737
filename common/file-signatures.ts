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
