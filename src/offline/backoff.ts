const BASE_MS = 1_000
const CAP_MS = 30_000

/**
 * "Full jitter" exponential backoff: a random wait between 0 and min(cap, base·2^attempt), so
 * many devices coming back at once do not retry in step. `random` is injectable for tests.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempts - 1))
  return Math.round(ceiling * random())
}
