import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'
import { imageFile } from './document-files'

export type University = components['schemas']['University']

export const universityEntity = defineEntity<
  University,
  components['schemas']['UniversityCreate'],
  components['schemas']['UniversityPatch']
>({
  name: 'university',
  label: 'University',
  updateMethod: 'PATCH',
  updatable: [
    'name',
    'nameNe',
    'shortName',
    'code',
    'universityType',
    'establishedYearBs',
    'provinceId',
    'districtId',
    'localLevelId',
    'ward',
    'phone',
    'email',
    'website',
    'status',
  ],
  files: { logo: imageFile<University>('/University/{id}/Logo') },
  list: (c, headers) => c.GET('/University/GetAllUniversities', { headers }),
  create: (c, body, header) => c.POST('/University', { body, params: { header } }),
  bulk: { upsert: setupBulk('/University/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/University/{id}', { body, params: { path: { id }, header } }),
})
