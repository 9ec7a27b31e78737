// Who a day of attendance marks (decisions 0227, 0228), one rule for the server's check and the
// screens' sheets: a class's students who are still studying, on leave included (their days are
// kept as leave); a campus's staff at work or on leave.
import type { components } from './schema.gen.ts'

type Schemas = components['schemas']

export const markableStudentStatuses: readonly Schemas['EnrolmentStatus'][] = ['active', 'onLeave']
export const markableStaffStatuses: readonly Schemas['EmployeeStatus'][] = ['working', 'on-leave']
