// Student Enrollment's actions on many (decisions 0421, 0424): a campus submits the drafts and
// returned records it ticks through the outbox (an outbox row a 500, offline too); the university
// verifies the submitted ones it ticks, or returns them with one reason, online, as it verifies or
// returns one (decision 0250).
import { List, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { canTake, type VerificationState } from '../../../../common/verification-rules'
import { mayWrite } from '../../../components/entity-view/entity-view'
import type { ManyAction, ManyActions } from '../../../components/register/many-action'
import type { components } from '../../../../common/schema.gen'
import { api } from '../../../api/client'
import { problemText } from '../../../lib/i18n/problem-text'
import { t } from '../../../lib/i18n/enrollment'
import { useSession } from '../../../lib/session/session-store'
import { connectivity } from '../../../offline/connectivity'
import type { CachedRecord } from '../../../offline/db'
import { queueBulk } from '../../../offline/edit-actions'
import { useOutbox } from '../../../offline/use-cached-list'
import { useOnline } from '../../../offline/use-online'
import { studentView } from '../student-view'
import { waitingKinds } from './waiting-kinds'
import { mayVerify } from './may-verify'

/** The server takes up to 500 ids a request (`StudentIds`). */
const CHUNK = 500

const chunks = (ids: number[]) =>
  Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) =>
    ids.slice(i * CHUNK, (i + 1) * CHUNK),
  )

const stateOf = (row: CachedRecord) => (row.data.verificationState ?? 'draft') as VerificationState

/** The campus's submit of many: what it takes, and one outbox row a chunk of 500. */
function useSubmitMany(): ManyActions {
  const outbox = useOutbox() ?? []
  const queued = waitingKinds(outbox)
  // A record's own edits, waiting to be sent or parked on /sync (a conflict to decide).
  const edits = outbox.filter((r) => r.entity === 'student' && r.op !== 'bulk')
  const unsent = new Set(edits.filter((r) => r.status === 'pending').map((r) => r.entityId))
  const parked = new Set(edits.filter((r) => r.status !== 'pending').map((r) => r.entityId))
  const submit: ManyAction = {
    label: (n) => t('enrollment.submitMany', { n }),
    question: (n) => t('enrollment.submitManyQuestion', { n }),
    run: async (chosen) => {
      const ids = [...chosen.keys()].map(Number)
      for (const part of chunks(ids)) {
        const names = Object.fromEntries(part.map((id) => [String(id), chosen.get(String(id))!]))
        const label = t('enrollment.submitMany', { n: part.length })
        await queueBulk('student', 'submitMany', { ids: part }, label, undefined, names)
        // Online, the outbox's answer says it ("…: done."); offline, that answer may be hours away.
        if (connectivity.get().online === false)
          notifications.show({ message: t('verification.queued', { label }) })
      }
      return true
    },
  }
  return {
    hint: t('enrollment.submitManyHint'),
    blocked: null,
    actions: [submit],
    takes: (row) => {
      if (!canTake('submit', stateOf(row))) return ''
      // A student not on the server yet has no id to submit; one whose edits wait is submitted
      // after them, from its own page (its submit then waits behind them).
      if (!/^\d+$/.test(row.key)) return t('enrollment.notSentShort')
      if (parked.has(row.key)) return t('enrollment.editParked')
      if (unsent.has(row.key)) return t('enrollment.editsWait')
      if (queued.get(row.key)?.has('submit')) return t('enrollment.submitWaitsShort')
      return true
    },
  }
}

type MoveManyResult = components['schemas']['StudentMoveManyResult']

/**
 * The university's move of many (verify, return), online: one request a chunk (`send`), then
 * how many moved and who did not, why. True once any moved: the choice is done with and the
 * list read again; else it stays asked.
 */
async function moveOnline(
  chosen: ReadonlyMap<string, string>,
  send: (ids: number[]) => Promise<MoveManyResult | undefined>,
  words: { moved: (n: number) => string; refused: (n: number) => string },
) {
  const refused: string[] = []
  let moved = 0
  let failure: unknown = null
  try {
    for (const ids of chunks([...chosen.keys()].map(Number))) {
      const data = (await send(ids))!
      moved += data.moved
      for (const r of data.results)
        if (r.outcome !== 'moved')
          refused.push(
            `${chosen.get(String(r.id))}: ${
              r.outcome === 'otherState'
                ? t('enrollment.notSubmittedNow', {
                    state: t(`verification.state.${r.state ?? 'draft'}`),
                  })
                : t('enrollment.notFoundNow')
            }`,
          )
    }
  } catch (error) {
    failure = error
  }
  // A chunk of 500 moved before another failed is done, and said with its refusals.
  if (failure === null || moved > 0)
    notifications.show({ message: words.moved(moved), color: 'green' })
  if (refused.length > 0)
    notifications.show({
      color: 'yellow',
      autoClose: false,
      title: words.refused(refused.length),
      message: (
        <List size="sm">
          {refused.map((line) => (
            <List.Item key={line}>
              <Text size="sm">{line}</Text>
            </List.Item>
          ))}
        </List>
      ),
    })
  if (failure !== null) {
    const detail = problemText(failure, t('verification.online'))
    notifications.show({ message: t('verification.failed', { detail }), color: 'red' })
  }
  return failure === null || moved > 0
}

const key = () => ({ header: { 'Idempotency-Key': crypto.randomUUID() } })

/** The university's review of many submitted records, online: verify them, or return them. */
function useReviewMany(): ManyActions {
  const online = useOnline() !== false
  const verify: ManyAction = {
    label: (n) => t('enrollment.verifyMany', { n }),
    question: (n) => t('enrollment.verifyManyQuestion', { n }),
    run: (chosen) =>
      moveOnline(
        chosen,
        async (ids) => (await api.POST('/Student/Verify', { params: key(), body: { ids } })).data,
        {
          moved: (n) => t('enrollment.verifiedMany', { n }),
          refused: (n) => t('enrollment.verifyManyRefused', { n }),
        },
      ),
  }
  const giveBack: ManyAction = {
    label: (n) => t('enrollment.returnMany', { n }),
    question: (n) => t('enrollment.returnManyQuestion', { n }),
    reason: t('verification.reason'),
    run: (chosen, reason) =>
      moveOnline(
        chosen,
        async (ids) =>
          (await api.POST('/Student/Return', { params: key(), body: { ids, reason: reason! } }))
            .data,
        {
          moved: (n) => t('enrollment.returnedMany', { n }),
          refused: (n) => t('enrollment.returnManyRefused', { n }),
        },
      ),
  }
  return {
    hint: t('enrollment.reviewManyHint'),
    blocked: online ? null : t('verification.online'),
    // Verify and return both start from submitted.
    takes: (row) => (canTake('verify', stateOf(row)) ? true : ''),
    actions: [verify, giveBack],
  }
}

/**
 * The actions Student Enrollment offers the signed-in person on many records: the university's
 * verifier verifies or returns, the campus submits, others (the commission, reading) none.
 */
export function useEnrollmentActions(): ManyActions | undefined {
  const { user } = useSession()
  const verifier = mayVerify(user)
  const campus = mayWrite(studentView, user, 'update')
  const submit = useSubmitMany()
  const review = useReviewMany()
  return verifier ? review : campus ? submit : undefined
}
