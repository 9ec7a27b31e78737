// @vitest-environment jsdom
// A list kept on the device is shown at once, and the screen learns when its refresh has ended: a
// row the kept copy lacks may come until then (a record's reference shows loading, not its id).
import 'fake-indexeddb/auto'
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, expect, it } from 'vitest'
import { session } from '../lib/session/session-store'
import { userOf } from '../test/session-users'
import { appDb } from './db'
import { storeRows } from './page-cache'
import { scopeOf } from './scope'
import type { ListAnswer, SyncPort } from './sync-port'
import { ports } from './sync-runtime'
import { useCachedLists, type CachedLists } from './use-cached-list'

const user = {
  ...userOf('CollegeAdmin', 1, 78),
  id: 43,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}

let shown: CachedLists | undefined
/** Every list the screen was given: none may say refreshed without the rows its refresh wrote. */
const seen: CachedLists[] = []
function Probe() {
  const lists = useCachedLists(['program'])
  useEffect(() => {
    shown = lists
    seen.push(lists)
  })
  return null
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))
/** Waits (up to about 4 s) for the lists shown to hold `n` programs. */
async function untilPrograms(n: number) {
  for (let tries = 0; shown?.get('program')?.length !== n && tries < 200; tries++) await settle()
  return shown!
}

/** Waits (up to about 4 s) for the programs' refresh to be said ended. */
async function untilRefreshed() {
  for (let tries = 0; !shown?.refreshed?.has('program') && tries < 200; tries++) await settle()
  return shown!
}

afterAll(() => {
  ports.delete('program')
  session.signOut()
})

it("says a kept list's refresh has ended only once it has, with the rows it brought", async () => {
  session.signInSuccess(user)
  let answer: (rows: ListAnswer) => void = () => {}
  const port: SyncPort = {
    entity: 'program',
    updateBody: (_merged, changes) => changes,
    create: async () => ({ id: 1, version: 1 }),
    update: async () => ({ id: 1, version: 1 }),
    list: () => new Promise<ListAnswer>((resolve) => (answer = resolve)),
  }
  ports.set('program', port)
  await storeRows(appDb(), port, scopeOf(user), [{ id: 7, version: 1, programName: 'BBS' }])

  const root = createRoot(document.createElement('div'))
  await act(async () => root.render(<Probe />))
  expect((await untilPrograms(1)).refreshed?.has('program')).toBe(false)

  await act(async () =>
    answer({
      notModified: false,
      rows: [
        { id: 7, version: 1, programName: 'BBS' },
        { id: 42, version: 1, programName: 'BBA' },
      ],
    }),
  )
  await untilPrograms(2)
  expect((await untilRefreshed()).refreshed?.has('program')).toBe(true)
  // Never said refreshed while showing the list from before (a row on its way read as missing).
  const early = seen.filter((l) => l.refreshed?.has('program') && l.get('program')?.length !== 2)
  expect(early).toEqual([])
  act(() => root.unmount())
})

it('sends one refresh for the screens mounted together that name a list, and a new one later', async () => {
  session.signInSuccess(user)
  const answers: ((rows: ListAnswer) => void)[] = []
  ports.set('program', {
    entity: 'program',
    updateBody: (_merged, changes) => changes,
    create: async () => ({ id: 1, version: 1 }),
    update: async () => ({ id: 1, version: 1 }),
    list: () => new Promise<ListAnswer>((resolve) => answers.push(resolve)),
  })
  const root = createRoot(document.createElement('div'))
  await act(async () =>
    root.render(
      <>
        <Probe />
        <Probe />
        <Probe />
      </>,
    ),
  )
  await settle()
  expect(answers).toHaveLength(1)
  const rows = [{ id: 7, version: 1, programName: 'BBS' }]
  await act(async () => answers[0]!({ notModified: false, rows }))
  expect((await untilRefreshed()).get('program')).toHaveLength(1)
  act(() => root.unmount())

  // Once that refresh has ended, a screen opened later asks the server again.
  const again = createRoot(document.createElement('div'))
  await act(async () => again.render(<Probe />))
  await settle()
  expect(answers).toHaveLength(2)
  await act(async () => answers[1]!({ notModified: true }))
  act(() => again.unmount())
})
