import { batchEntity } from './batch'
import { characterCertificateEntity } from './character-certificate'
import { campusEntity } from './campus'
import { collegeProgramEntity } from './college-program'
import { departmentEntity } from './department'
import { dropoutEntity } from './dropout'
import { employeeEntity } from './employee'
import { employeePositionEntity } from './employee-position'
import { ethnicGroupEntity } from './ethnic-group'
import { facultyEntity } from './faculty'
import { feeSetupEntity } from './fee-setup'
import { examEntity } from './exam'
import { examTypeEntity } from './exam-type'
import { feeTypeEntity } from './fee-type'
import { fiscalYearEntity } from './fiscal-year'
import { generalFeeTypeEntity } from './general-fee-type'
import { graduationEntity } from './graduation'
import { incomeExpenseEntity } from './income-expense'
import { incomeExpenseHeadEntity } from './income-expense-head'
import { levelEntity } from './level'
import { majorSubjectEntity } from './major-subject'
import { programEntity } from './program'
import { resultTotalEntity } from './result-total'
import { sectionEntity } from './section'
import { graduationDivisionEntity } from './graduation-division'
import { receiptEntity } from './receipt'
import { studentEntity } from './student'
import { subjectEntity } from './subject'
import { universityEntity } from './university'
import type { EntityDefinition } from './define-entity'

/**
 * Every list the outbox can send, keyed by its name (the Dexie `entity` of its rows): the sender
 * looks a row's list up here, and `EntityName` makes every other use of a name a checked key.
 */
export const entities = {
  faculty: facultyEntity,
  level: levelEntity,
  program: programEntity,
  collegeProgram: collegeProgramEntity,
  subject: subjectEntity,
  majorSubject: majorSubjectEntity,
  fiscalYear: fiscalYearEntity,
  batch: batchEntity,
  feeType: feeTypeEntity,
  examType: examTypeEntity,
  exam: examEntity,
  resultTotal: resultTotalEntity,
  generalFeeType: generalFeeTypeEntity,
  employeePosition: employeePositionEntity,
  ethnicGroup: ethnicGroupEntity,
  feeSetup: feeSetupEntity,
  section: sectionEntity,
  department: departmentEntity,
  incomeExpenseHead: incomeExpenseHeadEntity,
  incomeExpense: incomeExpenseEntity,
  student: studentEntity,
  employee: employeeEntity,
  dropout: dropoutEntity,
  graduation: graduationEntity,
  graduationDivision: graduationDivisionEntity,
  characterCertificate: characterCertificateEntity,
  receipt: receiptEntity,
  university: universityEntity,
  campus: campusEntity,
} as const satisfies Record<string, EntityDefinition>

export const entityDefinitions: readonly EntityDefinition[] = Object.values(entities)

/** The name of a list the outbox sends: a typed key, so a misspelt list does not compile. */
export type EntityName = keyof typeof entities

/** A list's record as the contract types it: `RowOf<'student'>` is `Student`. */
export type RowOf<N extends EntityName> = NonNullable<(typeof entities)[N]['row']>
