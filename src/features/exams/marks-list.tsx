// Marks list (spec §2 "marks-list/{id}"): one paper's marks as the server holds them and, once the
// result is published, the one way to change one: a correction with its reason (decision 0222),
// queued in the outbox like every write, and the exam's corrections listed with the marks before
// and after. Before publishing, marks change in the grid (marks-entry), not here.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { markParts, type MarkPart } from '../../../common/exam-rules'
import { fieldLimits } from '../../../common/field-limits.gen'
import type { components } from '../../../common/schema.gen'
import { api } from '../../api/client'
import { formatDateTime, formatNumber } from '../../lib/format/local'
import { t, type MarksKey } from '../../lib/i18n/marks'
import { queueBulk } from '../../offline/edit-actions'
import { useUnsentSaves } from '../../offline/unsent-saves'
import { useOnline } from '../../offline/use-online'
import { cellIssues, cellKey, columnsOf, rowsToSend, type MarkRow } from './marks-cells'
import { examName } from './exam-view'
import { studentOf, useOtherStudents } from './marked-students'
import { NoPaper } from './no-paper'
import { usePaper, type PaperScreenProps } from './use-paper'
import { useSavedMarks } from './use-saved-marks'
import { TableScroller } from '../../components/table/table-scroller'
import { orderKeys } from '../../offline/order-keys'

type Correction = components['schemas']['MarkCorrection']
type Parts = Partial<Omit<MarkRow, 'studentId'>>
type Pending = { subjectId: number; studentId: number; reason: string; after: Parts }

const partWords: Record<MarkPart, MarksKey> = {
  theory: 'marks.theory',
  practical: 'marks.practical',
  internal: 'marks.internal',
}

/** A mark's parts in a few words: "Theory 45 · Practical 20", or "Absent", and "Withheld". */
function partsText(parts: Parts, columns: readonly MarkPart[] = markParts) {
  const words = parts.absent
    ? [t('marks.absent')]
    : columns
        .filter((p) => parts[p] != null)
        .map((p) => `${t(partWords[p])} ${formatNumber(parts[p]!)}`)
  if (parts.withheld) words.push(t('marks.withheld'))
  return words.join(' · ') || '—'
}

/** The exam's corrections from the server (online only), read again with `reads`. */
function useCorrections(examKey: string, reads: number) {
  const [rows, setRows] = useState<Correction[] | null | undefined>()
  useEffect(() => {
    if (!/^\d+$/.test(examKey)) return
    let live = true
    void api
      .GET('/Exam/{id}/MarkCorrection', { params: { path: { id: Number(examKey) } } })
      .then(({ data }) => live && setRows(data ?? null))
      .catch(() => live && setRows(null))
    return () => {
      live = false
    }
  }, [examKey, reads])
  return rows
}

/** This device's corrections of the exam not sent yet; a drop in their number means one was sent. */
function usePendingCorrections(examKey: string): Pending[] {
  return useUnsentSaves<Pending & Parts>('exam', 'correction', { examId: examKey }).map(
    ({ subjectId, studentId, reason, ...after }) => ({ subjectId, studentId, reason, after }),
  )
}

