// A register's search gives the same answers on both sides (decision 0408): the server's SQL
// (`registerSearch`, as the student and staff lists send it) and the device's test of a row
// (`common/register-search.ts`, offline and for unsent records), over the same rows, for searches
// made of those rows' words cut short, in any order and letter case, with stray spaces, in
// Devanagari, a number, and LIKE's wildcards.
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchesEmployeeSearch } from '../../common/register-search.ts'
import { matchesStudentSearch } from '../../common/student-search.ts'
import * as t from '../../server/db/schema.ts'
import { employeeSearch } from '../../server/handlers/employees.ts'
import { studentSearch } from '../../server/handlers/students.ts'
import { startApi, type Api } from './harness.ts'

let api: Api
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

type Name = Pick<typeof t.students.$inferSelect, 'firstName' | 'middleName' | 'lastName' | 'nameNe'>
/**
 * Names that part the readings: a first name of two words, a middle name (or an empty one), a
 * surname of two words, a word met twice, names that are each other's reversed, the wildcards.
 */
const names: Name[] = [
  { firstName: 'Ram Bahadur', middleName: null, lastName: 'Thapa', nameNe: 'राम बहादुर थापा' },
  { firstName: 'Ram', middleName: 'Bahadur', lastName: 'Thapa Magar', nameNe: 'राम थापा मगर' },
  { firstName: 'Sita', middleName: 'Kumari', lastName: 'Sharma', nameNe: 'सीता कुमारी शर्मा' },
  { firstName: 'Sita', middleName: '', lastName: 'Sharma', nameNe: 'सीता शर्मा' },
  { firstName: 'Sharma', middleName: null, lastName: 'Sita', nameNe: null },
  { firstName: 'Bahadur', middleName: 'Ram', lastName: 'Ram', nameNe: 'बहादुर राम राम' },
  { firstName: 'Gita 50%', middleName: 'a_b', lastName: 'K\\C', nameNe: 'गीता के.सी.' },
  { firstName: 'Hari', middleName: null, lastName: 'Prasad Sharma', nameNe: 'हरि प्रसाद शर्मा' },
]

/** The words a search is made of: the names' own, cut short, in any letter case, and others. */
function wordsOf(rows: Record<string, unknown>[], numbers: string[]) {
  const whole = rows.flatMap((r) =>
    [r.firstName, r.middleName, r.lastName, r.nameNe]
      .filter((v): v is string => typeof v === 'string')
      .flatMap((v) => v.split(' ')),
  )
  const cut = fc
    .tuple(fc.constantFrom(...whole.filter(Boolean)), fc.nat(), fc.constantFrom('as', 'up', 'lo'))
    .map(([word, n, letterCase]) => {
      const chars = [...word]
      const start = chars.slice(0, 1 + (n % chars.length)).join('')
      return letterCase === 'up'
        ? start.toUpperCase()
        : letterCase === 'lo'
          ? start.toLowerCase()
          : start
    })
  const other = fc.constantFrom('%', '_', '\\', 'x', 'a%', 'ह', ...numbers)
  return fc.oneof({ arbitrary: cut, weight: 4 }, { arbitrary: other, weight: 1 })
}

/** A search of 1 to 4 words, spaces around and between them as a person might leave them. */
const searchOf = (word: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.array(word, { minLength: 1, maxLength: 4 }),
      fc.constantFrom(' ', ' ', '  ', '\t'),
      fc.constantFrom('', '', ' '),
    )
    .map(([words, gap, edge]) => `${edge}${words.join(gap)}${edge}`)

/**
 * Names `names` rows of a register (seeded ones, renamed), then checks every search drawn against
 * the two sides: the ids the SQL finds among them are the ids the device's test keeps.
 */
async function sameOnBothSides(
  table: PgTable & { id: PgColumn; campusId: PgColumn },
  search: (q: string) => SQL[],
  matches: (row: Record<string, unknown>, q: string) => boolean,
  numbers: (row: Record<string, unknown>) => unknown[],
) {
  const db = api.db
  const seeded = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.campusId, 78))
    .orderBy(asc(table.id))
    .limit(names.length)
  const ids = seeded.map((r) => r.id as number)
  expect(ids).toHaveLength(names.length)
  for (const [i, id] of ids.entries()) await db.update(table).set(names[i]!).where(eq(table.id, id))
  const rows = (await db.select().from(table).where(inArray(table.id, ids))) as Record<
    string,
    unknown
  >[]
  const kept = rows.flatMap(numbers).filter((n): n is string => typeof n === 'string')
  const found = async (q: string) => {
    const server = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), or(...search(q))))
    const device = rows.filter((row) => matches(row, q)).map((r) => r.id)
    return [server.map((r) => r.id).sort(), device.sort()]
  }
  const examples = [
    'ram bah',
    'Ram Bahadur Th',
    'thapa ram',
    'SHARMA SITA',
    'sita sharma',
    'sita kumari sharma',
    ' hari  sharma ',
    'gita 50% k\\c',
    'राम बहादुर',
    'थापा राम',
    'शर्मा सीता',
    'राम राम',
    'ram',
    'bahadur',
    '   ',
  ]
  for (const q of examples) {
    const [server, device] = await found(q)
    expect(server, JSON.stringify(q)).toEqual(device)
  }
  await fc.assert(
    fc.asyncProperty(searchOf(wordsOf(rows, kept)), async (q) => {
      const [server, device] = await found(q)
      expect(server, JSON.stringify(q)).toEqual(device)
    }),
    { numRuns: 300 },
  )
}

describe('the register search, on the server and on the device', () => {
  it('students: the same rows for every search', async () => {
    await sameOnBothSides(t.students, studentSearch, matchesStudentSearch, (r) => [
      r.registrationNo,
      r.rollNo,
      r.symbolNo,
    ])
  })

  it('staff: the same rows for every search', async () => {
    await sameOnBothSides(t.employees, employeeSearch, matchesEmployeeSearch, (r) => [
      r.employeeCode,
      typeof r.employeeCode === 'string' ? r.employeeCode.slice(0, 4) : null,
    ])
  })
})
