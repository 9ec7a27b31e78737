// A record's saves of one kind (an exam's marks or appearance list, a day's attendance) that this
// device has queued and the server has not taken: the screens show those waiting over what the
// server last said, and say which it refused.
import { useMemo } from 'react'
import type { OutboxRow } from './db'
import { useOutbox } from './use-cached-list'

/** One save of a screen's kind, as queued: its body, and its row (parked when refused). */
export type QueuedSave<Body> = { body: Body; row: OutboxRow }

/**
 * This device's `kind` saves of `entity` (a day's attendance of students or of staff) whose fields
 * equal `match`'s (compared as text), oldest first, none while a matched value is not known yet:
 * `waiting` to be sent (bodies), and `refused` by the server, parked on /sync (a refused save is
 * never sent again, so it is not "waiting").
 */
export function useQueuedSaves<Body>(
  entity: string,
  kind: string,
  match: Record<string, string | undefined>,
): { waiting: Body[]; refused: QueuedSave<Body>[] } {
  const outbox = useOutbox()
  const key = JSON.stringify(match)
  return useMemo(() => {
    const wanted = Object.entries(JSON.parse(key) as Record<string, string | undefined>)
    const saves = wanted.some(([, value]) => value === undefined)
      ? []
      : (outbox ?? []).flatMap((row) => {
          const body = row.payload.body as (Record<string, unknown> & Body) | undefined
          const same =
            row.entity === entity &&
            row.payload.kind === kind &&
            !!body &&
            wanted.every(([field, value]) => String(body[field]) === value)
          return same ? [{ body, row }] : []
        })
    return {
      waiting: saves.filter((s) => s.row.status === 'pending').map((s) => s.body),
      refused: saves.filter((s) => s.row.status !== 'pending'),
    }
  }, [outbox, entity, kind, key])
}

/** The bodies of the saves still waiting to be sent (`useQueuedSaves`' `waiting`). */
export const useUnsentSaves = <Body>(
  entity: string,
  kind: string,
  match: Record<string, string | undefined>,
): Body[] => useQueuedSaves<Body>(entity, kind, match).waiting
