// Failed sign-ins per client address, in memory: a second line behind the per-account lock, so one
// address cannot try passwords across many accounts. Per server process; several instances behind a
// load balancer each count their own share (the per-account lock in the database still holds).

export type AttemptLimiter = {
  /** When the address may try again, or null when it may try now. */
  blockedUntil: (address: string, now?: number) => Date | null
  fail: (address: string, now?: number) => void
}

export function attemptLimiter({
  max,
  windowMs,
}: {
  max: number
  windowMs: number
}): AttemptLimiter {
  const failures = new Map<string, number[]>()
  const recent = (address: string, now: number) =>
    (failures.get(address) ?? []).filter((at) => at > now - windowMs)

  return {
    blockedUntil(address, now = Date.now()) {
      const times = recent(address, now)
      if (times.length === 0) failures.delete(address)
      else failures.set(address, times)
      return times.length >= max ? new Date(times[0]! + windowMs) : null
    },
    fail(address, now = Date.now()) {
      failures.set(address, [...recent(address, now), now])
    },
  }
}
