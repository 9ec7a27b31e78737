import { describe, expect, it } from 'vitest'
import { rowValues } from '../../../components/import/row-values'
import { columns, headers, setupFor, sita } from './import-test-kit'
import { studentImport } from './student-import'
import { importColumns, matchHeaders } from '../../../components/import/import-columns'
import { wordsOf } from '../../../components/import/other-words'

const base = { ...studentImport.view.emptyValues, campusId: '78' }
const read = (cellsOf: Record<string, string>) => {
  const names = Object.keys(cellsOf)
  return rowValues({ ...setupFor(names) }, Object.values(cellsOf), base)
}

describe('a cell’s value matched as the form holds it', () => {
  it('finds a district by its English name, its Nepali name or its id, and fills its province', () => {
    for (const district of ['Kathmandu', 'काठमाडौँ', 'kathmandu', '27', 'Kathmandu (काठमाडौँ)']) {
      const r = read({ District: district })
      expect(r.errors, district).toEqual({})
      expect(r.values.permanentDistrictId, district).toBe('27')
      expect(r.values.permanentProvinceId, district).toBe('3')
    }
  })

  it('fills a local level’s district and province from it', () => {
    const r = read({ 'Local Level': 'काठमाण्डौं' })
    expect(r.values).toMatchObject({
      permanentLocalLevelId: '301',
      permanentDistrictId: '27',
      permanentProvinceId: '3',
    })
  })

  it('refuses a district outside the province the file gives', () => {
    const r = read({ Province: 'Koshi Province', District: 'Kathmandu' })
    expect(r.errors.permanentDistrictId).toBe(
      'This value cannot be chosen with the row’s other values',
    )
  })

  it('matches a fixed value by its code or its word in either language', () => {
    for (const gender of ['female', 'Female', 'FEMALE', 'महिला'])
      expect(read({ Gender: gender }).values.gender, gender).toBe('female')
    expect(read({ Gender: 'F' }).errors.gender).toBe(
      '“F” is not one of this column’s values (see the Values sheet)',
    )
  })

  it('keeps a known nationality as its value in either language, any other as written', () => {
    for (const nationality of ['Nepali', 'nepali', 'नेपाली', ' नेपाली '])
      expect(read({ Nationality: nationality }).values.nationality, nationality).toBe('Nepali')
    expect(read({ Nationality: 'Indian' }).values.nationality).toBe('Indian')
  })

  it('finds a program by short name, and a batch by name within the program', () => {
    const r = read({ Program: 'BCA', Batch: '2082 Batch' })
    expect(r.values).toMatchObject({ programId: '8', batchId: '12' })
    // Without the program, "2082 Batch" is two programs' batch: neither can be chosen alone.
    expect(read({ Batch: '2082 Batch' }).errors.batchId).toBe(
      'This value cannot be chosen with the row’s other values',
    )
    // Its id names one, and the batch names its program.
    expect(read({ Batch: '11' }).values).toMatchObject({ batchId: '11', programId: '7' })
  })

  it('does not offer another campus’s program', () => {
    expect(read({ Program: 'Another Campus Program' }).errors.programId).toBeDefined()
  })

  it('reads Devanagari digits in numbers, dates and roll numbers', () => {
    const r = read({
      'Date of Birth': '२०६१-०२-०१',
      'Roll No.': '१२',
      'Ward No.': '४',
      District: 'Kathmandu',
      'Local Level': 'Kathmandu',
    })
    expect(r.values).toMatchObject({ dateOfBirth: '2004-05-14', rollNo: '12', permanentWard: '4' })
  })

  it('keeps Latin and Devanagari names as they are written', () => {
    const r = rowValues(setupFor(headers), sita('1', { 'First Name': 'सीता' }), base)
    expect(r.values.firstName).toBe('सीता')
  })

  it('matches a Nepali header row as the English one', () => {
    const ne = wordsOf(studentImport.catalogues)
    const nepali = importColumns(studentImport.view, 'CollegeAdmin', ne).map((c) => c.names.at(-1)!)
    expect(matchHeaders(nepali, columns)).toEqual(columns.map((c) => c.field.name))
  })
})
