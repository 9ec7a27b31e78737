import type { components } from '../../../common/schema.gen'
import { setupBulk } from './bulk-upsert'
import { defineEntity } from './define-entity'
import { imageFile } from './document-files'

export type Campus = components['schemas']['Campus']

export const campusEntity = defineEntity<
  Campus,
  components['schemas']['CampusCreate'],
  components['schemas']['CampusPatch']
>({
  name: 'campus',
  label: 'Campus',
  updateMethod: 'PATCH',
  updatable: [
    'universityId',
    'campusName',
    'nameNe',
    'campusType',
    'code',
    'examCode',
    'establishedYearBs',
    'provinceId',
    'districtId',
    'localLevelId',
    'ward',
    'phone',
    'email',
    'website',
    'latitude',
    'longitude',
    'status',
  ],
  files: { logo: imageFile<Campus>('/Campus/{id}/Logo') },
  list: (c, headers) => c.GET('/Campus/GetAllCampuses', { headers }),
  create: (c, body, header) => c.POST('/Campus', { body, params: { header } }),
  bulk: { upsert: setupBulk('/Campus/Bulk') },
  update: (c, id, body, header) =>
    c.PATCH('/Campus/{id}', { body, params: { path: { id }, header } }),
})
