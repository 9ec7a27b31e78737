import { Badge, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core'
import { mayWrite } from '../../components/entity-view/entity-view'
import { notifications } from '@mantine/notifications'
import { useRef, useState } from 'react'
import { useOptionLists } from '../../components/entity-list-page/use-view-data'
import { PendingMark } from '../../components/entity-table/pending-mark'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { periodOf } from '../../components/entity-view/term-fields'
import {
  CursorPager,
  firstPage,
  shownPage,
  type CursorTurn,
} from '../../components/register/cursor-pager'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/students'
import { useSession } from '../../lib/session/session-store'
import { connectivity } from '../../offline/connectivity'
import { appDb, type Json } from '../../offline/db'
import { everyId } from '../../components/register/every-id'
import { queueBulk } from '../../offline/edit-actions'
import { isLocalKey, scopeOf } from '../../offline/scope'
import { inTerm } from '../../../common/student-term'
import { useOutbox, useOutboxMarks } from '../../offline/use-cached-list'
import { usePagedList } from '../../offline/use-paged-list'
import { useKeptRead } from '../../offline/use-kept-read'
import { api } from '../../api/client'
import { ports } from '../../offline/sync-runtime'
import { personName } from '../../components/entity-view/person-fields'
import { choiceOf, searchOf, type CardSearch } from './cards/card-search'
import { ClassChooser, classKnown, termKeyOf, type ClassChoice } from './class-chooser'
import { RecentPromotions } from './recent-promotions'
import { studentView } from './student-view'
import { useTicks } from './use-ticks'
import { TableScroller } from '../../components/table/table-scroller'
import { softDisabled } from '../../components/soft-disabled'
import { useFocusBack } from '../../components/use-focus-back'
import { orderKeys } from '../../offline/order-keys'

const PAGE = 100
/** The most one promotion takes (the contract's `StudentPromotion.ids`): a class of any campus. */
const MAX_PROMOTED = 5000
type Chosen = ClassChoice & CursorTurn

/**
 * Spec §2 "Upgrade" (upgrade-academics): a campus moves its active students of a program (and
 * batch) up one term at the end of a semester or year. The students chosen go as one bulk
 * operation through the outbox (offline too); those the server cannot move (already in the
 * last term) are listed on /sync.
 */
export function UpgradeStudents({
  graduations,
  go,
  search,
  choose,
}: {
  /** Graduation's Student List, where a student marked graduated here gets their record. */
  graduations: string
  go: Go
  /** The class, in the URL: a reload (offline too) shows the same class, not a blank choice. */
  search: CardSearch
  choose: (search: CardSearch) => void
}) {
  const { user } = useSession()
  const { lists, lookup } = useOptionLists(studentView)
  const marks = useOutboxMarks('student')
  // The page turned to, of this class only: another class (chosen, or from the browser's Back)
  // starts at its first page.
  const classKey = JSON.stringify(search)
  const [turned, setTurned] = useState<{ classKey: string; turn: CursorTurn }>({
    classKey,
    turn: firstPage,
  })
  const turn = turned.classKey === classKey ? turned.turn : firstPage
  const setTurn = (next: CursorTurn) => setTurned({ classKey, turn: next })
  const chosen: Chosen = { ...choiceOf(search), ...turn }
  const [graduateFinal, setGraduateFinal] = useState(false)
  const writable = mayWrite(studentView, user, 'update')
  // The term is a semester or a year, as the program counts them.
  const termKey = termKeyOf(lookup, chosen.programId)
  const { term, page: numbered, ...rest } = chosen
  const query = { ...rest, [termKey]: term, enrolmentStatus: 'active', limit: PAGE }
  const matches = (row: Json) =>
    row.enrolmentStatus === 'active' &&
    String(row.programId) === chosen.programId &&
    (!chosen.batchId || String(row.batchId) === chosen.batchId) &&
    (!term || inTerm(row, termKey, term))
  const ready = !!chosen.programId && !!term && classKnown(chosen, lookup)
  const page = usePagedList('student', query, { matches, limit: PAGE, enabled: ready })
  const rows = ready ? page.rows : []
  const choosable = rows.filter((r) => r.id !== null && !isLocalKey(r.key))
  // Everyone of the class is chosen unless unticked (the issue: all ticked by default), on every
  // page when it spans several.
  const severalPages = !!(page.nextCursor || page.prevCursor)
  const failed = useFailedOfTerm(writable && ready ? chosen : null, termKey)
  const waiting = useWaitingPromotions()
  const ticks = useTicks(
    choosable.map((r) => r.id!),
    severalPages ? (page.total ?? 0) : choosable.length,
    [...failed, ...waiting],
  )
  const pick = (changes: ClassChoice) => {
    choose(searchOf({ ...choiceOf(search), ...changes }))
    setTurn(firstPage)
    ticks.reset()
  }
  const [gathering, setGathering] = useState(false)
  // Promote is disabled while a class over several pages is gathered: focus goes back to it.
  const promoteButton = useRef<HTMLButtonElement>(null)
  useFocusBack(promoteButton, gathering)
  const promote = async () => {
    // A class over several pages is promoted whole, in one request: every student of it (read
    // from the server, or offline the device) that is ticked; those named too, as one named may
    // have left the class since (promoted by another device).
    let ids = ticks.named ?? ticks.ticked
    if (severalPages && user) {
      setGathering(true)
      try {
        const port = ports.get('student')!
        const everyone = await everyId(appDb(), port, scopeOf(user), query, matches)
        ids = everyone.filter((id) => ticks.isTicked(id))
      } catch (failure) {
        const message = failure instanceof Error ? failure.message : String(failure)
        notifications.show({ color: 'red', message: t('upgrade.gatherFailed', { message }) })
        return
      } finally {
        setGathering(false)
      }
    }
    const label = t('upgrade.label', { n: ids.length })
    // The term promoted from: sent twice (a second click offline, another device), the class moves
    // once; the second is refused as `otherTerm` and shown on /sync.
    const body = { ids, graduateFinal, fromTerm: Number(term) }
    // Promotions and their undos go in the order made (`recent-promotions.tsx`).
    await queueBulk('student', 'promote', body, label, orderKeys.promotions)
    ticks.reset()
    if (connectivity.get().online === false)
      notifications.show({ message: t('upgrade.queuedOffline', { label }) })
  }

  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('upgrade.title')}
      </Title>
      <Text c="dimmed">{t('upgrade.explain')}</Text>
      {writable && <RecentPromotions />}
      <ClassChooser value={chosen} onChange={pick} lists={lists} lookup={lookup} />
      {!ready ? (
        <Text>{t('upgrade.chooseProgram')}</Text>
      ) : (
        <>
          <TableScroller minWidth={600}>
            <Table striped aria-label={t('upgrade.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label={t('upgrade.chooseAll')}
                      checked={ticks.all}
                      indeterminate={!ticks.all && ticks.count > 0}
                      disabled={!writable || choosable.length === 0}
                      onChange={ticks.toggleAll}
                    />
                  </Table.Th>
                  <Table.Th>{t('student.name')}</Table.Th>
                  <Table.Th>{t('student.program')}</Table.Th>
                  <Table.Th>{t('student.section.enrolment')}</Table.Th>
                  <Table.Th>{t('student.rollNo')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-row-key={row.key}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`${t('upgrade.choose')} ${personName(row.data)}`}
                        checked={row.id !== null && !isLocalKey(row.key) && ticks.isTicked(row.id)}
                        disabled={!writable || row.id === null || waiting.includes(row.id)}
                        onChange={() => row.id !== null && ticks.toggle(row.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      {personName(row.data)}
                      <PendingMark row={marks.get(row.key)} />
                      {row.id !== null && waiting.includes(row.id) && (
                        <Badge ml="xs" color="blue" variant="light">
                          {t('upgrade.waiting')}
                        </Badge>
                      )}
                      {row.id !== null && failed.includes(row.id) && (
                        <Badge ml="xs" color="orange" variant="light">
                          {t('upgrade.notPassed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{programNameOf(row.data, lookup)}</Table.Td>
                    <Table.Td>{periodOf(row.data)}</Table.Td>
                    <Table.Td>{text(row.data.rollNo)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          {rows.length === 0 && page.source !== 'loading' && (
            // The class chosen (a program's term, active students) is the filter.
            <Text c="dimmed">{t('setup.noMatch')}</Text>
          )}
          <CursorPager
            total={page.total}
            prevCursor={page.prevCursor}
            nextCursor={page.nextCursor}
            onCursor={(next) => setTurn({ ...firstPage, ...next })}
            page={shownPage({ ...rest, page: numbered }, rows.length, PAGE)}
          />
          {writable && (
            <Group>
              <Checkbox
                label={t('upgrade.graduateFinal')}
                checked={graduateFinal}
                onChange={(event) => setGraduateFinal(event.currentTarget.checked)}
              />
              <Button
                ref={promoteButton}
                {...softDisabled(
                  ticks.count === 0 || ticks.count > MAX_PROMOTED,
                  () => void promote(),
                )}
                loading={gathering}
              >
                {t('upgrade.promote', { n: ticks.count })}
              </Button>
            </Group>
          )}
          {writable && graduateFinal && (
            <Text size="sm">
              {t('upgrade.graduateFinalThen')}{' '}
              <SpaLink href={graduations} go={go}>
                {t('upgrade.graduationList')}
              </SpaLink>
            </Text>
          )}
          {writable && failed.length > 0 && (
            <Text size="sm">{t('upgrade.failedUnticked', { n: failed.length })}</Text>
          )}
          {writable && severalPages && (
            <Text size="sm" c={ticks.count > MAX_PROMOTED ? 'red' : 'dimmed'}>
              {ticks.count > MAX_PROMOTED
                ? t('upgrade.tooMany', { n: MAX_PROMOTED })
                : t('upgrade.wholeClass', {
                    n: ticks.count,
                    total: String(page.total ?? 0),
                  })}
            </Text>
          )}
        </>
      )}
    </Stack>
  )
}

const NONE: number[] = []

/**
 * The class's students who did not pass the term (issue 12: they start unticked), as the server
 * last said, kept on the device for offline use; none while no class is chosen or never read.
 */
function useFailedOfTerm(chosen: ClassChoice | null, termKey: 'semester' | 'year') {
  const { user } = useSession()
  const query = chosen?.programId
    ? {
        programId: Number(chosen.programId),
        ...(chosen.batchId ? { batchId: Number(chosen.batchId) } : {}),
        [termKey]: Number(chosen.term),
      }
    : null
  const answer = useKeptRead(
    user && query ? `promote-failed:${scopeOf(user)}|${JSON.stringify(query)}` : null,
    async () => (await api.GET('/Student/Promote/Failed', { params: { query: query! } })).data,
  )
  return answer?.ids ?? NONE
}

const NO_IDS: readonly number[] = []

/**
 * The students of this device's promotions not sent yet: the device still lists them in the term
 * they leave, so they are marked and left out of the next promotion (which the server would refuse
 * as `otherTerm`, the class having moved once).
 */
function useWaitingPromotions(): readonly number[] {
  const ids = (useOutbox() ?? [])
    .filter(
      (row) => row.op === 'bulk' && row.payload.kind === 'promote' && row.status === 'pending',
    )
    .flatMap((row) => (row.payload.body as { ids?: number[] }).ids ?? [])
  return ids.length > 0 ? ids : NO_IDS
}
