import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'

export type CollegeProgram = components['schemas']['CollegeProgram']

export const collegeProgramEntity = defineEntity<
  CollegeProgram,
  components['schemas']['CollegeProgramCreate'],
  components['schemas']['CollegeProgramPatch']
>({
  name: 'collegeProgram',
  label: 'College program',
  updateMethod: 'PATCH',
  updatable: ['intakeCapacity', 'status'],
  list: (c, headers) => c.GET('/ProgramMgmt/GetCollegePrograms', { headers }),
  create: (c, body, header) => c.POST('/ProgramMgmt/CollegeProgram', { body, params: { header } }),
  bulk: { upsert: setupBulk('/ProgramMgmt/CollegeProgram/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/ProgramMgmt/CollegeProgram/{id}', { body, params: { path: { id }, header } }),
})
