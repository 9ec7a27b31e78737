// Selects that follow other fields of the form: a commission user's campus narrows the heads,
// programs, fee types and batches; a section's program narrows its batches.
import { describe, expect, it } from 'vitest'
import { optionsOf, unfitChoices } from '../../components/entity-form/option-list'
import { offeredPrograms } from '../../components/entity-view/list-rules'
import type { EntityView, FormValues } from '../../components/entity-view/entity-view'
import { commissionRoles } from '../../lib/session/role'
import type { SessionUser } from '../../lib/session/session-user'
import type { CachedRecord, Json } from '../../offline/db'
import { incomeExpenseView } from './income-expense-view'
import {
  batchView,
  collegeProgramView,
  feeSetupView,
  feeTypeView,
  generalFeeTypeView,
} from './other-views'
import { sectionView } from './section-view'
import { userOf } from '../../test/session-users'

const superAdmin = userOf('SuperAdmin', null, null)
const collegeAdmin = userOf('CollegeAdmin', 1, 78)

const rows = (entity: string, data: Json[]): [string, CachedRecord[]] => [
  entity,
  data.map((d) => ({
    scope: 't',
    entity,
    key: String(d.id),
    id: d.id as number,
    version: 1,
    data: d,
  })),
]
const lists = new Map([
  rows('campusOption', [
    { id: 78, campusName: 'Ratna Rajya Campus', universityId: 1 },
    { id: 85, campusName: 'Pokhara Campus', universityId: 2 },
  ]),
  rows('incomeExpenseHead', [
    { id: 1, code: 'I-1', headName: 'Tuition fees', headType: 'income', campusId: null },
    { id: 2, code: 'I-9', headName: 'Canteen rent', headType: 'income', campusId: 78 },
    { id: 3, code: 'E-9', headName: 'Lake cleaning', headType: 'expense', campusId: 85 },
    {
      id: 4,
      code: 'E-0',
      headName: 'Old head',
      headType: 'expense',
      campusId: null,
      status: false,
    },
  ]),
  rows('program', [
    { id: 10, programName: 'BBS', universityId: null, campusId: null, programType: 'annual' },
    { id: 11, programName: 'BSc CSIT', universityId: 1, campusId: null, programType: 'semester' },
    { id: 12, programName: 'BA Nepali', universityId: 1, campusId: 78, programType: 'annual' },
    { id: 13, programName: 'BE Civil', universityId: 2, campusId: null, programType: 'semester' },
  ]),
  rows('batch', [
    { id: 20, batchName: 'Any program 2080', programId: null, campusId: null },
    { id: 21, batchName: 'BBS 2081', programId: 10, campusId: 78 },
    { id: 22, batchName: 'CSIT 2081', programId: 11, campusId: 78 },
    { id: 23, batchName: 'BBS 2081 Pokhara', programId: 10, campusId: 85 },
  ]),
  rows('feeType', [
    { id: 30, feeTypeName: 'Admission', campusId: null },
    { id: 31, feeTypeName: 'Library', campusId: 78 },
    { id: 32, feeTypeName: 'Boating', campusId: 85 },
  ]),
])
const lookup = (entity: string, id: unknown) =>
  lists.get(entity)?.find((r) => String(r.id) === String(id))?.data

/** The labels a field of a view offers to `user` while the form holds `values`. */
const offered = (view: EntityView, field: string, user: SessionUser, values: FormValues) => {
  const source = view.fields.find((f) => f.name === field)!.options!
  return optionsOf(source, lists, { user, values, lookup }).map((o) => o.label)
}

describe('the heads of an income/expense entry follow its campus', () => {
  it('a commission user sees the shared heads and those of the campus picked', () => {
    expect(offered(incomeExpenseView, 'headId', superAdmin, { campusId: '78' })).toEqual([
      'I-1 Tuition fees (Income)',
      'I-9 Canteen rent (Income)',
    ])
    expect(offered(incomeExpenseView, 'headId', superAdmin, { campusId: '85' })).toEqual([
      'I-1 Tuition fees (Income)',
      'E-9 Lake cleaning (Expense)',
    ])
  })

  it('before a campus is picked, only the shared heads', () => {
    expect(offered(incomeExpenseView, 'headId', superAdmin, { campusId: null })).toEqual([
      'I-1 Tuition fees (Income)',
    ])
  })

  it('a campus user, who has no Campus field, sees the heads of its own campus', () => {
    expect(offered(incomeExpenseView, 'headId', collegeAdmin, { campusId: null })).toEqual([
      'I-1 Tuition fees (Income)',
      'I-9 Canteen rent (Income)',
    ])
  })

  it('another campus clears a head of the first one, keeps a shared head', () => {
    const ctx = { user: superAdmin, lookup, mode: 'create' as const }
    const previous = { campusId: '78', headId: '2' }
    expect(
      unfitChoices(incomeExpenseView.fields, { campusId: '85', headId: '2' }, previous, ctx),
    ).toEqual({ headId: null })
    const shared = { campusId: '78', headId: '1' }
    expect(
      unfitChoices(incomeExpenseView.fields, { ...shared, campusId: '85' }, shared, ctx),
    ).toBeNull()
  })
})

