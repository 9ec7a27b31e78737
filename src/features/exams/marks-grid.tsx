// The marks grid (spec §2 "marks-entry/{id}"): one paper of one exam, the students who sit it down
// (its appearance list, with their symbol numbers, once it has one; else its class),
// theory / practical / internal across, absent and withheld per student. Keyboard-first like a
// spreadsheet: arrows and Enter move, a column pasted from Excel fills down; each cell is checked as
// typed and a bad one is refused with its message while the rest stand (decision 0222).
import { Table, Text } from '@mantine/core'
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react'
import type { MarkPart, MarkRule } from '../../../common/exam-rules'
import { t, type MarksKey } from '../../lib/i18n/marks'
import { cellKey, moved, pasted, type Cells } from './marks-cells'
import { TableScroller } from '../../components/table/table-scroller'
import classes from './marks-grid.module.css'

export type GridStudent = { id: number; name: string; rollNo: string; symbolNo?: string }
export type Flags = Record<number, { absent?: boolean; withheld?: boolean }>

const ruleWords: Record<MarkRule, MarksKey> = {
  notANumber: 'marks.issue.notANumber',
  negative: 'marks.issue.negative',
  aboveFull: 'marks.issue.aboveFull',
  notHalf: 'marks.issue.notHalf',
}
/** A student's flags, in the grid's column order, and what each box says. */
const flagNames = ['absent', 'withheld'] as const
const flagWords: Record<(typeof flagNames)[number], MarksKey> = {
  absent: 'marks.absentOf',
  withheld: 'marks.withheldOf',
}
const partWords: Record<MarkPart, MarksKey> = {
  theory: 'marks.theory',
  practical: 'marks.practical',
  internal: 'marks.internal',
}

