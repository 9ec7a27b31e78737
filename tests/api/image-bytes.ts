// Images built byte by byte, as plain bytes (no Node APIs, so unit tests of `common/` use them too):
// a real PNG (its one row stored, not compressed, in the zlib stream), and a JPEG whole in its
// structure (the segments a file check reads; its one scan byte pictures nothing).
import { crc32 } from '../../common/file-signatures.ts'

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))
const uint32BE = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]

function chunk(type: string, data: number[]) {
  const body = [...ascii(type), ...data]
  return [...uint32BE(data.length), ...body, ...uint32BE(crc32(Uint8Array.from(body)))]
}

/** A zlib stream holding `data` in one stored (uncompressed) block, with its Adler-32. */
function zlibStored(data: number[]) {
  let a = 1
  let b = 0
  for (const byte of data) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  const n = data.length
  return [
    0x78,
    0x01,
    0x01,
    n & 0xff,
    n >> 8,
    ~n & 0xff,
    (~n >> 8) & 0xff,
    ...data,
    ...uint32BE(((b << 16) | a) >>> 0),
  ]
}

/** A valid 1x1 PNG of one RGB pixel. */
export function pngBytes(rgb: [number, number, number]) {
  const header = [...uint32BE(1), ...uint32BE(1), 8, 2, 0, 0, 0] // 1x1, 8 bits, RGB
  return Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored([0, ...rgb])),
    ...chunk('IEND', []),
  ])
}

/** A JPEG of whole segments: SOI, JFIF, a 1x1 frame, the scan (one byte, `last`), EOI. */
export function jpegBytes(last = 0) {
  return Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0],
    ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0],
    last,
    ...[0xff, 0xd9],
  ])
}
