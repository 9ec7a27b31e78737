// A register's bulk answer as the outbox keeps it (decision 0202): a duplicate row keeps the field
// its unique index guards and the record that has the value, when the server said it (decision
// 0409), so /sync can say "Roll No. 12 is already used by …".
import { describe, expect, it } from 'vitest'
import { upsertResults } from './bulk-upsert'

describe("a bulk write's answer", () => {
  it("keeps a duplicate's field and existing record; an update's changes; no field elsewhere", () => {
    const sent = {
      rows: [
        { fields: { rollNo: '12' } },
        { fields: { registrationNo: '7-2-1' } },
        { fields: { lastName: 'Thapa' } },
        { fields: { firstName: '' } },
      ],
    }
    const answer = {
      results: [
        { key: '2: Sita', outcome: 'duplicate', id: null, existingId: 40, field: 'rollNo' },
        // Another campus's student: the server says the number is taken, not whose it is.
        {
          key: '3: Gita',
          outcome: 'duplicate',
          id: null,
          existingId: null,
          field: 'registrationNo',
        },
        { key: '51', outcome: 'updated', id: 51, version: 3 },
        { key: '4: Rita', outcome: 'invalid', id: null },
      ],
    }
    expect(upsertResults(sent, answer).results).toEqual([
      {
        key: '2: Sita',
        ok: false,
        outcome: 'duplicate',
        id: 40,
        version: null,
        existingId: 40,
        field: 'rollNo',
      },
      {
        key: '3: Gita',
        ok: false,
        outcome: 'duplicate',
        id: null,
        version: null,
        existingId: null,
        field: 'registrationNo',
      },
      {
        key: '51',
        ok: true,
        outcome: 'updated',
        id: 51,
        version: 3,
        changes: { lastName: 'Thapa', version: 3 },
      },
      { key: '4: Rita', ok: false, outcome: 'invalid', id: null, version: null },
    ])
  })

  it('keeps a duplicate that names no field without one', () => {
    const [row] = upsertResults(
      { rows: [{ fields: {} }] },
      { results: [{ key: 'a', outcome: 'duplicate', existingId: 9 }] },
    ).results
    expect(row).toEqual({
      key: 'a',
      ok: false,
      outcome: 'duplicate',
      id: 9,
      version: null,
      existingId: 9,
    })
  })
})
