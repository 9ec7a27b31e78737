// A student's academic history (issue 12, "student-information-detail … academic history"): each
// published exam they sat with the term, percentage, division and result, as the server reckons it
// (`GET /Student/{id}/Results`), each opening the exam's result for them. Online, as the history is.
import { Alert, Anchor, Paper, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { api } from '../../api/client'
import { ResultCells, ResultHeads } from '../../components/results/result-words'
import { TableScroller } from '../../components/table/table-scroller'
import { formatNumber, inLocalDigits } from '../../lib/format/local'
import { t } from '../../lib/i18n/marks'
import { LoadingMark } from '../../components/loading-mark'

const termOf = (r: { semester: number | null; year: number | null }) =>
  r.semester != null
    ? t('result.history.semester', { n: formatNumber(r.semester) })
    : r.year != null
      ? t('result.history.year', { n: formatNumber(r.year) })
      : ''

export function AcademicHistory({
  studentId,
  linked = true,
}: {
  studentId: number | null
  /** Whether each exam opens its result (staff's); a Student's own page names it only. */
  linked?: boolean
}) {
  const headingId = useId()
  const results = useQuery({
    queryKey: ['/Student/{id}/Results', studentId],
    enabled: studentId !== null,
    queryFn: async () =>
      (await api.GET('/Student/{id}/Results', { params: { path: { id: studentId! } } })).data!
        .items,
  })
  if (studentId === null) return null
  const items = results.data
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="sm" id={headingId}>
        {t('result.history.title')}
      </Title>
      {results.isPending && <LoadingMark />}
      {results.isError && <Alert color="yellow">{t('result.history.offline')}</Alert>}
      {items?.length === 0 && <Text c="dimmed">{t('result.history.empty')}</Text>}
      {items && items.length > 0 && (
        <TableScroller minWidth={560}>
          <Table aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('result.history.exam')}</Table.Th>
                <Table.Th>{t('result.history.fiscalYear')}</Table.Th>
                <Table.Th>{t('result.history.term')}</Table.Th>
                <ResultHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.examId}>
                  <Table.Td>
                    {!linked ? (
                      r.examType
                    ) : (
                      <Anchor
                        component={Link}
                        to={`/exam-management/view-result/${r.examId}?student=${studentId}`}
                        aria-label={t('result.history.open', {
                          exam: r.examType,
                          fiscalYear: inLocalDigits(r.fiscalYear),
                        })}
                      >
                        {r.examType}
                      </Anchor>
                    )}
                  </Table.Td>
                  <Table.Td>{inLocalDigits(r.fiscalYear)}</Table.Td>
                  <Table.Td>{termOf(r)}</Table.Td>
                  <ResultCells s={r} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  )
}
