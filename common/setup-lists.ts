// Every setup list (faculties, levels, batches …) declared once: the contract's operations that serve
// it and who may call them. The access table takes the lists' rows from here, and the server their
// handlers, each with the repository that server/repositories exports under the list's key. A
// misspelt operation, or a list without its repository, does not compile.
import type { OperationId, Rule } from './access.ts'
import {
  campusRegistrars,
  campusWriters,
  everyone,
  commissionWriters,
  headWriters,
  programWriters,
  staff,
  universityWriters,
} from './role-groups.ts'

/** The contract's operations of one list. */
export type ListOperations = {
  list: OperationId
  /** The legacy read of one university's records (`/Faculty/GetAllFacultiesByUniversity/{id}`). */
  listByUniversity?: OperationId
  /** The read of one record; campuses have none of their own (`GET /Campus/{id}` is public branding). */
  get?: OperationId
  create: OperationId
  /** Many records entered and edited in one request: an import's chunk (decision 0333). */
  bulk?: OperationId
  update: OperationId
}

type SetupList = {
  operations: ListOperations
  /** Who lists and reads the records. */
  read: Rule
  /** Who lists them, when others than `read` may (fiscal years: signed-out visitors too). */
  listedTo?: Rule
  /** Who creates and updates them. */
  write: Rule
}

/**
 * The setup lists, by the name of their repository. A list every staff role reads and campuses keep:
 * `batches: { operations: { list: 'listBatches', get: 'getBatch', create: 'createBatch',
 * update: 'updateBatch' }, read: staff, write: campusWriters }`.
 */
