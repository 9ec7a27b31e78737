import { describe, expect, it } from 'vitest'
import { accessRules, type OperationId } from './access'
import {
  codePermissionsOf,
  isLocked,
  permissionOf,
  rowPermissionsOf,
  scopesOf,
} from './permissions'
import { roles } from './roles'

describe('permissions as data (decision 0332)', () => {
  it('names each operation by its module and action, with the exceptions', () => {
    expect(permissionOf('createStudent')).toBe('students:create')
    expect(permissionOf('listStudents')).toBe('students:read')
    expect(permissionOf('updateFaculty')).toBe('setup:update')
    expect(permissionOf('verifyStudent')).toBe('students:verify')
    expect(permissionOf('promoteStudents')).toBe('students:update')
    expect(permissionOf('saveEmployeeAttendance')).toBe('employees:update')
    expect(permissionOf('getPassRate')).toBe('exams:read')
    expect(permissionOf('setPermission')).toBe('permissions:update')
  })

  it('takes a POST on a stored record as its update, and judges a bulk write row by row (decision 0414)', () => {
    expect(permissionOf('addStudentDocument')).toBe('students:update')
    expect(permissionOf('addEmployeeDocument')).toBe('employees:update')
    expect(permissionOf('transferStudent')).toBe('students:update')
    expect(permissionOf('publishExam')).toBe('exams:update')
    expect(permissionOf('approveStudentChangeRequest')).toBe('students:verify')
    for (const operation of Object.keys(accessRules) as OperationId[])
      if (operation.startsWith('bulkUpsert')) expect(permissionOf(operation)).toBeNull()
    expect(rowPermissionsOf('bulkUpsertStudents')).toEqual({
      create: 'students:create',
      update: 'students:update',
    })
    expect(rowPermissionsOf('bulkUpsertFaculties')).toEqual({
      create: 'setup:create',
      update: 'setup:update',
    })
    expect(codePermissionsOf('UniAdmin').has('students:create')).toBe(false)
  })

  it('leaves what every signed-in user needs and the public operations untouchable', () => {
    for (const operation of ['login', 'getCurrentUser', 'changePassword', 'listProvinces'] as const)
      expect(permissionOf(operation)).toBeNull()
    for (const operation of Object.keys(accessRules) as OperationId[])
      if (accessRules[operation] === 'public') expect(permissionOf(operation)).toBeNull()
  })

  it('gives each role what its access rules give, and the export of what it reads', () => {
    const college = codePermissionsOf('CollegeAdmin')
    expect(college.has('students:create')).toBe(true)
    expect(college.has('students:export')).toBe(true)
    expect(college.has('students:verify')).toBe(false)
    expect(college.has('users:read')).toBe(false)
    expect(codePermissionsOf('UniAdmin').has('students:verify')).toBe(true)
    expect(codePermissionsOf('SuperAdmin').has('permissions:export')).toBe(false)
    for (const role of roles) expect(codePermissionsOf(role).has('setup:verify')).toBe(false)
  })

  it('locks the SuperAdmin’s user and permission management and scopes by where roles work', () => {
    expect(isLocked('SuperAdmin', 'permissions')).toBe(true)
    expect(isLocked('SuperAdmin', 'users')).toBe(true)
    expect(isLocked('SuperAdmin', 'students')).toBe(false)
    expect(isLocked('UgcAdmin', 'permissions')).toBe(false)
    expect(scopesOf('UgcAdmin')).toEqual(['national'])
    expect(scopesOf('UniAdmin')).toEqual(['national', 'university'])
    expect(scopesOf('CollegeUser')).toEqual(['national', 'university', 'campus'])
  })
})
