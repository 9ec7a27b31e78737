import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { t } from '../../lib/i18n/kit'
import type { CachedRecord, Json } from '../../offline/db'
import type { ExportSource } from '../export/export-rows'
import { useFocusBack } from '../use-focus-back'
import { ConfirmRow } from '../confirm-row'
import { ReasonField, useReason } from '../reason-field'
import type { RowChoice } from '../entity-table/row-choice'
import { useOpenedBox } from '../use-opened-box'

/**
 * One action on the rows ticked (Student Enrollment: a campus submits its drafts, the university
 * verifies or returns what was submitted; decisions 0421, 0424).
 */
export type ManyAction = {
  /** The button's words for `n` chosen: "Verify 3 students". */
  label: (n: number) => string
  /** The question before it runs: "Verify 3 students? …". */
  question: (n: number) => string
  /** The label of the reason it asks with its question (a return), given to `run`; none asked if absent. */
  reason?: string
  /** Runs on the chosen (key → name as the list showed it); true once it is done or queued. */
  run: (chosen: ReadonlyMap<string, string>, reason?: string) => Promise<boolean>
}

/**
 * What a register's page offers on many rows ticked at once: the actions, each taking the same
 * rows (a university verifies or returns the submitted), the first its main one.
 */
export type ManyActions = {
  /** What to tick, said while nothing is. */
  hint: string
  /** Whether the actions can take a row; else why not, or '' (its cells say it already). */
  takes: RowChoice['takes']
  /** Why they cannot run now (offline, for actions decided online), or null. */
  blocked: string | null
  actions: readonly ManyAction[]
}

const none: ReadonlyMap<string, string> = new Map()

/**
 * At most this many are chosen as "every one that matches": a campus's intake or a university's
 * week of submissions, read in pages of 100 before the action runs; never a whole country's.
 */
export const MOST_AT_ONCE = 2000

type Picked = { listKey: string; rows: ReadonlyMap<string, string>; every: boolean }

/**
 * The rows ticked for `action` while the list keeps its filters (`listKey`: a new filter, search or
 * sort starts afresh; a page turned keeps them), and the table's `choice` over them. A row ticked
 * that the action no longer takes (verified meanwhile) leaves the choice when its page shows it.
 * Once a page's rows are all ticked and more match (`total`), every one that matches may be
 * chosen (`chooseEvery`), read whole when the action runs; unticking a row then goes back to
 * the rows ticked.
 */
export function useManyChoice(
  action: ManyActions | undefined,
  listKey: string,
  rows: readonly CachedRecord[],
  nameOf: (row: CachedRecord) => string,
  total: number | null,
) {
  const [picked, setPicked] = useState<Picked>({ listKey, rows: none, every: false })
  // A new filter, search or sort clears the choice (coming back to the old one does not bring it
  // back: what was ticked there may be out of sight by then).
  if (picked.listKey !== listKey) setPicked({ listKey, rows: none, every: false })
  const mine = picked.listKey === listKey ? picked : { listKey, rows: none, every: false }
  const held = mine.rows
  const gone = new Set(
    rows.filter((row) => held.has(row.key) && action?.takes(row) !== true).map((r) => r.key),
  )
  const chosen = gone.size ? new Map([...held].filter(([key]) => !gone.has(key))) : held
  const open = rows.filter((row) => action?.takes(row) === true)
  const ticked = mine.every ? new Map(open.map((row) => [row.key, nameOf(row)])) : chosen
  const choice: RowChoice | undefined = action && {
    chosen: new Set(ticked.keys()),
    takes: action.takes,
    set: (changed, on) => {
      const next = new Map(mine.every ? ticked : chosen)
      for (const row of changed) {
        if (on) next.set(row.key, nameOf(row))
        else next.delete(row.key)
      }
      setPicked({ listKey, rows: next, every: false })
    },
  }
  const pageTicked = open.length > 0 && open.every((row) => chosen.has(row.key))
  const more = total !== null && total > rows.length && total <= MOST_AT_ONCE
  return {
    chosen,
    /** Every one that matches is chosen: `total` of them, as far as the action takes them. */
    every: mine.every ? total : null,
    chooseEvery:
      !mine.every && pageTicked && more
        ? () => setPicked({ listKey, rows: chosen, every: true })
        : undefined,
    total,
    choice,
    clear: () => setPicked({ listKey, rows: none, every: false }),
  }
}

export type ManyChoice = ReturnType<typeof useManyChoice>

/**
 * Every row of the list's query (all its pages, with this device's unsent edits, offline from the
 * device's copy) that the action takes, by key and name: "every one that matches", read as an
 * export reads them (its code loaded when first needed, as the export's is).
 */
