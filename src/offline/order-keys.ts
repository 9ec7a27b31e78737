/**
 * The sequences whose operations the outbox sends in the order made (`enqueueBulk`'s `orderKey`,
 * decision 0386), named in one place. A record's own operations use its record key instead.
 */
export const orderKeys = {
  /** A day's attendance saves: a save retried is not overtaken by its correction. */
  attendance: (day: string) => `attendance|${day}`,
  /** An exam's marks, symbol numbers, publishing and corrections. */
  results: (examId: number | string | undefined) => `results|${Number(examId)}`,
  /** Promotions and their undo. */
  promotions: 'promotions',
} as const
