import { describe, expect, it } from 'vitest'
import type { FieldDef } from '../entity-view/entity-view'
import { numberIssues } from './form-values'

const view = {
  fields: [
    { name: 'ward', label: 'Ward No.', kind: 'number', valueType: 'int' },
    { name: 'gpa', label: 'GPA', kind: 'number', valueType: 'number' },
    { name: 'note', label: 'Note', kind: 'text' },
  ] satisfies FieldDef[],
}

describe('number fields', () => {
  it('take whole numbers and decimals as their type allows, and say when a value is not one', () => {
    expect(numberIssues(view, { ward: '4', gpa: '3.6', note: 'x' })).toEqual({})
    expect(numberIssues(view, { ward: '', gpa: null })).toEqual({})
    expect(numberIssues(view, { ward: '4.5', gpa: '3.6a' })).toEqual({
      ward: 'Enter a number',
      gpa: 'Enter a number',
    })
  })
})