export async function gatherChosen(
  source: Extract<ExportSource, { port: unknown }>,
  takes: ManyActions['takes'],
  nameOf: (data: Json) => string,
): Promise<ReadonlyMap<string, string>> {
  const { rowsOf } = await import('../export/export-rows')
  const found = new Map<string, string>()
  for await (const batch of rowsOf(source))
    for (const data of batch.rows) {
      const id = typeof data.id === 'number' ? data.id : null
      const key = String(id ?? '')
      const { scope, port } = source
      const row: CachedRecord = { scope, entity: port.entity, key, id, version: null, data }
      if (takes(row) === true) found.set(key, nameOf(data))
    }
  return found
}

/**
 * The bar above the table: how many are chosen, the way to choose every one that matches, a
 * button an action, and the question (with its reason, for an action that asks one). Once an
 * action has run, the choice is cleared and `done` reads the list again.
 */
export function ManyActionBar({
  many,
  picked,
  gather,
  done,
}: {
  many: ManyActions
  picked: ManyChoice
  /** Every one that matches and that the actions take (`gatherChosen` over the list's query). */
  gather: () => Promise<ReadonlyMap<string, string>>
  done: () => void
}) {
  // What the question asks about: the rows ticked (as they are now: one unticked meanwhile is
  // left out), or every one that matches, as read when it was asked.
  const [asking, setAsking] = useState<ReadonlyMap<string, string> | 'ticked' | null>(null)
  // The action asked about, or last asked: focus goes back to its button when its question goes.
  const [last, setLast] = useState(0)
  // Every one that matches, read for a choice since cleared (a new filter): asked no more.
  const toRun = asking === 'ticked' ? picked.chosen : picked.every !== null ? asking : null
  const action = many.actions[last]!
  const [busy, setBusy] = useState(false)
  const [gathering, setGathering] = useState<number | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const reason = useReason()
  const open = toRun !== null && toRun.size > 0
  const { opener, box } = useOpenedBox(open, action.reason ? 'textarea' : 'button')
  useFocusBack(opener, gathering !== null)
  // The question goes once the action has run: focus goes to the count, which says the rest.
  const count = useRef<HTMLParagraphElement>(null)
  const n = picked.every ?? picked.chosen.size
  const ask = async (index: number) => {
    setProblem(null)
    setLast(index)
    if (picked.every === null) return setAsking('ticked')
    setGathering(index)
    try {
      const every = await gather()
      if (every.size > 0) setAsking(every)
      else setProblem(t('choice.noneTaken'))
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure)
      setProblem(t('choice.gatherFailed', { message }))
    } finally {
      setGathering(null)
    }
  }
  const close = () => {
    setAsking(null)
    reason.reset()
  }
  const run = async () => {
    if (!toRun || many.blocked) return
    const given = action.reason ? reason.take() : undefined
    if (given === null) return
    setBusy(true)
    let ran = false
    try {
      ran = await action.run(toRun, given)
    } catch (failure) {
      // The action says its own refusals; what it could not even try (the device's storage
      // refused the outbox row) is said here, and the question stays to try again.
      setProblem(failure instanceof Error ? failure.message : String(failure))
    } finally {
      setBusy(false)
    }
    if (!ran) return
    close()
    picked.clear()
    done()
    count.current?.focus()
  }
  const blocked = many.blocked && (
    <Text size="sm" c="dimmed">
      {many.blocked}
    </Text>
  )
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Text ref={count} size="sm" role="status" tabIndex={-1}>
          {n === 0
            ? many.hint
            : picked.every !== null
              ? t('choice.every', { n })
              : t('choice.count', { n })}
        </Text>
        {picked.chooseEvery && !open && (
          <Anchor component="button" type="button" size="sm" onClick={picked.chooseEvery}>
            {t('choice.chooseEvery', { n: picked.total ?? 0 })}
          </Anchor>
        )}
        {n > 0 && !open && (
          <Anchor component="button" type="button" size="sm" onClick={picked.clear}>
            {t('choice.clear')}
          </Anchor>
        )}
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      {open ? (
        <Stack ref={box} gap="xs" maw={640}>
          <Text fw={500}>{action.question(toRun.size)}</Text>
          {action.reason && <ReasonField label={action.reason} {...reason.field} />}
          <ConfirmRow
            label={action.label(toRun.size)}
            color={action.reason ? 'orange' : undefined}
            busy={busy}
            disabled={many.blocked !== null}
            onConfirm={() => void run()}
            onCancel={close}
          />
          {blocked}
        </Stack>
      ) : (
        <Group>
          {many.actions.map((each, index) => (
            <Button
              key={index}
              ref={index === last ? opener : undefined}
              variant={index === 0 ? 'light' : 'default'}
              color={each.reason ? 'orange' : undefined}
              loading={gathering === index}
              disabled={n === 0 || many.blocked !== null || gathering !== null}
              onClick={() => void ask(index)}
            >
              {each.label(n)}
            </Button>
          ))}
          {blocked}
        </Group>
      )}
    </Stack>
  )
}
