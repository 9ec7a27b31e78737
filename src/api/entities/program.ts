import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type Program = components['schemas']['Program']

export const programEntity = defineEntity<
  Program,
  components['schemas']['ProgramCreate'],
  components['schemas']['ProgramPatch']
>({
  name: 'program',
  label: 'Program',
  updateMethod: 'PATCH',
  updatable: [
    'facultyId',
    'levelId',
    'programName',
    'programType',
    'shortName',
    'code',
    'durationYears',
    'status',
  ],
  list: (c, headers) => c.GET('/ProgramMgmt/GetAllPrograms', { headers }),
  create: (c, body, header) => c.POST('/ProgramMgmt', { body, params: { header } }),
  bulk: { upsert: setupBulk('/ProgramMgmt/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/ProgramMgmt/{id}', { body, params: { path: { id }, header } }),
})
