// The printable routine of one exam (spec §2 "exam-routine") and the list of routines
// ("routine-list"): read from the device, so they print offline too.
import { Alert, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { LocalDate } from '../../components/dates/local-date'
import { text } from '../../components/entity-view/list-rules'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/exams'
import type { Json } from '../../offline/db'
import { examName } from './exam-view'
import { useExamLists } from './use-exam-lists'
import { TableScroller } from '../../components/table/table-scroller'

type Paper = {
  subjectId: number
  examDate: string
  startTime: string
  room: string | null
  theoryFull: number
  practicalFull: number
  internalFull: number
  theoryPass: number
  practicalPass: number
  internalPass: number
}

const marks = (p: Paper, part: 'Full' | 'Pass') =>
  t('routine.marksOf', {
    theory: formatNumber(p[`theory${part}`]),
    practical: formatNumber(p[`practical${part}`]),
    internal: formatNumber(p[`internal${part}`]),
  })

/**
 * The exam a printable page shows (its routine, its appearance list), chosen from the device's
 * exams, and Print once one is chosen; both left off the printed page.
 */
export function PrintableExamChooser({
  lists: { exams, lookup },
  examKey,
  choose,
  placeholder,
}: {
  /** The screen's own `useExamLists()`, read once. */
  lists: ReturnType<typeof useExamLists>
  examKey?: string
  choose: (key: string) => void
  placeholder: string
}) {
  return (
    <Group justify="space-between" data-print="hide">
      <Select
        label={t('routine.chooseExam')}
        placeholder={placeholder}
        data={exams.map((e) => ({ value: e.key, label: examName(e.data, lookup) }))}
        value={examKey ?? null}
        onChange={(key) => key && choose(key)}
        searchable
        w="100%"
        maw={480}
      />
      {examKey && exams.some((e) => e.key === examKey) && (
        <Button onClick={() => window.print()}>{t('routine.print')}</Button>
      )}
    </Group>
  )
}

/** One exam's routine, by date and time, ready to print. */
export function ExamRoutine({
  examKey,
  choose,
}: {
  examKey?: string
  choose: (key: string) => void
}) {
  const lists = useExamLists()
  const { exams, lookup } = lists
  const exam = exams.find((e) => e.key === examKey)?.data
  const papers = [...((exam?.routine as Paper[] | undefined) ?? [])].sort((a, b) =>
    `${a.examDate} ${a.startTime}`.localeCompare(`${b.examDate} ${b.startTime}`),
  )
  return (
    <Stack p="md" gap="md">
      <PrintableExamChooser
        lists={lists}
        examKey={examKey}
        choose={choose}
        placeholder={t('routine.chooseHint')}
      />
      <Title order={1} size="h2">
        {t('routine.title')}
      </Title>
      {exam && <RoutineTable exam={exam} papers={papers} lookup={lookup} />}
    </Stack>
  )
}

function RoutineTable({
  exam,
  papers,
  lookup,
}: {
  exam: Json
  papers: Paper[]
  lookup: ReturnType<typeof useExamLists>['lookup']
}) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{examName(exam, lookup)}</Text>
      <Text size="sm">
        <LocalDate value={text(exam.startDate)} /> – <LocalDate value={text(exam.endDate)} />
      </Text>
      {papers.length === 0 ? (
        <Alert color="gray">{t('routine.none')}</Alert>
      ) : (
        <TableScroller minWidth={640}>
          <Table withTableBorder striped aria-label={t('routine.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exam.examDate')}</Table.Th>
                <Table.Th>{t('exam.startTime')}</Table.Th>
                <Table.Th>{t('exam.subject')}</Table.Th>
                <Table.Th>{t('exam.room')}</Table.Th>
                <Table.Th>{t('routine.full')}</Table.Th>
                <Table.Th>{t('routine.pass')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {papers.map((p) => (
                <Table.Tr key={p.subjectId}>
                  <Table.Td>
                    <LocalDate value={p.examDate} />
                  </Table.Td>
                  <Table.Td>{p.startTime}</Table.Td>
                  <Table.Td>{text(lookup('subject', p.subjectId)?.subjectName)}</Table.Td>
                  <Table.Td>{p.room ?? ''}</Table.Td>
                  <Table.Td>{marks(p, 'Full')}</Table.Td>
                  <Table.Td>{marks(p, 'Pass')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  )
}

/** Every exam on the device with a link to its printable routine. */
export function RoutineList() {
  const { exams, lookup, loading } = useExamLists()
  return (
    <Stack p="md">
      <Title order={1} size="h2">
        {t('routine.listTitle')}
      </Title>
      {!loading && exams.length === 0 && <Text>{t('routine.noExams')}</Text>}
      <Table striped aria-label={t('routine.listTitle')}>
        <Table.Tbody>
          {exams.map((e) => (
            <Table.Tr key={e.key}>
              <Table.Td>{examName(e.data, lookup)}</Table.Td>
              <Table.Td>
                <LocalDate value={text(e.data.startDate)} />
              </Table.Td>
              <Table.Td>
                <Link to="/exam-management/exam-routine" search={{ exam: e.key }}>
                  {t('routine.show')}
                </Link>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
