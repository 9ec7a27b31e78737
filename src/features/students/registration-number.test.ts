// The student form says a registration number is not in its university's form (decision 0357), as
// the server would, offline too: from the cached program and university; a number the record kept
// from before the university set its form is left alone.
import { describe, expect, it } from 'vitest'
import type { Lookup } from '../../components/entity-view/entity-view'
import type { Json } from '../../offline/db'
import { studentView } from './student-view'

const tu = {
  id: 1,
  name: 'Tribhuvan University',
  registrationFormat: 'TU-#?#?#-####-######',
  registrationExample: 'TU-78-2021-000042',
}
const lookupWith =
  (university: Json): Lookup =>
  (entity, id) =>
    entity === 'program' && Number(id) === 7
      ? { id: 7, universityId: 1 }
      : entity === 'university' && Number(id) === 1
        ? university
        : undefined
const issue = (values: Record<string, string>, lookup: Lookup, initial?: Record<string, string>) =>
  studentView.crossCheck!({ programId: '7', ...values }, lookup, initial).registrationNo

describe("a student's registration number", () => {
  it('is refused out of its university’s form, naming the form by its example', () => {
    expect(issue({ registrationNo: 'REG-1' }, lookupWith(tu))).toBe(
      'Not in the form of Tribhuvan University, e.g. TU-78-2021-000042',
    )
    expect(issue({ registrationNo: 'tu-78-2082-000042' }, lookupWith(tu))).toBeUndefined()
    // A form kept without an example (written to the database by hand) is named by its mask.
    expect(
      issue({ registrationNo: 'REG-1' }, lookupWith({ ...tu, registrationExample: null })),
    ).toBe('Not in the form of Tribhuvan University, e.g. TU-#?#?#-####-######')
  })

  it('takes any number where the university has no form, or is not on the device', () => {
    expect(
      issue({ registrationNo: 'REG-1' }, lookupWith({ ...tu, registrationFormat: null })),
    ).toBeUndefined()
    expect(issue({ registrationNo: 'REG-1' }, () => undefined)).toBeUndefined()
  })

  it('leaves a number the record kept, and judges one changed', () => {
    expect(
      issue({ registrationNo: 'OLD-1' }, lookupWith(tu), { registrationNo: 'OLD-1' }),
    ).toBeUndefined()
    expect(
      issue({ registrationNo: 'OLD-2' }, lookupWith(tu), { registrationNo: 'OLD-1' }),
    ).toBeDefined()
  })
})
