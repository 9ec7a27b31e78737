// The rules of an exam's routine and of its marks (decisions 0221, 0222), as the browser and the
// server both check them: pass marks within full marks, papers within the exam's dates, each subject
// once; a mark a number from 0 to its full marks. The browser words each issue in the user's
// language; the server answers them as 400 naming `routine[i].field` or `rows[i].field`.

/** The three parts a subject is marked in. */
export const markParts = ['theory', 'practical', 'internal'] as const
export type MarkPart = (typeof markParts)[number]

export type RoutineRule = 'passAboveFull' | 'outsideExam' | 'subjectTwice' | 'noFullMarks'
export type RoutineIssue = { row: number; field: string; rule: RoutineRule; message: string }

/** One paper of the routine as the rules read it (numbers may still be text in a form). */
export type RoutineFields = {
  subjectId?: unknown
  examDate?: unknown
  startTime?: unknown
  theoryFull?: unknown
  theoryPass?: unknown
  practicalFull?: unknown
  practicalPass?: unknown
  internalFull?: unknown
  internalPass?: unknown
}

const num = (v: unknown) => (v === '' || v == null ? 0 : Number(v))

/** The routine's issues against the exam's dates (ISO `YYYY-MM-DD`), one per field at most. */
export function routineIssues(
  routine: readonly RoutineFields[],
  exam: { startDate?: unknown; endDate?: unknown },
): RoutineIssue[] {
  const issues: RoutineIssue[] = []
  const seen = new Set<string>()
  routine.forEach((r, row) => {
    for (const part of markParts) {
      if (num(r[`${part}Pass`]) > num(r[`${part}Full`])) {
        issues.push({
          row,
          field: `${part}Pass`,
          rule: 'passAboveFull',
          message: 'must not be above its full marks',
        })
      }
    }
    if (markParts.every((part) => num(r[`${part}Full`]) === 0)) {
      issues.push({
        row,
        field: 'theoryFull',
        rule: 'noFullMarks',
        message: 'a paper needs full marks',
      })
    }
    const date = typeof r.examDate === 'string' ? r.examDate : ''
    const start = typeof exam.startDate === 'string' ? exam.startDate : ''
    const end = typeof exam.endDate === 'string' ? exam.endDate : ''
    if (date && start && end && (date < start || date > end)) {
      issues.push({
        row,
        field: 'examDate',
        rule: 'outsideExam',
        message: "must be within the exam's dates",
      })
    }
    const subject =
      typeof r.subjectId === 'number' || typeof r.subjectId === 'string' ? String(r.subjectId) : ''
    if (subject && seen.has(subject)) {
      issues.push({
        row,
        field: 'subjectId',
        rule: 'subjectTwice',
        message: 'is in the routine twice',
      })
    }
    seen.add(subject)
  })
  return issues
}
export type MarkRule = 'notANumber' | 'negative' | 'aboveFull' | 'notHalf'

/**
 * A typed mark: null when it is blank, the number when it is one from 0 to `full` in steps of 0.5,
 * otherwise the rule it breaks. `markOf('45', 50)` is 45; `markOf('55', 50)` is 'aboveFull'.
 */
export function markOf(typed: unknown, full: number): number | null | MarkRule {
  if (typed == null || (typeof typed === 'string' && typed.trim() === '')) return null
  const value =
    typeof typed === 'number' ? typed : typeof typed === 'string' ? Number(typed.trim()) : NaN
  if (!Number.isFinite(value)) return 'notANumber'
  if (value < 0) return 'negative'
  if (value > full) return 'aboveFull'
  if (!Number.isInteger(value * 2)) return 'notHalf'
  return value
}

/**
 * A re-exam or supplementary is sat by students of the batch who failed a paper, whatever term they
 * have moved on to (decision 0225): its class is the batch's active students of any term. A final or
 * internal exam's class is the batch's students in the exam's term.
 */
export const sitsAnyTerm = (examKind: unknown) =>
  examKind === 're-exam' || examKind === 'supplementary'
