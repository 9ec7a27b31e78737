import { describe, expect, it } from 'vitest'
import { studentImport } from './student-import'
import { importCatalogues } from '../../../lib/i18n/import'
import {
  importColumns,
  matchHeaders,
  missingColumns,
} from '../../../components/import/import-columns'
import { normalize } from '../../../components/import/normalize'
import { wordsOf } from '../../../components/import/other-words'
import { templateHeader } from '../../../components/import/template-spec'

const words = wordsOf([...studentImport.catalogues, importCatalogues])
const campus = importColumns(studentImport.view, 'CollegeAdmin', words)
const commission = importColumns(studentImport.view, 'SuperAdmin', words)

describe('headers matched to a view’s fields', () => {
  it('ignore letter case, spacing and punctuation, and take the field’s own name', () => {
    expect(normalize('  FIRST_name ')).toBe(normalize('First Name'))
    expect(matchHeaders(['first name', 'LAST-NAME', 'dateOfBirth', 'Gender '], campus)).toEqual([
      'firstName',
      'lastName',
      'dateOfBirth',
      'gender',
    ])
  })

  it('match Nepali headers, and the template’s “English / नेपाली” ones', () => {
    expect(matchHeaders(['पहिलो नाम', 'थर', 'लिङ्ग'], campus)).toEqual([
      'firstName',
      'lastName',
      'gender',
    ])
    const template = campus.map((c) => templateHeader(c, words))
    expect(template[0]).toBe('First Name / पहिलो नाम')
    expect(matchHeaders(template, campus)).toEqual(campus.map((c) => c.field.name))
  })

  it('tell the two addresses apart by section, and give a bare label to the first not taken', () => {
    expect(matchHeaders(['Temporary address District', 'District', 'District'], campus)).toEqual([
      'temporaryDistrictId',
      'permanentDistrictId',
      null,
    ])
  })

  it('leave unknown headers unmapped, and name the required fields no column fills', () => {
    const mapping = matchHeaders(['First Name', 'Favourite colour'], campus)
    expect(mapping).toEqual(['firstName', null])
    expect(missingColumns(campus, mapping).map((c) => c.field.name)).toEqual([
      'lastName',
      'gender',
      'dateOfBirth',
      'programId',
      'fiscalYearId',
    ])
  })

  it('ask the commission for the campus, which a campus user never fills', () => {
    expect(campus.some((c) => c.field.name === 'campusId')).toBe(false)
    expect(commission.find((c) => c.field.name === 'campusId')?.required).toBe(true)
  })

  it('never offer files or repeated groups', () => {
    expect(campus.map((c) => c.field.name)).not.toContain('photo')
    expect(campus.map((c) => c.field.name)).not.toContain('qualifications')
  })
})
