// A paper's marks as the server last gave them, kept on the device (the grid and the marks list
// start from them offline) and read again whenever the device is online.
import { api } from '../../api/client'
import { useSession } from '../../lib/session/session-store'
import { scopeOf } from '../../offline/scope'
import { useKeptRead } from '../../offline/use-kept-read'
import type { MarkRow } from './marks-cells'

/** The paper's marks as last read from the server, refreshed when online; kept for offline. */
export function useSavedMarks(exam: string, subject: number | undefined, reads = 0) {
  const { user } = useSession()
  const ready = !!user && subject !== undefined && /^\d+$/.test(exam)
  return useKeptRead<MarkRow[]>(
    ready ? `marks:${scopeOf(user)}|${exam}|${subject}` : null,
    async () => {
      const { data } = await api.GET('/Exam/{id}/Marks', {
        params: { path: { id: Number(exam) }, query: { subjectId: subject } },
      })
      return data?.map(({ studentId, theory, practical, internal, absent, withheld }) => ({
        studentId,
        theory,
        practical,
        internal,
        absent,
        withheld,
      }))
    },
    reads,
  )
}
