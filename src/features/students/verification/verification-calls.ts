// The verification's calls to the server: the history and change requests read online, and the
// university's decisions, which are online actions (decision 0250): each answers at once whether it
// won, so a verifier never learns hours later that another verified or returned the record first.
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, type RefObject } from 'react'
import type { components } from '../../../../common/schema.gen'
import { problemText } from '../../../lib/i18n/problem-text'
import { api } from '../../../api/client'
import { t } from '../../../lib/i18n/verification'
import { useSession } from '../../../lib/session/session-store'
import { appDb } from '../../../offline/db'
import { storeRows } from '../../../offline/page-cache'
import { scopeOf } from '../../../offline/scope'
import { ports, syncStatus } from '../../../offline/sync-runtime'
import { useOutbox } from '../../../offline/use-cached-list'
import { waitingKinds } from './waiting-kinds'

export type ChangeRequest = components['schemas']['StudentChangeRequest']

const key = () => ({ 'Idempotency-Key': crypto.randomUUID() })

const historyKey = (id: number | null) => ['/Student/{id}/History', id] as const
const changeRequestsKey = (id: number | null) => ['/Student/{id}/ChangeRequest', id] as const

/** Reads a student's history and change requests again, after an action that changed them. */
const readAgain = (client: QueryClient, id: number | null) =>
  Promise.all([
    client.invalidateQueries({ queryKey: historyKey(id) }),
    client.invalidateQueries({ queryKey: changeRequestsKey(id) }),
  ])

/** A student's history, newest first (read from the server). */
export const useHistory = (id: number | null) =>
  useQuery({
    queryKey: historyKey(id),
    enabled: id !== null,
    queryFn: async () =>
      (await api.GET('/Student/{id}/History', { params: { path: { id: id! } } })).data!.items,
  })

/** A student's change requests, newest first. */
export const useChangeRequests = (id: number | null) =>
  useQuery({
    queryKey: changeRequestsKey(id),
    enabled: id !== null,
    queryFn: async () =>
      (await api.GET('/Student/{id}/ChangeRequest', { params: { path: { id: id! } } })).data!.items,
  })

/**
 * The kinds of the campus's own actions on a student queued and not yet answered (`submit`,
 * `requestChange`): the page does not offer one again while it waits (a second submit was sent
 * and refused). Once one is answered, the student's history and change requests are read again,
 * so a change request sent shows in the list without a reload.
 */
export function useQueuedActions(studentKey: string, studentId: number | null): Set<string> {
  const client = useQueryClient()
  const outbox = useOutbox()
  useEffect(
    () =>
      syncStatus.onOutcome(({ row }) => {
        if (row.entity !== 'student' || row.op !== 'bulk') return
        const { body } = row.payload as { body?: { ids?: unknown } }
        const named = Array.isArray(body?.ids) && body.ids.includes(studentId)
        if (row.orderKey !== studentKey && !named) return
        void readAgain(client, studentId)
      }),
    [client, studentKey, studentId],
  )
  return waitingKinds(outbox ?? []).get(studentKey) ?? new Set<string>()
}

/**
 * Runs one decision of the university and refreshes what it changed: the student on the device,
 * its history and change requests. A refusal (another verifier was first) is said in a toast.
 */
export function useDecision(studentId: number | null, focusAfter?: RefObject<HTMLElement | null>) {
  const client = useQueryClient()
  const { user } = useSession()
  return async (run: () => Promise<unknown>, done: string) => {
    if (studentId === null || !user) return false
    try {
      await run()
      // The buttons of a decision taken go with it (the state no longer offers them): focus, left
      // on one gone, would fall to the page's start; the toast says what happened.
      focusAfter?.current?.focus()
      notifications.show({ message: done, color: 'green' })
      return true
    } catch (error) {
      const detail = problemText(error, t('verification.online'))
      notifications.show({ message: t('verification.failed', { detail }), color: 'red' })
      return false
    } finally {
      const port = ports.get('student')
      const fresh = await api
        .GET('/Student/{id}', { params: { path: { id: studentId } } })
        .catch(() => undefined)
      if (port && fresh?.data) await storeRows(appDb(), port, scopeOf(user), [fresh.data])
      await readAgain(client, studentId)
    }
  }
}

export const decisions = {
  verify: (id: number) =>
    api.POST('/Student/{id}/Verify', { params: { path: { id }, header: key() } }),
  return: (id: number, reason: string) =>
    api.POST('/Student/{id}/Return', {
      params: { path: { id }, header: key() },
      body: { reason },
    }),
  transfer: (id: number, to: { campusId: number; programId?: number }) =>
    api.POST('/Student/{id}/Transfer', { params: { path: { id }, header: key() }, body: to }),
  approve: (id: number) =>
    api.POST('/StudentChangeRequest/{id}/Approve', { params: { path: { id }, header: key() } }),
  reject: (id: number, reason: string) =>
    api.POST('/StudentChangeRequest/{id}/Reject', {
      params: { path: { id }, header: key() },
      body: { reason },
    }),
}
