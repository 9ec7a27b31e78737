import { expect, type Page } from '@playwright/test'
import { serverList, tokenOf } from './offline'

type Row = Record<string, unknown>
export const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase()

/**
 * A class of the signed-in campus made through the API: a semester program (named `<name> <tag>`)
 * under a seeded faculty and level, as a campus's programs are (the counts by level that other
 * tests read find every student under a named level), a batch, and three active first-semester
 * students in it. The screens under test start from there.
 */
export async function newClass(page: Page, name: string) {
  const token = await tokenOf(page)
  const headers = { authorization: `Bearer ${token}` }
  const post = async (url: string, data: object) => {
    const answer = await page.request.post(`/api${url}`, { headers, data })
    expect(answer.status(), `POST ${url}: ${await answer.text()}`).toBe(201)
    return ((await answer.json()) as { id: number }).id
  }
  const id = tag()
  const [faculty] = await serverList<Row>(page, token, '/Faculty/GetAllFaculties')
  const [level] = await serverList<Row>(page, token, '/Level/GetAllLevels')
  const programName = `${name} ${id}`
  const programId = await post('/ProgramMgmt', {
    programName,
    programType: 'semester',
    facultyId: faculty!.id,
    levelId: level!.id,
  })
  const batchId = await post('/Batch', { programId, batchName: `Batch ${id}`, batchYear: 2083 })
  const years = await serverList<Row>(page, token, '/FiscalYear')
  const fiscalYearId = years.find((y) => y.name === '2082/83')!.id as number
  const students: string[] = []
  const studentIds: number[] = []
  for (const [first, roll] of [
    ['Asha', 'E-1'],
    ['Bikash', 'E-2'],
    ['Chandra', 'E-3'],
  ] as const) {
    const lastName = `${name.split(' ')[0]}${id}`
    studentIds.push(
      await post('/Student', {
        programId,
        fiscalYearId,
        batchId,
        semester: 1,
        firstName: first,
        lastName,
        gender: 'female',
        dateOfBirth: '2004-05-14',
        rollNo: `${roll}-${id}`,
      }),
    )
    students.push(`${first} ${lastName}`)
  }
  return {
    id,
    token,
    headers,
    post,
    programId,
    programName,
    batchId,
    fiscalYearId,
    students,
    studentIds,
  }
}