const focusCell = (row: number, column: number) =>
  document.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`)?.focus()

/** What a row does, kept stable across renders so an unchanged row is not drawn again. */
type RowActions = {
  onCells: (changed: Record<string, string>) => void
  onFlags: (studentId: number, flag: 'absent' | 'withheld', on: boolean) => void
  onKey: (event: KeyboardEvent, row: number, column: number) => void
  onPaste: (event: ClipboardEvent, row: number, column: number) => void
}

export function MarksGrid(props: {
  students: readonly GridStudent[]
  /** Said when no student sits the paper. */
  empty: string
  columns: readonly MarkPart[]
  full: Record<MarkPart, number>
  cells: Cells
  flags: Flags
  issues: ReadonlyMap<string, MarkRule>
  locked: boolean
  onCells: (changed: Record<string, string>) => void
  onFlags: (studentId: number, flag: 'absent' | 'withheld', on: boolean) => void
}) {
  const { students, columns, full, cells, flags, issues, locked } = props
  // Answer books carry symbol numbers: shown once the exam's appearance list gives them.
  const symbols = students.some((s) => s.symbolNo)
  // The rows call the latest props through one stable object: a keystroke redraws its own row only
  // (300 rows redrawn a keystroke took half a second; `npm run bench -- marks-grid`).
  const latest = useRef(props)
  useLayoutEffect(() => {
    latest.current = props
  })
  const actions = useMemo<RowActions>(
    () => ({
      onCells: (changed) => latest.current.onCells(changed),
      onFlags: (id, flag, on) => latest.current.onFlags(id, flag, on),
      onKey: (event, row, column) => {
        const { students: rows, columns: parts } = latest.current
        const to = moved(event.key, { row, column }, { rows: rows.length, columns: parts.length })
        if (!to) return
        event.preventDefault()
        focusCell(to.row, to.column)
      },
      onPaste: (event, row, column) => {
        const text = event.clipboardData.getData('text/plain')
        if (!/[\n\t]/.test(text.replace(/\n+$/, ''))) return
        event.preventDefault()
        const { students: rows, columns: parts } = latest.current
        latest.current.onCells(
          pasted(
            text,
            { row, column },
            rows.map((s) => s.id),
            parts,
          ),
        )
      },
    }),
    [],
  )
  return (
    <TableScroller minWidth={560}>
      <Table withTableBorder withColumnBorders striped aria-label={t('marks.gridLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('marks.rollNo')}</Table.Th>
            {symbols && <Table.Th>{t('marks.symbolNo')}</Table.Th>}
            <Table.Th>{t('marks.student')}</Table.Th>
            {columns.map((part) => (
              <Table.Th key={part}>
                {t('marks.columnOf', { part: t(partWords[part]), full: full[part] })}
              </Table.Th>
            ))}
            <Table.Th>{t('marks.absent')}</Table.Th>
            <Table.Th>{t('marks.withheld')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s, row) => (
            <MarksRow
              key={s.id}
              student={s}
              row={row}
              symbols={symbols}
              columns={columns}
              full={full}
              cells={cells}
              flag={flags[s.id]}
              issues={issues}
              locked={locked}
              actions={actions}
            />
          ))}
        </Table.Tbody>
        {students.length === 0 && (
          <Table.Caption>
            <Text size="sm">{props.empty}</Text>
          </Table.Caption>
        )}
      </Table>
    </TableScroller>
  )
}

type RowProps = {
  student: GridStudent
  row: number
  symbols: boolean
  columns: readonly MarkPart[]
  full: Record<MarkPart, number>
  cells: Cells
  flag: Flags[number] | undefined
  issues: ReadonlyMap<string, MarkRule>
  locked: boolean
  actions: RowActions
}

/** The same row: the student, its place, the columns and limits, and its own cells, issues and flags. */
function sameRow(a: RowProps, b: RowProps) {
  const { student: s, columns } = a
  return (
    a.row === b.row &&
    a.symbols === b.symbols &&
    a.locked === b.locked &&
    a.actions === b.actions &&
    s.id === b.student.id &&
    s.name === b.student.name &&
    s.rollNo === b.student.rollNo &&
    s.symbolNo === b.student.symbolNo &&
    !!a.flag?.absent === !!b.flag?.absent &&
    !!a.flag?.withheld === !!b.flag?.withheld &&
    columns.length === b.columns.length &&
    columns.every((part, i) => {
      const key = cellKey(s.id, part)
      return (
        part === b.columns[i] &&
        a.full[part] === b.full[part] &&
        a.cells[key] === b.cells[key] &&
        a.issues.get(key) === b.issues.get(key)
      )
    })
  )
}

const MarksRow = memo(function MarksRow({
  student: s,
  row,
  symbols,
  columns,
  full,
  cells,
  flag = {},
  issues,
  locked,
  actions,
}: RowProps) {
  return (
    <Table.Tr>
      <Table.Td>{s.rollNo}</Table.Td>
      {symbols && <Table.Td>{s.symbolNo}</Table.Td>}
      <Table.Td>{s.name}</Table.Td>
      {columns.map((part, column) => {
        const key = cellKey(s.id, part)
        const issue = issues.get(key)
        const errorId = `mark-error-${s.id}-${part}`
        return (
          <Table.Td key={part}>
            <input
              className={classes.cell}
              inputMode="decimal"
              aria-label={t('marks.cellLabel', { part: t(partWords[part]), name: s.name })}
              aria-invalid={issue ? true : undefined}
              aria-describedby={issue ? errorId : undefined}
              data-cell={`${row}:${column}`}
              value={cells[key] ?? ''}
              disabled={locked || !!flag.absent}
              onChange={(e) => actions.onCells({ [key]: e.currentTarget.value })}
              onKeyDown={(e) => actions.onKey(e, row, column)}
              onPaste={(e) => actions.onPaste(e, row, column)}
              onFocus={(e) => e.currentTarget.select()}
            />
            {issue && (
              <div id={errorId} className={classes.error}>
                {t(ruleWords[issue], { full: full[part] })}
              </div>
            )}
          </Table.Td>
        )
      })}
      {flagNames.map((name) => (
        <Table.Td key={name}>
          <input
            type="checkbox"
            className={classes.flag}
            aria-label={t(flagWords[name], { name: s.name })}
            checked={!!flag[name]}
            disabled={locked}
            onChange={(e) => actions.onFlags(s.id, name, e.currentTarget.checked)}
          />
        </Table.Td>
      ))}
    </Table.Tr>
  )
}, sameRow)