describe("a section's batch follows its program (and campus)", () => {
  it('offers the batches of the program chosen and those of every program', () => {
    expect(offered(sectionView, 'batchId', collegeAdmin, { programId: '10' })).toEqual([
      'Any program 2080',
      'BBS 2081',
    ])
    expect(
      offered(sectionView, 'batchId', superAdmin, { campusId: '85', programId: '10' }),
    ).toEqual(['Any program 2080', 'BBS 2081 Pokhara'])
  })

  it('another program clears a batch of the first one', () => {
    const ctx = { user: collegeAdmin, lookup, mode: 'create' as const }
    const previous = { programId: '10', batchId: '21' }
    expect(
      unfitChoices(sectionView.fields, { programId: '11', batchId: '21' }, previous, ctx),
    ).toEqual({ batchId: null })
  })
})

describe("a commission user's campus narrows programs and fee types", () => {
  it("offers the programs the campus picked may run: the commission's, its university's, its own", () => {
    expect(offered(collegeProgramView, 'programId', superAdmin, { campusId: '78' })).toEqual([
      'BBS',
      'BSc CSIT',
      'BA Nepali',
    ])
    expect(offered(feeSetupView, 'programId', superAdmin, { campusId: '85' })).toEqual([
      'BBS',
      'BE Civil',
    ])
  })

  it("offers a fee setup the shared fee types and the campus's own", () => {
    expect(offered(feeSetupView, 'feeTypeId', superAdmin, { campusId: '85' })).toEqual([
      'Admission',
      'Boating',
    ])
    expect(offered(feeSetupView, 'feeTypeId', collegeAdmin, {})).toEqual(['Admission', 'Library'])
  })
})

describe('the campus lists ask a commission user for the campus, fixed after create', () => {
  const campusOf = (view: EntityView) => view.fields.find((f) => f.name === 'campusId')
  it.each([
    { view: batchView, required: false },
    { view: feeTypeView, required: false },
    { view: generalFeeTypeView, required: false },
    { view: feeSetupView, required: true },
    { view: collegeProgramView, required: true },
  ])('$view.title', ({ view, required }) => {
    expect(campusOf(view)).toMatchObject({ shownTo: commissionRoles, required })
    expect(view.lockedInEdit).toContain('campusId')
  })
})

describe("a student's program is one the campus offers (decision 0368, the student form's)", () => {
  const withOffers = new Map([
    ...lists,
    rows('collegeProgram', [
      { id: 40, campusId: 78, programId: 11 },
      { id: 41, campusId: 85, programId: 13 },
    ]),
  ])
  const programs = (user: SessionUser, values: FormValues, from = withOffers) =>
    optionsOf(offeredPrograms, from, {
      user,
      values,
      lookup,
    }).map((o) => o.label)

  it('a campus is offered its college programs and its own, not the others it might add', () => {
    const more = new Map([
      ...withOffers,
      rows('program', [
        ...withOffers.get('program')!.map((r) => r.data),
        { id: 14, programName: 'MA English', universityId: 1, campusId: null },
      ]),
    ])
    expect(programs(collegeAdmin, {}, more)).toEqual(['BSc CSIT', 'BA Nepali'])
  })

  it('a commission user is offered the programs of the campus picked, any before a pick', () => {
    expect(programs(superAdmin, { campusId: '85' })).toEqual(['BE Civil'])
    expect(programs(superAdmin, {})).toEqual(['BBS', 'BSc CSIT', 'BA Nepali', 'BE Civil'])
  })

  it('while the college programs are not on the device the server alone decides', () => {
    expect(programs(collegeAdmin, {}, lists)).toEqual(['BSc CSIT', 'BA Nepali'])
  })
})
