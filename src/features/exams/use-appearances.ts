// An exam's appearance list as this device knows it: the server's last answer, kept for offline
// use, under this device's own saves not sent yet. The sheet edits it; the marks grid and marks
// list read it to show who sits the exam (decision 0224).
import { useMemo } from 'react'
import { api } from '../../api/client'
import { useSession } from '../../lib/session/session-store'
import { scopeOf } from '../../offline/scope'
import { useKeptRead } from '../../offline/use-kept-read'
import { useUnsentSaves } from '../../offline/unsent-saves'

type Appearance = { studentId: number; symbolNo: string | null }

/** The list as the server last gave it, kept on the device. */
function useSavedAppearances(examKey: string | undefined) {
  const { user } = useSession()
  const ready = !!user && !!examKey && /^\d+$/.test(examKey)
  return useKeptRead<Appearance[]>(
    ready ? `appearance:${scopeOf(user)}|${examKey}` : null,
    async () =>
      (await api.GET('/Exam/{id}/Appearance', { params: { path: { id: Number(examKey) } } })).data,
  )
}

/** Each listed student's symbol number ('' for one taken off the list by an unsent save). */
export function useSymbolNumbers(examKey: string | undefined): Map<number, string> {
  const saved = useSavedAppearances(examKey)
  const unsent = useUnsentSaves<{ rows?: Appearance[] }>('exam', 'appearance', { examId: examKey })
  return useMemo(() => {
    const numbers = new Map((saved ?? []).map((a) => [a.studentId, a.symbolNo ?? '']))
    for (const body of unsent) {
      for (const r of body.rows ?? []) numbers.set(r.studentId, r.symbolNo ?? '')
    }
    return numbers
  }, [saved, unsent])
}

/**
 * Who sits the exam, as the server decides it: the students with a symbol number once the list
 * has one, each with it, else the whole class.
 */
export function sittingStudents<S extends { id: number }>(
  students: S[],
  numbers: Map<number, string>,
): (S & { symbolNo: string })[] {
  const numbered = students.filter((s) => numbers.get(s.id)?.trim())
  const sitting = numbered.length ? numbered : students
  return sitting.map((s) => ({ ...s, symbolNo: numbers.get(s.id)?.trim() ?? '' }))
}
