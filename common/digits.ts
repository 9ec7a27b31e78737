// Devanagari digits (०–९) are how Nepali writes numbers; inputs accept them and the Nepali interface
// shows them. Everything stored or sent keeps Latin digits. Shared: the app's inputs read them, and
// the register search reads them the same on the device and on the server.
const devanagariZero = 0x0966

/** `२०८१-०४-१५` → `2081-04-15`; other characters are kept. */
export const latinDigits = (text: string) =>
  text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - devanagariZero))

/** `2081-04-15` → `२०८१-०४-१५`. */
export const devanagariDigits = (text: string) =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(devanagariZero + Number(d)))
