import { Checkbox, Table, Text } from '@mantine/core'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord } from '../../offline/db'

/**
 * Rows a person ticks for one action on many (Student Enrollment: submit or verify the chosen,
 * decision 0421). A row the action cannot take has no box, and says why when the reason is not
 * in its other cells (an edit of it waits to be sent).
 */
export type RowChoice = {
  /** The keys ticked, on this page and on others of the same list. */
  chosen: ReadonlySet<string>
  /** Whether the action can take the row; else why not (shown), or '' (nothing to say). */
  takes: (row: CachedRecord) => true | string
  /** Ticks (`on`) or unticks the rows of these keys. */
  set: (rows: readonly CachedRecord[], on: boolean) => void
}

/** The header's box: every row of the page the action can take, ticked or not at once. */
export function ChoiceHeader({
  choice,
  rows,
}: {
  choice: RowChoice
  rows: readonly CachedRecord[]
}) {
  const open = rows.filter((row) => choice.takes(row) === true)
  const ticked = open.filter((row) => choice.chosen.has(row.key)).length
  const all = open.length > 0 && ticked === open.length
  return (
    <Table.Th w={48}>
      <Checkbox
        aria-label={t('choice.page')}
        checked={all}
        indeterminate={ticked > 0 && !all}
        disabled={open.length === 0}
        onChange={() => choice.set(open, !all)}
      />
    </Table.Th>
  )
}

/** A row's box, named for the row ("Choose Sita Rai"), or why the action cannot take it. */
export function ChoiceCell({
  choice,
  row,
  name,
}: {
  choice: RowChoice
  row: CachedRecord
  name: string
}) {
  const takes = choice.takes(row)
  return (
    <Table.Td>
      {takes === true ? (
        <Checkbox
          aria-label={t('choice.row', { name })}
          checked={choice.chosen.has(row.key)}
          onChange={(event) => choice.set([row], event.currentTarget.checked)}
        />
      ) : (
        takes && (
          <Text size="xs" c="dimmed">
            {takes}
          </Text>
        )
      )}
    </Table.Td>
  )
}
