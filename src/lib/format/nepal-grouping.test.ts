import { describe, expect, it } from 'vitest'
import { groupNepal, type FractionDigits } from './nepal-grouping'

// The written-out grouping must say what ICU says, for every number and option HEMIS shows.
const formatters = new Map<FractionDigits, Intl.NumberFormat>()
const intl = (n: number, options: FractionDigits) => {
  if (!formatters.has(options)) formatters.set(options, new Intl.NumberFormat('en-IN', options))
  return formatters.get(options)!.format(n)
}

const optionSets: FractionDigits[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 4 },
]

// A fixed sequence (xorshift), so a failure names the same numbers on every run.
function* pseudoRandom(seed: number) {
  let x = seed
  for (;;) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    yield (x >>> 0) / 2 ** 32
  }
}

const edges = [
  0,
  -0,
  1,
  -1,
  5,
  999,
  1000,
  9999,
  10_000,
  99_999,
  100_000,
  1_234_567,
  12_345_678_901,
  999_999_999_999_999,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.005,
  1.005,
  1.0005,
  2.675,
  0.0995,
  9.9995,
  999.9995,
  99_999.95,
  12.5,
  33.333333,
  66.666666,
  0.1 + 0.2,
  1e-6,
  1e-7,
  5e-7,
  1e15,
  1.5e15,
  1e21,
  -1234.5678,
  Number.NaN,
  Infinity,
  -Infinity,
  Number.MAX_SAFE_INTEGER,
]

describe('numbers in Nepal grouping, written out', () => {
  it('group the last three digits, then pairs', () => {
    expect(groupNepal(1234567)).toBe('12,34,567')
    expect(groupNepal(1234)).toBe('1,234')
    expect(groupNepal(-12345678.9)).toBe('-1,23,45,678.9')
    expect(groupNepal(12.5, { minimumFractionDigits: 2 })).toBe('12.50')
  })

  it('say what Intl.NumberFormat en-IN says at the edges', () => {
    for (const options of optionSets)
      for (const n of edges)
        expect([n, options, groupNepal(n, options)]).toEqual([n, options, intl(n, options)])
  })

  it('say what Intl.NumberFormat en-IN says for 40,000 counts, rates and amounts', () => {
    const random = pseudoRandom(20_831_129)
    const next = () => random.next().value as number
    const mismatches: string[] = []
    for (let i = 0; i < 40_000; i++) {
      const scale = 10 ** Math.floor(next() * 13) // 1 to 10¹²
      const n = Math.round(next() * scale * 10 ** 4) / 10 ** Math.floor(next() * 5)
      const value = next() < 0.1 ? -n : n
      const options = optionSets[i % optionSets.length]!
      const mine = groupNepal(value, options)
      const theirs = intl(value, options)
      if (mine !== theirs)
        mismatches.push(`${value} ${JSON.stringify(options)}: ${mine} ≠ ${theirs}`)
    }
    expect(mismatches.slice(0, 10)).toEqual([])
  })
})
