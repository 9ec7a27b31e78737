// The exam appearance list (spec §2 "exam-appear", decision 0224): the students of an exam's class
// who sit it, each with that exam's symbol number. Numbers are typed, or counted up from a first
// one in roll order, checked as the server checks them, saved as one sheet through the outbox
// (offline too) and printed as the hall's list.
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { text } from '../../components/entity-view/list-rules'
import { t } from '../../lib/i18n/exams'
import { queueBulk } from '../../offline/edit-actions'
import { numbersFrom, sheetIssues, symbolMaxLength } from './appearance-sheet'
import { PrintableExamChooser } from './exam-routine'
import { examName } from './exam-view'
import { useSymbolNumbers } from './use-appearances'
import { useExamLists } from './use-exam-lists'
import { papersOf, useExamStudents } from './use-paper'
import { TableScroller } from '../../components/table/table-scroller'
import { orderKeys } from '../../offline/order-keys'

export function ExamAppearance({
  examKey,
  choose,
}: {
  examKey?: string
  choose: (key: string) => void
}) {
  const lists = useExamLists()
  const { exams, lookup } = lists
  const exam = exams.find((e) => e.key === examKey)?.data
  // Students entered here and not synced yet have no id for the list to name.
  const kind = lookup('examType', exam?.examTypeId)?.kind
  const sitting = useExamStudents(exam, kind)
  const students = sitting.students.filter((s) => s.id > 0)
  const base = useSymbolNumbers(examKey)
  const [edits, setEdits] = useState<Map<number, string> | null>(null)
  const [first, setFirst] = useState('')
  const [firstIssue, setFirstIssue] = useState<string | null>(null)
  const numbers = new Map(students.map((s) => [s.id, (edits ?? base).get(s.id) ?? '']))
  const issues = sheetIssues(numbers)
  const locked = exam?.publishedAt != null
  const set = (id: number, value: string) => setEdits(new Map(numbers).set(id, value))

  const numberTheRest = () => {
    const without = students.filter((s) => !numbers.get(s.id)?.trim())
    const given = numbersFrom(first, without.length)
    setFirstIssue(given ? null : t('appear.firstIssue'))
    if (!given) return
    const next = new Map(numbers)
    without.forEach((s, i) => next.set(s.id, given[i]!))
    setEdits(next)
  }
  const save = async () => {
    const rows = students.map((s) => ({
      studentId: s.id,
      symbolNo: numbers.get(s.id)?.trim() || null,
    }))
    await queueBulk(
      'exam',
      'appearance',
      { examId: Number(examKey), rows },
      t('appear.saveLabel', { n: rows.filter((r) => r.symbolNo).length }),
      // An exam's saves go in the order made: an earlier save retried does not win.
      orderKeys.results(examKey),
    )
    notifications.show({ color: 'green', message: t('appear.saved') })
  }

  return (
    <Stack p="md" gap="md">
      <PrintableExamChooser
        lists={lists}
        examKey={examKey}
        choose={choose}
        placeholder={t('appear.chooseHint')}
      />
      <Title order={1} size="h2">
        {t('appear.title')}
      </Title>
      {!exam ? (
        <Text>{t('appear.chooseHint')}</Text>
      ) : (
        <>
          <Text>{examName(exam, lookup)}</Text>
          <Text size="sm">
            {t('appear.papers', {
              papers: papersOf(exam)
                .map((p) => text(lookup('subject', p.subjectId)?.subjectName))
                .join(', '),
            })}
          </Text>
          {locked && <Alert color="blue">{t('appear.locked')}</Alert>}
          {!locked && (
            <Group align="flex-end" data-print="hide">
              <TextInput
                label={t('appear.first')}
                description={t('appear.firstHint')}
                value={first}
                onChange={(e) => setFirst(e.currentTarget.value)}
                error={firstIssue}
                w={240}
              />
              <Button variant="default" onClick={numberTheRest}>
                {t('appear.numberTheRest')}
              </Button>
            </Group>
          )}
          {students.length === 0 ? (
            <Text>{sitting.empty}</Text>
          ) : (
            <TableScroller minWidth={480}>
              <Table striped withTableBorder aria-label={t('appear.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('appear.rollNo')}</Table.Th>
                    <Table.Th scope="col">{t('appear.student')}</Table.Th>
                    <Table.Th scope="col">{t('appear.symbolNo')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {students.map((s) => {
                    const issue = issues.get(s.id)
                    return (
                      <Table.Tr key={s.id}>
                        <Table.Td>{s.rollNo}</Table.Td>
                        <Table.Th scope="row">{s.name}</Table.Th>
                        <Table.Td>
                          {locked ? (
                            numbers.get(s.id)
                          ) : (
                            <TextInput
                              aria-label={t('appear.symbolOf', { name: s.name })}
                              value={numbers.get(s.id) ?? ''}
                              onChange={(e) => set(s.id, e.currentTarget.value)}
                              error={issue && t(`appear.issue.${issue}`, { max: symbolMaxLength })}
                              size="xs"
                              w={200}
                            />
                          )}
                        </Table.Td>
                      </Table.Tr>
                    )
                  })}
                </Table.Tbody>
              </Table>
            </TableScroller>
          )}
          {!locked && students.length > 0 && (
            <Group data-print="hide">
              <Button onClick={() => void save()} disabled={issues.size > 0}>
                {t('appear.save')}
              </Button>
              {issues.size > 0 && (
                <Text c="red" size="sm">
                  {t('appear.someRefused', { n: issues.size })}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  )
}
