// Who may call what: one row per operationId of openapi/hemis.yaml, read by the server's access hook
// before any handler runs and by the client (who may write a list). Keyed by the contract's
// operation ids: an operation missing here, or a misspelt one, does not compile. The setup lists'
// rows come from their declarations (common/setup-lists.ts).
import {
  campusRegistrars,
  campusWriters,
  commissionWriters,
  employers,
  everyone,
  staff,
  studentWriters,
  ugc,
  verifiers,
} from './role-groups.ts'
import type { Role } from './roles.ts'
import type { operations } from './schema.gen.ts'
import { setupListRules } from './setup-lists.ts'

/** An operation of the contract, by its operationId: the key of the access and handler tables. */
export type OperationId = keyof operations

export type Rule = 'public' | readonly Role[]

export const accessRules: Record<OperationId, Rule> = {
  login: 'public',
  refreshSession: 'public',
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
  // Permissions as data (decision 0332): the commission turns them off and on; a university reads
  // what applies to its people.
  listPermissionChanges: [...ugc, 'UniAdmin'],
  setPermission: commissionWriters,

  // Reference data every address form reads, students' own included.
  listProvinces: everyone,
  listDistricts: everyone,
  listLocalLevels: everyone,
  getCurrentUser: everyone,
  updateCurrentUser: everyone,
  changePassword: everyone,

  // The student register: every staff role reads within its scope (reports count from it); only the
  // campus enters and changes its own students, the commission reads all (decision 0359). A Student
  // reads their own record, its photo, documents and results, nobody else's (decision 0360).
  listStudents: staff,
  getStudent: everyone,
  createStudent: studentWriters,
  updateStudent: studentWriters,
  // The photo: read as the student is, written as the student is (decision 0203).
  getStudentPhoto: everyone,
  putStudentPhoto: studentWriters,
  deleteStudentPhoto: studentWriters,
  // A student's documents (decision 0254): read and written as the photo is.
  getStudentDocument: everyone,
  addStudentDocument: studentWriters,
  deleteStudentDocument: studentWriters,
  // Counts of the register (decision 0240): read as the register is, each within its scope.
  getStudentSummary: staff,
  getStudentsByDistrict: staff,
  // The outbox's bulk entry and a class's promotion: the same writers as one student.
  bulkUpsertStudents: studentWriters,
  promoteStudents: studentWriters,
  listFailedStudents: studentWriters,
  // A student's own contact corrections, which their campus decides (issue 12).
  getMyContact: ['Student'],
  requestContactCorrection: ['Student'],
  listContactCorrections: studentWriters,
  decideContactCorrection: studentWriters,
  // Undoing a promotion within a day (decision 0202), from any device (0361): the same writers,
  // within the promotion's campus.
  undoStudentPromotion: studentWriters,
  listStudentPromotions: studentWriters,

  // Verification (decision 0250): the campus submits and proposes changes to a verified record;
  // the student's university verifies, returns and decides on changes. No campus is the
  // commission's own (every campus has a university), so the commission only reads.
  submitStudent: studentWriters,
  submitStudents: studentWriters,
  verifyStudent: verifiers,
  returnStudent: verifiers,
  verifyStudents: verifiers,
  returnStudents: verifiers,
  // A move between two campuses of one university is the university's (decision 0362).
  transferStudent: verifiers,
  getStudentHistory: staff,
  listStudentResults: everyone,
  listStudentChangeRequests: staff,
  createStudentChangeRequest: studentWriters,
  approveStudentChangeRequest: verifiers,
  rejectStudentChangeRequest: verifiers,

  // The employee register (decisions 0204, 0323): read as the student register is (a campus its own,
  // a university its campuses' and its office's, the commission all); each employer writes its own.
  listEmployees: staff,
  getEmployee: staff,
  createEmployee: employers,
  updateEmployee: employers,
  // An import's chunk (decision 0202): the same writers as one employee.
  bulkUpsertEmployees: employers,
  // The import log (decision 0325): every staff role, within its scope.
  listImports: staff,
  // An employee's photo and documents (decisions 0203, 0254): read and written as the record is.
  getEmployeePhoto: staff,
  putEmployeePhoto: employers,
  deleteEmployeePhoto: employers,
  getEmployeeDocument: staff,
  addEmployeeDocument: employers,
  deleteEmployeeDocument: employers,
  // The staff summaries (decision 0230): every staff role, counted within its own scope.
  getTeachingStaffSummary: staff,
  getNonTeachingStaffSummary: staff,
  // The pass rate (decision 0223): every staff role, counted within its own scope.
  getPassRate: staff,

  // Dropouts and graduations (decision 0205): read and written as the student register is, by the
  // same roles within the same scope; each write changes the student's enrolment status too.
  // An exam's marks and result (decision 0222): read like the exam, written by its campus.
  listExamMarks: staff,
  saveExamMarks: campusWriters,
  publishExam: campusWriters,
  listMarkCorrections: staff,
  correctMark: campusWriters,
  getExamResult: staff,
  // An exam's appearance list and symbol numbers (decision 0224): read like the exam, written by its campus.
  listExamAppearances: staff,
  saveExamAppearances: campusWriters,
  listDropouts: staff,
  getDropout: staff,
  createDropout: campusWriters,
  updateDropout: campusWriters,
  // A campus issues its graduates' character certificates; anyone holding one verifies it.
  listCharacterCertificates: staff,
  getCharacterCertificate: staff,
  createCharacterCertificate: campusWriters,
  updateCharacterCertificate: campusWriters,
  verifyCharacterCertificate: 'public',
  // A campus issues its students' identity cards; a student reads their own; anyone shown one
  // verifies it (decision 0253).
  listStudentCards: everyone,
  issueStudentCards: studentWriters,
  verifyStudentCard: 'public',
  verifyStudentCardPhoto: 'public',
  listGraduations: staff,
  getGraduation: staff,
  createGraduation: campusWriters,
  updateGraduation: campusWriters,
  // What a graduation needs (decision 0225): whoever may read the student, the student too.
  getStudentStanding: everyone,
  // A campus records its students' days; whoever reads the students reads them (decision 0227).
  getAttendance: staff,
  getAttendanceSummary: staff,
  saveAttendance: studentWriters,
  // And its staff's, the same way (decision 0228).
  getEmployeeAttendance: staff,
  getEmployeeAttendanceSummary: staff,
  saveEmployeeAttendance: campusWriters,

  // Operations beside the setup lists' own (whose rows are at the end): a campus's programs, the
  // term options, a campus's next receipt number, the fiscal years a form offers.
  listProgramsByCollege: staff,
  listSemesters: everyone,
  listYears: everyone,
  getReceiptNo: campusWriters,
  // A campus issues its students' receipts; the university and the commission read them, and
  // whoever may read a student reads what they owe.
  listReceipts: staff,
  getReceipt: staff,
  createReceipt: campusWriters,
  updateReceipt: campusWriters,
  getStudentDues: everyone,
  listFiscalYearsForSelection: 'public',

  // Universities and campuses are setup lists (their rows are at the end); besides them, the
  // campus options of a form and the public branding of the header and the login page.
  listCampusesForSelection: everyone,
  getCampus: 'public',

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
  // Logos (decision 0330): set by who registers the institution, read by anyone (the login page).
  getCampusLogo: 'public',
  putCampusLogo: campusRegistrars,
  deleteCampusLogo: campusRegistrars,
  getUniversityLogo: 'public',
  putUniversityLogo: commissionWriters,
  deleteUniversityLogo: commissionWriters,

  // Last, so that a row written above for one of their operations does not compile.
  ...setupListRules,
}

export const isCommission = (role: Role) => (ugc as readonly Role[]).includes(role)

/** The roles the access table gives an operation; none for a public one (it asks for no role). */
export function rolesOf(operation: OperationId): readonly Role[] {
  const rule = accessRules[operation]
  return rule === 'public' ? [] : rule
}
