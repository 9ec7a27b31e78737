import { deviceOrder } from '../../offline/device-order'
import { Alert, Anchor, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react'
import { t } from '../../lib/i18n/kit'
import { levelOf, roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import { appDb, type Json } from '../../offline/db'
import { useOutboxMarks } from '../../offline/use-cached-list'
import { scopeOf } from '../../offline/scope'
import { ports } from '../../offline/sync-runtime'
import type { DownloadState } from '../../offline/register-download'
import { usePagedList } from '../../offline/use-paged-list'
import { useOnline } from '../../offline/use-online'
import { useRegisterDownload } from '../../offline/use-register-download'
import { optionsOf } from '../entity-form/option-list'
import { useOptionLists } from '../entity-list-page/use-view-data'
import { EntityTable } from '../entity-table/entity-table'
import { ExportMenu } from '../export/export-menu'
import { filterNote } from '../export/filter-note'
import { chosenFilters, type EntityView, mayWrite, tableFor } from '../entity-view/entity-view'
import { CursorPager, firstPage, shownPage, shownRange } from './cursor-pager'
import { gatherChosen, ManyActionBar, useManyChoice, type ManyActions } from './many-action'
import { RegisterFilterBar } from './register-filter-bar'
import { useOwnRegisterSearch } from './own-register-search'
import type { OnRegisterSearch, RegisterSearch } from './register-search'
import { SpaButtonLink, SpaLink, type Go } from './spa-link'
import { formatDateTime } from '../../lib/format/local'

/** Rows per page of a register (the server allows up to 100). */
export const REGISTER_PAGE = 25

type Props = {
  view: EntityView
  /** The route's search, as its URL has it: the page reads the part it offers. */
  search: RegisterSearch
  onSearch: OnRegisterSearch
  /** Where "Register a student" goes (none: the page only lists), and where a row's name links to. */
  createHref?: string
  detailHref: (key: string, row: Json) => string
  go: Go
  /**
   * A register's pre-filtered page (Teaching Staff): filters always applied, their selects not
   * shown, and the page's own heading.
   */
  fixed?: Record<string, string>
  title?: string
  /** What the page is for, under its heading (a list to choose a student from). */
  intro?: string
  /** More links or buttons in the header, beside the create link (Import students). */
  actions?: ReactNode
  /** Actions on many rows ticked at once (Student Enrollment's submit, or verify and return). */
  many?: ManyActions
}

/**
 * The one screen of every register paged on the server (students; staff next): search, the
 * view's filters and a sort held in the URL, one page at a time by cursor, each row linking to its
 * detail page, unsent edits marked on whichever page shows them. Offline it shows the page as it
 * was read, or a page of the device's own copy, and says which.
 */
export function RegisterListPage({
  view,
  search: asked,
  onSearch,
  createHref,
  detailHref,
  go,
  fixed = {},
  title = view.title,
  intro,
  actions,
  many,
}: Props) {
  const { user } = useSession()
  const online = useOnline() !== false
  const role = user ? roleOf(user) : null
  const { chosen, stray } = useOwnRegisterSearch(view, fixed, asked)
  const { page: numbered, ...search }: RegisterSearch = { ...chosen, ...fixed }
  // What a page turned keeps (all but the cursor), the same objects from page to page so that the
  // filter bar is not drawn again; `fixed` is a new object at each render of some pages.
  const keptKey = JSON.stringify([{ ...chosen, ...firstPage }, fixed])
  const kept = useMemo(() => {
    const [choices, always] = JSON.parse(keptKey) as [RegisterSearch, Record<string, string>]
    return { choices, always, criteria: { ...choices, ...always } }
  }, [keptKey])
  const filters = useMemo(() => chosenFilters(view, kept.always, role), [view, kept, role])
  const table = useMemo(() => tableFor(view, role), [view, role])
  // A search or a filter chosen (not the page's fixed ones): no rows then means none match.
  const filtered =
    !!search.q || filters.some((f) => search[f.name] != null && search[f.name] !== '')
  const { lists, lookup, pending } = useOptionLists(view)
  const marks = useOutboxMarks(view.entity)
  const creatable = mayWrite(view, user, 'create')
  const port = ports.get(view.entity)

  // A fixed filter the device cannot judge (who may graduate needs results and dues) matches no
  // row of the device's own copy: offline such a page shows only what the server answered before.
  const judged = Object.keys(fixed).every((name) => view.filters?.some((f) => f.name === name))
  const matches = (row: Json) =>
    judged &&
    (view.filters ?? []).every(
      (f) => !search[f.name] || f.match(row, String(search[f.name]), lookup),
    ) &&
    (!search.q || (view.matchesSearch?.(row, search.q) ?? true))
  // A campus keeps its whole register on the device, so the list works offline as it does online.
  const download = useRegisterDownload(view.entity, !!user && levelOf(roleOf(user)) === 'college')
  const limit = search.limit ?? REGISTER_PAGE
  // Newest first, or a search in Devanagari in Nepali collation, either read from its end: on the
  // server and here alike.
  const { by, order, reversed } = deviceOrder(search)
  const nameKey = view.columns[0]?.key ?? ''
  const page = usePagedList(
    view.entity,
    { ...search, limit },
    // The lists a filter looks names up in (a UGC category by the ethnic groups) are read first.
    { matches, limit, order, reversed, judging: !pending },
  )
  const picked = useManyChoice(
    many,
    keptKey,
    page.rows,
    (row) => view.rowName(row.data),
    // Every one that matches is chosen from a known count: not from a search counted to its cap.
    page.capped ? null : page.total,
  )
  const shown = shownPage({ ...search, page: numbered }, page.rows.length, limit, page.added)
  // A new filter, search or sort starts again at the first page. One function for every render
  // of the same choices (the filter bar is memoised); the route's `onSearch` is read when called.
  const onSearchNow = useRef(onSearch)
  useEffect(() => {
    onSearchNow.current = onSearch
  })
  useEffect(() => {
    if (stray) onSearchNow.current(kept.choices, true)
  }, [stray, kept])
  const refine = useCallback(
    (changes: Partial<RegisterSearch>) => onSearchNow.current({ ...kept.choices, ...changes }),
    [kept],
  )

  // What the list's query finds, page after page: for an export, and for every one that matches.
  const source = user &&
    port && {
      port,
      db: appDb(),
      scope: scopeOf(user),
      query: search,
      matches,
      offline: page.source === 'device' || page.source === 'kept',
    }

  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="sm">
          {source && (
            <ExportMenu
              view={table}
              module={view.module}
              title={title}
              lookup={lookup}
              source={source}
              note={() =>
                filterNote(
                  filters,
                  search,
                  (f) => optionsOf(f.options, lists, { user, values: {}, lookup }),
                  search.q,
                )
              }
            />
          )}
          {actions}
          {creatable && createHref && (
            <SpaButtonLink href={createHref} go={go}>
              {view.createTitle}
            </SpaButtonLink>
          )}
        </Group>
      </Group>
      {intro && <Text>{intro}</Text>}
      <RegisterFilterBar
        filters={filters}
        search={kept.criteria}
        limit={limit}
        lists={lists}
        lookup={lookup}
        user={user}
        onRefine={refine}
      />
      <SourceNote
        online={online}
        source={page.source}
        fetchedAt={page.fetchedAt}
        error={page.error}
        keptAt={download.at}
      />
      <DownloadNote state={download} />
      {many && (
        <ManyActionBar
          many={many}
          picked={picked}
          gather={() =>
            source
              ? gatherChosen(source, many.takes, (data) => view.rowName(data))
              : Promise.resolve(new Map())
          }
          // Read again from the first page: a later page's cursor may now point past the list's
          // end (27 verified from page 2 of a list of 30 left 3 numbered 26–28 "of 3").
          done={() => (search.after || search.before ? refine({}) : page.reread())}
        />
      )}
      {(search.after || search.before) && (
        <Anchor component="button" type="button" onClick={() => refine({})} size="sm">
          {t('register.firstPage')}
        </Anchor>
      )}
      <EntityTable
        view={table}
        rows={page.rows}
        first={(shownRange(shown)?.first ?? 1) - 1}
        marks={marks}
        lookup={lookup}
        listsPending={pending}
        filtered={filtered}
        choice={picked.choice}
        // By name (every register's first column: a person's) from either end, unless by the
        // time added, which no column shows; its header's press turns the name order.
        sort={{
          column: nameKey,
          order: by === 'name' ? (reversed ? 'descending' : 'ascending') : undefined,
          onPress: () => refine({ sort: by === 'name' && !reversed ? '-name' : undefined }),
        }}
        nameLink={(row, content) => (
          <SpaLink href={detailHref(row.key, row.data)} go={go}>
            {content}
          </SpaLink>
        )}
        pager={
          <CursorPager
            total={page.total}
            capped={page.capped}
            prevCursor={page.prevCursor}
            nextCursor={page.nextCursor}
            onCursor={(turn) => onSearch({ ...chosen, ...firstPage, ...turn })}
            page={shown}
          />
        }
      />
    </Stack>
  )
}

const when = (iso: string | null) => formatDateTime(iso ?? '')

function DownloadNote({ state }: { state: DownloadState }) {
  if (state.running) {
    const label = t('register.downloading', { done: state.done, total: state.total })
    return (
      <Stack gap={4}>
        <Text size="sm">{label}</Text>
        {/* Mantine hands only aria-label to the element with role="progressbar". */}
        <Progress value={state.total ? (100 * state.done) / state.total : 0} aria-label={label} />
      </Stack>
    )
  }
  if (!state.at) return null
  return (
    <Text size="sm" c="dimmed">
      {t('register.downloaded', { n: state.total, time: when(state.at) })}
    </Text>
  )
}

function SourceNote({
  online,
  source,
  fetchedAt,
  error,
  keptAt,
}: {
  /** Back online on a page turned offline (its cursor the device's): said so, not "Offline". */
  online: boolean
  source: string
  fetchedAt: string | null
  error: string | null
  keptAt: string | null
}) {
  if (source === 'loading') return <Text aria-live="polite">{t('register.loading')}</Text>
  if (source === 'failed')
    return (
      <Alert color="red" role="alert">
        {t('register.failed', { message: error ?? '' })}
      </Alert>
    )
  if (source === 'kept')
    return <Alert color="yellow">{t('register.kept', { time: when(fetchedAt) })}</Alert>
  if (source === 'device' && online)
    return <Alert color="yellow">{t('register.deviceOnline')}</Alert>
  if (source === 'device')
    return (
      <Alert color="yellow">
        {keptAt ? t('register.deviceKept', { time: when(keptAt) }) : t('register.device')}
      </Alert>
    )
  return null
}
