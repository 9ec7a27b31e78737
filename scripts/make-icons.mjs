// Draws the HEMIS emblem (a blue rounded square with a white "H") and writes the PWA icons,
// the Apple touch icon and favicon.ico into public/. No image tool is installed here, so the PNG
// encoder is written out: RGBA scanlines, deflated with node:zlib, framed in CRC-checked chunks.
// Run once after changing the emblem: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const BLUE = [59, 91, 219] // Mantine indigo 8, the theme's primary shade
const WHITE = [255, 255, 255]
const SAMPLES = 4 // supersampling per axis, for smooth corners

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes) {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type, data) {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, crc])
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // colour type RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0 // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function insideRoundedSquare(x, y, inset, radius) {
  const min = inset
  const max = 1 - inset
  if (x < min || x > max || y < min || y > max) return false
  const cx = Math.min(Math.max(x, min + radius), max - radius)
  const cy = Math.min(Math.max(y, min + radius), max - radius)
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2
}

// The "H": two uprights and a crossbar, in units of the emblem's own box.
function insideLetterH(x, y, box) {
  const u = (x - box.x) / box.size
  const v = (y - box.y) / box.size
  if (v < 0.22 || v > 0.78) return false
  const leftPost = u >= 0.26 && u <= 0.4
  const rightPost = u >= 0.6 && u <= 0.74
  const bar = u > 0.4 && u < 0.6 && v >= 0.44 && v <= 0.56
  return leftPost || rightPost || bar
}

/** Renders one icon. `maskable` fills the whole canvas and keeps the letter in the safe zone. */
function drawEmblem(size, { maskable }) {
  const rgba = Buffer.alloc(size * size * 4)
  const letterBox = maskable ? { x: 0.15, y: 0.15, size: 0.7 } : { x: 0, y: 0, size: 1 }
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0
      let letter = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size
          const y = (py + (sy + 0.5) / SAMPLES) / size
          if (maskable || insideRoundedSquare(x, y, 0.02, 0.2)) {
            background++
            if (insideLetterH(x, y, letterBox)) letter++
          }
        }
      }
      const total = SAMPLES * SAMPLES
      const mix = background ? letter / background : 0
      const offset = (py * size + px) * 4
      for (let c = 0; c < 3; c++) {
        rgba[offset + c] = Math.round(BLUE[c] * (1 - mix) + WHITE[c] * mix)
      }
      rgba[offset + 3] = Math.round((background / total) * 255)
    }
  }
  return encodePng(size, rgba)
}

// An ICO file may hold a PNG image directly: one 6-byte header and one 16-byte directory entry.
function encodeIco(png, size) {
  const header = Buffer.from([0, 0, 1, 0, 1, 0])
  const entry = Buffer.alloc(16)
  entry[0] = size
  entry[1] = size
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8)
  entry.writeUInt32LE(header.length + entry.length, 12)
  return Buffer.concat([header, entry, png])
}

const outputs = [
  ['public/pwa-192x192.png', drawEmblem(192, { maskable: false })],
  ['public/pwa-512x512.png', drawEmblem(512, { maskable: false })],
  ['public/maskable-icon-512x512.png', drawEmblem(512, { maskable: true })],
  ['public/apple-touch-icon-180x180.png', drawEmblem(180, { maskable: true })],
  ['public/favicon.ico', encodeIco(drawEmblem(32, { maskable: false }), 32)],
]
for (const [file, bytes] of outputs) {
  writeFileSync(file, bytes)
  console.log(`${file}: ${bytes.length} bytes`)
}
