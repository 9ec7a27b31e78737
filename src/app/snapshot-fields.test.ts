// The fields each register keeps in its device snapshot (decision 0373) are all that its lists'
// filters, search and orders read offline: a field left out would make those pages the slow way
// (from the whole records, with a console error), which this test catches first.
import { describe, expect, it } from 'vitest'
import { byNepaliName, newestFirst } from '../../common/register-search'
import { entities } from '../api/entities/registry'
import type { EntityView } from '../components/entity-view/entity-view'
import { employeeView } from '../features/employees/employee-view'
import { studentView } from '../features/students/student-view'
import { enrollmentView } from '../features/students/verification/enrollment-view'
import { guardRow, missedField, projectRow, snapshotFields } from '../offline/snapshot-fields'

/** Every register list read from the device's snapshot offline. */
const registerViews: EntityView[] = [studentView, enrollmentView, employeeView]

// A row with a value in every kept field, and one with none, so that a rule reading another field
// only when the first is empty (a term, the employer) is tried both ways.
const kept = (entity: string, filled: boolean) => {
  const data = projectRow(entity, {})
  if (filled) for (const field of Object.keys(data)) data[field] = field === 'id' ? 7 : `${field} 1`
  return guardRow(entity, data)
}
const lookup = () => ({ ethnicGroupName: 'Dalit' })

describe('a register snapshot keeps what its lists read offline', () => {
  it.each(registerViews.map((view) => [view.title, view] as const))('%s', (_, view) => {
    // Declared with the register's entity (`snapshotFields` of `defineEntity`).
    expect(entities[view.entity]).toBeDefined()
    expect(snapshotFields(view.entity)?.size).toBeGreaterThan(0)
    for (const filled of [true, false]) {
      const row = kept(view.entity, filled)
      missedField()
      for (const filter of view.filters ?? []) filter.match(row, '1', lookup)
      // A search of several words that the first name starts reads on into the middle name.
      for (const q of ['shar', 'सीता', 'TU-78-1', 'firstName 1 x']) view.matchesSearch?.(row, q)
      byNepaliName(row, row)
      newestFirst(row, row)
      expect(missedField()).toBeNull()
    }
  })
})
