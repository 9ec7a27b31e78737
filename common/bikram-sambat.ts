// Bikram Sambat (BS) ⇄ AD dates and Nepal's fiscal years (1 Shrawan to the last day of Asar).
// Pure and dependency-free: the PWA shows BS dates offline and the server checks fiscal years with it.
// BS months have 29 to 32 days that are fixed by the calendar committee, not by a formula, so the
// conversion reads a month-length table.
//
// The table: 2000–2083 BS is the same in every widely used table (nepali-date-converter, nepali-datetime,
// bikram-sambat, nepali-date-library agree day for day). From 2084 on the published tables are
// projections and differ; this one follows nepali-datetime (which agrees with nepali-date-converter
// through 2086), plus 2100 from nepali-date-library. Correct a row here when the committee publishes.
// 1970–1999 BS are there for dates of birth (a student may be 100: in 2083, born in 1982 BS;
// decision 0411). The tables that reach so far back (bikram-sambat, nepali-date-library, Python's
// nepali_datetime and others) agree on every year's length, so on its first day, but split a day
// between two months in 1975, 1977, 1989, 1991 and 1993; those rows are the majority's, 1977 (two
// against two) bikram-sambat's and nepali_datetime's.
// Example: `bsToAd('2081-04-01')` is `'2024-07-16'`; `fiscalYear(2081).name` is `'2081/82'`.

export type BsDate = { year: number; month: number; day: number }
export type FiscalYearDates = {
  /** `2081/82` */
  name: string
  /** The BS year the fiscal year starts in (2081 for 2081/82). */
  startYear: number
  /** 1 Shrawan, `YYYY-MM-DD` in BS. */
  startDateBs: string
  /** Last day of Asar of the next BS year, `YYYY-MM-DD` in BS. */
  endDateBs: string
  /** ISO AD dates of the same days. */
  startDate: string
  endDate: string
}

