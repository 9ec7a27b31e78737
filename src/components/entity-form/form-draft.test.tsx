// @vitest-environment jsdom
// A form's unsaved draft (decision 0391): kept as typed, restored on opening again, gone once saved,
// cancelled or discarded, and kept apart per user and campus.
import 'fake-indexeddb/auto'
import Dexie from 'dexie'
import { act, useEffect, useState } from 'react'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { session } from '../../lib/session/session-store'
import { appDb, type CachedRecord } from '../../offline/db'
import { changedFrom } from '../../offline/form-drafts'
import { keepTypedNow } from '../../lib/waiting-writes'
import { renderWithProviders, type Rendered } from '../../test/render-with-providers'
import { userOf } from '../../test/session-users'
import { typeInto } from '../../test/type-into'
import { EntityForm } from './entity-form'
import { facultyTestView } from './faculty-test-view'

let rendered: Rendered | undefined
afterEach(() => rendered?.unmount())
beforeEach(async () => {
  session.signInSuccess(userOf('CollegeAdmin', 1, 78))
  await appDb().drafts.clear()
})

const faculty = facultyTestView

let saved: unknown[] = []
let cancelled = 0
/**
 * The faculty form, drafted; `loading`: a level it reads (a lookup) comes only on `arrive()`;
 * `edit`: an edit of a faculty, whose record `change()` changes as a sync would.
 */
function Drafted({ loading = false, edit = false }: { loading?: boolean; edit?: boolean }) {
  const [lists, setLists] = useState(new Map<string, CachedRecord[]>())
  const [record, setRecord] = useState(faculty.emptyValues)
  useEffect(() => {
    arrive = () => setLists(new Map([['level', []]]))
    change = setRecord
  }, [])
  return (
    <EntityForm
      view={loading ? { ...faculty, lookups: ['level'] } : faculty}
      mode={edit ? 'edit' : 'create'}
      initialValues={record}
      lists={lists}
      lookup={() => undefined}
      submitLabel="Save"
      onSubmit={(values) => void saved.push(values)}
      onCancel={() => cancelled++}
      draft={edit ? 'edit:7' : 'create'}
    />
  )
}
let arrive = () => {}
let change: (record: typeof faculty.emptyValues) => void = () => {}
const open = async (loading = false, edit = false) => {
  rendered = await renderWithProviders(<Drafted loading={loading} edit={edit} />)
  return rendered.container
}
const box = (c: HTMLElement, label: string) =>
  [...c.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!
    .control as HTMLInputElement
const button = (c: HTMLElement, name: string) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent === name)!
/** Lets the draft's read and its pause after typing (400 ms) pass. */
const pause = (ms = 500) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
const kept = () => appDb().drafts.toArray()

it('keeps what was typed and gives it back, with a notice, when the form opens again', async () => {
  let c = await open()
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Music')
  await pause()
  expect(await kept()).toMatchObject([
    { form: 'faculty:create', values: { facultyName: 'Faculty of Music' } },
  ])
  // Left before the pause is over: the last keystroke is kept too.
  typeInto(box(c, 'Short Name'), 'FOMu')
  rendered!.unmount()
  await pause(50)
  expect((await kept())[0]!.values).toEqual({ facultyName: 'Faculty of Music', shortName: 'FOMu' })
  const typedAt = (await kept())[0]!.at

  c = await open()
  await pause()
  // Given back, the same changes keep the time they were typed.
  expect((await kept())[0]!.at).toBe(typedAt)
  expect(box(c, 'Faculty Name').value).toBe('Faculty of Music')
  expect(box(c, 'Short Name').value).toBe('FOMu')
  expect(c.querySelector('[role="status"]')!.textContent).toMatch(/^Restored what was typed here/)

  // Saved: the draft goes, and the form cleared for the next record keeps none.
  saved = []
  await act(async () => {
    c.querySelector('form')!.requestSubmit()
    await Promise.resolve()
  })
  await pause()
  expect(saved).toHaveLength(1)
  expect(await kept()).toEqual([])
  expect(c.querySelector('[role="status"]')).toBeNull()
})

it('keeps what was typed within the pause at once when the app is about to reload itself', async () => {
  const c = await open()
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Music')
  // A language or digits chosen now reloads the app, which waits for this and for nothing else.
  await act(() => keepTypedNow())
  expect(await kept()).toMatchObject([{ values: { facultyName: 'Faculty of Music' } }])
  // Nothing waits any more: the next call writes nothing.
  await appDb().drafts.clear()
  await act(() => keepTypedNow())
  expect(await kept()).toEqual([])
})

