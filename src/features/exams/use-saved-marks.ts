// A paper's marks as the server last gave them, kept on the device (the grid and the marks list
// start from them offline) and read again whenever the device is online.
import { useEffect, useState } from 'react'
import { api } from '../../api/client'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb, type Json } from '../../offline/db'
import { scopeOf } from '../../offline/scope'
import type { MarkRow } from './marks-cells'

const savedKey = (scope: string, exam: string, subject: number) =>
  `marks:${scope}|${exam}|${subject}`

/** The paper's marks as last read from the server, refreshed when online; kept for offline. */
export function useSavedMarks(exam: string, subject: number | undefined, reads = 0) {
  const { user } = useSession()
  const scope = user ? scopeOf(user) : ''
  const [saved, setSaved] = useState<MarkRow[] | undefined>()
  useEffect(() => {
    if (!scope || subject === undefined || !/^\d+$/.test(exam)) return
    let live = true
    const key = savedKey(scope, exam, subject)
    void appDb()
      .meta.get(key)
      .then((kept) => live && kept && setSaved(kept.value as unknown as MarkRow[]))
    if (connectivity.get().online) {
      void api
        .GET('/Exam/{id}/Marks', {
          params: { path: { id: Number(exam) }, query: { subjectId: subject } },
        })
        .then(async ({ data }) => {
          if (!data || !live) return
          const rows = data.map(({ studentId, theory, practical, internal, absent, withheld }) => ({
            studentId,
            theory,
            practical,
            internal,
            absent,
            withheld,
          }))
          setSaved(rows)
          await appDb().meta.put({ key, value: rows as unknown as Json })
        })
    }
    return () => {
      live = false
    }
  }, [scope, exam, subject, reads])
  return saved
}
