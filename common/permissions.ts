// Permissions as data (issue 16, decision 0332). The access table (common/access.ts) says which roles
// may call each operation: it is the default and the ceiling. The commission may turn a role's
// permission off (a module and an action: "students: create") nationally, for one university's
// people or for one campus's; turning it back on removes that row. So nobody can grant, through
// data, what the code forbids. Each operation's module and action come from its contract tag and
// method (common/operations.gen.ts), with the exceptions named below.
import { accessRules, rolesOf, type OperationId } from './access.ts'
import { operationTags } from './operations.gen.ts'
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
 * A GET reads, a POST creates, a PUT, PATCH or DELETE updates; but these POSTs change records that
 * exist, and these decide on another's work (a university verifying a campus's students).
 */
const actionExceptions: Partial<Record<OperationId, PermissionAction>> = {
  verifyStudent: 'verify',
  verifyStudents: 'verify',
  returnStudent: 'verify',
  approveStudentChangeRequest: 'verify',
  rejectStudentChangeRequest: 'verify',
  submitStudent: 'update',
  createStudentChangeRequest: 'update',
  promoteStudents: 'update',
  undoStudentPromotion: 'update',
  decideContactCorrection: 'update',
  saveExamMarks: 'update',
  correctMark: 'update',
  publishExam: 'update',
  sendUserPasswordReset: 'update',
}

const actionOfMethod = (method: string): PermissionAction =>
  method === 'get' ? 'read' : method === 'post' ? 'create' : 'update'

/** The permission an operation needs beside its access rule, or null for what cannot be turned off. */
export function permissionOf(operation: OperationId): Permission | null {
  if (accessRules[operation] === 'public') return null
  const [tag, method] = operationTags[operation]
  const module = moduleExceptions[operation] ?? moduleOfTag[tag]
  if (!module) return null
  return `${module}:${actionExceptions[operation] ?? actionOfMethod(method)}`
}

/**
 * What the code gives a role: every permission of an operation its access rule allows it, and the
 * export of whatever it reads (an export is a read of every page, done on the device).
 */
export function codePermissionsOf(role: Role): ReadonlySet<Permission> {
  const held = new Set<Permission>()
  for (const operation of Object.keys(accessRules) as OperationId[]) {
    const permission = permissionOf(operation)
    if (!permission || !rolesOf(operation).includes(role)) continue
    held.add(permission)
    const [module, action] = permission.split(':') as [PermissionModule, PermissionAction]
    if (action === 'read' && module !== 'permissions') held.add(`${module}:export`)
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
