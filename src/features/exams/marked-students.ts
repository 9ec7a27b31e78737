// The students a paper's marks and corrections name, by name (decision 0418). The marks carry only
// a student's id, and the screens named each from the class as the device holds it: a student no
// longer in it (promoted to the next term once the result was out, graduated, dropped out, moved
// off the appearance list) or not read yet showed as "#123". Such a student is named from the
// device's copy of them, else from the exam's result, which the server gives for every student
// with marks, named, and which is kept for offline use.
import { useLiveQuery } from 'dexie-react-hooks'
import { useMemo } from 'react'
import { api } from '../../api/client'
import { text } from '../../components/entity-view/list-rules'
import { personName } from '../../components/entity-view/person-fields'
import { t } from '../../lib/i18n/marks'
import { appDb } from '../../offline/db'
import { useScope } from '../../offline/use-scope'
import { useKeptRead } from '../../offline/use-kept-read'

/** A student as the marks screens name them. */
export type MarkedStudent = { id: number; name: string; rollNo: string }

/**
 * The student of `id`: from the class first, then from `others`; one found in neither is said to
 * be not on this device, never named by a bare id.
 */
export function studentOf(
  id: number,
  sitting: ReadonlyMap<number, MarkedStudent>,
  others: ReadonlyMap<number, MarkedStudent>,
): MarkedStudent {
  return (
    sitting.get(id) ??
    others.get(id) ?? { id, name: t('marksList.unknownStudent', { id: String(id) }), rollNo: '' }
  )
}

/**
 * The students of `ids` the class does not hold (`missing`), by the device's copy of each, else by
 * the exam's result (read only while one is missing, again on `reads`).
 */
export function useOtherStudents(
  examKey: string,
  missing: readonly number[],
  reads = 0,
): ReadonlyMap<number, MarkedStudent> {
  const scope = useScope()
  const wanted = [...new Set(missing)].sort((a, b) => a - b).join(',')
  const onDevice = useLiveQuery(async () => {
    if (!scope || !wanted) return []
    const keys = wanted.split(',').map((id): [string, string, string] => [scope, 'student', id])
    return (await appDb().records.bulkGet(keys)).flatMap((r) =>
      r ? [{ id: Number(r.key), name: personName(r.data), rollNo: text(r.data.rollNo) }] : [],
    )
  }, [scope, wanted])
  const result = useKeptRead<MarkedStudent[]>(
    scope && wanted && /^\d+$/.test(examKey) ? `result-students:${scope}|${examKey}` : null,
    async () => {
      const { data } = await api.GET('/Exam/{id}/Result', {
        params: { path: { id: Number(examKey) } },
      })
      return data?.students.map((s) => ({ id: s.studentId, name: s.name, rollNo: s.rollNo ?? '' }))
    },
    reads,
  )
  return useMemo(
    () => new Map([...(result ?? []), ...(onDevice ?? [])].map((s) => [s.id, s])),
    [result, onDevice],
  )
}
