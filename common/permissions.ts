// Permissions as data (issue 16, decision 0332). The access table (common/access.ts) says which roles
// may call each operation: it is the default and the ceiling. The commission may turn a role's
// permission off (a module and an action: "students: create") nationally, for one university's
// people or for one campus's; turning it back on removes that row. So nobody can grant, through
// data, what the code forbids. Each operation's module and action come from its contract tag, its
// method and what its path names (common/operations.gen.ts), with the exceptions named below.
import { accessRules, rolesOf, type OperationId } from './access.ts'
import { operationTags, postTargets } from './operations.gen.ts'
import { belongingOf } from './role-rank.ts'
import type { Role } from './roles.ts'

export const permissionActions = ['read', 'create', 'update', 'verify', 'export'] as const
export type PermissionAction = (typeof permissionActions)[number]

export const permissionModules = [
  'reports',
  'setup',
  'programs',
  'students',
  'employees',
  'exams',
  'graduation',
  'dropout',
  'receipts',
  'finance',
  'organizations',
  'users',
  'permissions',
] as const
export type PermissionModule = (typeof permissionModules)[number]

/** `students:create`: how a permission is named on the wire (the `Hemis-Revoked` header) and stored. */
export type Permission = `${PermissionModule}:${PermissionAction}`

type Tag = (typeof operationTags)[OperationId][0]

/**
 * The module of each area of the contract. Null: what every signed-in user needs whatever their
 * permissions (signing in, their own account, the address lists every form reads).
 */
const moduleOfTag: Record<Tag, PermissionModule | null> = {
  Auth: null,
  'Administrative units': null,
  'Academic options': null,
  Users: 'users',
  Permissions: 'permissions',
  Dashboard: 'reports',
  'Staff reports': 'reports',
  StudentReport: 'reports',
  Import: 'reports',
  Faculty: 'setup',
  Level: 'setup',
  Batch: 'setup',
  'Fiscal year': 'setup',
  'Fee type': 'setup',
  'Employee position': 'setup',
  'Ethnic group': 'setup',
  Section: 'setup',
  Department: 'setup',
  'Graduation table': 'setup',
  Program: 'programs',
  Subject: 'programs',
  'Major subject': 'programs',
  Student: 'students',
  'Student verification': 'students',
  'Student card': 'students',
  Attendance: 'students',
  Employee: 'employees',
  Exam: 'exams',
  'Pass rate': 'exams',
  Graduation: 'graduation',
  Certificate: 'graduation',
  Dropout: 'dropout',
  Receipt: 'receipts',
  'Fee setup': 'receipts',
  'Income and expense': 'finance',
  University: 'organizations',
  Campus: 'organizations',
}

/** Staff attendance is the employee register's, though the contract keeps both days together. */
const moduleExceptions: Partial<Record<OperationId, PermissionModule>> = {
  getEmployeeAttendance: 'employees',
  getEmployeeAttendanceSummary: 'employees',
  saveEmployeeAttendance: 'employees',
}

/**
 * A GET reads, a POST creates, a PUT, PATCH or DELETE updates, and a POST on a stored record's path
 * (`/Student/{id}/Document`, `/Exam/{id}/Publish`) updates that record, whatever it adds beside it
 * (decision 0414); but a promotion and a submit of many change records that exist, and these
 * decide on another's work (a university verifying a campus's students).
 */
const actionExceptions: Partial<Record<OperationId, PermissionAction>> = {
  verifyStudent: 'verify',
  verifyStudents: 'verify',
  returnStudent: 'verify',
  returnStudents: 'verify',
  approveStudentChangeRequest: 'verify',
  rejectStudentChangeRequest: 'verify',
  promoteStudents: 'update',
  submitStudents: 'update',
}

type Targets = typeof postTargets
/** A bulk write (`POST …/Bulk`): each row enters a record or edits a stored one. */
export type BulkOperation = {
  [K in keyof Targets]: Targets[K] extends 'rows' ? K : never
}[keyof Targets]

const targetOf = (operation: OperationId) =>
  (postTargets as Partial<Record<OperationId, 'record' | 'rows'>>)[operation]

const isBulk = (operation: OperationId): operation is BulkOperation =>
  targetOf(operation) === 'rows'

const actionOf = (operation: OperationId, method: string): PermissionAction =>
  method === 'get'
    ? 'read'
    : method === 'post' && targetOf(operation) !== 'record'
      ? 'create'
      : 'update'

const moduleOf = (operation: OperationId) =>
  accessRules[operation] === 'public'
    ? null
    : (moduleExceptions[operation] ?? moduleOfTag[operationTags[operation][0]])

/**
 * The permission an operation needs beside its access rule, checked before its handler runs; null
 * for what cannot be turned off, and for a bulk write, whose rows are each judged on their own
 * (`rowPermissionsOf`).
 */
export function permissionOf(operation: OperationId): Permission | null {
  const module = moduleOf(operation)
  if (!module || isBulk(operation)) return null
  return `${module}:${actionExceptions[operation] ?? actionOf(operation, operationTags[operation][1])}`
}

/**
 * What each row of a bulk write needs (decision 0414): a new row its module's create, a row that
 * names a stored record its update, as the single create or edit would. A row whose permission is
 * off answers `forbidden`; the others are written.
 */
export function rowPermissionsOf(operation: BulkOperation): {
  create: Permission
  update: Permission
} {
  const module = moduleOf(operation)!
  return { create: `${module}:create`, update: `${module}:update` }
}

/** Every permission an operation may need: its own, or both of a bulk write's rows. */
function permissionsOf(operation: OperationId): Permission[] {
  if (isBulk(operation) && moduleOf(operation)) return Object.values(rowPermissionsOf(operation))
  const permission = permissionOf(operation)
  return permission ? [permission] : []
}

/**
 * What the code gives a role: every permission of an operation its access rule allows it, and the
 * export of whatever it reads (an export is a read of every page, done on the device).
 */
export function codePermissionsOf(role: Role): ReadonlySet<Permission> {
  const held = new Set<Permission>()
  for (const operation of Object.keys(accessRules) as OperationId[]) {
    if (!rolesOf(operation).includes(role)) continue
    for (const permission of permissionsOf(operation)) {
      held.add(permission)
      const [module, action] = permission.split(':') as [PermissionModule, PermissionAction]
      if (action === 'read' && module !== 'permissions') held.add(`${module}:export`)
    }
  }
  return held
}

/**
 * What cannot be turned off for a role: the SuperAdmin's user and permission management, without
 * which nobody could turn anything back on or give an account again.
 */
export const isLocked = (role: Role, module: PermissionModule) =>
  role === 'SuperAdmin' && (module === 'users' || module === 'permissions')

/** Where a setting applies: everywhere, one university's people, or one campus's. */
export type PermissionScope = 'national' | 'university' | 'campus'

/** The scopes a role's settings may have: a campus's only for the people a campus has. */
export function scopesOf(role: Role): readonly PermissionScope[] {
  const belonging = belongingOf(role)
  if (belonging === 'commission') return ['national']
  if (belonging === 'university') return ['national', 'university']
  return ['national', 'university', 'campus']
}
