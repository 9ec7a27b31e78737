import { describe, expect, it } from 'vitest'
import { documentName } from './document-files'

const named = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' })

describe("a document's name as the server takes it", () => {
  it('cuts a long name without splitting the emoji at the limit, so its URL can be built', () => {
    // Cut to 200 characters, and then to room for the type's extension (decision 0406).
    const name = documentName(named(`${'a'.repeat(195)}😀${'x'.repeat(10)}.pdf`))
    expect(name).toBe(`${'a'.repeat(195)}😀.pdf`)
    expect(Array.from(name)).toHaveLength(200)
    expect(() => encodeURIComponent(name)).not.toThrow()
    const atTheLimit = documentName(named(`${'a'.repeat(199)}😀.pdf`))
    expect(atTheLimit).toBe(`${'a'.repeat(196)}.pdf`)
    expect(() => encodeURIComponent(atTheLimit)).not.toThrow()
  })

  it('shows what an override of direction, a DEL or a slash hid, as `_`', () => {
    expect(documentName(named('invoice\u202Efdp.exe'))).toBe('invoice_fdp.exe.pdf')
    expect(documentName(named('a\u007Fb/c\\d\u2066e.pdf'))).toBe('a_b_c_d_e.pdf')
    expect(documentName(named('   '))).toBe('document.pdf')
  })
})
