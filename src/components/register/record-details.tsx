import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { text } from '../../lib/format/cell-text'
import { formatRupees, inLocalDigits } from '../../lib/format/local-number'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord, Json } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import type { CachedLists } from '../../offline/use-cached-list'
import { LocalDate } from '../dates/local-date'
import { wordOfValue } from '../entity-form/known-words'
import { sectionsOf } from '../entity-form/sections'
import type { EntityView, FieldDef, Lookup } from '../entity-view/entity-view'
import { TableScroller } from '../table/table-scroller'

type Lists = ReadonlyMap<ListName, CachedRecord[]> & Pick<CachedLists, 'refreshed'>

const dimmed = (words: string) => (
  <Text span c="dimmed" size="sm">
    {words}
  </Text>
)

/**
 * What a field holds, as a person reads it: an option's label, a record's name, the text. A record
 * named by its id and missing from its list is never shown as the bare id: loading while the list
 * is being read (a first visit) or refreshed (a list kept from before, which may not hold it yet:
 * decision 0418), then said not to be on this device (a record the user's lists do not hold).
 */
export function shownValue(field: FieldDef, row: Json, lookup: Lookup, lists: Lists): ReactNode {
  const value = row[field.name]
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  const raw = text(value)
  if (raw === '') return t('detail.none')
  if (field.kind === 'date' && field.calendar !== 'ad') return <LocalDate value={raw} />
  // A ward, a year, a count: in the chosen digits, as typed (not grouped); rupees as rupees.
  if (field.kind === 'number') return inLocalDigits(raw)
  if (field.kind === 'money') return formatRupees(raw)
  if (field.words) return wordOfValue(field.words, raw)
  const source = field.options
  if (source && 'fixed' in source) return source.fixed.find((o) => o.value === raw)?.label ?? raw
  if (source) {
    const other = lookup(source.entity, value)
    if (other) return source.label(other)
    const reading =
      lists.get(source.entity) === undefined || lists.refreshed?.has(source.entity) === false
    return dimmed(reading ? t('register.loading') : t('detail.notOnDevice'))
  }
  return raw
}

/**
 * The read-only detail of a record from its view's declaration: each section a heading and its
 * fields as label and value (a description list, read in order by screen readers).
 */
export function RecordDetails({
  view,
  record,
  lookup,
  lists,
  hidden,
}: {
  view: EntityView
  record: CachedRecord
  lookup: Lookup
  /** The option lists on the device (`useOptionLists`): one absent is still being read. */
  lists: Lists
  hidden: (field: FieldDef) => boolean
}) {
  const groups = view.sections
    ? sectionsOf(view)
    : [{ section: { name: 'all', label: view.label }, fields: [...view.fields] }]
  return (
    <Stack gap="lg">
      {groups.map(({ section, fields }) => (
        <section key={section.name} aria-labelledby={`detail-${section.name}`}>
          <Title order={2} size="h4" mb="xs" id={`detail-${section.name}`}>
            {section.label}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" spacing="xs">
            {fields
              .filter((f) => !hidden(f) && f.kind !== 'file')
              .map((f) =>
                f.kind === 'group' ? (
                  <GroupDetails
                    key={f.name}
                    field={f}
                    row={record.data}
                    lookup={lookup}
                    lists={lists}
                  />
                ) : (
                  <div key={f.name}>
                    <Text component="dt" size="sm" c="dimmed">
                      {f.label}
                    </Text>
                    <Text component="dd" m={0}>
                      {shownValue(f, record.data, lookup, lists)}
                    </Text>
                  </div>
                ),
              )}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  )
}

/** A repeated group read-only: a small table, one row per item, or "—" when there is none. */
function GroupDetails({
  field,
  row,
  lookup,
  lists,
}: {
  field: FieldDef
  row: Json
  lookup: Lookup
  lists: Lists
}) {
  const items = Array.isArray(row[field.name]) ? (row[field.name] as Json[]) : []
  const subs = field.of ?? []
  return (
    <div style={{ gridColumn: '1 / -1' }}>
      <Text component="dt" size="sm" c="dimmed">
        {field.label}
      </Text>
      <Text component="dd" m={0}>
        {items.length === 0 ? (
          t('detail.none')
        ) : (
          <TableScroller minWidth={480}>
            <Table aria-label={field.label} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {subs.map((s) => (
                    <Table.Th key={s.name}>{s.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item, i) => (
                  <Table.Tr key={i}>
                    {subs.map((s) => (
                      <Table.Td key={s.name}>{shownValue(s, item, lookup, lists)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </Text>
    </div>
  )
}
