// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import type { CachedRecord } from '../../offline/db'
import { chooseLatinDigits } from '../../test/latin-digits'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import type { EntityView } from '../entity-view/entity-view'
import { RecordDetails } from './record-details'

const view = {
  label: 'Student',
  fields: [
    { name: 'permanentWard', label: 'Ward No.', kind: 'number', valueType: 'int' },
    { name: 'fee', label: 'Fee', kind: 'money' },
    { name: 'rollNo', label: 'Roll No.', kind: 'text' },
    { name: 'phone', label: 'Phone', kind: 'text', inputMode: 'tel' },
  ],
} as unknown as EntityView

const record: CachedRecord = {
  scope: '1@78',
  entity: 'student',
  key: '7',
  id: 7,
  version: 1,
  data: { permanentWard: 3, fee: '12500.5', rollNo: 'BBS-2081-012', phone: '9841234567' },
}

let rendered: Rendered | undefined
afterEach(() => {
  rendered?.unmount()
  i18n.activate('en')
  vi.unstubAllGlobals()
})

/** Each field's label and value, as the detail lists them. */
async function shown() {
  rendered = await renderWithProviders(
    <RecordDetails
      view={view}
      record={record}
      lookup={() => undefined}
      lists={new Map()}
      hidden={() => false}
    />,
  )
  const values = [...rendered.container.querySelectorAll('dd')].map((dd) => dd.textContent)
  const labels = [...rendered.container.querySelectorAll('dt')].map((dt) => dt.textContent)
  return Object.fromEntries(labels.map((label, i) => [label, values[i]]))
}

describe("a record's detail", () => {
  it('writes its numbers in the chosen digits in Nepali, its identifiers as stored', async () => {
    i18n.activate('ne')
    expect(await shown()).toEqual({
      'Ward No.': '३',
      Fee: '१२,५००.५०',
      'Roll No.': 'BBS-2081-012',
      Phone: '9841234567',
    })
    rendered!.unmount()
    chooseLatinDigits()
    expect((await shown())['Ward No.']).toBe('3')
  })

  it('writes them with Latin digits in English', async () => {
    expect(await shown()).toMatchObject({ 'Ward No.': '3', Fee: '12,500.50' })
  })
})

describe("a record's reference to another", () => {
  const programView = {
    label: 'Student',
    fields: [
      {
        name: 'programId',
        label: 'Program',
        kind: 'select',
        options: { entity: 'program', label: (r: Record<string, unknown>) => r.programName },
      },
    ],
  } as unknown as EntityView
  const student = { ...record, data: { programId: 42 } }
  const bba = { ...record, entity: 'program', key: '42', id: 42, data: { programName: 'BBA' } }
  const kept = { ...record, entity: 'program', key: '7', id: 7, data: { programName: 'BBS' } }

  async function programShown(programs: CachedRecord[], refreshed?: string[]) {
    const lists = Object.assign(new Map([['program', programs]]), {
      refreshed: refreshed && new Set(refreshed),
    })
    rendered = await renderWithProviders(
      <RecordDetails
        view={programView}
        record={student}
        lookup={(_entity, id) => programs.find((p) => p.id === Number(id))?.data}
        lists={lists as unknown as ReadonlyMap<'program', CachedRecord[]>}
        hidden={() => false}
      />,
    )
    const shown = rendered.container.querySelector('dd')?.textContent
    rendered.unmount()
    rendered = undefined
    return shown
  }

  it('is never its bare id: loading while a kept list is refreshed, then not on this device', async () => {
    // A list kept from before that does not hold it yet, its refresh still going: it may come.
    expect(await programShown([kept], [])).toBe('Loading…')
    // Refreshed, and still not there: the user's lists do not hold it.
    expect(await programShown([kept], ['program'])).toBe('Not on this device')
    expect(await programShown([kept, bba], [])).toBe('BBA')
    // A map of lists that does not say what was refreshed is taken as it is.
    expect(await programShown([kept])).toBe('Not on this device')
  })
})
