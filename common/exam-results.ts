// How a student's result is computed from the marks (decision 0222), as the server answers it and
// the screens explain it: a paper passes when every part it has (full marks above 0) is at or
// above its pass marks and the student was not absent; the exam passes when every paper does; the
// division follows Tribhuvan University's percentage divisions.
import { markParts } from './exam-rules.ts'

export type PaperMarks = {
  theoryFull: number
  theoryPass: number
  practicalFull: number
  practicalPass: number
  internalFull: number
  internalPass: number
}
export type EnteredMarks = {
  theory: number | null
  practical: number | null
  internal: number | null
  absent: boolean
  withheld: boolean
}

/** TU's divisions by percentage: 80 and above Distinction, 60 First, 45 Second, a pass below Third. */
export const divisions = [
  { division: 'distinction', from: 80 },
  { division: 'first', from: 60 },
  { division: 'second', from: 45 },
  { division: 'third', from: 0 },
] as const

/** One paper's total, full marks and whether it passed; missing marks count 0. */
export function paperResult(paper: PaperMarks, marks: EnteredMarks | undefined) {
  let total = 0
  let full = 0
  let passed = !!marks && !marks.absent
  for (const part of markParts) {
    const partFull = paper[`${part}Full`]
    if (partFull <= 0) continue
    full += partFull
    const got = marks?.[part] ?? 0
    total += got
    if (got < paper[`${part}Pass`]) passed = false
  }
  return { total, fullMarks: full, passed }
}

/** The whole exam's outcome from its papers: withheld wins, then any paper failed. */
export function examOutcome(papers: { passed: boolean; withheld: boolean }[], percentage: number) {
  const outcome = papers.some((p) => p.withheld)
    ? 'withheld'
    : papers.length > 0 && papers.every((p) => p.passed)
      ? 'passed'
      : 'failed'
  const division =
    outcome === 'passed' ? divisions.find((d) => percentage >= d.from)!.division : null
  return { outcome, division } as const
}
