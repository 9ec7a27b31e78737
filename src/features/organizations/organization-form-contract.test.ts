// The university and campus forms cannot drift from the contract: the body each sends (`FormBody`,
// what `bodyOf` builds from the view's fields) must fit the request bodies of the generated schema.
import { describe, expectTypeOf, it } from 'vitest'
import type { components } from '../../../common/schema.gen'
import type { FieldDef, FormBody } from '../../components/entity-view/entity-view'
import { campusView } from './campus-view'
import { universityView } from './university-view'

type Schemas = components['schemas']
type Form = { fields: readonly FieldDef[] }
/** A create: the form's body plus `status: true` (entity-list-page). */
type Created<V extends Form> = FormBody<V['fields']> & { status: boolean }
type Patched<V extends Form> = Partial<FormBody<V['fields']>> & { status?: boolean }

describe('the organization forms fit their request bodies in the contract', () => {
  it('creates', () => {
    expectTypeOf<Created<typeof universityView>>().toExtend<Schemas['UniversityCreate']>()
    expectTypeOf<Created<typeof campusView>>().toExtend<Schemas['CampusCreate']>()
  })

  it('partial updates (PATCH)', () => {
    expectTypeOf<Patched<typeof universityView>>().toExtend<Schemas['UniversityPatch']>()
    expectTypeOf<Patched<typeof campusView>>().toExtend<Schemas['CampusPatch']>()
  })

  it('send the address as the contract names it (no prefix: `localLevelId`, `ward`)', () => {
    expectTypeOf<Created<typeof campusView>>().toHaveProperty('localLevelId')
    expectTypeOf<Created<typeof universityView>>().toHaveProperty('ward')
  })
})
