// Spec §2 exportToPdf, "Export to PDF" (not described; decision 0320): a class's register laid out
// for A4 paper, to print or to save as a PDF with the browser's own "Save as PDF" (no PDF library:
// the device's fonts shape the Devanagari names as the screen does). The class is in the URL, its
// students come from the device's copy of the register (read from the server first when online),
// so a campus prints it offline too.
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core'
import { useOptionLists } from '../../components/entity-list-page/use-view-data'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { genders, wordOf } from '../../components/entity-view/person-options'
import { termName } from '../../components/entity-view/term-fields'
import { useRegisterRows } from '../../components/register/use-register-rows'
import { TableScroller } from '../../components/table/table-scroller'
import { formatDate, formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/students'
import { choiceOf, searchOf, type CardSearch } from './cards/card-search'
import { ClassChooser, classKnown, classQuery, termKeyOf } from './class-chooser'
import { studentView } from './student-view'

const genderWord = wordOf(genders)

export function ClassRegister({
  search,
  choose,
}: {
  search: CardSearch
  choose: (search: CardSearch) => void
}) {
  const { lists, lookup } = useOptionLists(studentView)
  const choice = choiceOf(search)
  const chosen = !!search.programId
  const students = useRegisterRows(
    'student',
    classQuery(choice, lookup),
    chosen && classKnown(choice, lookup),
  )
    .rows.filter((row) => typeof row.id === 'number')
    .sort((a, b) => text(a.rollNo).localeCompare(text(b.rollNo), undefined, { numeric: true }))
  // The class's campus (a university's staff print a campus's class too).
  const campus = lookup('campusOption', students[0]?.campusId)
  const today = new Date().toISOString().slice(0, 10)
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2" data-print="hide">
        {t('classRegister.title')}
      </Title>
      <Text c="dimmed" data-print="hide">
        {t('classRegister.explain')}
      </Text>
      <div data-print="hide">
        <ClassChooser
          value={choice}
          onChange={(changes) =>
            choose(searchOf('programId' in changes ? changes : { ...choice, ...changes }))
          }
          lists={lists}
          lookup={lookup}
        />
      </div>
      {!chosen ? (
        <Text>{t('classRegister.choose')}</Text>
      ) : (
        <>
          <Group data-print="hide">
            <Button onClick={() => window.print()} disabled={students.length === 0}>
              {t('classRegister.print')}
            </Button>
          </Group>
          <Stack gap={4} component="section" aria-label={t('classRegister.sheet')}>
            <Text fw={700} size="lg">
              {text(campus?.campusName)}
            </Text>
            <Text fw={700}>
              {t('classRegister.heading', {
                program: programNameOf({ programId: choice.programId }, lookup),
              })}
            </Text>
            <Text size="sm">
              {[
                text(lookup('batch', choice.batchId)?.batchName),
                choice.term ? termName(termKeyOf(lookup, choice.programId), choice.term) : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm">
              {t('classRegister.printedOn', {
                date: formatDate(today),
                n: formatNumber(students.length),
              })}
            </Text>
          </Stack>
          <TableScroller minWidth={640}>
            <Table striped withTableBorder aria-label={t('classRegister.sheet')} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('classRegister.serial')}</Table.Th>
                  <Table.Th>{t('student.name')}</Table.Th>
                  <Table.Th>{t('classRegister.nameNe')}</Table.Th>
                  <Table.Th>{t('student.gender')}</Table.Th>
                  <Table.Th>{t('student.rollNo')}</Table.Th>
                  <Table.Th>{t('student.registrationNo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {students.map((row, i) => (
                  <Table.Tr key={String(row.id)}>
                    <Table.Td>{formatNumber(i + 1)}</Table.Td>
                    <Table.Td>{fullName(row)}</Table.Td>
                    <Table.Td>{text(row.nameNe)}</Table.Td>
                    <Table.Td>{genderWord(row.gender)}</Table.Td>
                    <Table.Td>{text(row.rollNo)}</Table.Td>
                    <Table.Td>{text(row.registrationNo)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          {students.length === 0 && <Text c="dimmed">{t('classRegister.none')}</Text>}
        </>
      )}
    </Stack>
  )
}
