// Who may call what: one row per operationId of openapi/hemis.yaml, read by the server's access hook
// before any handler runs and by the client (who may write a list). Keyed by the contract's
// operation ids: an operation missing here, or a misspelt one, does not compile.
import type { Role } from './roles.ts'
import type { operations } from './schema.gen.ts'

/** An operation of the contract, by its operationId: the key of the access and handler tables. */
export type OperationId = keyof operations

export type Rule = 'public' | readonly Role[]

const ugc = ['SuperAdmin', 'Admin', 'UgcAdmin'] as const
const college = ['CollegeAdmin', 'CollegeUser'] as const
const staff = [...ugc, 'UniAdmin', ...college] as const
const everyone = [...staff, 'Student'] as const
/** Commission-wide lists are kept by the commission. */
const commissionWriters = ['SuperAdmin', 'UgcAdmin'] as const
/** Program setup is the work of universities and campuses (the menu hides it from commission roles). */
const programWriters = ['SuperAdmin', 'UniAdmin', ...college] as const
/** Lists that belong to one campus. */
const campusWriters = ['SuperAdmin', ...college] as const
/** Income/expense heads: the commission keeps the shared chart, campuses add their own heads. */
const headWriters = ['SuperAdmin', 'UgcAdmin', ...college] as const

export const accessRules: Record<OperationId, Rule> = {
  login: 'public',
  registerStudent: 'public',
  requestPasswordReset: 'public',
  resetPassword: 'public',
  logout: everyone,

  // User management: the User menu's roles (spec §6) read; SuperAdmin and UniAdmin manage.
  listUsers: ['SuperAdmin', 'Admin', 'UniAdmin'],
  getUser: ['SuperAdmin', 'Admin', 'UniAdmin'],
  inviteUser: ['SuperAdmin', 'UniAdmin'],
  updateUser: ['SuperAdmin', 'UniAdmin'],
  sendUserPasswordReset: ['SuperAdmin', 'UniAdmin'],
  createFirstAdmin: 'public',
  listAuditEntries: [...ugc, 'UniAdmin'],

  // Reference data every address form reads, students' own included.
  listProvinces: everyone,
  listDistricts: everyone,
  listLocalLevels: everyone,
  getCurrentUser: everyone,
  updateCurrentUser: everyone,
  changePassword: everyone,

  // The student register: every staff role reads within its scope (reports count from it); the
  // campus enters its own students, the SuperAdmin corrects any (spec §6: the Student menu).
  listStudents: staff,
  getStudent: staff,
  createStudent: campusWriters,
  updateStudent: campusWriters,
  // The photo: read as the student is, written as the student is (decision 0203).
  getStudentPhoto: staff,
  putStudentPhoto: campusWriters,
  deleteStudentPhoto: campusWriters,
  // The outbox's bulk entry and a class's promotion: the same writers as one student.
  bulkUpsertStudents: campusWriters,
  promoteStudents: campusWriters,
  // Undoing a promotion within a day (decision 0202): the same writers, within the promotion's campus.
  undoStudentPromotion: campusWriters,

  listFaculties: staff,
  listFacultiesByUniversity: staff,
  getFaculty: staff,
  createFaculty: programWriters,
  updateFaculty: programWriters,

  listLevels: staff,
  listLevelsByUniversity: staff,
  getLevel: staff,
  createLevel: programWriters,
  updateLevel: programWriters,

  listPrograms: staff,
  listProgramsByUniversity: staff,
  listProgramsByCollege: staff,
  listCollegePrograms: staff,
  getProgram: staff,
  getCollegeProgram: staff,
  createProgram: programWriters,
  updateProgram: programWriters,
  createCollegeProgram: campusWriters,
  updateCollegeProgram: campusWriters,

  listSubjects: staff,
  getSubject: staff,
  createSubject: programWriters,
  updateSubject: programWriters,
  listSemesters: staff,
  listYears: staff,

  listMajorSubjects: staff,
  getMajorSubject: staff,
  createMajorSubject: programWriters,
  updateMajorSubject: programWriters,

  listFeeSetups: staff,
  getFeeSetup: staff,
  createFeeSetup: campusWriters,
  updateFeeSetup: campusWriters,
  getReceiptNo: campusWriters,

  listUniversities: staff,
  getUniversity: staff,
  listCampuses: staff,
  listCampusesForSelection: staff,
  getCampus: 'public',

  listFiscalYears: 'public',
  listFiscalYearsForSelection: 'public',
  getFiscalYear: staff,
  createFiscalYear: commissionWriters,
  updateFiscalYear: commissionWriters,

  listBatches: staff,
  getBatch: staff,
  createBatch: campusWriters,
  updateBatch: campusWriters,

  listFeeTypes: staff,
  getFeeType: staff,
  createFeeType: campusWriters,
  updateFeeType: campusWriters,
  listGeneralFeeTypes: staff,
  getGeneralFeeType: staff,
  createGeneralFeeType: campusWriters,
  updateGeneralFeeType: campusWriters,

  listEmployeePositions: staff,
  getEmployeePosition: staff,
  createEmployeePosition: commissionWriters,
  updateEmployeePosition: commissionWriters,

  listEthnicGroups: staff,
  getEthnicGroup: staff,
  createEthnicGroup: commissionWriters,
  updateEthnicGroup: commissionWriters,

  listSections: staff,
  getSection: staff,
  createSection: campusWriters,
  updateSection: campusWriters,

  listDepartments: staff,
  getDepartment: staff,
  createDepartment: programWriters,
  updateDepartment: programWriters,

  listIncomeExpenseHeads: staff,
  getIncomeExpenseHead: staff,
  createIncomeExpenseHead: headWriters,
  updateIncomeExpenseHead: headWriters,
  listIncomeExpenses: staff,
  getIncomeExpense: staff,
  createIncomeExpense: campusWriters,
  updateIncomeExpense: campusWriters,

  getStudentsByAgeGroupForUgc: ugc,
  // The contract's university view also serves a campus (its own students): the legacy API has no
  // campus variant, and the dashboard shows every role its own age groups.
  getStudentsByAgeGroupForUni: staff,
  getGraduationByGender: staff,
  getGraduationByEthnicity: staff,
  getStudentsDropOutReport: staff,
  getGraduationOfFiscalYear: staff,
  getDropoutOfFiscalYear: staff,
  getDashboardSummary: staff,
  // A student sees their own enrolment, never campus-wide figures.
  getMyEnrolment: ['Student'],
}

export const isCommission = (role: Role) => (ugc as readonly Role[]).includes(role)
