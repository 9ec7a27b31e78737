import { Badge, Button, Group, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { inLocalDigits } from '../../lib/format/local-number'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord, OutboxRow } from '../../offline/db'
import type { EntityView, Lookup } from '../entity-view/entity-view'
import { PendingMark } from './pending-mark'
import { ChoiceCell, ChoiceHeader, type RowChoice } from './row-choice'
import { SortButton, type ColumnOrder } from './sort-button'
import { TableScroller } from '../table/table-scroller'

const cellText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : ''

type Props = {
  view: EntityView
  /** The rows of the page shown. */
  rows: readonly CachedRecord[]
  /** How many rows come before this page (S.No continues across pages). */
  first: number
  marks: ReadonlyMap<string, OutboxRow>
  lookup: Lookup
  /** The pager under the table: in memory for cached lists, by cursor for registers. */
  pager: ReactNode
  /** Absent: read-only (no Edit, no toggle). */
  onEdit?: (row: CachedRecord) => void
  onToggle?: (row: CachedRecord) => void
  /** A register's rows open their detail page: the first column becomes this link. */
  nameLink?: (row: CachedRecord, content: ReactNode) => ReactNode
  /** The lists the cells name records from are still being read (`useOptionLists`' `pending`). */
  listsPending?: boolean
  /**
   * The column the rows may be ordered by: its header is a button that turns the order (`onPress`),
   * and says so to a screen reader (`aria-sort`) when the rows are in its `order`.
   */
  sort?: { column: string; order: ColumnOrder; onPress: () => void }
  /**
   * A filter or search the user chose narrows the rows: an empty page then says that nothing
   * matches, not that the list has no records yet (an empty register, to a clerk).
   */
  filtered?: boolean
  /** Rows ticked for one action on many: a box leads each row the action can take. */
  choice?: RowChoice
}

/**
 * One table for every list: S.No, the view's columns, Status with its Active/Inactive toggle
 * (lists with an Active flag), Edit; a mark on rows not synced yet; one page of rows at a time.
 */
export function EntityTable({
  view,
  rows: visible,
  first,
  marks,
  lookup,
  pager,
  onEdit,
  onToggle,
  nameLink,
  listsPending = false,
  sort,
  filtered = false,
  choice,
}: Props) {
  const [nameColumn] = view.columns
  const activeFlag = view.activeFlag !== false

  return (
    <>
      <TableScroller minWidth={700}>
        <Table striped highlightOnHover aria-label={view.title}>
          <Table.Thead>
            <Table.Tr>
              {choice && <ChoiceHeader choice={choice} rows={visible} />}
              <Table.Th data-serial visibleFrom="sm">
                {t('setup.serial')}
              </Table.Th>
              {view.columns.map((c) => (
                <Table.Th key={c.key} aria-sort={sort?.column === c.key ? sort.order : undefined}>
                  {sort?.column === c.key ? (
                    <SortButton label={c.label} order={sort.order} onPress={sort.onPress} />
                  ) : (
                    c.label
                  )}
                </Table.Th>
              ))}
              {activeFlag && <Table.Th>{t('setup.status')}</Table.Th>}
              {onEdit && <Table.Th>{view.actionHeading ?? t('setup.action')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row, index) => {
              const name = view.rowName(row.data)
              const active = row.data.status !== false
              return (
                <Table.Tr key={row.key} data-row-key={row.key}>
                  {choice && <ChoiceCell choice={choice} row={row} name={name} />}
                  <Table.Td data-serial visibleFrom="sm">
                    {inLocalDigits(String(first + index + 1))}
                  </Table.Td>
                  {view.columns.map((c) => {
                    const named = c.cell ? c.cell(row.data, lookup) : cellText(row.data[c.key])
                    // A value whose name is not found while the lists load shows that it is
                    // loading (a first visit), not a blank cell.
                    const content =
                      listsPending && named === '' && cellText(row.data[c.key]) !== '' ? (
                        <Text span c="dimmed" size="sm">
                          {t('register.loading')}
                        </Text>
                      ) : (
                        named
                      )
                    // One word (a code, a phone number) stays on one line (TableScroller's CSS).
                    const word = typeof content === 'string' && !/\s/.test(content.trim())
                    return (
                      <Table.Td key={c.key} data-word={word || undefined}>
                        {c === nameColumn && nameLink ? nameLink(row, content) : content}
                        {c === nameColumn && <PendingMark row={marks.get(row.key)} />}
                      </Table.Td>
                    )
                  })}
                  {activeFlag && (
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {/* The dot carries the colour and the text stays the body colour: a light
                          badge's green-on-green label measured 3.8:1, under WCAG AA's 4.5:1. */}
                        <Badge color={active ? 'green' : 'gray'} variant="dot">
                          {active ? t('setup.active') : t('setup.inactive')}
                        </Badge>
                        {onToggle && (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={() => onToggle(row)}
                            aria-label={`${active ? t('setup.setInactive') : t('setup.setActive')}: ${name}`}
                          >
                            {active ? t('setup.setInactive') : t('setup.setActive')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                  {onEdit && (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        onClick={() => onEdit(row)}
                        aria-label={`${t('setup.edit')} ${name}`}
                      >
                        {t('setup.edit')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {visible.length === 0 && (
        <Text c="dimmed">{filtered ? t('setup.noMatch') : t('setup.empty')}</Text>
      )}
      {pager}
    </>
  )
}
