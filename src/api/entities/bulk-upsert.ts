import type { components, paths } from '../../../common/schema.gen'
import type { Json } from '../../offline/db'
import type { ApiClient } from '../client'
import type { WriteHeaders } from './define-entity'

// A register's bulk write (an import's chunk, decision 0202) as the outbox reads its answer: a row is
// applied when created, updated or unchanged; an update's fields and version go into the cached
// record; a duplicate keeps the field that clashed and the record that has it. Students, employees
// and the setup lists answer alike (the contract's `BulkOutcome`).
type Sent = { rows: { fields: object }[] }
type Answer = {
  results: {
    key: string
    outcome: string
    id?: number | null
    existingId?: number | null
    field?: string
    version?: number | null
  }[]
}

const applied = ['created', 'updated', 'unchanged']

export function upsertResults(sent: Sent, data: Answer) {
  return {
    results: data.results.map((r, i) => ({
      key: r.key,
      ok: applied.includes(r.outcome),
      outcome: r.outcome,
      id: r.id ?? r.existingId ?? null,
      version: r.version ?? null,
      ...(r.outcome === 'updated'
        ? { changes: { ...sent.rows[i]?.fields, version: r.version } }
        : {}),
      // A duplicate names its field, and the record that has the value where the caller may read
      // it (decision 0409): /sync says "Roll No. 12 is already used by …".
      ...(r.outcome === 'duplicate'
        ? { existingId: r.existingId ?? null, ...(r.field ? { field: r.field } : {}) }
        : {}),
    })),
  }
}

/** The paths of the setup lists' bulk writes (decision 0333), one per importable list. */
type SetupBulkPath = Exclude<
  Extract<keyof paths, `${string}/Bulk`>,
  '/Student/Bulk' | '/Employee/Bulk'
>
type SetupBulkResult = components['schemas']['SetupBulkResult']

/**
 * A setup list's import chunk: `bulk: { upsert: setupBulk('/Faculty/Bulk') }` in its entity. The
 * body is the chunk the import page built from the list's own form fields.
 */
export const setupBulk =
  (path: SetupBulkPath) => async (client: ApiClient, body: Json, header: WriteHeaders) => {
    const sent = body as Sent
    // One call shape serves every list: each path's body is that list's fields, built by its form.
    const post = client.POST as unknown as (
      path: string,
      init: { body: unknown; params: { header: WriteHeaders } },
    ) => Promise<{ data?: SetupBulkResult; response: Response }>
    const { data, response } = await post(path, { body: sent, params: { header } })
    if (!data) throw new Error(`Empty answer (${response.status})`)
    return upsertResults(sent, data)
  }
