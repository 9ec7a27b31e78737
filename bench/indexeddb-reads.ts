// What IndexedDB charges in Chromium for the reads an offline register could be built from
// (decision 0364): 20,000 student-shaped records kept as the app keeps them (a compound key, an
// order index, a class's index, a multi-entry index of fifteen terms a record), read whole, as
// keys, or counted, through the table's own key or an index; a class's records found by its index
// or by walking the register (decision 0366); and the same register kept as a snapshot of few
// large records as `register-snapshot.ts` keeps it (runs of 64 whole rows in the register's
// order), or only the fields a filter, search or order reads in one record, read whole or partly
// rewritten. Raw IndexedDB in the page (no Dexie: its cost is not the question), from a blank page
// of a local origin. Median of 5 after one warm-up, each per entry too, so a machine's other
// figures can be set beside it.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './built-app.ts'
import { printTable } from './table.ts'

const ROWS = 20_000

type Step = { step: string; entries: number; ms: number }

type Kept = { scope: string; entity: string; key: string; data: Record<string, unknown> }

/** Runs in the page: fills the database, then times each read, then each schema upgrade. */
async function inPage(rows: number): Promise<Step[]> {
  const asked = <T>(request: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
    })
  const name = `bench-${Date.now()}`
  const open = indexedDB.open(name, 1)
  open.onupgradeneeded = () => {
    const store = open.result.createObjectStore('records', { keyPath: ['scope', 'entity', 'key'] })
    store.createIndex('order', ['scope', 'entity', 'sortKey'])
    store.createIndex('terms', 'terms', { multiEntry: true })
    // A class's index as the app keeps it (`group-rows.ts`): over the record's own data.
    store.createIndex('class', ['scope', 'entity', 'data.programId', 'data.batchId'])
    open.result.createObjectStore('snapshot')
  }
  const db = await asked(open)
  const done = (tx: IDBTransaction) => new Promise((resolve) => (tx.oncomplete = resolve))
  /** The snapshot's large records: whole records (sorted into runs below), and the fields a query reads. */
  const whole: { sortKey: string }[] = []
  const fields: Record<string, unknown>[] = []
  for (let from = 0; from < rows; from += 1000) {
    const tx = db.transaction('records', 'readwrite')
    const store = tx.objectStore('records')
    for (let i = from; i < from + 1000; i++) {
      // A student as the API sends one (about forty fields), its facets and search words as terms.
      const data: Record<string, unknown> = {
        id: i,
        firstName: `First${i}`,
        lastName: `Last${i % 500}`,
        // 500 classes of 40: ten programs, fifty batches each.
        programId: i % 10,
        batchId: Math.floor(i / 10) % 50,
      }
      for (let f = 0; f < 38; f++) data[`field${f}`] = f % 3 ? `value ${i} ${f}` : i + f
      fields.push({
        ...Object.fromEntries(Object.entries(data).slice(0, 17)),
        key: String(i),
        sortKey: `last${String((i * 7919) % rows).padStart(6, '0')}`,
      })
      const terms = [
        `gender=${i % 2 ? 'female' : 'male'}`,
        `programId=${i % 10}`,
        `batchId=${i % 5}`,
        `semester=${i % 8}`,
        `districtId=${i % 77}`,
        `ethnicGroupId=${i % 30}`,
        `verification=${i % 4}`,
        `enrolmentStatus=${i % 3}`,
        `year=${i % 4}`,
        `n:first${i}`,
        `n:last${i % 500}`,
        `x:reg-${i}`,
        `x:${i % 300}`,
        `d:नाम${i}`,
        `d:थर${i % 300}`,
      ]
      const sortKey = `last${String((i * 7919) % rows).padStart(6, '0')}`
      const record = {
        scope: '7@78',
        entity: 'student',
        key: String(i),
        id: i,
        sortKey,
        terms,
        data,
      }
      store.put(record)
      whole.push(record)
    }
    await done(tx)
  }
  whole.sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1))
  const buckets = Array.from({ length: Math.ceil(rows / 64) }, (_, b) =>
    whole.slice(b * 64, b * 64 + 64),
  )
  const bucketKey = (b: number) => `whole ${String(b).padStart(3, '0')}`
  {
    const tx = db.transaction('snapshot', 'readwrite')
    buckets.forEach((bucket, b) => tx.objectStore('snapshot').put(bucket, bucketKey(b)))
    tx.objectStore('snapshot').put(fields, 'fields')
    // Rows cut to 17 fields as the app keeps them since decision 0373, in runs of 64 and of 512;
    // and the runs of 64 as columns (an array a field), tried beside them.
    const names = Object.keys((whole[0] as unknown as Kept).data).slice(0, 17)
    buckets.forEach((bucket, b) => {
      const rows = (bucket as unknown as (Kept & { id: number; sortKey: string })[]).map(
        ({ key, id, sortKey, data }) => ({
          key,
          id,
          sortKey,
          data: Object.fromEntries(names.map((f) => [f, data[f]])),
        }),
      )
      tx.objectStore('snapshot').put(rows, `cut ${String(b).padStart(3, '0')}`)
      const columns = {
        keys: rows.map((r) => r.key),
        ids: rows.map((r) => r.id),
        sortKeys: rows.map((r) => r.sortKey),
        columns: Object.fromEntries(names.map((f) => [f, rows.map((r) => r.data[f])])),
      }
      tx.objectStore('snapshot').put(columns, `columns ${String(b).padStart(3, '0')}`)
      if (b % 8 === 0) {
        const eight = buckets.slice(b, b + 8).flat() as unknown as (Kept & {
          id: number
          sortKey: string
        })[]
        tx.objectStore('snapshot').put(
          eight.map(({ key, id, sortKey, data }) => ({
            key,
            id,
            sortKey,
            data: Object.fromEntries(names.map((f) => [f, data[f]])),
          })),
          `big ${String(b).padStart(3, '0')}`,
        )
      }
    })
    await done(tx)
  }
  const snapshot = (mode: IDBTransactionMode = 'readonly') =>
    db.transaction('snapshot', mode).objectStore('snapshot')
  const store = () => db.transaction('records', 'readonly').objectStore('records')
  const register = (low = '') =>
    IDBKeyRange.bound(['7@78', 'student', low], ['7@78', 'student', '\uffff'], low !== '', true)
  /** Every record, 1,000 a request, by the order index or the table's key, from the last one read. */
  const chunks = async (byOrder: boolean) => {
    let read = 0
    let last = ''
    for (;;) {
      const s = store()
      const request = byOrder
        ? s.index('order').getAll(register(last), 1000)
        : s.getAll(register(last), 1000)
      const got = (await asked(request)) as { key: string; sortKey: string }[]
      read += got.length
      if (got.length < 1000) return read
      last = byOrder ? got.at(-1)!.sortKey : got.at(-1)!.key
    }
  }
  const female = () => IDBKeyRange.only('gender=female')
  /** Every record of the register by a cursor (as Dexie walks a filtered collection): those of a class. */
  const walk = async (index: string | null) => {
    const s = store()
    const request = index ? s.index(index).openCursor(register()) : s.openCursor(register())
    let found = 0
    await new Promise<void>((resolve, reject) => {
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'))
      request.onsuccess = () => {
        const cursor = request.result
        if (!cursor) return resolve()
        const { data } = cursor.value as { data: { programId: number; batchId: number } }
        if (data.programId === 3 && data.batchId === 17) found++
        cursor.continue()
      }
    })
    return found
  }
  const reads: [string, () => Promise<number>][] = [
    ['records, in chunks of 1,000, by the order index', () => chunks(true)],
    ['records, in chunks of 1,000, by the table key', () => chunks(false)],
    [
      'keys of every record, by the order index',
      async () => (await asked(store().index('order').getAllKeys())).length,
    ],
    [
      'keys of every record, by the table key',
      async () => (await asked(store().getAllKeys(register()))).length,
    ],
    [
      'keys of one term (gender female)',
      async () => (await asked(store().index('terms').getAllKeys(female()))).length,
    ],
    ['count of one term (gender female)', () => asked(store().index('terms').count(female()))],
    ['count of the register, by the table key', () => asked(store().count(register()))],
    [
      'first 26 records of one term',
      async () => (await asked(store().index('terms').getAll(female(), 26))).length,
    ],
    [
      '25 records by their keys, in one transaction',
      async () => {
        const s = store()
        const keys = Array.from({ length: 25 }, (_, i) => ['7@78', 'student', String(i * 797)])
        return (await Promise.all(keys.map((key) => asked(s.get(key))))).length
      },
    ],
    [
      "a class's records by its index (program and batch)",
      async () =>
        (
          await asked(
            store()
              .index('class')
              .getAll(IDBKeyRange.only(['7@78', 'student', 3, 17])),
          )
        ).length,
    ],
    [
      'a class by walking the register twice, by cursor (its count, then the order index)',
      async () => {
        await walk(null)
        return walk('order')
      },
    ],
    [
      `snapshot: whole records, ${buckets.length} records of 64`,
      async () => {
        const all = IDBKeyRange.bound(bucketKey(0), bucketKey(buckets.length - 1))
        const got = (await asked(snapshot().getAll(all))) as unknown[][]
        return got.reduce((n, bucket) => n + bucket.length, 0)
      },
    ],
    [
      `snapshot: 17 fields a row, ${buckets.length} records of 64`,
      async () => {
        const all = IDBKeyRange.bound('cut 000', 'cut 999')
        const got = (await asked(snapshot().getAll(all))) as unknown[][]
        return got.reduce((n, bucket) => n + bucket.length, 0)
      },
    ],
    [
      `snapshot: 17 fields a row, records of 512 (the app's: 256 to 512, decision 0373)`,
      async () => {
        const got = (await asked(
          snapshot().getAll(IDBKeyRange.bound('big 000', 'big 999')),
        )) as unknown[][]
        return got.reduce((n, bucket) => n + bucket.length, 0)
      },
    ],
    [
      `snapshot: 17 fields as columns, ${buckets.length} records, rows made of them`,
      async () => {
        const all = IDBKeyRange.bound('columns 000', 'columns 999')
        type Columns = {
          keys: string[]
          ids: number[]
          sortKeys: string[]
          columns: Record<string, unknown[]>
        }
        const got = (await asked(snapshot().getAll(all))) as Columns[]
        const rows = []
        for (const { keys, ids, sortKeys, columns } of got) {
          const names = Object.keys(columns)
          for (let i = 0; i < keys.length; i++) {
            const data: Record<string, unknown> = {}
            for (const f of names) data[f] = columns[f]![i]
            rows.push({ key: keys[i], id: ids[i], sortKey: sortKeys[i], data })
          }
        }
        return rows.length
      },
    ],
    [
      'snapshot: 17 fields a row, one record',
      async () => ((await asked(snapshot().get('fields'))) as unknown[]).length,
    ],
    [
      'snapshot: 2 of its records read and rewritten (a page of 25 read again, changed)',
      async () => {
        const s = snapshot('readwrite')
        const keys = [bucketKey(100), bucketKey(101)]
        const got = (await Promise.all(keys.map((key) => asked(s.get(key))))) as unknown[][]
        got.forEach((bucket, i) => s.put(bucket, keys[i]))
        await done(s.transaction)
        return got.reduce((n, bucket) => n + bucket.length, 0)
      },
    ],
  ]
  const steps: Step[] = []
  for (const [step, read] of reads) {
    await read()
    const times: number[] = []
    let entries = 0
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      entries = await read()
      times.push(performance.now() - started)
    }
    steps.push({ step, entries, ms: times.sort((a, b) => a - b)[2]! })
  }
  db.close()
  // Once each, as an app update opens a new schema version over a register kept before it.
  const upgradeTo = async (version: number, step: string, change: (tx: IDBTransaction) => void) => {
    const started = performance.now()
    const upgrade = indexedDB.open(name, version)
    upgrade.onupgradeneeded = () => change(upgrade.transaction!)
    ;(await asked(upgrade)).close()
    steps.push({ step, entries: rows, ms: performance.now() - started })
  }
  const groupIndex = (tx: IDBTransaction, index: string, fields: string[]) =>
    tx
      .objectStore('records')
      .createIndex(index, ['scope', 'entity', ...fields.map((f) => `data.${f}`)])
  await upgradeTo(
    2,
    "schema version 6's index on program and batch, built over the records",
    (tx) => groupIndex(tx, 'program and batch', ['programId', 'batchId']),
  )
  await upgradeTo(3, 'its index on program, built over them', (tx) =>
    groupIndex(tx, 'program', ['programId']),
  )
  // The same two groups kept instead as rows of a store of their own, written from the records
  // read in chunks (what a store the app filled itself would cost).
  await upgradeTo(
    4,
    'the same two as rows of a store of their own, written from the records',
    (tx) => {
      tx.db.createObjectStore('groups', { keyPath: ['scope', 'entity', 'group', 'key'] })
      const records = tx.objectStore('records')
      const groups = tx.objectStore('groups')
      const next = (after: IDBValidKey | null) => {
        const range = after === null ? null : IDBKeyRange.lowerBound(after, true)
        const request = records.getAll(range, 1000)
        request.onsuccess = () => {
          const got = request.result as Kept[]
          for (const { scope, entity, key, data } of got) {
            const program = `p${String(data.programId)}`
            for (const group of [program, `${program}b${String(data.batchId)}`])
              groups.put({ scope, entity, group, key })
          }
          const last = got.at(-1)
          if (last && got.length === 1000) next([last.scope, last.entity, last.key])
        }
      }
      next(null)
    },
  )
  return steps
}

export async function indexeddbReadsBenchmark() {
  // A page of its own origin: IndexedDB needs one, and nothing of the app runs beside it.
  const server = createServer((_, res) => res.end('<!doctype html><title>bench</title>'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage()
    // tsx names the page function's inner functions through a helper of its own: the page gets one.
    await page.addInitScript({ content: 'window.__name = (f) => f' })
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const steps = await page.evaluate(inPage, ROWS)
    printTable(
      `IndexedDB reads in Chromium over ${ROWS.toLocaleString('en')} student-shaped records (median of 5)`,
      steps.map(({ step, entries, ms }) => ({
        read: step,
        entries,
        ms: Number(ms.toFixed(1)),
        'µs an entry': Number(((ms * 1000) / entries).toFixed(1)),
      })),
    )
  } finally {
    await browser.close()
    server.close()
  }
}
