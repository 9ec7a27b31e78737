/**
 * The server's profile less what this device changed while it was asked for: a language switched
 * before the answer came is the newer word (its own PATCH told the server), so the answer must not
 * put the old one back.
 */
export function newerOnServer<T extends object>(answer: T, asked: object, now: object): Partial<T> {
  return Object.fromEntries(
    Object.entries(answer).filter(([key]) => sameField(asked, now, key)),
  ) as Partial<T>
}

/** Whether two profiles hold the same value at `key` (a list or an object compared by content). */
export const sameField = (a: object, b: object, key: string) =>
  JSON.stringify((a as Record<string, unknown>)[key]) ===
  JSON.stringify((b as Record<string, unknown>)[key])
