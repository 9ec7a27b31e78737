// The ranges a setup form's message states are the ones it checks, from one constant each.
import { describe, expect, it } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { fieldErrors } from '../../lib/forms/field-errors'
import { departmentView } from './department-view'
import { sectionView } from './section-view'

const issue = (schema: typeof sectionView.schema, field: string, value: string) =>
  fieldErrors(schema, { [field]: value })?.[field]

describe('a setup form’s ranges', () => {
  it("a section's capacity: the contract's, named in the message", () => {
    const { minimum, maximum } = fieldLimits.SectionCreate.capacity
    for (const ok of ['', String(minimum), String(maximum)])
      expect(issue(sectionView.schema, 'capacity', ok)).toBeUndefined()
    for (const bad of [String(minimum - 1), String(maximum + 1), '12.5'])
      expect(issue(sectionView.schema, 'capacity', bad)).toBe('Capacity must be 1 to 10,000')
  })

  it("a department's phone: the contract's pattern, its lengths named in the message", () => {
    const contract = new RegExp(fieldLimits.DepartmentCreate.phone.pattern)
    for (const phone of ['98410', '984100', '+977 1 4410000', '9'.repeat(20), '9'.repeat(21)]) {
      const refused = issue(departmentView.schema, 'phone', phone)
      expect(refused, phone).toBe(contract.test(phone) ? undefined : 'Phone must be 6 to 20 digits')
    }
  })
})
