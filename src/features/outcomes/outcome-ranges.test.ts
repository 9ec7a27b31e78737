// The ranges the outcome forms' messages state are the ones they check, from one constant each,
// which the contract agrees with.
import { describe, expect, it } from 'vitest'
import { fieldLimits } from '../../../common/field-limits.gen'
import { cgpaRange } from '../../../common/outcome-rules'
import { fieldErrors } from '../../lib/forms/field-errors'
import { graduationDivisionView } from './graduation-division-view'
import { graduationView } from './graduation-view'
import { receiptView } from './receipt-view'

const issue = (schema: typeof receiptView.schema, field: string, value: string) =>
  fieldErrors(schema, { [field]: value })?.[field]

describe('an outcome form’s ranges', () => {
  it('a CGPA: the 4-point scale of the rules and the contract, named in the message', () => {
    const { minimum, maximum } = fieldLimits.GraduationCreate.cgpa
    expect(cgpaRange).toEqual({ min: minimum, max: maximum })
    expect(fieldLimits.GraduationDivisionCreate.minCgpa).toEqual({ minimum, maximum })
    for (const [schema, field] of [
      [graduationView.schema, 'cgpa'],
      [graduationDivisionView.schema, 'minCgpa'],
    ] as const) {
      expect(issue(schema, field, String(maximum))).toBeUndefined()
      expect(issue(schema, field, '4.01')).toBe('CGPA must be a number from 0 to 4')
    }
    expect(graduationDivisionView.fields.find((f) => f.name === 'minCgpa')?.description).toContain(
      '(4-point scale)',
    )
  })

  it("a receipt's amount: above nothing, at most the contract's", () => {
    const { maximum } = fieldLimits.ReceiptCreate.amount
    expect(issue(receiptView.schema, 'amount', String(maximum))).toBeUndefined()
    for (const bad of ['0', String(maximum + 1), '12.345'])
      expect(issue(receiptView.schema, 'amount', bad)).toBe(
        'Amount must be more than 0, in rupees with at most two decimals',
      )
  })
})
