// Rows are typed from the contract (issue 11): a view's cells, filters, names and order read the
// list's own record type, derived from its entity's name, so a field the record lacks does not
// compile. `npm run lint` checks the expectations below; vitest runs the rest.
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { RowOf } from '../api/entities/registry'
import type { Employee } from '../api/entities/employee'
import type { Student } from '../api/entities/student'
import type { ColumnDef } from '../components/entity-view/entity-view'
import { employeeView } from '../features/employees/employee-view'
import { studentView } from '../features/students/student-view'

describe('rows typed from the contract', () => {
  it('give each list its record type by its name', () => {
    expectTypeOf<RowOf<'student'>>().toEqualTypeOf<Student>()
    expectTypeOf<RowOf<'employee'>>().toEqualTypeOf<Employee>()
    expectTypeOf(studentView.rowName).parameter(0).toEqualTypeOf<Student>()
    expectTypeOf(employeeView.rowName).parameter(0).toEqualTypeOf<Employee>()
  })

  it('refuse a cell that reads a field the record does not have', () => {
    const name: ColumnDef<RowOf<'faculty'>>['cell'] = (row) => row.facultyName
    /* oxlint-disable typescript/no-unsafe-return -- this line must not compile */
    // @ts-expect-error: a faculty has no roll number
    const wrong: ColumnDef<RowOf<'faculty'>>['cell'] = (row) => row.rollNo
    /* oxlint-enable typescript/no-unsafe-return */
    expect([name, wrong].every((cell) => typeof cell === 'function')).toBe(true)
  })
})
