// The student register's form and the contract cannot drift apart: what `bodyOf` builds from the
// view's fields must fit `StudentCreate` and `StudentPatch` (checked by `npm run lint`).
import { describe, expectTypeOf, it } from 'vitest'
import type { components } from '../../../common/schema.gen'
import type { FormBody } from '../../components/entity-view/entity-view'
import { studentView } from './student-view'

type Schemas = components['schemas']
type Body = FormBody<typeof studentView.fields>

describe('the student form fits its request bodies in the contract', () => {
  it('creates and edits', () => {
    expectTypeOf<Body>().toExtend<Schemas['StudentCreate']>()
    expectTypeOf<Partial<Body>>().toExtend<Schemas['StudentPatch']>()
  })
})
