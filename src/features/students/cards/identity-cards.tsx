// Spec §2 identity cards (decision 0253): identity-card-home (choose a class), student-list-for-id
// (the class's students and their cards, issued from here), all-student-cards (the class's cards
// on sheets to print) and student-card/{studentId} (one card, replaced when lost). The class is in
// the URL; its students come from the device's register, their cards from the server.
import { mayWrite } from '../../../components/entity-view/entity-view'
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { Link } from '@tanstack/react-router'
import { useRef, useState, type ReactNode } from 'react'
import { validUntilIssue } from '../../../../common/card-rules'
import { BsDateInput } from '../../../components/entity-form/bs-date-input'
import { useOptionLists } from '../../../components/entity-list-page/use-view-data'
import { text } from '../../../components/entity-view/list-rules'
import { personName } from '../../../components/entity-view/person-fields'
import { useRecord } from '../../../components/register/use-record'
import { formatDate, formatDateTime } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/cards'
import { useSession } from '../../../lib/session/session-store'
import { useOnline } from '../../../offline/use-online'
import type { Json } from '../../../offline/db'
import { ClassChooser, classKnown, classQuery } from '../class-chooser'
import { studentPaths } from '../student-paths'
import { studentView } from '../student-view'
import { useTicks } from '../use-ticks'
import { useRegisterRows } from '../../../components/register/use-register-rows'
import { useOutboxMarks } from '../../../offline/use-cached-list'
import { CardPaper } from './card-paper'
import { choiceOf, searchOf, type CardSearch } from './card-search'
import { useCards, useIssueCards } from './card-calls'
import { TableScroller } from '../../../components/table/table-scroller'
import { useFocusBack } from '../../../components/use-focus-back'

type ClassScreen = { search: CardSearch; choose: (search: CardSearch) => void }

/** A link to another card screen of the same class (the search typed by the route it opens). */
function ClassLink({
  to,
  search,
  children,
}: {
  to: typeof paths.list | typeof paths.all
  search: CardSearch
  children: ReactNode
}) {
  return (
    <Anchor renderRoot={(props) => <Link {...props} to={to} search={search} />}>{children}</Anchor>
  )
}

const paths = {
  list: '/student-management/student-list-for-id',
  all: '/student-management/all-student-cards',
  card: (id: number) => studentPaths.card(String(id)),
} as const

// Unknown (null) counts as online: the calls then say themselves whether they got through.
const useLikelyOnline = () => useOnline() !== false
function useWritable() {
  const { user } = useSession()
  return mayWrite(studentView, user, 'create')
}

/**
 * Whether a student's card is held back from print: an edit of theirs waits to be sent, or was
 * refused and waits on the Sync screen. The device's copy then shows values the server may never
 * hold (a roll number another student has), which a printed card would carry away.
 */
function useHeldBack() {
  const marks = useOutboxMarks('student')
  return (id: unknown) => {
    const row = marks.get(text(id))
    return !!row && row.op !== 'bulk'
  }
}

/** The chosen class's students (from the device) and their cards (from the server). */
function useClass(search: CardSearch) {
  const { lists, lookup } = useOptionLists(studentView)
  const choice = choiceOf(search)
  const online = useLikelyOnline()
  const chosen = !!search.programId
  const students = useRegisterRows(
    'student',
    classQuery(choice, lookup),
    chosen && classKnown(choice, lookup),
  )
    .rows.filter((row) => typeof row.id === 'number' || /^\d+$/.test(text(row.id)))
    .sort((a, b) => text(a.rollNo).localeCompare(text(b.rollNo), undefined, { numeric: true }))
  const kept = useCards(choice, chosen, online)
  const heldBack = useHeldBack()
  return {
    heldBack,
    lists,
    lookup,
    choice,
    online,
    chosen,
    students,
    cards: kept?.byStudent,
    readAt: kept?.readAt,
  }
}

/** A screen's title, the class chooser (a new program starts the class afresh) and what follows. */
function ClassFrame({
  title,
  explain,
  choose,
  klass,
  children,
}: {
  title: string
  explain?: string
  choose: ClassScreen['choose']
  klass: ReturnType<typeof useClass>
  children: ReactNode
}) {
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2" data-print="hide">
        {title}
      </Title>
      {explain && <Text c="dimmed">{explain}</Text>}
      <div data-print="hide">
        <ClassChooser
          value={klass.choice}
          onChange={(changes) =>
            choose(searchOf('programId' in changes ? changes : { ...klass.choice, ...changes }))
          }
          lists={klass.lists}
          lookup={klass.lookup}
        />
      </div>
      {!klass.chosen ? (
        <Text>{t('cards.chooseProgram')}</Text>
      ) : (
        <>
          {!klass.online && <OfflineNote readAt={klass.readAt} />}
          {(klass.online || klass.cards) && children}
        </>
      )}
    </Stack>
  )
}

