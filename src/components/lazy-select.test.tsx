// @vitest-environment jsdom
import { act, useState } from 'react'
import { afterEach, expect, it } from 'vitest'
import { renderWithProviders, type Rendered } from '../test/render-with-providers'
import { LazySelect } from './lazy-select'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())

const data = [
  { value: '1', label: '2080/81' },
  { value: '2', label: '2081/82' },
]
const input = () => rendered!.container.querySelector('input')!
const listbox = () => document.querySelector('[role="listbox"]')
const labelled = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === text)
  return label && document.getElementById(label.htmlFor)
}

it('stands in as a closed combobox with its label, then is the Select, focused and open, at the first focus', async () => {
  const picked: (string | null)[] = []
  rendered = await renderWithProviders(
    <LazySelect
      label="Fiscal year"
      description="Bikram Sambat"
      placeholder="All"
      data={data}
      value={null}
      onChange={(value) => picked.push(value)}
    />,
  )
  const alike = input()
  expect(alike.getAttribute('role')).toBe('combobox')
  expect(alike.getAttribute('aria-expanded')).toBe('false')
  expect(alike.getAttribute('placeholder')).toBe('All')
  expect(labelled('Fiscal year')).toBe(alike)
  expect(rendered.container.textContent).toContain('Bikram Sambat')
  expect(listbox()).toBeNull()

  await act(async () => alike.focus())
  const select = input()
  expect(select).not.toBe(alike)
  expect(document.activeElement).toBe(select)
  expect(labelled('Fiscal year')).toBe(select)
  expect(select.dataset.expanded).toBe('true') // (jsdom leaves aria-expanded to a list id it lacks)
  const option = [...document.querySelectorAll('[role="option"]')].find(
    (o) => o.textContent === '2081/82',
  ) as HTMLElement
  await act(async () => option.click())
  expect(picked).toEqual(['2'])
})

it('is the Select from the start when a value is chosen, and stays one when it is cleared', async () => {
  let choose: (value: string | null) => void = () => undefined
  function Chosen() {
    const [value, setValue] = useState<string | null>('2')
    choose = setValue
    return (
      <LazySelect label="Fiscal year" data={data} value={value} onChange={setValue} clearable />
    )
  }
  rendered = await renderWithProviders(<Chosen />)
  const select = input()
  expect(select.value).toBe('2081/82')
  expect(document.activeElement).not.toBe(select) // drawn, not focused: nobody asked for it
  await act(async () => choose(null))
  expect(input()).toBe(select)
  expect(select.value).toBe('')
})
