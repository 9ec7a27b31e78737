import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord } from '../../offline/db'
import { ConfirmRow } from '../confirm-row'
import type { RowChoice } from '../entity-table/row-choice'
import { useOpenedBox } from '../use-opened-box'

/**
 * One action a register's page offers on many rows ticked at once (Student Enrollment: a campus
 * submits its drafts, the university verifies what was submitted; decision 0421).
 */
export type ManyAction = {
  /** The button's words for `n` chosen: "Verify the chosen (3)". */
  label: (n: number) => string
  /** The question before it runs: "Verify 3 students? …". */
  question: (n: number) => string
  /** What to tick, said while nothing is. */
  hint: string
  /** Whether the action can take a row; else why not, or '' (its cells say it already). */
  takes: RowChoice['takes']
  /** Runs on the chosen (key → name as the list showed it); true once it is done or queued. */
  run: (chosen: ReadonlyMap<string, string>) => Promise<boolean>
  /** Why it cannot run now (offline, for an action decided online), or null. */
  blocked: string | null
}

const none: ReadonlyMap<string, string> = new Map()

/**
 * The rows ticked for `action` while the list keeps its filters (`listKey`: a new filter, search or
 * sort starts afresh; a page turned keeps them), and the table's `choice` over them. A row ticked
 * that the action no longer takes (verified meanwhile) leaves the choice when its page shows it.
 */
export function useManyChoice(
  action: ManyAction | undefined,
  listKey: string,
  rows: readonly CachedRecord[],
  nameOf: (row: CachedRecord) => string,
) {
  const [picked, setPicked] = useState({ listKey, rows: none })
  const held = picked.listKey === listKey ? picked.rows : none
  const gone = new Set(
    rows.filter((row) => held.has(row.key) && action?.takes(row) !== true).map((r) => r.key),
  )
  const chosen = gone.size ? new Map([...held].filter(([key]) => !gone.has(key))) : held
  const choice: RowChoice | undefined = action && {
    chosen: new Set(chosen.keys()),
    takes: action.takes,
    set: (changed, on) => {
      const next = new Map(chosen)
      for (const row of changed) {
        if (on) next.set(row.key, nameOf(row))
        else next.delete(row.key)
      }
      setPicked({ listKey, rows: next })
    },
  }
  return { chosen, choice, clear: () => setPicked({ listKey, rows: none }) }
}

/**
 * The bar above the table: how many are chosen, the action's button, and its confirmation. Once
 * it has run, the choice is cleared and `done` reads the list again.
 */
export function ManyActionBar({
  action,
  chosen,
  clear,
  done,
}: {
  action: ManyAction
  chosen: ReadonlyMap<string, string>
  clear: () => void
  done: () => void
}) {
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const { opener, box } = useOpenedBox(asking, 'button')
  // The confirmation goes once the action has run: focus goes to the count, which says the rest.
  const count = useRef<HTMLParagraphElement>(null)
  const n = chosen.size
  const run = async () => {
    setBusy(true)
    const ran = await action.run(chosen)
    setBusy(false)
    if (!ran) return
    setAsking(false)
    clear()
    done()
    count.current?.focus()
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text ref={count} size="sm" role="status" tabIndex={-1}>
          {n === 0 ? action.hint : t('choice.count', { n })}
        </Text>
        {n > 0 && !asking && (
          <Anchor component="button" type="button" size="sm" onClick={clear}>
            {t('choice.clear')}
          </Anchor>
        )}
      </Group>
      {asking ? (
        <Stack ref={box} gap="xs">
          <Text fw={500}>{action.question(n)}</Text>
          <ConfirmRow
            label={action.label(n)}
            busy={busy}
            onConfirm={() => void run()}
            onCancel={() => setAsking(false)}
          />
        </Stack>
      ) : (
        <Group>
          <Button
            ref={opener}
            variant="light"
            disabled={n === 0 || action.blocked !== null}
            onClick={() => setAsking(true)}
          >
            {action.label(n)}
          </Button>
          {action.blocked && (
            <Text size="sm" c="dimmed">
              {action.blocked}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  )
}
