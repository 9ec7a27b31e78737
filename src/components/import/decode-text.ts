// A text file's encoding as Excel and other programs write it: UTF-8 with or without its byte
// order mark, and UTF-16 ("Unicode text", little-endian with a mark). Without a mark, UTF-16 is
// told by its zero bytes; text that is not valid UTF-8 is read as Windows-1252.

const startsWith = (bytes: Uint8Array, ...marks: number[]) => marks.every((m, i) => bytes[i] === m)

/** UTF-16 without a mark: most Latin text has a zero in every other byte. */
function utf16Without(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 2000)
  if (n < 4) return null
  let even = 0
  let odd = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) even++
    if (bytes[i + 1] === 0) odd++
  }
  const pairs = n / 2
  if (odd > pairs * 0.3 && even < pairs * 0.05) return 'utf-16le'
  if (even > pairs * 0.3 && odd < pairs * 0.05) return 'utf-16be'
  return null
}

/** The file's text and the encoding it was read in. */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' }
  if (startsWith(bytes, 0xff, 0xfe))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' }
  if (startsWith(bytes, 0xfe, 0xff))
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' }
  const wide = utf16Without(bytes)
  if (wide) return { text: new TextDecoder(wide).decode(bytes), encoding: wide }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
  }
}
