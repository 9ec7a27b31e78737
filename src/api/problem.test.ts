import { describe, expect, it } from 'vitest'
import { readProblem } from './problem'

const answer = (status: number, body: string, type = 'application/problem+json') =>
  new Response(body, { status, statusText: 'Refused', headers: { 'Content-Type': type } })

describe('readProblem', () => {
  it("keeps what the sync screen decides by: a lock's state, a duplicate's id and field, a stale record", async () => {
    const locked = await readProblem(
      answer(
        422,
        JSON.stringify({ type: 'x/verification-locked', title: 'Locked', state: 'verified' }),
      ),
    )
    expect(locked).toMatchObject({ status: 422, title: 'Locked', state: 'verified' })
    const stale = await readProblem(
      answer(409, JSON.stringify({ title: 'Stale', existingId: 4, current: { version: 3 } })),
    )
    expect(stale).toMatchObject({ existingId: 4, current: { version: 3 } })
    const duplicate = await readProblem(
      answer(409, JSON.stringify({ type: 'x/duplicate', existingId: 7, field: 'rollNo' })),
    )
    expect(duplicate).toMatchObject({ existingId: 7, field: 'rollNo' })
  })

  it('makes a problem of an answer that is not problem+json, and of members of the wrong type', async () => {
    expect(await readProblem(answer(502, '<html>Bad gateway</html>', 'text/html'))).toEqual({
      status: 502,
      title: 'Refused',
    })
    const odd = await readProblem(answer(422, JSON.stringify({ state: 3, current: [1], field: 2 })))
    expect(odd).toMatchObject({
      status: 422,
      title: 'Refused',
      state: undefined,
      current: undefined,
      field: undefined,
    })
  })
})
