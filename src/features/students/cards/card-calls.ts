// The identity cards' calls (decision 0253). Cards are issued online only: a card's code, which its
// QR code carries, is the server's, so a card made offline could not be checked. The cards read are
// kept on the device, so a campus prints the cards it has issued while offline too.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import type { components } from '../../../../common/schema.gen'
import { problemText } from '../../../lib/i18n/problem-text'
import { api } from '../../../api/client'
import { appDb } from '../../../offline/db'
import { useScope } from '../../../offline/use-scope'

export type Card = components['schemas']['StudentCard']

type Filters = { programId?: string; batchId?: string; studentId?: string }
const numberOf = (v: string | undefined) => (v ? Number(v) : undefined)

const keptKey = (scope: string, query: object) => `cards:${scope}|${JSON.stringify(query)}`

/**
 * The current cards of a class or a student, by student id, and when they were read: online from
 * the server (and kept on the device), offline the copy kept; undefined while read or never read.
 */
export function useCards(filters: Filters, enabled: boolean, online: boolean) {
  const scope = useScope() ?? ''
  const query = {
    programId: numberOf(filters.programId),
    batchId: numberOf(filters.batchId),
    studentId: numberOf(filters.studentId),
  }
  const key = keptKey(scope, query)
  const { data } = useQuery({
    queryKey: ['/StudentCard', query],
    queryFn: async () => {
      const items = (await api.GET('/StudentCard', { params: { query } })).data?.items ?? []
      const kept = { items, readAt: new Date().toISOString() }
      await appDb().meta.put({ key, value: kept })
      return kept
    },
    enabled: enabled && online && !!scope,
  })
  const kept = useLiveQuery(
    async () => (enabled && scope ? (await appDb().meta.get(key))?.value : undefined),
    [enabled, key],
  ) as { items: Card[]; readAt: string } | undefined
  const read = (online ? data : undefined) ?? kept
  return (
    read && {
      byStudent: new Map(read.items.map((card) => [card.studentId, card])),
      readAt: read.readAt,
    }
  )
}

/** Issues cards (or replaces them) and reads the cards again; the reason when refused. */
export function useIssueCards() {
  const client = useQueryClient()
  return async (studentIds: number[], validUntil: string, replace = false) => {
    try {
      const { data } = await api.POST('/StudentCard', {
        body: { studentIds, validUntil, replace },
        params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      })
      return { cards: data?.items ?? [] }
    } catch (error) {
      return {
        refused: problemText(error, String(error)),
      }
    } finally {
      await client.invalidateQueries({ queryKey: ['/StudentCard'] })
    }
  }
}
