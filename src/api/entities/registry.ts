import { batchEntity } from './batch'
import { collegeProgramEntity } from './college-program'
import { departmentEntity } from './department'
import { employeePositionEntity } from './employee-position'
import { ethnicGroupEntity } from './ethnic-group'
import { facultyEntity } from './faculty'
import { feeSetupEntity } from './fee-setup'
import { feeTypeEntity } from './fee-type'
import { fiscalYearEntity } from './fiscal-year'
import { generalFeeTypeEntity } from './general-fee-type'
import { incomeExpenseEntity } from './income-expense'
import { incomeExpenseHeadEntity } from './income-expense-head'
import { levelEntity } from './level'
import { majorSubjectEntity } from './major-subject'
import { programEntity } from './program'
import { sectionEntity } from './section'
import { subjectEntity } from './subject'
import type { EntityDefinition } from './define-entity'

/** Every setup list the outbox can send, by name: the sender looks a row's entity up here. */
export const entityDefinitions: readonly EntityDefinition[] = [
  facultyEntity,
  levelEntity,
  programEntity,
  collegeProgramEntity,
  subjectEntity,
  majorSubjectEntity,
  fiscalYearEntity,
  batchEntity,
  feeTypeEntity,
  generalFeeTypeEntity,
  employeePositionEntity,
  ethnicGroupEntity,
  feeSetupEntity,
  sectionEntity,
  departmentEntity,
  incomeExpenseHeadEntity,
  incomeExpenseEntity,
]
