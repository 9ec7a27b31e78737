// Marks entry (spec §2 "marks-entry", "marks-entry/{id}"): the campus's exams and their papers, and
// one paper's grid. The grid starts from the marks last read from the server (kept on the device)
// with this device's unsent saves over them; a save is one bulk row of the outbox (decision 0107),
// sent at once online and later offline.
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { Link } from '@tanstack/react-router'
import { memo, useMemo, useState } from 'react'
import { text } from '../../components/entity-view/list-rules'
import { t } from '../../lib/i18n/marks'
import { queueBulk } from '../../offline/edit-actions'
import { useUnsentSaves } from '../../offline/unsent-saves'
import { cellIssues, cellKey, columnsOf, rowsToSend, type Cells, type MarkRow } from './marks-cells'
import { MarksGrid, type Flags } from './marks-grid'
import { examName } from './exam-view'
import { NoPaper } from './no-paper'
import { useExamLists } from './use-exam-lists'
import { papersOf, usePaper, type PaperScreenProps } from './use-paper'
import { useSavedMarks } from './use-saved-marks'
import { orderKeys } from '../../offline/order-keys'

/** Every exam on the device with a link to each of its papers' grids. */
export function MarksEntryList() {
  const { exams, lookup, loading } = useExamLists()
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {t('marks.title')}
      </Title>
      {!loading && exams.length === 0 && <Text>{t('routine.noExams')}</Text>}
      <Table striped aria-label={t('marks.title')}>
        <Table.Tbody>
          {exams.map((e) => (
            <Table.Tr key={e.key}>
              <Table.Td>{examName(e.data, lookup)}</Table.Td>
              <Table.Td>
                <Group gap="sm">
                  {papersOf(e.data).map((p) => (
                    <Anchor
                      key={p.subjectId}
                      component={Link}
                      to={`/exam-management/marks-entry/${e.key}?subject=${p.subjectId}`}
                    >
                      {/* Named by its number until its subject is read: a link is never blank. */}
                      {text(lookup('subject', p.subjectId)?.subjectName) ||
                        t('marks.paperNumber', { id: String(p.subjectId) })}
                    </Anchor>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}

const shown = (n: number | null) => (n == null ? '' : String(n))

export function MarksEntry({ examKey, subject, choose }: PaperScreenProps) {
  const {
    exam,
    papers,
    paper,
    full,
    students,
    empty,
    listed,
    lookup,
    subjectName: nameOf,
  } = usePaper(examKey, subject)
  const saved = useSavedMarks(examKey, subject)
  const unsent = useUnsentSaves<{ subjectId?: number; rows?: MarkRow[] }>('exam', 'marks', {
    examId: examKey,
  })
  // What this device saved and has not sent yet stands over what the server last said.
  const start = useMemo(() => {
    const rows = new Map((saved ?? []).map((r) => [r.studentId, r]))
    for (const body of unsent) {
      if (body.subjectId !== subject) continue
      for (const r of body.rows ?? []) rows.set(r.studentId, r)
    }
    return rows
  }, [saved, unsent, subject])
  // The grid shows what the device knows until the person types; from then on their edits.
  const base = useMemo(() => {
    const cells: Record<string, string> = {}
    const flags: Flags = {}
    for (const [id, r] of start) {
      cells[cellKey(id, 'theory')] = shown(r.theory)
      cells[cellKey(id, 'practical')] = shown(r.practical)
      cells[cellKey(id, 'internal')] = shown(r.internal)
      flags[id] = { absent: r.absent, withheld: r.withheld }
    }
    return { cells, flags }
  }, [start])
  const [edits, setEdits] = useState<{ cells: Cells; flags: Flags } | null>(null)
  const { cells, flags } = edits ?? base

  if (!exam || !paper) return <NoPaper title={t('marks.title')} />
  const columns = columnsOf(full)
  const issues = cellIssues(cells, full)
  const locked = exam.publishedAt != null
  const subjectName = nameOf(paper.subjectId)
  const save = async () => {
    const { rows, held } = rowsToSend(
      students.map((s) => s.id),
      cells,
      flags,
      full,
    )
    if (rows.length) {
      await queueBulk(
        'exam',
        'marks',
        { examId: Number(examKey), subjectId: paper.subjectId, rows },
        t('marks.saveLabel', { subject: subjectName, n: rows.length }),
        // An exam's saves go in the order made: an earlier save retried does not win.
        orderKeys.results(examKey),
      )
    }
    notifications.show({
      color: held.length ? 'yellow' : 'green',
      message: held.length
        ? t('marks.savedSomeHeld', { n: rows.length, held: held.length })
        : t('marks.saved', { n: rows.length }),
    })
  }
  return (
    <Stack p="md" gap="md">
      <PaperHeader
        subjectName={subjectName}
        examLabel={examName(exam, lookup)}
        papers={papers.map((p) => ({ value: String(p.subjectId), label: nameOf(p.subjectId) }))}
        subjectId={paper.subjectId}
        choose={choose}
        lockedHref={
          locked ? `/exam-management/marks-list/${examKey}?subject=${paper.subjectId}` : null
        }
        listed={listed}
      />
      <MarksGrid
        students={students}
        empty={empty}
        columns={columns}
        full={full}
        cells={cells}
        flags={flags}
        issues={issues}
        locked={locked}
        onCells={(changed) => setEdits({ cells: { ...cells, ...changed }, flags })}
        onFlags={(id, flag, on) =>
          setEdits({ cells, flags: { ...flags, [id]: { ...flags[id], [flag]: on } } })
        }
      />
      {issues.size > 0 && <Alert color="red">{t('marks.someRefused', { n: issues.size })}</Alert>}
      {!locked && (
        <Group>
          <Button onClick={() => void save()} disabled={students.length === 0}>
            {t('marks.save')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

type HeaderProps = {
  subjectName: string
  examLabel: string
  papers: { value: string; label: string }[]
  subjectId: number
  choose: (subjectId: number) => void
  /** Where a published paper's marks are corrected; null while they may be entered here. */
  lockedHref: string | null
  listed: boolean
}

/** The same header: a keystroke in the grid changes none of it, so it is not drawn again. */
const sameHeader = (a: HeaderProps, b: HeaderProps) =>
  a.subjectName === b.subjectName &&
  a.examLabel === b.examLabel &&
  a.subjectId === b.subjectId &&
  a.choose === b.choose &&
  a.lockedHref === b.lockedHref &&
  a.listed === b.listed &&
  a.papers.length === b.papers.length &&
  a.papers.every((p, i) => p.value === b.papers[i]!.value && p.label === b.papers[i]!.label)

/** The paper's title, exam, paper choice and hints above the grid. */
const PaperHeader = memo(function PaperHeader({
  subjectName,
  examLabel,
  papers,
  subjectId,
  choose,
  lockedHref,
  listed,
}: HeaderProps) {
  return (
    <>
      <Title order={1} size="h2">
        {t('marks.paperTitle', { subject: subjectName })}
      </Title>
      <Text>{examLabel}</Text>
      <Select
        label={t('exam.subject')}
        data={papers}
        value={String(subjectId)}
        onChange={(v) => v && choose(Number(v))}
        w="100%"
        maw={320}
        data-print="hide"
      />
      {lockedHref && (
        <Alert color="blue">
          {t('marks.locked')}{' '}
          <Anchor component={Link} to={lockedHref}>
            {t('marksList.correctHere')}
          </Anchor>
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {listed && `${t('marks.onList')} `}
        {t('marks.keyboardHint')}
      </Text>
    </>
  )
}, sameHeader)
