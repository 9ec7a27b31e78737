// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FieldDef, FormValues } from '../entity-view/entity-view'
import { typeInto } from '../../test/type-into'
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
      // An input's event, or the value itself (a date input gives its AD date), as Mantine's form takes.
      onChange: (event: string | { currentTarget: { value: string } }) =>
        setKept({ ...kept, [path]: typeof event === 'string' ? event : event.currentTarget.value }),
    }),
    setFieldValue: (path, value) => setKept({ ...kept, [path]: value }),
    setFieldError: () => {},
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

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

/** A date of birth, typed in BS or in AD (`calendar: 'either'`), and its text box. */
async function openDateOfBirth() {
  const born: FieldDef = {
    name: 'dateOfBirth',
    label: 'Date of Birth',
    kind: 'date',
    calendar: 'either',
  }
  rendered = await renderWithProviders(<OneField field={born} />)
  const { container } = rendered
  const input = container.querySelector<HTMLInputElement>('input[type="text"], input:not([type])')!
  return { container, input }
}

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

  it('takes a date of birth in AD by the switch beside it, and offers AD for BS text that reads as a recent AD date', async () => {
    const { container, input } = await openDateOfBirth()
    const said = () => container.textContent ?? ''

    // Typed as BS (the default), 2004-06-01 is a birth in 1947: kept so, but AD is offered.
    typeInto(input, '2004-06-01')
    expect(values.dateOfBirth).toBe('1947-09-17')
    expect(said()).toContain('Typed in AD? As AD it is 2004-06-01.')
    const readAsAd = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Read it as AD',
    )!
    act(() => readAsAd.click())
    expect(values.dateOfBirth).toBe('2004-06-01')
    expect(input.value).toBe('2004-06-01')
    expect(said()).not.toContain('Typed in AD?')
    act(() => {
      input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(said()).toContain('BS 2061-02-19')

    // In AD, a day that does not exist is said, and nothing is kept.
    typeInto(input, '2004-02-30')
    expect(values.dateOfBirth).toBe('')
    expect(said()).toContain('That month has no such day')

    // Back to BS, the box shows the kept date in BS; a BS date of this age asks nothing.
    typeInto(input, '2004-06-01')
    const calendar = container.querySelector(
      '[role="group"][aria-label="Calendar of Date of Birth"]',
    )!
    const [bs, ad] = [...calendar.querySelectorAll('button')]
    expect(ad!.getAttribute('aria-pressed')).toBe('true')
    act(() => bs!.click())
    expect(bs!.getAttribute('aria-pressed')).toBe('true')
    expect(input.value).toBe('2061-02-19')
    typeInto(input, '2061-02-19')
    expect(values.dateOfBirth).toBe('2004-06-01')
    expect(said()).not.toContain('Typed in AD?')
  })

  it("takes a 100-year-old's date of birth, typed in BS in either digits or in AD, and picked in its month", async () => {
    const { container, input } = await openDateOfBirth()
    typeInto(input, '1982-08-19')
    expect(values.dateOfBirth).toBe('1925-12-04')
    expect(container.textContent).not.toContain('The calendar covers')
    typeInto(input, '१९८२-०८-१८')
    expect(values.dateOfBirth).toBe('1925-12-03')

    // The calendar opens on that month, a day of it is picked, and Shift+Page Up goes back a year.
    act(() => container.querySelector<HTMLElement>('button[aria-label^="Pick a date"]')!.click())
    const grid = document.body.querySelector<HTMLElement>('[role="grid"]')!
    expect(grid.getAttribute('aria-label')).toBe('Mangsir 1982')
    act(() => {
      grid.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'PageUp', shiftKey: true, bubbles: true }),
      )
    })
    expect(grid.getAttribute('aria-label')).toBe('Mangsir 1981')
    act(() => {
      grid.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'PageDown', shiftKey: true, bubbles: true }),
      )
    })
    act(() => document.body.querySelector<HTMLElement>('button[aria-label="1982-08-20"]')!.click())
    expect(values.dateOfBirth).toBe('1925-12-05')

    // In AD, down to the table's first day.
    const calendar = container.querySelector(
      '[role="group"][aria-label="Calendar of Date of Birth"]',
    )!
    act(() => calendar.querySelectorAll('button')[1]!.click())
    typeInto(input, '1925-12-03')
    expect(values.dateOfBirth).toBe('1925-12-03')
    expect(container.textContent).toContain('BS 1982-08-18')
  })
})
