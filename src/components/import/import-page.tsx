import { Alert, Progress, Stack, Text, Title } from '@mantine/core'
import { mayImport, mayWrite } from '../entity-view/entity-view'
import { useMemo, useRef, useState } from 'react'
import { importCatalogues, t } from '../../lib/i18n/import'
import { t as tk } from '../../lib/i18n/kit'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import { scopeOf } from '../../offline/scope'
import { useOptionLists } from '../entity-list-page/use-view-data'
import type { Go } from '../register/spa-link'
import { detectCalendar, type Calendar } from './calendar'
import { CommitStep, ResultStep } from './commit-step'
import { chunksOf, commitChunks, type CommitProgress } from './commit-import'
import { FileStep } from './file-step'
import { ImportLog } from './import-log'
import { importColumns, knownSpellings, matchHeaders } from './import-columns'
import type { ExistingRecords, ImportSpec } from './import-spec'
import { withImportWorker } from './import-worker-client'
import { checkRows } from './check-rows'
import { downloadErrors, downloadTemplate } from './import-files'
import { MappingStep } from './mapping-step'
import { wordsOf } from './other-words'
import type { Plan } from './plan-import'
import { PreviewStep } from './preview-step'
import { problemText } from './problem-text'
import type { Sheet } from './sheet'

type Loaded = {
  file: File
  sheet: Sheet
  mapping: (string | null)[]
  calendars: Record<string, Calendar>
  detected: Record<string, Calendar>
}
type State =
  | { step: 'file'; reading: string | null; problem: string | null }
  | ({ step: 'mapping' } & Loaded)
  | ({ step: 'checking'; words: string; done: number; total: number } & Loaded)
  | ({
      step: 'preview'
      plan: Plan
      source: ExistingRecords['source']
      deviceCount: number
    } & Loaded)
  | { step: 'commit'; progress: CommitProgress; cancelling: boolean }
  | { step: 'result'; progress: CommitProgress; stopped: boolean }

const stepOf = { file: 1, mapping: 2, checking: 3, preview: 3, commit: 4, result: 4 } as const
const stepNames = [
  'import.step.file',
  'import.step.mapping',
  'import.step.preview',
  'import.step.commit',
] as const

/** The calendar of each mapped date column, read from its header and cells. */
function calendarsOf(
  sheet: Sheet,
  mapping: readonly (string | null)[],
  dates: ReadonlySet<string>,
) {
  const found: Record<string, Calendar> = {}
  mapping.forEach((name, i) => {
    if (name && dates.has(name))
      found[name] = detectCalendar(
        sheet.headers[i] ?? '',
        sheet.rows.map((r) => r.cells[i] ?? ''),
      )
  })
  return found
}

/**
 * One page importing a list from a spreadsheet (issue 13), for any list with an `ImportSpec`:
 * choose a file (read in a worker) → match its columns → preview every row checked with the
 * form's rules → commit the valid rows in chunks through the outbox → the result. Example:
 * `<ImportPage spec={studentImport} title="Import students" intro="…" syncHref="/sync" go={go} />`.
 */