export const setupLists = {
  faculties: {
    operations: {
      list: 'listFaculties',
      listByUniversity: 'listFacultiesByUniversity',
      get: 'getFaculty',
      create: 'createFaculty',
      bulk: 'bulkUpsertFaculties',
      update: 'updateFaculty',
    },
    read: staff,
    write: programWriters,
  },
  levels: {
    operations: {
      list: 'listLevels',
      listByUniversity: 'listLevelsByUniversity',
      get: 'getLevel',
      create: 'createLevel',
      bulk: 'bulkUpsertLevels',
      update: 'updateLevel',
    },
    read: staff,
    write: programWriters,
  },
  // Graduation table (decision 0320): kept by the university (and the commission), read by staff.
  graduationDivisions: {
    operations: {
      list: 'listGraduationDivisions',
      get: 'getGraduationDivision',
      create: 'createGraduationDivision',
      bulk: 'bulkUpsertGraduationDivisions',
      update: 'updateGraduationDivision',
    },
    read: staff,
    write: universityWriters,
  },
  programs: {
    operations: {
      list: 'listPrograms',
      listByUniversity: 'listProgramsByUniversity',
      get: 'getProgram',
      create: 'createProgram',
      bulk: 'bulkUpsertPrograms',
      update: 'updateProgram',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    write: programWriters,
  },
  collegePrograms: {
    operations: {
      list: 'listCollegePrograms',
      get: 'getCollegeProgram',
      create: 'createCollegeProgram',
      bulk: 'bulkUpsertCollegePrograms',
      update: 'updateCollegeProgram',
    },
    read: staff,
    write: campusWriters,
  },
  subjects: {
    operations: {
      list: 'listSubjects',
      get: 'getSubject',
      create: 'createSubject',
      bulk: 'bulkUpsertSubjects',
      update: 'updateSubject',
    },
    read: staff,
    write: programWriters,
  },
  majorSubjects: {
    operations: {
      list: 'listMajorSubjects',
      get: 'getMajorSubject',
      create: 'createMajorSubject',
      bulk: 'bulkUpsertMajorSubjects',
      update: 'updateMajorSubject',
    },
    read: staff,
    write: programWriters,
  },
  feeSetups: {
    operations: {
      list: 'listFeeSetups',
      get: 'getFeeSetup',
      create: 'createFeeSetup',
      bulk: 'bulkUpsertFeeSetups',
      update: 'updateFeeSetup',
    },
    read: staff,
    write: campusWriters,
  },
  fiscalYears: {
    operations: {
      list: 'listFiscalYears',
      get: 'getFiscalYear',
      create: 'createFiscalYear',
      bulk: 'bulkUpsertFiscalYears',
      update: 'updateFiscalYear',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    listedTo: 'public',
    write: commissionWriters,
  },
  batches: {
    operations: {
      list: 'listBatches',
      get: 'getBatch',
      create: 'createBatch',
      bulk: 'bulkUpsertBatches',
      update: 'updateBatch',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    write: campusWriters,
  },
  feeTypes: {
    operations: {
      list: 'listFeeTypes',
      get: 'getFeeType',
      create: 'createFeeType',
      bulk: 'bulkUpsertFeeTypes',
      update: 'updateFeeType',
    },
    read: staff,
    write: campusWriters,
  },
  examTypes: {
    operations: {
      list: 'listExamTypes',
      get: 'getExamType',
      create: 'createExamType',
      bulk: 'bulkUpsertExamTypes',
      update: 'updateExamType',
    },
    read: staff,
    write: campusWriters,
  },
  exams: {
    operations: {
      list: 'listExams',
      get: 'getExam',
      create: 'createExam',
      update: 'updateExam',
    },
    read: staff,
    write: campusWriters,
  },
  resultTotals: {
    operations: {
      list: 'listResultTotals',
      get: 'getResultTotal',
      create: 'createResultTotal',
      update: 'updateResultTotal',
    },
    read: staff,
    write: campusWriters,
  },
  generalFeeTypes: {
    operations: {
      list: 'listGeneralFeeTypes',
      get: 'getGeneralFeeType',
      create: 'createGeneralFeeType',
      bulk: 'bulkUpsertGeneralFeeTypes',
      update: 'updateGeneralFeeType',
    },
    read: staff,
    write: campusWriters,
  },
  employeePositions: {
    operations: {
      list: 'listEmployeePositions',
      get: 'getEmployeePosition',
      create: 'createEmployeePosition',
      bulk: 'bulkUpsertEmployeePositions',
      update: 'updateEmployeePosition',
    },
    read: staff,
    write: commissionWriters,
  },
  ethnicGroups: {
    operations: {
      list: 'listEthnicGroups',
      get: 'getEthnicGroup',
      create: 'createEthnicGroup',
      bulk: 'bulkUpsertEthnicGroups',
      update: 'updateEthnicGroup',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    write: commissionWriters,
  },
  sections: {
    operations: {
      list: 'listSections',
      get: 'getSection',
      create: 'createSection',
      bulk: 'bulkUpsertSections',
      update: 'updateSection',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    write: campusWriters,
  },
  departments: {
    operations: {
      list: 'listDepartments',
      get: 'getDepartment',
      create: 'createDepartment',
      bulk: 'bulkUpsertDepartments',
      update: 'updateDepartment',
    },
    read: staff,
    write: programWriters,
  },
  incomeExpenseHeads: {
    operations: {
      list: 'listIncomeExpenseHeads',
      get: 'getIncomeExpenseHead',
      create: 'createIncomeExpenseHead',
      bulk: 'bulkUpsertIncomeExpenseHeads',
      update: 'updateIncomeExpenseHead',
    },
    read: staff,
    write: headWriters,
  },
  incomeExpenses: {
    operations: {
      list: 'listIncomeExpenses',
      get: 'getIncomeExpense',
      create: 'createIncomeExpense',
      bulk: 'bulkUpsertIncomeExpenses',
      update: 'updateIncomeExpense',
    },
    read: staff,
    write: campusWriters,
  },
  universities: {
    operations: {
      list: 'listUniversities',
      get: 'getUniversity',
      create: 'createUniversity',
      bulk: 'bulkUpsertUniversities',
      update: 'updateUniversity',
    },
    read: everyone, // a Student reads the lists their own record names (decision 0360)
    write: commissionWriters,
  },
  campuses: {
    operations: {
      list: 'listCampuses',
      create: 'createCampus',
      bulk: 'bulkUpsertCampuses',
      update: 'updateCampus',
    },
    read: staff,
    write: campusRegistrars,
  },
} as const satisfies Record<string, SetupList>

export type SetupListName = keyof typeof setupLists

/** The lists with a bulk write (decision 0333), which spreadsheets are imported into. */
export type ImportableList = {
  [K in SetupListName]: 'bulk' extends keyof (typeof setupLists)[K]['operations'] ? K : never
}[SetupListName]
export const importableLists = (Object.keys(setupLists) as SetupListName[]).filter(
  (name): name is ImportableList => 'bulk' in setupLists[name].operations,
)

/** What an import fills (the import log's `register`): a register, or a list with a bulk write. */
export const importRegisters = ['student', 'employee', ...importableLists]
export type ImportRegister = 'student' | 'employee' | ImportableList
type OperationsOf<K extends SetupListName> = (typeof setupLists)[K]['operations']
/** Every operation a setup list declares: the keys of the access rows made below. */
type SetupListOperation = {
  [K in SetupListName]: OperationsOf<K>[keyof OperationsOf<K>]
}[SetupListName]

function rowsOf({ operations: o, read, listedTo = read, write }: SetupList) {
  const rows: [OperationId, Rule][] = [
    [o.list, listedTo],
    [o.create, write],
    ...(o.bulk ? [[o.bulk, write] as [OperationId, Rule]] : []),
    [o.update, write],
  ]
  if (o.get) rows.push([o.get, read])
  if (o.listByUniversity) rows.push([o.listByUniversity, read])
  return rows
}

/** The setup lists' rows of the access table: reads to `read`, creates and updates to `write`. */
export const setupListRules = Object.fromEntries(
  Object.values<SetupList>(setupLists).flatMap(rowsOf),
) as Record<SetupListOperation, Rule>
