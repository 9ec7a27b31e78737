// The marks grid (spec §2 "marks-entry/{id}"): one paper of one exam, the students who sit it down
// (its appearance list, with their symbol numbers, once it has one; else its class),
// theory / practical / internal across, absent and withheld per student. Keyboard-first like a
// spreadsheet: arrows and Enter move, a column pasted from Excel fills down; each cell is checked as
// typed and a bad one is refused with its message while the rest stand (decision 0222).
import { Checkbox, Table, Text, TextInput } from '@mantine/core'
import type { ClipboardEvent, KeyboardEvent } from 'react'
import type { MarkPart, MarkRule } from '../../../common/exam-rules'
import { t, type MarksKey } from '../../lib/i18n/marks'
import { cellKey, moved, pasted, type Cells } from './marks-cells'
import { TableScroller } from '../../components/table/table-scroller'

export type GridStudent = { id: number; name: string; rollNo: string; symbolNo?: string }
export type Flags = Record<number, { absent?: boolean; withheld?: boolean }>

const ruleWords: Record<MarkRule, MarksKey> = {
  notANumber: 'marks.issue.notANumber',
  negative: 'marks.issue.negative',
  aboveFull: 'marks.issue.aboveFull',
  notHalf: 'marks.issue.notHalf',
}
const partWords: Record<MarkPart, MarksKey> = {
  theory: 'marks.theory',
  practical: 'marks.practical',
  internal: 'marks.internal',
}

const focusCell = (row: number, column: number) =>
  document.querySelector<HTMLInputElement>(`[data-cell="${row}:${column}"]`)?.focus()

export function MarksGrid({
  students,
  columns,
  full,
  cells,
  flags,
  issues,
  locked,
  onCells,
  onFlags,
}: {
  students: readonly GridStudent[]
  columns: readonly MarkPart[]
  full: Record<MarkPart, number>
  cells: Cells
  flags: Flags
  issues: ReadonlyMap<string, MarkRule>
  locked: boolean
  onCells: (changed: Record<string, string>) => void
  onFlags: (studentId: number, flag: 'absent' | 'withheld', on: boolean) => void
}) {
  const ids = students.map((s) => s.id)
  // Answer books carry symbol numbers: shown once the exam's appearance list gives them.
  const symbols = students.some((s) => s.symbolNo)
  const size = { rows: students.length, columns: columns.length }
  const handleKey = (event: KeyboardEvent, row: number, column: number) => {
    const to = moved(event.key, { row, column }, size)
    if (!to) return
    event.preventDefault()
    focusCell(to.row, to.column)
  }
  const handlePaste = (event: ClipboardEvent, row: number, column: number) => {
    const text = event.clipboardData.getData('text/plain')
    if (!/[\n\t]/.test(text.replace(/\n+$/, ''))) return
    event.preventDefault()
    onCells(pasted(text, { row, column }, ids, columns))
  }
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
          {students.map((s, row) => {
            const flag = flags[s.id] ?? {}
            return (
              <Table.Tr key={s.id}>
                <Table.Td>{s.rollNo}</Table.Td>
                {symbols && <Table.Td>{s.symbolNo}</Table.Td>}
                <Table.Td>{s.name}</Table.Td>
                {columns.map((part, column) => {
                  const key = cellKey(s.id, part)
                  const issue = issues.get(key)
                  return (
                    <Table.Td key={part}>
                      <TextInput
                        size="xs"
                        w={90}
                        inputMode="decimal"
                        aria-label={t('marks.cellLabel', {
                          part: t(partWords[part]),
                          name: s.name,
                        })}
                        data-cell={`${row}:${column}`}
                        value={cells[key] ?? ''}
                        disabled={locked || !!flag.absent}
                        error={issue ? t(ruleWords[issue], { full: full[part] }) : undefined}
                        onChange={(e) => onCells({ [key]: e.currentTarget.value })}
                        onKeyDown={(e) => handleKey(e, row, column)}
                        onPaste={(e) => handlePaste(e, row, column)}
                        onFocus={(e) => e.currentTarget.select()}
                      />
                    </Table.Td>
                  )
                })}
                <Table.Td>
                  <Checkbox
                    aria-label={t('marks.absentOf', { name: s.name })}
                    checked={!!flag.absent}
                    disabled={locked}
                    onChange={(e) => onFlags(s.id, 'absent', e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t('marks.withheldOf', { name: s.name })}
                    checked={!!flag.withheld}
                    disabled={locked}
                    onChange={(e) => onFlags(s.id, 'withheld', e.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
        {students.length === 0 && (
          <Table.Caption>
            <Text size="sm">{t('marks.noStudents')}</Text>
          </Table.Caption>
        )}
      </Table>
    </TableScroller>
  )
}
