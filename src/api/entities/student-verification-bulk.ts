import type { components } from '../../../common/schema.gen'
import type { ApiClient } from '../client'
import type { BulkAnswer, Json } from '../../offline/db'

type WriteHeaders = { 'Idempotency-Key': string; 'If-Match'?: string }
type Student = components['schemas']['Student']

/**
 * What a campus does about verification offline (decision 0250), as the student entity's bulk
 * operations so they wait in the outbox like its edits: submitting a student (its new state goes
 * into the cached record) and proposing a change to a verified one (nothing of the record changes
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
