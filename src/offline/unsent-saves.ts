// A record's saves of one kind (an exam's marks or appearance list, a day's attendance) that this
// device has queued and not sent yet: the screens show them over what the server last said.
import { useMemo } from 'react'
import { useOutbox } from './use-cached-list'

/**
 * The bodies of this device's unsent `kind` saves of `entity` (a day's attendance of students or of
 * staff) whose fields equal `match`'s (compared as text), oldest first; none while a matched value
 * is not known yet.
 */
export function useUnsentSaves<Body>(
  entity: string,
  kind: string,
  match: Record<string, string | undefined>,
): Body[] {
  const outbox = useOutbox()
  const key = JSON.stringify(match)
  return useMemo(() => {
    const wanted = Object.entries(JSON.parse(key) as Record<string, string | undefined>)
    if (wanted.some(([, value]) => value === undefined)) return []
    return (outbox ?? []).flatMap((row) => {
      const body = row.payload.body as (Record<string, unknown> & Body) | undefined
      const same =
        row.entity === entity &&
        row.payload.kind === kind &&
        !!body &&
        wanted.every(([field, value]) => String(body[field]) === value)
      return same ? [body] : []
    })
  }, [outbox, entity, kind, key])
}
