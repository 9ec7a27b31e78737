// An exam's saves of one kind (its marks, its appearance list, a correction) that this device has
// queued and not sent yet: the screens show them over what the server last said.
import { useMemo } from 'react'
import { useOutbox } from '../../offline/use-cached-list'

/** The bodies of this device's unsent `kind` saves of the exam, oldest first. */
export function useUnsentSaves<Body>(kind: string, examKey: string | undefined): Body[] {
  const outbox = useOutbox()
  return useMemo(
    () =>
      (outbox ?? []).flatMap((row) => {
        const body = row.payload.body as ({ examId?: number } & Body) | undefined
        return row.payload.kind === kind && String(body?.examId) === examKey ? [body!] : []
      }),
    [outbox, kind, examKey],
  )
}