export const bsMinYear = 1970
/** Days of Baisakh … Chaitra, one row per BS year from bsMinYear. */
const monthLengths: readonly (readonly number[])[] = [
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1970
  [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 1971
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1972
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 1973
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1974
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 1975
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1976
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 1977
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1978
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 1979
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1980
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 1981
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1982
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 1983
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1984
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 1985
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1986
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 1987
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1988
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 1989
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1990
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 1991
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 1992
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 1993
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1994
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 1995
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 1996
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1997
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 1998
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 1999
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2000
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2001
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2002
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2003
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2004
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2005
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2006
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2007
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2008
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2009
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2010
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2011
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2012
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2013
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2014
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2015
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2016
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2017
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2018
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2019
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2020
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2021
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2022
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2023
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2024
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2025
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2026
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2027
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2028
  [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 2029
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2030
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2031
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2032
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2033
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2034
  [30, 32, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2035
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2036
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2037
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2038
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2039
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2040
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2041
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2042
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2043
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2044
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2045
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2046
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2047
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2048
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2049
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2050
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2051
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2052
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2053
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2054
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2055
  [31, 31, 32, 31, 32, 30, 30, 29, 30, 29, 30, 30], // 2056
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2057
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2058
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2059
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2060
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2061
  [30, 32, 31, 32, 31, 31, 29, 30, 29, 30, 29, 31], // 2062
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2063
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2064
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2065
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2066
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2067
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2068
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2069
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2070
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2071
  [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2072
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2073
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2074
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2075
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2076
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2077
  [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30], // 2078
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2079
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30], // 2080
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2081
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2082
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2083
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2084
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2085
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2086
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2087
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2088
  [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31], // 2089
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2090
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2091
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2092
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 29, 31], // 2093
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2094
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2095
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2096
  [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30], // 2097
  [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30], // 2098
  [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30], // 2099
  [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31], // 2100
]
export const bsMaxYear = bsMinYear + monthLengths.length - 1

/** 1 Baisakh 1970 BS is 13 April 1913 AD; days are counted from the Unix epoch in UTC. */
const epochDay = Date.UTC(1913, 3, 13) / 86_400_000
/** Days from 1 Baisakh of bsMinYear to 1 Baisakh of each year of the table (and one past its end). */
const yearStarts = monthLengths.reduce<number[]>(
  (starts, months) => [...starts, starts.at(-1)! + months.reduce((a, b) => a + b, 0)],
  [0],
)

export const bsMonthNames = [
  'Baisakh',
  'Jestha',
  'Asar',
  'Shrawan',
  'Bhadra',
  'Aswin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const

/** The same months in Nepali, as calendars printed in Nepal name them. */
export const bsMonthNamesNe = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कात्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
] as const

export const isBsYearSupported = (year: number) =>
  Number.isInteger(year) && year >= bsMinYear && year <= bsMaxYear

function monthsOf(year: number) {
  if (!isBsYearSupported(year)) {
    throw new RangeError(`BS year ${year} is outside ${bsMinYear}–${bsMaxYear}`)
  }
  return monthLengths[year - bsMinYear]!
}

/** Days in a BS month (1 = Baisakh … 12 = Chaitra). */
export function daysInBsMonth(year: number, month: number) {
  const days = monthsOf(year)[month - 1]
  if (days === undefined) throw new RangeError(`BS month ${month} does not exist`)
  return days
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
export const formatBs = ({ year, month, day }: BsDate) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`

/** Reads `YYYY-MM-DD` (or `YYYY/MM/DD`) as a BS date and checks that the day exists. */
export function parseBs(text: string): BsDate {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(text.trim())
  if (!match) throw new RangeError(`"${text}" is not a BS date (YYYY-MM-DD)`)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (day < 1 || day > daysInBsMonth(year, month)) {
    throw new RangeError(
      `${text} does not exist: ${bsMonthNames[month - 1]} ${year} has ${daysInBsMonth(year, month)} days`,
    )
  }
  return { year, month, day }
}

const toIso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10)
function dayOfIso(iso: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new RangeError(`"${iso}" is not an ISO date (YYYY-MM-DD)`)
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (toIso(ms / 86_400_000) !== iso) throw new RangeError(`${iso} does not exist`)
  return ms / 86_400_000
}

/** Days since 1 Baisakh of bsMinYear. */
function ordinalOf(date: BsDate) {
  const months = monthsOf(date.year)
  let days = yearStarts[date.year - bsMinYear]!
  for (let m = 0; m < date.month - 1; m++) days += months[m]!
  return days + date.day - 1
}

/** The AD date (ISO `YYYY-MM-DD`) of a BS date. */
export function bsToAd(date: BsDate | string): string {
  const bs = typeof date === 'string' ? parseBs(date) : date
  if (bs.day < 1 || bs.day > daysInBsMonth(bs.year, bs.month)) {
    throw new RangeError(`${formatBs(bs)} does not exist`)
  }
  return toIso(epochDay + ordinalOf(bs))
}

/**
 * The AD days the calendar's table spans (BS 1970-01-01 to the last day of its last year): the
 * dates the app can write in Bikram Sambat, so the dates a record may hold.
 */
export const calendarAdDays = {
  first: bsToAd({ year: bsMinYear, month: 1, day: 1 }),
  last: bsToAd({ year: bsMaxYear, month: 12, day: daysInBsMonth(bsMaxYear, 12) }),
}

/** The BS date of an AD date (ISO `YYYY-MM-DD` or a Date, read in UTC). */
export function adToBs(date: string | Date): BsDate {
  const day = typeof date === 'string' ? dayOfIso(date) : Math.floor(date.getTime() / 86_400_000)
  let rest = day - epochDay
  if (rest < 0 || rest >= yearStarts.at(-1)!) {
    throw new RangeError(`${toIso(day)} is outside the BS years ${bsMinYear}–${bsMaxYear}`)
  }
  let index = 0
  while (yearStarts[index + 1]! <= rest) index++
  rest -= yearStarts[index]!
  const months = monthLengths[index]!
  let month = 0
  while (rest >= months[month]!) rest -= months[month++]!
  return { year: bsMinYear + index, month: month + 1, day: rest + 1 }
}

/** `2081/82` for the fiscal year that starts in 2081 BS. */
export const fiscalYearName = (startYear: number) => `${startYear}/${pad((startYear + 1) % 100)}`

/** The BS year a fiscal-year name starts in: `2081/82` → 2081; anything else throws. */
export function fiscalYearStart(name: string) {
  const match = /^(\d{4})\/(\d{2})$/.exec(name)
  const startYear = Number(match?.[1])
  if (!match || fiscalYearName(startYear) !== name) {
    throw new RangeError(`"${name}" is not a fiscal year such as 2081/82`)
  }
  return startYear
}

/** A fiscal year's first day: 1 Shrawan, the fourth month. */
export const fiscalYearFirstDay = { month: 4, day: 1 } as const

/** The fiscal year from 1 Shrawan of `startYear` to the end of Asar of the next year, BS and AD. */
export function fiscalYear(startYear: number): FiscalYearDates {
  const start = { year: startYear, ...fiscalYearFirstDay }
  const end = { year: startYear + 1, month: 3, day: daysInBsMonth(startYear + 1, 3) }
  return {
    name: fiscalYearName(startYear),
    startYear,
    startDateBs: formatBs(start),
    endDateBs: formatBs(end),
    startDate: bsToAd(start),
    endDate: bsToAd(end),
  }
}

/** The fiscal year after the given one (`2081/82` or its start year). */
export const nextFiscalYear = (current: string | number) =>
  fiscalYear((typeof current === 'number' ? current : fiscalYearStart(current)) + 1)

/** The fiscal year an AD date falls in. */
export function fiscalYearOf(date: string | Date): FiscalYearDates {
  const bs = adToBs(date)
  return fiscalYear(bs.month >= fiscalYearFirstDay.month ? bs.year : bs.year - 1)
}
