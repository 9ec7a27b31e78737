import { Alert, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core'
import { useMemo } from 'react'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import type { Calendar } from './calendar'
import { missingColumns, type ImportColumn } from './import-columns'
import type { Sheet } from './sheet'
import { TableScroller } from '../table/table-scroller'

type Props = {
  sheet: Sheet
  columns: readonly ImportColumn[]
  mapping: readonly (string | null)[]
  calendars: Readonly<Record<string, Calendar>>
  detected: Readonly<Record<string, Calendar>>
  onMapping: (mapping: (string | null)[]) => void
  onCalendar: (field: string, calendar: Calendar) => void
  onCheck: () => void
  onOtherFile: () => void
}

const calendarWord = (c: Calendar) => t(c === 'bs' ? 'import.calendar.bs' : 'import.calendar.ad')

/**
 * Step 2: each column of the file and the field it fills, matched by header and changeable; a date
 * column's calendar as detected, changeable too. Required fields left without a column block.
 */
export function MappingStep(props: Props) {
  // The browser's own selects: a student file has some 50 columns, and 50 Mantine Selects took a
  // third of a second to mount in one task (the preview's longest); a native one is typed to find.
  const { sheet, columns, mapping, calendars, detected } = props
  const missing = missingColumns(columns, mapping)
  // Each column's first value, read once per file (a blank column is read to its end).
  const samples = useMemo(
    () => sheet.headers.map((_, i) => sheet.rows.find((r) => r.cells[i])?.cells[i] ?? ''),
    [sheet],
  )
  const fieldOf = (name: string | null) => columns.find((c) => c.field.name === name)
  const choose = (i: number, name: string | null) =>
    props.onMapping(mapping.map((m, j) => (j === i ? name : m === name && name ? null : m)))
  return (
    <Stack gap="md">
      <Text>
        {t('import.mapping.intro', {
          sheet: sheet.sheetName,
          n: formatNumber(sheet.rows.length),
          header: formatNumber(sheet.headerRow),
        })}
      </Text>
      <TableScroller minWidth={640}>
        <Table striped aria-label={t('import.step.mapping')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.mapping.column')}</Table.Th>
              <Table.Th>{t('import.mapping.sample')}</Table.Th>
              <Table.Th>{t('import.mapping.field')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.headers.map((header, i) => {
              const column = fieldOf(mapping[i] ?? null)
              const name = header || `#${i + 1}`
              return (
                <Table.Tr key={i}>
                  <Table.Th scope="row">{name}</Table.Th>
                  <Table.Td>{samples[i]}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" align="flex-end">
                      <NativeSelect
                        aria-label={t('import.mapping.fieldOf', { column: name })}
                        data={[
                          { value: '', label: t('import.mapping.skip') },
                          ...columns.map((c) => ({ value: c.field.name, label: c.label })),
                        ]}
                        value={mapping[i] ?? ''}
                        onChange={(event) => choose(i, event.currentTarget.value || null)}
                        w={280}
                      />
                      {column?.field.kind === 'date' && (
                        <NativeSelect
                          aria-label={t('import.mapping.calendar', { column: name })}
                          description={t('import.mapping.detected', {
                            calendar: calendarWord(detected[column.field.name] ?? 'bs'),
                          })}
                          data={(['bs', 'ad'] as const).map((c) => ({
                            value: c,
                            label: calendarWord(c),
                          }))}
                          value={calendars[column.field.name] ?? 'bs'}
                          onChange={(event) =>
                            props.onCalendar(
                              column.field.name,
                              event.currentTarget.value === 'ad' ? 'ad' : 'bs',
                            )
                          }
                          w={220}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {missing.length > 0 && (
        <Alert color="red" role="alert">
          {t('import.mapping.missing', { fields: missing.map((c) => c.label).join(', ') })}
        </Alert>
      )}
      <Group>
        <Button onClick={props.onCheck} disabled={missing.length > 0}>
          {t('import.check')}
        </Button>
        <Button variant="default" onClick={props.onOtherFile}>
          {t('import.otherFile')}
        </Button>
      </Group>
    </Stack>
  )
}
