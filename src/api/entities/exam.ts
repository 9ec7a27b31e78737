import type { components } from '../../../common/schema.gen'
import { defineEntity, everyRowSaved } from './define-entity'

export type Exam = components['schemas']['Exam']
export type MarkCorrectionCreate = components['schemas']['MarkCorrectionCreate']
export type ExamAppearanceSave = components['schemas']['ExamAppearanceSave']

export const examEntity = defineEntity<
  Exam,
  components['schemas']['ExamCreate'],
  components['schemas']['ExamUpdate']
>({
  name: 'exam',
  label: 'Exam',
  updateMethod: 'PUT',
  updatable: [
    'campusId',
    'programId',
    'batchId',
    'semester',
    'year',
    'examTypeId',
    'fiscalYearId',
    'startDate',
    'endDate',
    'routine',
    'status',
  ],
  list: (c, headers) => c.GET('/Exam', { headers }),
  bulk: {
    /**
     * One paper's marks for many students (the marks grid, decision 0222). A row is applied when
     * saved or unchanged; its id is a mark's, not an exam's, so no cached exam takes it.
     */
    marks: async (c, body, header) => {
      const { examId, ...sent } = body as { examId: number } & components['schemas']['MarksSave']
      const { data, response } = await c.POST('/Exam/{id}/Marks', {
        body: sent,
        params: { path: { id: examId }, header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return {
        results: data.results.map((r) => ({
          key: r.key,
          ok: r.outcome === 'saved' || r.outcome === 'unchanged',
          outcome: r.outcome,
          id: null,
          ...(r.message ? { message: r.message } : {}),
        })),
      }
    },
    /**
     * Corrects one mark of a published result, with its reason (decision 0222). Its id is the
     * correction's, not an exam's, so no cached exam takes it.
     */
    correction: async (c, body, header) => {
      const { examId, ...sent } = body as { examId: number } & MarkCorrectionCreate
      const { data, response } = await c.POST('/Exam/{id}/MarkCorrection', {
        body: sent,
        params: { path: { id: examId }, header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return {
        results: [
          { key: `${sent.subjectId}:${sent.studentId}`, ok: true, outcome: 'corrected', id: null },
        ],
      }
    },
    /**
     * The exam's appearance list with its symbol numbers (decision 0224), all or nothing: every row
     * is applied, or the server refuses the whole sheet (then parked on /sync).
     */
    appearance: async (c, body, header) => {
      const { examId, ...sent } = body as { examId: number } & ExamAppearanceSave
      const { data, response } = await c.PUT('/Exam/{id}/Appearance', {
        body: sent,
        params: { path: { id: examId }, header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return everyRowSaved(sent.rows.map((r) => r.studentId))
    },
    /** Publishes the exam's result: the answer is the exam, now published, with its version. */
    publish: async (c, body, header) => {
      const { examId } = body as { examId: number }
      const { data, response } = await c.POST('/Exam/{id}/Publish', {
        params: { path: { id: examId }, header },
      })
      if (!data) throw new Error(`Empty answer (${response.status})`)
      return {
        results: [
          {
            key: String(examId),
            ok: true,
            outcome: 'published',
            id: data.id,
            version: data.version,
            changes: { publishedAt: data.publishedAt, version: data.version },
          },
        ],
      }
    },
  },
  create: (c, body, header) => c.POST('/Exam', { body, params: { header } }),
  update: (c, id, body, header) => c.PUT('/Exam/{id}', { body, params: { path: { id }, header } }),
})
