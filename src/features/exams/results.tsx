// Results (spec §2 "results", "marks-list/{id}", "view-result/{id}"): computed by the server from
// the marks (decision 0222), so read online. Publishing locks the exam's marks.
import { Alert, Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import type { components } from '../../../common/schema.gen'
import { api } from '../../api/client'
import { text } from '../../components/entity-view/list-rules'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/marks'
import { queueBulk } from '../../offline/edit-actions'
import { examName } from './exam-view'
import { useExamLists } from './use-exam-lists'
import { papersOf } from './use-paper'
import { TableScroller } from '../../components/table/table-scroller'
import {
  divisionOf,
  Outcome,
  ResultCells,
  ResultHeads,
  resultScale,
} from '../../components/results/result-words'
import { orderKeys } from '../../offline/order-keys'

type ExamResult = components['schemas']['ExamResult']

/** The exam's result from the server, and a way to read it again (after publishing). */
function useResult(examKey: string | undefined) {
  const [result, setResult] = useState<ExamResult | null | undefined>()
  const [reads, setReads] = useState(0)
  const valid = !!examKey && /^\d+$/.test(examKey)
  useEffect(() => {
    if (!valid) return
    let live = true
    void api
      .GET('/Exam/{id}/Result', { params: { path: { id: Number(examKey) } } })
      .then(({ data }) => live && setResult(data ?? null))
      .catch(() => live && setResult(null))
    return () => {
      live = false
    }
  }, [valid, examKey, reads])
  const reload = useCallback(() => setReads((n) => n + 1), [])
  return { result: valid ? result : null, reload }
}

/** Each exam's result, student by student, with Publish for the exam's campus. */
export function ExamResults({
  examKey,
  choose,
}: {
  examKey?: string
  choose: (key: string) => void
}) {
  const { exams, lookup } = useExamLists()
  const { result, reload } = useResult(examKey)
  const publish = async () => {
    // After the exam's marks still queued: a published result refuses them.
    const label = t('result.publishLabel')
    await queueBulk(
      'exam',
      'publish',
      { examId: Number(examKey) },
      label,
      orderKeys.results(examKey),
    )
    setTimeout(reload, 1500)
  }
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('result.title')}
      </Title>
      <Select
        label={t('routine.chooseExam')}
        placeholder={t('routine.chooseHint')}
        data={exams.map((e) => ({ value: e.key, label: examName(e.data, lookup) }))}
        value={examKey ?? null}
        onChange={(key) => key && choose(key)}
        searchable
        w="100%"
        maw={480}
      />
      {examKey && result === null && <Alert color="yellow">{t('result.offline')}</Alert>}
      {result && (
        <>
          {result.publishedAt ? (
            <Alert color="blue">{t('result.published')}</Alert>
          ) : (
            <Button onClick={() => void publish()} style={{ alignSelf: 'flex-start' }}>
              {t('result.publish')}
            </Button>
          )}
          <Group gap="sm">
            <Text>{t('marksList.open')}:</Text>
            {papersOf(exams.find((e) => e.key === examKey)?.data).map((p) => (
              <Anchor
                key={p.subjectId}
                component={Link}
                to={`/exam-management/marks-list/${examKey}?subject=${p.subjectId}`}
              >
                {text(lookup('subject', p.subjectId)?.subjectName)}
              </Anchor>
            ))}
          </Group>
          <TableScroller minWidth={560}>
            <Table striped withTableBorder aria-label={t('result.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('marks.rollNo')}</Table.Th>
                  <Table.Th>{t('marks.student')}</Table.Th>
                  <Table.Th>{t('result.total')}</Table.Th>
                  <ResultHeads />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.students.map((s) => (
                  <Table.Tr key={s.studentId}>
                    <Table.Td>{s.rollNo ?? ''}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/exam-management/view-result/${examKey}?student=${s.studentId}`}
                      >
                        {s.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {t('result.outOf', {
                        total: formatNumber(s.total),
                        full: formatNumber(s.fullMarks),
                      })}
                    </Table.Td>
                    <ResultCells s={s} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <Text size="sm" c="dimmed">
            {resultScale()}
          </Text>
        </>
      )}
    </Stack>
  )
}

/** One student's result in one exam: each subject's marks and outcome, then the whole. */
export function StudentResultPage({ examKey, studentId }: { examKey: string; studentId?: number }) {
  const { exams, lookup } = useExamLists()
  const { result } = useResult(examKey)
  const exam = exams.find((e) => e.key === examKey)?.data
  const s = result?.students.find((r) => r.studentId === studentId)
  const mark = (n: number | null) => (n == null ? '' : formatNumber(n))
  return (
    <Stack p="md" gap="md" maw={900}>
      <Title order={1} size="h2">
        {t('result.studentTitle')}
      </Title>
      <Text>{examName(exam, lookup)}</Text>
      {result === null && <Alert color="yellow">{t('result.offline')}</Alert>}
      {result && !s && <Alert color="yellow">{t('result.noStudent')}</Alert>}
      {s && (
        <>
          <Text fw={600}>
            {s.name} {s.rollNo ? `(${s.rollNo})` : ''}
          </Text>
          <Table withTableBorder aria-label={t('result.studentTitle')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exam.subject')}</Table.Th>
                <Table.Th>{t('marks.theory')}</Table.Th>
                <Table.Th>{t('marks.practical')}</Table.Th>
                <Table.Th>{t('marks.internal')}</Table.Th>
                <Table.Th>{t('result.total')}</Table.Th>
                <Table.Th>{t('result.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.subjects.map((p) => (
                <Table.Tr key={p.subjectId}>
                  <Table.Td>{text(lookup('subject', p.subjectId)?.subjectName)}</Table.Td>
                  <Table.Td>{p.absent ? t('marks.absent') : mark(p.theory)}</Table.Td>
                  <Table.Td>{mark(p.practical)}</Table.Td>
                  <Table.Td>{mark(p.internal)}</Table.Td>
                  <Table.Td>
                    {t('result.outOf', {
                      total: formatNumber(p.total),
                      full: formatNumber(p.fullMarks),
                    })}
                  </Table.Td>
                  <Table.Td>{t(p.passed ? 'result.passed' : 'result.failed')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text>
            {t('result.summary', {
              total: formatNumber(s.total),
              full: formatNumber(s.fullMarks),
              percentage: formatNumber(s.percentage),
            })}{' '}
            {divisionOf(s)} <Outcome s={s} />
          </Text>
          <Text size="sm" c="dimmed">
            {resultScale()}
          </Text>
        </>
      )}
    </Stack>
  )
}
