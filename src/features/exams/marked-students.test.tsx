// @vitest-environment jsdom
// The marks list names every student its marks name (decision 0418): one no longer in the class
// the device holds (promoted after the result, graduated) by the device's copy of them, else by the
// exam's result from the server; one found nowhere by words, never "#123".
import 'fake-indexeddb/auto'
import { act, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { session } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb } from '../../offline/db'
import { storeRows } from '../../offline/page-cache'
import { scopeOf } from '../../offline/scope'
import { userOf } from '../../test/session-users'
import { studentOf, useOtherStudents, type MarkedStudent } from './marked-students'

const result = vi.hoisted(() => ({ reads: 0 }))
vi.mock('../../api/client', () => ({
  api: {
    GET: async () => {
      result.reads++
      return {
        data: {
          examId: 5,
          publishedAt: null,
          students: [
            { studentId: 31, name: 'Gita Rai', rollNo: '31' },
            { studentId: 32, name: 'Hari Rai', rollNo: null },
          ],
        },
      }
    },
  },
}))

const user = {
  ...userOf('CollegeAdmin', 1, 78),
  id: 44,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}

const asha: MarkedStudent = { id: 1, name: 'Asha Tamang', rollNo: '1' }

describe('a student the marks name', () => {
  it('is named from the class, then from the others, else in words, never by a bare id', () => {
    const sitting = new Map([[1, asha]])
    const others = new Map([[31, { id: 31, name: 'Gita Rai', rollNo: '31' }]])
    expect(studentOf(1, sitting, others)).toEqual(asha)
    expect(studentOf(31, sitting, others).name).toBe('Gita Rai')
    const unknown = studentOf(123, sitting, others)
    expect(unknown.name).toBe('Student not on this device (record 123)')
    expect(unknown.name).not.toMatch(/^#/)
    expect(unknown.rollNo).toBe('')
  })
})

let shown: ReadonlyMap<number, MarkedStudent> | undefined
function Probe({ missing }: { missing: number[] }) {
  const others = useOtherStudents('5', missing)
  useEffect(() => {
    shown = others
  })
  return null
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))
async function until(done: (others: ReadonlyMap<number, MarkedStudent>) => boolean) {
  for (let tries = 0; !(shown && done(shown)) && tries < 200; tries++) await settle()
  return shown!
}

afterAll(() => {
  session.signOut()
  vi.restoreAllMocks()
})

it('names students the class lacks by their copy on the device, else by the exam result', async () => {
  session.signInSuccess(user)
  // The server answers (its health probe).
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok', { status: 200 }))
  await connectivity.probe()
  // Promoted since the exam: the device keeps them, in the next term.
  await storeRows(appDb(), { entity: 'student' }, scopeOf(user), [
    { id: 31, version: 2, firstName: 'Gita', lastName: 'Rai Magar', rollNo: '7', semester: 2 },
  ])
  const root = createRoot(document.createElement('div'))
  await act(async () => root.render(<Probe missing={[]} />))
  await settle()
  // Every student the marks name is in the class: nothing is read.
  expect(result.reads).toBe(0)
  await act(async () => root.render(<Probe missing={[31, 32, 32]} />))
  const others = await until((o) => o.get(31)?.rollNo === '7' && o.has(32))
  expect(others.get(31)).toEqual({ id: 31, name: 'Gita Rai Magar', rollNo: '7' })
  expect(others.get(32)).toEqual({ id: 32, name: 'Hari Rai', rollNo: '' })
  expect(result.reads).toBe(1)
  act(() => root.unmount())
})
