// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FieldDef, FormValues } from '../entity-view/entity-view'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { FieldInput, type FormHandle } from './field-input'

let values: FormValues = {}

/** One field in a form that keeps what it is given, as the entity form does. */
function OneField({ field }: { field: FieldDef }) {
  const [kept, setKeptState] = useState<FormValues>({})
  const setKept = (next: FormValues) => {
    values = next
    setKeptState(next)
  }
  const form: FormHandle = {
    key: (path) => path,
    getInputProps: (path) => ({
      value: kept[path] ?? '',
      onChange: (event: { currentTarget: { value: string } }) =>
        setKept({ ...kept, [path]: event.currentTarget.value }),
    }),
    setFieldValue: (path, value) => setKept({ ...kept, [path]: value }),
    insertListItem: () => {},
    removeListItem: () => {},
    getValues: () => kept,
  }
  return (
    <FieldInput
      field={field}
      form={form}
      disabled={false}
      lists={new Map()}
      ctx={{ user: null, values: kept, lookup: () => undefined }}
      current={undefined}
    />
  )
}

function typeInto(input: HTMLInputElement, value: string) {
  // React tracks the value itself; set it through the native setter so onChange fires.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  act(() => {
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

describe('a form field', () => {
  it("keeps a phone number's Devanagari digits as the Latin ones the contract takes", async () => {
    const phone: FieldDef = { name: 'phone', label: 'Phone', kind: 'text', inputMode: 'tel' }
    rendered = await renderWithProviders(<OneField field={phone} />)
    const input = rendered.container.querySelector('input')!
    typeInto(input, '९८४१२३४५६७')
    expect(values.phone).toBe('9841234567')
    expect(input.value).toBe('9841234567')
    expect(input.inputMode).toBe('tel')
  })

  it('opens the date picker from a drawn calendar, not an emoji a machine may lack', async () => {
    const date: FieldDef = { name: 'dateOfBirth', label: 'Date of Birth', kind: 'date' }
    rendered = await renderWithProviders(<OneField field={date} />)
    const button = rendered.container.querySelector('button[aria-label]')!
    expect(button.getAttribute('aria-label')).toBe('Pick a date for Date of Birth')
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(button.textContent).toBe('')
  })
})
