import { expect, type Page } from '@playwright/test'
import { serverList, tokenOf } from './offline'

type Row = Record<string, unknown>
export const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase()

/**
 * The signed-in user's token and headers, and `post`, which creates a record through the API
 * (201 expected, else the answer's text in the failure) and returns its id.
 */
export async function creatorFor(page: Page) {
  const token = await tokenOf(page)
  const headers = { authorization: `Bearer ${token}` }
  const post = async (url: string, data: object) => {
    const answer = await page.request.post(`/api${url}`, { headers, data })
    expect(answer.status(), `POST ${url}: ${await answer.text()}`).toBe(201)
    return ((await answer.json()) as { id: number }).id
  }
  return { token, headers, post }
}

/**
 * A class of the signed-in campus made through the API: a semester program (named `<name> <tag>`)
 * under a seeded faculty and level, as a campus's programs are (the counts by level that other
 * tests read find every student under a named level), a batch, and three active first-semester
 * students in it. The screens under test start from there.
 */
export async function newClass(page: Page, name: string) {
  const { token, headers, post } = await creatorFor(page)
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

/**
 * A new class of the demo campus (newClass above) with one first-semester subject and a
 * final exam of it (75 theory, pass 30; 25 internal, pass 10). The screens under test start there.
 */
export async function examOfANewClass(page: Page) {
  const {
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
  } = await newClass(page, 'Exam Program')
  const subjectId = await post('/Subject', {
    programId,
    subjectName: `Accounting ${id}`,
    subjectType: 'regular',
    shortName: 'ACC',
    code: `ACC${id}`,
    semester: 1,
  })
  const types = await serverList<Row>(page, token, '/ExamType')
  const examTypeId = types.find((e) => e.examTypeName === 'University Final')!.id
  const examId = await post('/Exam', {
    programId,
    batchId,
    semester: 1,
    examTypeId,
    fiscalYearId,
    startDate: '2026-04-23',
    endDate: '2026-05-03',
    routine: [
      {
        subjectId,
        examDate: '2026-04-23',
        startTime: '07:00',
        room: 'Hall A',
        theoryFull: 75,
        theoryPass: 30,
        practicalFull: 0,
        practicalPass: 0,
        internalFull: 25,
        internalPass: 10,
      },
    ],
  })
  return {
    headers,
    post,
    examId,
    subjectId,
    students,
    studentIds,
    subject: `Accounting ${id}`,
    programName,
    fiscalYearId,
  }
}
