import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Subject = components['schemas']['Subject']

// The whole list is cached (the contract allows pageSize up to 10,000 "to serve the offline cache");
// screens filter and page it locally, so they work offline and stay fast.
const CACHE_PAGE_SIZE = 10_000

export const subjectEntity = defineEntity<
  Subject,
  components['schemas']['SubjectCreate'],
  components['schemas']['SubjectPatch']
>({
  name: 'subject',
  label: 'Subject',
  updateMethod: 'PATCH',
  updatable: [
    'subjectName',
    'subjectType',
    'shortName',
    'code',
    'semester',
    'year',
    'alias',
    'remarks',
    'isRegular',
    'status',
  ],
  list: async (c, headers) => {
    const answer = await c.GET('/Subject/GetAllSubjects', {
      params: { query: { pageSize: CACHE_PAGE_SIZE } },
      headers,
    })
    return { data: answer.data?.items, response: answer.response }
  },
  create: (c, body, header) => c.POST('/Subject', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Subject/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Subject/{id}', { body, params: { path: { id }, header } }),
})
