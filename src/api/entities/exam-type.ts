import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type ExamType = components['schemas']['ExamType']

export const examTypeEntity = defineEntity<
  ExamType,
  components['schemas']['ExamTypeCreate'],
  components['schemas']['ExamTypeUpdate']
>({
  name: 'examType',
  label: 'Exam type',
  updateMethod: 'PUT',
  updatable: [
    'campusId',
    'examTypeName',
    'examTypeNameNe',
    'kind',
    'code',
    'description',
    'status',
  ],
  list: (c, headers) => c.GET('/ExamType', { headers }),
  create: (c, body, header) => c.POST('/ExamType', { body, params: { header } }),
  bulk: { upsert: setupBulk('/ExamType/Bulk') },
  update: (c, id, body, header) =>
    c.PUT('/ExamType/{id}', { body, params: { path: { id }, header } }),
})
