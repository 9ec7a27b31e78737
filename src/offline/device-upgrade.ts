// Whether this device's database is being upgraded to a new schema version: IndexedDB builds a new
// index over every record already kept as the version opens and answers nothing meanwhile (about
// 5 s an index for 20,000 students, once; decision 0366), so the app says so rather than seeming
// stuck. Set by a version's upgrade (`db.ts`), cleared as the database opens.
let upgrading = false
const listeners = new Set<(upgrading: boolean) => void>()

export const deviceUpgrade = {
  get: () => upgrading,
  set(now: boolean) {
    if (now === upgrading) return
    upgrading = now
    for (const listener of listeners) listener(now)
  },
  subscribe(listener: (upgrading: boolean) => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
