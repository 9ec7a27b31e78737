import { describe, expect, it } from 'vitest'
import { defineView } from '../entity-view/entity-view'
import { formSchema } from '../entity-view/list-rules'
import { clashOf, duplicateErrors } from './duplicate-field'

const view = defineView({
  entity: 'student',
  module: 'students',
  label: 'Student',
  title: 'Students',
  createTitle: 'Register a student',
  editTitle: 'Edit a student',
  fields: [
    { name: 'registrationNo', label: 'Registration No.', kind: 'text' },
    { name: 'rollNo', label: 'Roll No.', kind: 'text' },
    {
      name: 'gender',
      label: 'Gender',
      kind: 'select',
      options: { fixed: [{ value: 'female', label: 'Female' }] },
    },
    {
      name: 'programId',
      label: 'Program',
      kind: 'select',
      options: { entity: 'program', label: (row) => String(row.programName) },
    },
  ],
  emptyValues: {},
  schema: formSchema({}),
  columns: [],
  rowName: (row) => String(row.firstName),
})

const duplicate = (field?: string) => ({
  type: 'https://hemis.local/problems/duplicate',
  field,
})
const values = { registrationNo: '7-2-1-1-2024', rollNo: ' 12 ', gender: 'female', programId: 3 }

describe("a duplicate's field", () => {
  it('is the field the server named, with the value it clashed on', () => {
    expect(clashOf(view, duplicate('rollNo'), values)).toMatchObject({
      field: { name: 'rollNo', label: 'Roll No.' },
      value: '12',
    })
    expect(duplicateErrors(view, duplicate('registrationNo'), values)).toEqual({
      registrationNo: 'Registration No. 7-2-1-1-2024 already exists!',
    })
  })

  it('says a choice by its label: a fixed one, or the record of a list it names', () => {
    expect(clashOf(view, duplicate('gender'), values)?.value).toBe('Female')
    const lookup = (entity: string, id: unknown) =>
      entity === 'program' && id === 3 ? { programName: 'BBA' } : undefined
    expect(duplicateErrors(view, duplicate('programId'), values, lookup)).toEqual({
      programId: 'Program BBA already exists!',
    })
  })

  it('is none for another problem, a duplicate naming no field, or a field the view has not', () => {
    const stale = { type: 'https://hemis.local/problems/stale-version', field: 'rollNo' }
    expect(duplicateErrors(view, stale, values)).toEqual({})
    expect(duplicateErrors(view, duplicate(), values)).toEqual({})
    expect(duplicateErrors(view, duplicate('symbolNo'), values)).toEqual({})
    expect(duplicateErrors(undefined, duplicate('rollNo'), values)).toEqual({})
    expect(duplicateErrors(view, null, values)).toEqual({})
  })
})
