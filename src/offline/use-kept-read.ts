// A read of the server kept on the device (a paper's marks, an exam's appearance list): the kept
// answer at once, offline too, then the server's whenever the device is online, kept for next time.
import { useEffect, useState } from 'react'
import { connectivity } from './connectivity'
import { appDb, type Json } from './db'
import { useOnline } from './use-online'

/**
 * The answer kept under `key` (null: nothing to read yet), refreshed by `read` when online; a new
 * `reads` reads again (after a save was sent). `read` answers undefined when the server gave none.
 */
export function useKeptRead<T>(
  key: string | null,
  read: () => Promise<T | undefined>,
  reads = 0,
): T | undefined {
  const [kept, setKept] = useState<T | undefined>()
  // Read again once the server answers: a page opened cold learns it is online only after the
  // first health probe, and one back from offline reads what changed meanwhile.
  const online = useOnline() === true
  useEffect(() => {
    if (!key) return
    let live = true
    // The kept answer never replaces a fresher one from the server.
    let answered = false
    void appDb()
      .meta.get(key)
      .then((row) => live && !answered && row && setKept(row.value as unknown as T))
    if (online) {
      void read()
        .then(async (answer) => {
          if (answer === undefined || !live) return
          answered = true
          setKept(answer)
          await appDb().meta.put({ key, value: answer as unknown as Json })
        })
        .catch((failure: unknown) => connectivity.reportFailure(failure))
    }
    return () => {
      live = false
    }
    // `key` names what `read` reads: a new function for the same key reads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reads, online])
  return kept
}