export function ImportPage({
  spec,
  title,
  intro,
  syncHref,
  go,
}: {
  spec: ImportSpec
  title: string
  intro: string
  syncHref: string
  go: Go
}) {
  const { user } = useSession()
  const role = user ? roleOf(user) : null
  const { lists, lookup } = useOptionLists(spec.view)
  const words = useMemo(() => wordsOf([...spec.catalogues, importCatalogues]), [spec])
  const columns = useMemo(() => importColumns(spec.view, role, words), [spec, role, words])
  const dates = useMemo(
    () => new Set(columns.filter((c) => c.field.kind === 'date').map((c) => c.field.name)),
    [columns],
  )
  const [state, setState] = useState<State>({ step: 'file', reading: null, problem: null })
  const stop = useRef(false)
  const restart = () => setState({ step: 'file', reading: null, problem: null })

  // With create or update (decision 0417); the rows the user may not write are refused in the preview.
  if (!user || !mayImport(spec.view, user))
    return (
      <Stack p="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Alert color="yellow">{tk('setup.readOnly')}</Alert>
        <ImportLog register={spec.register} view={spec.view} />
      </Stack>
    )

  const ctx = { spec, user, role, lists, lookup, words }

  const handleFile = async (file: File) => {
    setState({ step: 'file', reading: file.name, problem: null })
    try {
      const read = await withImportWorker((worker) =>
        worker.readSheet(file, file.name, knownSpellings(columns)),
      )
      if (!('sheet' in read))
        return setState({ step: 'file', reading: null, problem: problemText(read) })
      const mapping = matchHeaders(read.sheet.headers, columns)
      const detected = calendarsOf(read.sheet, mapping, dates)
      setState({ step: 'mapping', file, sheet: read.sheet, mapping, calendars: detected, detected })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setState({ step: 'file', reading: null, problem: t('import.problem.failed', { message }) })
    }
  }

  const handleCheck = async (loaded: Loaded) => {
    try {
      // `loaded` is the mapping step's state: its own `step` must not win.
      const { plan, existing } = await checkRows(ctx, loaded, (words, done, total) =>
        setState({ ...loaded, step: 'checking', words, done, total }),
      )
      setState({
        ...loaded,
        step: 'preview',
        plan,
        source: existing.source,
        deviceCount: existing.records.length,
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      setState({ step: 'file', reading: null, problem: t('import.problem.failed', { message }) })
    }
  }

  const handleCommit = async (plan: Plan, file: File, sheet: Sheet) => {
    const chunks = chunksOf(plan.rows)
    const total = chunks.reduce((n, c) => n + c.length, 0)
    stop.current = false
    setState({
      step: 'commit',
      progress: { queued: 0, done: 0, notApplied: 0, total, waiting: false },
      cancelling: false,
    })
    const result = await commitChunks({
      entity: spec.view.entity,
      kind: spec.bulkKind,
      scope: scopeOf(user),
      chunks,
      info: {
        id: crypto.randomUUID(),
        fileName: file.name.slice(0, 200) || 'import',
        fileRows: sheet.rows.length,
        // Rows not sent: invalid, and those the user may not write (the server's log counts them).
        invalidRows: plan.counts.invalid + plan.counts.refused,
      },
      label: (_, first, last) => spec.chunkLabel(first, last),
      onProgress: (progress) => setState((s) => (s.step === 'commit' ? { ...s, progress } : s)),
      stopped: () => stop.current,
    })
    setState({ step: 'result', ...result })
  }

  const calendarList = (loaded: Loaded) =>
    Object.entries(loaded.calendars).map(
      ([name, c]) =>
        `${columns.find((col) => col.field.name === name)?.label ?? name}: ${t(c === 'bs' ? 'import.calendar.bs' : 'import.calendar.ad')}`,
    )

  const step = stepOf[state.step]
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{intro}</Text>
      {!mayWrite(spec.view, user, 'create') && (
        <Alert color="yellow">{t('import.createOff')}</Alert>
      )}
      {!mayWrite(spec.view, user, 'update') && (
        <Alert color="yellow">{t('import.updateOff')}</Alert>
      )}
      <Title order={2} size="h3">
        {t('import.step', { n: step, steps: stepNames.length, name: t(stepNames[step - 1]!) })}
      </Title>
      {state.step === 'file' && (
        <FileStep
          reading={state.reading}
          problem={state.problem}
          onFile={(file) => void handleFile(file)}
          onTemplate={() => void downloadTemplate(spec, columns, ctx)}
        />
      )}
      {state.step === 'mapping' && (
        <MappingStep
          sheet={state.sheet}
          columns={columns}
          mapping={state.mapping}
          calendars={state.calendars}
          detected={state.detected}
          onMapping={(mapping) => {
            const detected = calendarsOf(state.sheet, mapping, dates)
            setState({
              ...state,
              mapping,
              detected,
              calendars: { ...detected, ...pick(state.calendars, detected) },
            })
          }}
          onCalendar={(field, calendar) =>
            setState({ ...state, calendars: { ...state.calendars, [field]: calendar } })
          }
          onCheck={() => void handleCheck(state)}
          onOtherFile={restart}
        />
      )}
      {state.step === 'checking' && (
        <Stack gap={4}>
          <Text id="import-checking" aria-live="polite">
            {state.words}
          </Text>
          <Progress
            value={state.total ? (100 * state.done) / state.total : 0}
            aria-labelledby="import-checking"
          />
        </Stack>
      )}
      {state.step === 'preview' && (
        <PreviewStep
          plan={state.plan}
          source={state.source}
          deviceCount={state.deviceCount}
          calendars={calendarList(state)}
          onErrorWorkbook={() => void downloadErrors(state.file, state.sheet, state.plan.errors)}
          onCommit={() => void handleCommit(state.plan, state.file, state.sheet)}
          onBack={() => setState({ ...state, step: 'mapping' })}
          onOtherFile={restart}
        />
      )}
      {state.step === 'commit' && (
        <CommitStep
          progress={state.progress}
          cancelling={state.cancelling}
          onCancel={() => {
            stop.current = true
            setState({ ...state, cancelling: true })
          }}
        />
      )}
      {state.step === 'result' && (
        <ResultStep
          progress={state.progress}
          stopped={state.stopped}
          syncHref={syncHref}
          go={go}
          onAgain={restart}
        />
      )}
      <ImportLog register={spec.register} view={spec.view} />
    </Stack>
  )
}

/** The calendars a user chose that still apply (their columns are still mapped). */
const pick = (chosen: Record<string, Calendar>, mapped: Record<string, Calendar>) =>
  Object.fromEntries(Object.entries(chosen).filter(([name]) => name in mapped))
