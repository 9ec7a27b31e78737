import { useLookup } from '../../components/entity-list-page/use-view-data'
import { useCachedLists } from '../../offline/use-cached-list'

/** The cached lists the exam screens read (offline too): the exams and what names them. */
const examLists = [
  'exam',
  'examType',
  'program',
  'batch',
  'fiscalYear',
  'subject',
  'campusOption',
] as const

/** The exams on the device, newest first, with a lookup over every list that names them. */
export function useExamLists() {
  const lists = useCachedLists(examLists)
  const lookup = useLookup(lists)
  const exams = [...(lists.get('exam') ?? [])].sort((a, b) =>
    String(b.data.startDate).localeCompare(String(a.data.startDate)),
  )
  return { exams, lookup, loading: !lists.get('exam') }
}
