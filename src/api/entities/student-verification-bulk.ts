import type { components } from '../../../common/schema.gen'
import type { ApiClient } from '../client'
import type { BulkAnswer, Json } from '../../offline/db'

type WriteHeaders = { 'Idempotency-Key': string; 'If-Match'?: string }
type Student = components['schemas']['Student']
type MoveOutcome = components['schemas']['StudentMoveManyResult']['results'][number]['outcome']

const submitOutcome: Record<MoveOutcome, string> = {
  moved: 'submitted',
  otherState: 'notSubmittable',
  notFound: 'notFound',
}

/**
 * What a campus does about verification offline (decision 0250), as the student entity's bulk
 * operations so they wait in the outbox like its edits: submitting a student or many (the new state
 * goes into the cached record) and proposing a change to a verified one (nothing of the record changes
 * until the university approves).
 */
export const verificationBulk = {
  submit: async (c: ApiClient, body: Json, header: WriteHeaders): Promise<BulkAnswer> => {
    const id = Number(body.id)
    const { data } = await c.POST('/Student/{id}/Submit', {
      params: { path: { id }, header },
    })
    const student = data as Student
    return {
      results: [
        {
          key: String(id),
          ok: true,
          outcome: 'submitted',
          id,
          version: student.version,
          changes: {
            verificationState: student.verificationState,
            verificationNote: null,
            version: student.version,
          },
        },
      ],
    }
  },
  /**
   * Submits many students in one request (decision 0421): each answered on its own, so one already
   * submitted or verified elsewhere parks on /sync by name while the others take their new state.
   */
  submitMany: async (c: ApiClient, body: Json, header: WriteHeaders): Promise<BulkAnswer> => {
    const { data, response } = await c.POST('/Student/Submit', {
      params: { header },
      body: { ids: body.ids as number[] },
    })
    if (!data) throw new Error(`Empty answer (${response.status})`)
    return {
      results: data.results.map((r) => ({
        key: String(r.id),
        ok: r.outcome === 'moved',
        // In /sync's words for a submit (`bulk.outcome.*`): in another state is already with the
        // university.
        outcome: submitOutcome[r.outcome],
        id: r.id,
        version: r.version,
        ...(r.outcome === 'moved' && {
          changes: { verificationState: 'submitted', verificationNote: null, version: r.version },
        }),
      })),
    }
  },
  requestChange: async (c: ApiClient, body: Json, header: WriteHeaders): Promise<BulkAnswer> => {
    const id = Number(body.id)
    await c.POST('/Student/{id}/ChangeRequest', {
      params: { path: { id }, header },
      body: {
        fields: body.fields as components['schemas']['StudentPatch'],
        reason: String(body.reason),
      },
    })
    return { results: [{ key: String(id), ok: true, outcome: 'requested', id }] }
  },
}