export function MarksList({ examKey, subject, choose }: PaperScreenProps) {
  const { exam, papers, paper, full, students, lookup, subjectName } = usePaper(examKey, subject)
  const pending = usePendingCorrections(examKey)
  // A correction that left the outbox was sent: the marks and the corrections are read again.
  const [reads, setReads] = useState(0)
  const waiting = useRef(pending.length)
  useEffect(() => {
    if (pending.length < waiting.current) setReads((n) => n + 1)
    waiting.current = pending.length
  }, [pending.length])
  const saved = useSavedMarks(examKey, subject, reads)
  const corrections = useCorrections(examKey, reads)
  const [correcting, setCorrecting] = useState<MarkRow | null>(null)
  const online = useOnline()
  // Marks and corrections name students by id: one the class on the device lacks is named apart.
  const byId = new Map(students.map((s) => [s.id, s]))
  const named = [...(saved ?? []), ...(corrections ?? []), ...pending].map((m) => m.studentId)
  const others = useOtherStudents(
    examKey,
    named.filter((id) => !byId.has(id)),
    reads,
  )

  if (!exam || !paper) return <NoPaper title={t('marksList.open')} />
  const columns = columnsOf(full)
  const published = exam.publishedAt != null
  const nameOf = (id: number) => studentOf(id, byId, others).name
  const rollOf = (id: number) => studentOf(id, byId, others).rollNo
  const rows = [...(saved ?? [])].sort((a, b) =>
    rollOf(a.studentId).localeCompare(rollOf(b.studentId), undefined, { numeric: true }),
  )
  const mark = (r: MarkRow, p: MarkPart) => (r.absent ? '' : r[p] == null ? '' : formatNumber(r[p]))
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('marksList.title', { subject: subjectName(paper.subjectId) })}
      </Title>
      <Text>{examName(exam, lookup)}</Text>
      <Select
        label={t('exam.subject')}
        data={papers.map((p) => ({ value: String(p.subjectId), label: subjectName(p.subjectId) }))}
        value={String(paper.subjectId)}
        onChange={(v) => v && choose(Number(v))}
        w="100%"
        maw={320}
        data-print="hide"
      />
      {published ? (
        <Alert color="blue">{t('marks.locked')}</Alert>
      ) : (
        <Alert color="gray">
          {t('marksList.enterHere')}{' '}
          <Anchor
            component={Link}
            to={`/exam-management/marks-entry/${examKey}?subject=${paper.subjectId}`}
          >
            {t('marks.title')}
          </Anchor>
        </Alert>
      )}
      {!online && <Alert color="yellow">{t('marksList.offline')}</Alert>}
      {saved && rows.length === 0 && <Text>{t('marksList.empty')}</Text>}
      {rows.length > 0 && (
        <TableScroller minWidth={560}>
          <Table
            striped
            withTableBorder
            aria-label={t('marksList.title', { subject: subjectName(paper.subjectId) })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('marks.rollNo')}</Table.Th>
                <Table.Th>{t('marks.student')}</Table.Th>
                {columns.map((p) => (
                  <Table.Th key={p}>
                    {t('marks.columnOf', { part: t(partWords[p]), full: formatNumber(full[p]) })}
                  </Table.Th>
                ))}
                <Table.Th>{t('marksList.flags')}</Table.Th>
                {published && <Table.Th>{t('marksList.correct')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.studentId}>
                  <Table.Td>{rollOf(r.studentId)}</Table.Td>
                  <Table.Th scope="row" fw="normal">
                    {nameOf(r.studentId)}
                  </Table.Th>
                  {columns.map((p) => (
                    <Table.Td key={p}>{mark(r, p)}</Table.Td>
                  ))}
                  <Table.Td>
                    <Group gap={4}>
                      {r.absent && <Badge color="gray">{t('marks.absent')}</Badge>}
                      {r.withheld && <Badge color="orange">{t('marks.withheld')}</Badge>}
                    </Group>
                  </Table.Td>
                  {published && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('marksList.correctOf', { name: nameOf(r.studentId) })}
                        onClick={() => setCorrecting(r)}
                      >
                        {t('marksList.correct')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {correcting && (
        <CorrectionForm
          mark={correcting}
          name={nameOf(correcting.studentId)}
          full={full}
          onClose={() => setCorrecting(null)}
          onSubmit={async (row, reason) => {
            await queueBulk(
              'exam',
              'correction',
              { examId: Number(examKey), subjectId: paper.subjectId, ...row, reason },
              t('marksList.label', {
                subject: subjectName(paper.subjectId),
                name: nameOf(row.studentId),
              }),
              // After the exam's publish still queued: a correction is of a published result.
              orderKeys.results(examKey),
            )
            notifications.show({ color: 'green', message: t('marksList.queued') })
            setCorrecting(null)
          }}
        />
      )}
      {published && (
        <CorrectionLog
          corrections={corrections}
          pending={pending}
          describe={(c) => ({ student: nameOf(c.studentId), subject: subjectName(c.subjectId) })}
        />
      )}
    </Stack>
  )
}

/** The exam's corrections, this device's unsent ones first, then the server's, newest first. */
function CorrectionLog({
  corrections,
  pending,
  describe,
}: {
  corrections: Correction[] | null | undefined
  pending: Pending[]
  describe: (c: { studentId: number; subjectId: number }) => { student: string; subject: string }
}) {
  const rows = [
    ...pending.map((p, i) => ({
      key: `pending-${i}`,
      when: t('marksList.waiting'),
      before: null,
      ...p,
    })),
    ...(corrections ?? []).map((c) => ({
      key: String(c.id),
      when: formatDateTime(c.createdAt),
      subjectId: c.subjectId,
      studentId: c.studentId,
      reason: c.reason,
      before: c.before,
      after: c.after,
    })),
  ]
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('marksList.corrections')}
      </Title>
      {corrections === null && <Alert color="yellow">{t('marksList.correctionsOffline')}</Alert>}
      {corrections && rows.length === 0 && <Text>{t('marksList.noCorrections')}</Text>}
      {rows.length > 0 && (
        <Table withTableBorder aria-label={t('marksList.corrections')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('marksList.when')}</Table.Th>
              <Table.Th>{t('marks.student')}</Table.Th>
              <Table.Th>{t('exam.subject')}</Table.Th>
              <Table.Th>{t('marksList.before')}</Table.Th>
              <Table.Th>{t('marksList.after')}</Table.Th>
              <Table.Th>{t('marksList.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => {
              const { student, subject } = describe(r)
              return (
                <Table.Tr key={r.key}>
                  <Table.Td>{r.when}</Table.Td>
                  <Table.Td>{student}</Table.Td>
                  <Table.Td>{subject}</Table.Td>
                  <Table.Td>{r.before ? partsText(r.before) : ''}</Table.Td>
                  <Table.Td>{partsText(r.after)}</Table.Td>
                  <Table.Td>{r.reason}</Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

/** A correction's reason: as long as the contract takes (the server refuses any other). */
const { minLength, maxLength } = fieldLimits.MarkCorrectionCreate.reason
const reasonLength = { min: minLength, max: maxLength }

/** One student's marks of the paper, changed with a reason; checked as the grid checks a cell. */
function CorrectionForm({
  mark,
  name,
  full,
  onClose,
  onSubmit,
}: {
  mark: MarkRow
  name: string
  full: Record<MarkPart, number>
  onClose: () => void
  onSubmit: (row: MarkRow, reason: string) => Promise<void>
}) {
  const id = mark.studentId
  const columns = columnsOf(full)
  const [cells, setCells] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      columns.map((p) => [cellKey(id, p), mark[p] == null ? '' : String(mark[p])]),
    ),
  )
  const [flags, setFlags] = useState({ absent: mark.absent, withheld: mark.withheld })
  const [reason, setReason] = useState('')
  const [tried, setTried] = useState(false)
  const issues = cellIssues(cells, full)
  const reasonOk =
    reason.trim().length >= reasonLength.min && reason.trim().length <= reasonLength.max
  const [row] = rowsToSend([id], cells, { [id]: flags }, full).rows
  const changed =
    !!row &&
    (row.absent !== mark.absent ||
      row.withheld !== mark.withheld ||
      (!row.absent && columns.some((p) => row[p] !== mark[p])))
  const submit = async () => {
    setTried(true)
    if (!row || !reasonOk || !changed) return
    await onSubmit(row, reason.trim())
  }
  return (
    <Modal opened onClose={onClose} title={t('marksList.formTitle', { name })} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('marksList.formHint')}</Text>
          <Group grow>
            {columns.map((p) => {
              const issue = issues.get(cellKey(id, p))
              return (
                <TextInput
                  key={p}
                  label={t('marks.columnOf', {
                    part: t(partWords[p]),
                    full: formatNumber(full[p]),
                  })}
                  inputMode="decimal"
                  disabled={flags.absent}
                  value={cells[cellKey(id, p)] ?? ''}
                  onChange={(e) => setCells({ ...cells, [cellKey(id, p)]: e.currentTarget.value })}
                  error={issue && t(`marks.issue.${issue}`, { full: formatNumber(full[p]) })}
                />
              )
            })}
          </Group>
          <Group>
            <Checkbox
              label={t('marks.absent')}
              checked={flags.absent}
              onChange={(e) => setFlags({ ...flags, absent: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('marks.withheld')}
              checked={flags.withheld}
              onChange={(e) => setFlags({ ...flags, withheld: e.currentTarget.checked })}
            />
          </Group>
          <Textarea
            label={t('marksList.reason')}
            description={t('marksList.reasonHint', reasonLength)}
            required
            minRows={2}
            maxLength={reasonLength.max}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried && !reasonOk && t('marksList.reasonLength', reasonLength)}
          />
          {tried && row && !changed && (
            <Alert color="yellow">{t('marksList.nothingChanged')}</Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('marksList.cancel')}
            </Button>
            <Button type="submit">{t('marksList.record')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
