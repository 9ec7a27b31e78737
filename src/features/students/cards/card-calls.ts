// The identity cards' calls (decision 0253). Cards are read and issued online only: a card's code,
// which its QR code carries, is the server's, so a card made offline could not be checked.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../../common/schema.gen'
import { ApiError } from '../../../api/api-error'
import { api } from '../../../api/client'

export type Card = components['schemas']['StudentCard']

type Filters = { programId?: string; batchId?: string; studentId?: string }
const numberOf = (v: string | undefined) => (v ? Number(v) : undefined)

/** The current cards of a class or a student, by student id; undefined while read or offline. */
export function useCards(filters: Filters, enabled: boolean) {
  const query = {
    programId: numberOf(filters.programId),
    batchId: numberOf(filters.batchId),
    studentId: numberOf(filters.studentId),
  }
  const { data } = useQuery({
    queryKey: ['/StudentCard', query],
    queryFn: async () => (await api.GET('/StudentCard', { params: { query } })).data?.items ?? [],
    enabled,
  })
  return data && new Map(data.map((card) => [card.studentId, card]))
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
        refused: error instanceof ApiError ? (error.detail ?? error.title) : String(error),
      }
    } finally {
      await client.invalidateQueries({ queryKey: ['/StudentCard'] })
    }
  }
}