/** Offline, the cards shown are those the device read last, if it read them; none are issued. */
function OfflineNote({ readAt }: { readAt?: string }) {
  return (
    <Alert color="yellow" data-print="hide">
      {readAt ? t('cards.offlineKept', { time: formatDateTime(readAt) }) : t('cards.offline')}
    </Alert>
  )
}

export function IdentityCardHome(screen: ClassScreen) {
  const klass = useClass(screen.search)
  return (
    <ClassFrame
      title={t('cards.title')}
      explain={t('cards.explain')}
      choose={screen.choose}
      klass={klass}
    >
      <Group>
        <ClassLink to={paths.list} search={screen.search}>
          {t('cards.students')}
        </ClassLink>
        <ClassLink to={paths.all} search={screen.search}>
          {t('cards.printAll')}
        </ClassLink>
      </Group>
    </ClassFrame>
  )
}

/** The date the cards are valid until, and the button that issues them. */
function IssueBar({
  label,
  count,
  start = '',
  issue,
}: {
  label: string
  count: number
  start?: string
  issue: (validUntil: string) => Promise<void>
}) {
  const [validUntil, setValidUntil] = useState(start)
  // A card issued or replaced brings another date to start from: taken when it comes, in place.
  // (The bar was once drawn anew for it, and focus fell from its button to the page's start.)
  const [startWas, setStartWas] = useState(start)
  if (start !== startWas) {
    setStartWas(start)
    setValidUntil(start)
  }
  const [busy, setBusy] = useState(false)
  // Busy disables the button: focus, which fell to the page's start, goes back to it.
  const button = useRef<HTMLButtonElement>(null)
  useFocusBack(button, busy)
  const finger = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false })
  // The server's rule, said before it is asked: a card is valid from today on.
  const past = validUntil !== '' && validUntilIssue(validUntil) === 'past'
  return (
    <Group align="flex-end" data-print="hide">
      <BsDateInput
        label={t('cards.validUntil')}
        description={t('cards.pickDate')}
        value={validUntil}
        onChange={setValidUntil}
        error={past ? t('cards.validUntilPast') : undefined}
      />
      <Button
        ref={button}
        disabled={count === 0 || !validUntil || past}
        loading={busy}
        // A long label ("Replace the card (lost or damaged)") wraps on a phone instead of being cut.
        // Its least height is a style of its own, which outranks global.css's 44 px for a finger.
        h="auto"
        mih={finger ? 44 : 36}
        py={6}
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.3 } }}
        onClick={() => {
          setBusy(true)
          void issue(validUntil).finally(() => setBusy(false))
        }}
      >
        {label}
      </Button>
    </Group>
  )
}

/** Issues the cards and says how it went. */
function useIssue() {
  const issueCards = useIssueCards()
  return async (ids: number[], validUntil: string, replace = false) => {
    const answer = await issueCards(ids, validUntil, replace)
    if (answer.refused)
      notifications.show({ color: 'red', message: t('cards.failed', { reason: answer.refused }) })
    else
      notifications.show({
        message: replace
          ? t('cards.replaced')
          : t('cards.issued', { n: answer.cards?.length ?? 0 }),
      })
  }
}

