// The forms and the contract cannot drift apart: the body each setup form sends (`FormBody`, what
// `bodyOf` builds from the view's fields) must fit the request body of the generated schema. A
// change of openapi/hemis.yaml that a form does not follow fails `npm run lint`.
import { describe, expectTypeOf, it } from 'vitest'
import type { components } from '../../../common/schema.gen'
import type { FieldDef, FormBody } from '../../components/entity-view/entity-view'
import { departmentView } from './department-view'
import { facultyView } from './faculty-view'
import { fiscalYearView } from './fiscal-year-view'
import { incomeExpenseHeadView } from './income-expense-head-view'
import { incomeExpenseView } from './income-expense-view'
import { levelView } from './level-view'
import { majorSubjectView } from './major-subject-view'
import {
  batchView,
  collegeProgramView,
  employeePositionView,
  ethnicGroupView,
  feeSetupView,
  feeTypeView,
  generalFeeTypeView,
  programView,
} from './other-views'
import { sectionView } from './section-view'
import { subjectView } from './subject-view'

type Schemas = components['schemas']
type Form = { fields: readonly FieldDef[] }
/** A create: the form's body plus `status: true` (entity-list-page). */
type Created<V extends Form> = FormBody<V['fields']> & { status: boolean }
/** A PATCH sends the changed fields, never the ones fixed after create. */
type Patched<V extends Form, Locked extends string = never> = Partial<
  Omit<FormBody<V['fields']>, Locked>
> & { status?: boolean }

describe('each setup form fits its request bodies in the contract', () => {
  it('creates', () => {
    expectTypeOf<Created<typeof facultyView>>().toExtend<Schemas['FacultyCreate']>()
    expectTypeOf<Created<typeof levelView>>().toExtend<Schemas['LevelCreate']>()
    expectTypeOf<Created<typeof subjectView>>().toExtend<Schemas['SubjectCreate']>()
    expectTypeOf<Created<typeof majorSubjectView>>().toExtend<Schemas['MajorSubjectCreate']>()
    expectTypeOf<Created<typeof programView>>().toExtend<Schemas['ProgramCreate']>()
    expectTypeOf<Created<typeof collegeProgramView>>().toExtend<Schemas['CollegeProgramCreate']>()
    expectTypeOf<Created<typeof fiscalYearView>>().toExtend<Schemas['FiscalYearCreate']>()
    expectTypeOf<Created<typeof batchView>>().toExtend<Schemas['BatchCreate']>()
    expectTypeOf<Created<typeof feeTypeView>>().toExtend<Schemas['FeeTypeCreate']>()
    expectTypeOf<Created<typeof generalFeeTypeView>>().toExtend<Schemas['GeneralFeeTypeCreate']>()
    expectTypeOf<Created<typeof employeePositionView>>().toExtend<
      Schemas['EmployeePositionCreate']
    >()
    expectTypeOf<Created<typeof ethnicGroupView>>().toExtend<Schemas['EthnicGroupCreate']>()
    expectTypeOf<Created<typeof feeSetupView>>().toExtend<Schemas['FeeSetupCreate']>()
    expectTypeOf<Created<typeof sectionView>>().toExtend<Schemas['SectionCreate']>()
    expectTypeOf<Created<typeof departmentView>>().toExtend<Schemas['DepartmentCreate']>()
    expectTypeOf<Created<typeof incomeExpenseHeadView>>().toExtend<
      Schemas['IncomeExpenseHeadCreate']
    >()
    expectTypeOf<Created<typeof incomeExpenseView>>().toExtend<Schemas['IncomeExpenseCreate']>()
  })

  it('partial updates (PATCH) without the fields fixed after create', () => {
    expectTypeOf<Patched<typeof facultyView>>().toExtend<Schemas['FacultyPatch']>()
    expectTypeOf<Patched<typeof levelView>>().toExtend<Schemas['LevelPatch']>()
    expectTypeOf<Patched<typeof subjectView, 'programId'>>().toExtend<Schemas['SubjectPatch']>()
    expectTypeOf<Patched<typeof majorSubjectView, 'programId'>>().toExtend<
      Schemas['MajorSubjectPatch']
    >()
    expectTypeOf<Patched<typeof programView>>().toExtend<Schemas['ProgramPatch']>()
    expectTypeOf<Patched<typeof collegeProgramView, 'campusId'>>().toExtend<
      Schemas['CollegeProgramPatch']
    >()
    expectTypeOf<Patched<typeof sectionView, 'campusId' | 'programId'>>().toExtend<
      Schemas['SectionPatch']
    >()
    expectTypeOf<Patched<typeof departmentView>>().toExtend<Schemas['DepartmentPatch']>()
    expectTypeOf<Patched<typeof incomeExpenseHeadView, 'campusId'>>().toExtend<
      Schemas['IncomeExpenseHeadPatch']
    >()
    expectTypeOf<Patched<typeof incomeExpenseView, 'campusId'>>().toExtend<
      Schemas['IncomeExpensePatch']
    >()
  })

  it('whole updates (PUT) of the legacy lists', () => {
    expectTypeOf<Created<typeof fiscalYearView>>().toExtend<Schemas['FiscalYearUpdate']>()
    expectTypeOf<Created<typeof batchView>>().toExtend<Schemas['BatchUpdate']>()
    expectTypeOf<Created<typeof feeTypeView>>().toExtend<Schemas['FeeTypeUpdate']>()
    expectTypeOf<Created<typeof generalFeeTypeView>>().toExtend<Schemas['GeneralFeeTypeUpdate']>()
    expectTypeOf<Created<typeof employeePositionView>>().toExtend<
      Schemas['EmployeePositionUpdate']
    >()
    expectTypeOf<Created<typeof ethnicGroupView>>().toExtend<Schemas['EthnicGroupUpdate']>()
    expectTypeOf<Created<typeof feeSetupView>>().toExtend<Schemas['FeeSetupUpdate']>()
  })

  it('catches a form that drifts from the contract', () => {
    // A form sending the program's name instead of its id is refused.
    type Drifted = Omit<Created<typeof subjectView>, 'programId'> & { programId: string }
    expectTypeOf<Drifted>().not.toExtend<Schemas['SubjectCreate']>()
  })
})
