import type { components } from '../../../common/schema.gen'
import { defineEntity } from './define-entity'

export type Exam = components['schemas']['Exam']

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
  create: (c, body, header) => c.POST('/Exam', { body, params: { header } }),
  update: (c, id, body, header) => c.PUT('/Exam/{id}', { body, params: { path: { id }, header } }),
})