export function StudentListForId(screen: ClassScreen) {
  const klass = useClass(screen.search)
  const writable = useWritable()
  const issue = useIssue()
  // Everyone listed is chosen unless unticked; those with a card keep it when issued again.
  const ticks = useTicks(klass.students.map((s) => Number(s.id)))
  const selected = ticks.ticked
  return (
    <ClassFrame title={t('cards.listTitle')} choose={screen.choose} klass={klass}>
      <ClassLink to={paths.all} search={screen.search}>
        {t('cards.printAll')}
      </ClassLink>
      <TableScroller minWidth={560}>
        <Table striped aria-label={t('cards.listTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Checkbox
                  aria-label={t('cards.chooseAll')}
                  checked={ticks.all}
                  indeterminate={!ticks.all && ticks.ticked.length > 0}
                  disabled={!writable || klass.students.length === 0}
                  onChange={ticks.toggleAll}
                />
              </Table.Th>
              <Table.Th>{t('student.rollNo')}</Table.Th>
              <Table.Th>{t('student.name')}</Table.Th>
              <Table.Th>{t('cards.card')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {klass.students.map((student) => {
              const id = Number(student.id)
              const card = klass.cards?.get(id)
              const name = personName(student)
              return (
                <Table.Tr key={id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('cards.chooseOf', { name })}
                      checked={ticks.isTicked(id)}
                      disabled={!writable}
                      onChange={() => ticks.toggle(id)}
                    />
                  </Table.Td>
                  <Table.Td>{text(student.rollNo)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.card(id)}>
                      {name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {klass.cards === undefined
                      ? ''
                      : card
                        ? t('cards.validUntilOf', { date: formatDate(card.validUntil) })
                        : t('cards.noCard')}
                    {klass.heldBack(id) && (
                      <Text size="sm" c="orange.9">
                        {t('cards.heldBack')}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {/* Shown once a class is chosen: none of the register's students are in it. */}
      {klass.students.length === 0 && <Text c="dimmed">{t('setup.noMatch')}</Text>}
      {writable && klass.online && (
        <Stack gap={4}>
          <IssueBar
            label={t('cards.issue', { n: selected.length })}
            count={selected.length}
            issue={(validUntil) => issue(selected, validUntil)}
          />
          <Text size="sm" c="dimmed">
            {t('cards.issueHint')}
          </Text>
        </Stack>
      )}
    </ClassFrame>
  )
}

export function AllStudentCards(screen: ClassScreen) {
  const klass = useClass(screen.search)
  const withCard = klass.students.flatMap((student) => {
    const card = klass.cards?.get(Number(student.id))
    return card ? [{ student, card }] : []
  })
  const carded = withCard.filter(({ student }) => !klass.heldBack(student.id))
  const held = withCard.length - carded.length
  return (
    <ClassFrame title={t('cards.allTitle')} choose={screen.choose} klass={klass}>
      <Group data-print="hide">
        <ClassLink to={paths.list} search={screen.search}>
          {t('cards.students')}
        </ClassLink>
        <Button onClick={() => window.print()} disabled={carded.length === 0}>
          {t('cards.print')}
        </Button>
      </Group>
      {held > 0 && (
        <Alert color="yellow" data-print="hide">
          {t('cards.heldBackCount', { n: held })}
        </Alert>
      )}
      {klass.cards && withCard.length === 0 && <Text>{t('cards.none')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" w="fit-content">
        {carded.map(({ student, card }) => (
          <CardPaper key={card.id} student={student} card={card} lookup={klass.lookup} />
        ))}
      </SimpleGrid>
    </ClassFrame>
  )
}

export function StudentCardPage({ studentKey }: { studentKey: string }) {
  const { lookup } = useOptionLists(studentView)
  const { record, checked } = useRecord('student', studentKey)
  const online = useLikelyOnline()
  const writable = useWritable()
  const issue = useIssue()
  const kept = useCards({ studentId: studentKey }, /^\d+$/.test(studentKey), online)
  const held = useHeldBack()(studentKey)
  const cards = kept?.byStudent
  const student: Json | undefined = record?.data
  const card = cards?.get(Number(studentKey))
  const back =
    student && searchOf({ programId: text(student.programId), batchId: text(student.batchId) })
  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" data-print="hide">
        <Title order={1} size="h2">
          {t('cards.cardTitle')}
          {student && (
            <>
              : <span translate="no">{personName(student)}</span>
            </>
          )}
        </Title>
        {back && (
          <ClassLink to={paths.list} search={back}>
            {t('cards.back')}
          </ClassLink>
        )}
      </Group>
      {record === null && checked && <Alert color="yellow">{t('cards.noStudent')}</Alert>}
      {!online && <OfflineNote readAt={kept?.readAt} />}
      {student && card && held && <Alert color="yellow">{t('cards.heldBack')}</Alert>}
      {student && card && !held && (
        <>
          <CardPaper student={student} card={card} lookup={lookup} />
          <Group data-print="hide">
            <Button onClick={() => window.print()}>{t('cards.print')}</Button>
          </Group>
        </>
      )}
      {student && cards && !card && <Text>{t('cards.noCard')}</Text>}
      {student && online && cards && writable && (
        <IssueBar
          label={card ? t('cards.replace') : t('cards.issueOne')}
          count={1}
          start={card?.validUntil}
          issue={(validUntil) => issue([Number(studentKey)], validUntil, !!card)}
        />
      )}
    </Stack>
  )
}
