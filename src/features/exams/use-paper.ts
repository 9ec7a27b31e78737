// One paper of an exam as the marks screens read it (the grid and the marks list): the exam and
// its papers from the device's lists, the paper's full marks, and the students who sit it.
import { sitsAnyTerm, type MarkPart } from '../../../common/exam-rules'
import { personName } from '../../components/entity-view/person-fields'
import { text } from '../../components/entity-view/list-rules'
import { groupEmpty } from '../../components/register/group-empty'
import { useRegisterRows } from '../../components/register/use-register-rows'
import type { Json } from '../../offline/db'
import { sittingStudents, useSymbolNumbers } from './use-appearances'
import { useExamLists } from './use-exam-lists'

/** A paper of the routine: its subject and the full and pass marks of each part. */
export type Paper = { [K in `${MarkPart}${'Full' | 'Pass'}`]: number } & { subjectId: number }

/** An exam's papers, from its routine. */
export const papersOf = (exam: { routine?: unknown } | undefined) =>
  (exam?.routine as Paper[] | undefined) ?? []

/** What the route gives a paper's screen (the grid, the marks list). */
export type PaperScreenProps = {
  examKey: string
  subject?: number
  /** Opens another paper of the exam (the route keeps it in the URL). */
  choose: (subject: number) => void
}

/**
 * The active students of an exam's class (program, batch, and term unless the exam is a re-exam or
 * supplementary: `examKind`), by the device's copy.
 */
export function useExamStudents(exam: Json | undefined, examKind: unknown) {
  const termKey = exam?.semester != null ? 'semester' : 'year'
  const query = {
    programId: text(exam?.programId),
    batchId: text(exam?.batchId),
    ...(sitsAnyTerm(examKind) ? {} : { [termKey]: text(exam?.[termKey]) }),
    enrolmentStatus: 'active',
  }
  const { rows, read } = useRegisterRows('student', query, !!exam)
  const students = rows.map((r) => ({
    id: Number(r.id),
    name: personName(r),
    rollNo: text(r.rollNo),
  }))
  return { students, empty: groupEmpty(read) }
}

export function usePaper(examKey: string, subject: number | undefined) {
  const { exams, lookup } = useExamLists()
  const exam = exams.find((e) => e.key === examKey)?.data
  const papers = papersOf(exam)
  const paper = papers.find((p) => p.subjectId === subject)
  // Those who sit it: the appearance list's students once it has one (as the server counts them).
  const numbers = useSymbolNumbers(examKey)
  const kind = lookup('examType', exam?.examTypeId)?.kind
  const sitting = useExamStudents(exam, kind)
  const students = sittingStudents(sitting.students, numbers)
  const listed = students.some((s) => s.symbolNo)
  const full: Record<MarkPart, number> = {
    theory: paper?.theoryFull ?? 0,
    practical: paper?.practicalFull ?? 0,
    internal: paper?.internalFull ?? 0,
  }
  const subjectName = (id: number) => text(lookup('subject', id)?.subjectName)
  return { exam, papers, paper, full, students, empty: sitting.empty, listed, lookup, subjectName }
}
