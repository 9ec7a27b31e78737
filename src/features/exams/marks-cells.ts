// The marks grid's cells as plain data (decision 0222): what a typed or pasted text becomes, where
// the keyboard moves, and which rows are ready to send. The grid is a spreadsheet of students ×
// (theory, practical, internal); a cell holds the text typed, checked against its full marks.
import { markOf, markParts, type MarkPart, type MarkRule } from '../../../common/exam-rules'

export type Cells = Readonly<Record<string, string>>
export const cellKey = (studentId: number, part: MarkPart) => `${studentId}:${part}`

/** The parts the paper has (full marks above 0): the grid's columns, in order. */
export const columnsOf = (full: Record<MarkPart, number>) => markParts.filter((p) => full[p] > 0)

/**
 * A paste at (row, column): each line fills the next student down, each tab the next column right,
 * as Excel copies a block. Cells past the grid's edge are dropped. Answers the cells it changed.
 */
export function pasted(
  text: string,
  at: { row: number; column: number },
  students: readonly number[],
  columns: readonly MarkPart[],
): Record<string, string> {
  const lines = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n')
  const changed: Record<string, string> = {}
  lines.forEach((line, i) => {
    const studentId = students[at.row + i]
    if (studentId === undefined) return
    line.split('\t').forEach((value, j) => {
      const part = columns[at.column + j]
      if (part) changed[cellKey(studentId, part)] = value.trim()
    })
  })
  return changed
}

/** Where a key moves the focus from (row, column), or null when it is not a moving key. */
export function moved(
  key: string,
  at: { row: number; column: number },
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max - 1, n))
  const step: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    Enter: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  }
  const by = step[key]
  if (!by) return null
  return { row: clamp(at.row + by[0], size.rows), column: clamp(at.column + by[1], size.columns) }
}

/** Each cell's rule broken, by cell key: what the grid refuses with a message. */
export function cellIssues(cells: Cells, full: Record<MarkPart, number>): Map<string, MarkRule> {
  const issues = new Map<string, MarkRule>()
  for (const [key, typed] of Object.entries(cells)) {
    const part = key.split(':')[1] as MarkPart
    const mark = markOf(typed, full[part] ?? 0)
    if (typeof mark === 'string') issues.set(key, mark)
  }
  return issues
}

export type MarkRow = {
  studentId: number
  theory: number | null
  practical: number | null
  internal: number | null
  absent: boolean
  withheld: boolean
}

/** The rows to send: every student whose cells are all valid; the others wait, shown refused. */
export function rowsToSend(
  students: readonly number[],
  cells: Cells,
  flags: Readonly<Record<number, { absent?: boolean; withheld?: boolean }>>,
  full: Record<MarkPart, number>,
): { rows: MarkRow[]; held: number[] } {
  const rows: MarkRow[] = []
  const held: number[] = []
  for (const studentId of students) {
    const marks = markParts.map((part) => markOf(cells[cellKey(studentId, part)], full[part] ?? 0))
    if (marks.some((m) => typeof m === 'string')) {
      held.push(studentId)
      continue
    }
    const [theory, practical, internal] = marks as (number | null)[]
    const flag = flags[studentId] ?? {}
    rows.push({
      studentId,
      theory: theory ?? null,
      practical: practical ?? null,
      internal: internal ?? null,
      absent: !!flag.absent,
      withheld: !!flag.withheld,
    })
  }
  return { rows, held }
}