it('before the app reloads, waits for a write the pause has begun and IndexedDB not yet ended', async () => {
  const c = await open()
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Music')
  // Another transaction holds the drafts for 700 ms: the pause's write, begun at 400 ms, waits.
  let released = false
  const blocker = appDb()
    .transaction('rw', appDb().drafts, () =>
      Dexie.waitFor(new Promise((resolve) => setTimeout(resolve, 700))),
    )
    .then(() => (released = true))
  await pause(500)
  await act(() => keepTypedNow())
  expect(released).toBe(true)
  expect(await kept()).toMatchObject([{ values: { facultyName: 'Faculty of Music' } }])
  await blocker
})

it('discards a draft on asking, and on Cancel', async () => {
  let c = await open()
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Dance')
  await pause()
  rendered!.unmount()
  c = await open()
  await pause(50)
  act(() => button(c, 'Discard it').click())
  await pause(50)
  expect(box(c, 'Faculty Name').value).toBe('')
  expect(document.activeElement).toBe(box(c, 'Faculty Name'))
  expect(await kept()).toEqual([])

  typeInto(box(c, 'Faculty Name'), 'Faculty of Dance')
  act(() => button(c, 'Cancel').click())
  rendered!.unmount()
  await pause()
  expect(cancelled).toBe(1)
  expect(await kept()).toEqual([])
})

it('keeps what is typed while the lists load, left at once or not given back, beside the draft it adds to', async () => {
  await appDb().drafts.put({
    scope: '1@78',
    form: 'faculty:create',
    values: { facultyName: 'Faculty of Music' },
    at: 1,
  })
  let c = await open(true)
  typeInto(box(c, 'Short Name'), 'FOMu')
  rendered!.unmount()
  await pause(50)
  expect((await kept())[0]!.values).toEqual({ facultyName: 'Faculty of Music', shortName: 'FOMu' })

  // Opened again and typed in before the lists came: not given back over what is being typed
  // (the form stays as typed), and kept with the new typing added to it.
  c = await open(true)
  typeInto(box(c, 'Short Name'), 'FMu')
  act(() => arrive())
  await pause()
  expect(box(c, 'Faculty Name').value).toBe('')
  expect(c.querySelector('[role="status"]')).toBeNull()
  expect((await kept())[0]!.values).toEqual({ facultyName: 'Faculty of Music', shortName: 'FMu' })
  typeInto(box(c, 'Short Name'), 'FM')
  await pause()
  rendered!.unmount()
  expect((await kept())[0]!.values).toEqual({ facultyName: 'Faculty of Music', shortName: 'FM' })

  // Opened again untouched: all of it is given back.
  c = await open(true)
  act(() => arrive())
  await pause(50)
  expect(box(c, 'Faculty Name').value).toBe('Faculty of Music')
  expect(box(c, 'Short Name').value).toBe('FM')
  expect(c.querySelector('[role="status"]')!.textContent).toMatch(/^Restored what was typed here/)
})

it('keeps no draft of an edit saved, though the form keeps its values as the record changes and closes', async () => {
  const c = await open(false, true)
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Arts')
  typeInto(box(c, 'Short Name'), 'FA')
  await act(async () => {
    c.querySelector('form')!.requestSubmit()
    await Promise.resolve()
  })
  await pause(50)
  expect(await kept()).toEqual([])
  // The record changes (its save comes back through the sync) before the screen closes the form.
  act(() => change({ facultyName: 'Faculty of Art', shortName: '' }))
  rendered!.unmount()
  await pause()
  expect(await kept()).toEqual([])
})

it("keeps one user's draft from another's", async () => {
  const c = await open()
  await pause(50)
  typeInto(box(c, 'Faculty Name'), 'Faculty of Law')
  await pause()
  rendered!.unmount()
  session.signInSuccess(userOf('CollegeAdmin', 1, 79))
  const other = await open()
  await pause(50)
  expect(box(other, 'Faculty Name').value).toBe('')
  expect(other.querySelector('[role="status"]')).toBeNull()
})

it('counts as changed a field whose value differs, a file by identity', () => {
  const photo = new File(['x'], 'a.png', { type: 'image/png' })
  expect(changedFrom({ a: 1, b: 'x', c: [1], d: photo }, { a: 1, b: '', c: [1], d: null })).toEqual(
    { b: 'x', d: photo },
  )
  expect(changedFrom({ d: photo }, { d: photo })).toEqual({})
})
