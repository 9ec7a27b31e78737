import { expect, type Page } from '@playwright/test'
import { serverList } from './offline'

/**
 * A new student, Sita `lastName`, not yet submitted for verification, of the campus whose `token`
 * it is (in a program it has, and the term of another of its students), made by the API; their id.
 */
export async function newStudent(page: Page, token: string, lastName: string) {
  const [sample] = await serverList<Record<string, unknown>>(page, token, '/Student?limit=1')
  const created = await page.request.post('/api/Student', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      programId: sample!.programId,
      fiscalYearId: sample!.fiscalYearId,
      semester: sample!.semester,
      year: sample!.year,
      firstName: 'Sita',
      lastName,
      gender: 'female',
      dateOfBirth: '2004-06-01',
    },
  })
  expect(created.status()).toBe(201)
  return Number(((await created.json()) as { id: number }).id)
}
