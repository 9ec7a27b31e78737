import { expect } from '@playwright/test'
import { test } from './support/test'
import { startSession } from './support/demo-users'
import { examOfANewClass } from './support/new-class'
import { expectOnline, pendingCount } from './support/offline'
import { openInApp } from './support/screen'

type Row = Record<string, unknown>

test("a campus enters a paper's marks in the grid, publishes the result, and the marks lock", async ({
  page,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  const { headers, examId, subjectId, students, studentIds, subject, programName, fiscalYearId } =
    await examOfANewClass(page)
  const [asha, bikash, chandra] = students as [string, string, string]

  await page.goto(`/exam-management/marks-entry/${examId}?subject=${subjectId}`)
  await expect(page.getByRole('heading', { level: 1, name: `Marks: ${subject}` })).toBeVisible()
  const grid = page.getByRole('table', { name: 'Marks grid' })
  await expect(grid.getByRole('columnheader', { name: 'Theory (full 75)' })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: 'Internal (full 25)' })).toBeVisible()
  // The class's three students, and no practical column (its full marks are 0).
  await expect(grid.getByRole('textbox', { name: `Theory of ${chandra}` })).toBeVisible()
  await expect(grid.getByRole('columnheader', { name: /Practical/ })).toHaveCount(0)

  // A mark above the full marks is refused in its cell, before anything is saved.
  await grid.getByRole('textbox', { name: `Theory of ${asha}` }).fill('80')
  await expect(grid.getByText('Above the full marks (75)')).toBeVisible()
  await expect(
    page.getByText('1 cell is refused: correct them to save those students.'),
  ).toBeVisible()
  await grid.getByRole('textbox', { name: `Theory of ${asha}` }).fill('70')
  await grid.getByRole('textbox', { name: `Internal of ${asha}` }).fill('22')
  await grid.getByRole('textbox', { name: `Theory of ${bikash}` }).fill('20.5')
  await grid.getByRole('textbox', { name: `Internal of ${bikash}` }).fill('15')
  await grid.getByRole('checkbox', { name: `${chandra} absent` }).check()
  await expect(grid.getByRole('textbox', { name: `Theory of ${chandra}` })).toBeDisabled()
  await page.getByRole('button', { name: 'Save marks' }).click()
  await expect(page.getByText('3 students’ marks saved (sent when online).')).toBeVisible()

  // The server comes to hold what the grid showed: one row a student. (Polled: the pending count
  // read 0 before the save as well as after it was sent.)
  await expect
    .poll(async () => {
      const marks = await page.request.get(`/api/Exam/${examId}/Marks?subjectId=${subjectId}`, {
        headers,
      })
      const saved = (await marks.json()) as Row[]
      return saved.map((m) => [m.theory, m.internal, m.absent]).sort()
    })
    .toEqual(
      [
        [70, 22, false],
        [20.5, 15, false],
        [null, null, true],
      ].sort(),
    )
  await expect(pendingCount(page)).toHaveText('0')

  // Results: computed by the server, published from the screen.
  await openInApp(page, `/exam-management/results?exam=${examId}`)
  const results = page.getByRole('table', { name: 'Results' })
  const rowOf = (name: string) => results.getByRole('row').filter({ hasText: name })
  await expect(rowOf(asha)).toContainText('92 / 100')
  await expect(rowOf(asha)).toContainText('Distinction')
  await expect(rowOf(asha)).toContainText('Passed')
  await expect(rowOf(bikash)).toContainText('Failed')
  await expect(rowOf(chandra)).toContainText('Failed')
  await page.getByRole('button', { name: 'Publish result' }).click()
  await expect(
    page.getByText('Published: the marks are locked; a correction needs a reason.'),
  ).toBeVisible()
  const result = await page.request.get(`/api/Exam/${examId}/Result`, { headers })
  expect(((await result.json()) as Row).publishedAt).not.toBeNull()

  // One student's result, paper by paper.
  await rowOf(asha).getByRole('link', { name: asha }).click()
  const sheet = page.getByRole('table', { name: 'Result' })
  await expect(sheet.getByRole('row').filter({ hasText: subject })).toContainText('70')
  await expect(page.getByText('Total 92 of 100 (92%)')).toBeVisible()

  // Her page's academic history lists the published exam, and opens the same result.
  await openInApp(page, `/student-management/student-information-detail?student=${studentIds[0]}`)
  const history = page.getByRole('table', { name: 'Academic history' })
  const final = history.getByRole('row').filter({ hasText: 'University Final' })
  await expect(final).toContainText('2082/83')
  await expect(final).toContainText('Distinction')
  await expect(final).toContainText('Passed')
  await final.getByRole('link', { name: /^Open the result of University Final/ }).click()
  await expect(page.getByText('Total 92 of 100 (92%)')).toBeVisible()

  // Published marks are locked in the grid: no cell to type in, no save.
  await openInApp(page, `/exam-management/marks-entry/${examId}?subject=${subjectId}`)
  await expect(
    page.getByText('This result is published: its marks are locked. A correction needs a reason.'),
  ).toBeVisible()
  await expect(grid.getByRole('textbox', { name: `Theory of ${asha}` })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Save marks' })).toHaveCount(0)

  // The pass rate counts the published final: two appeared (the absent student did not), one passed.
  await openInApp(page, `/pass-rate-management/student-appeared?fiscalYear=${fiscalYearId}`)
  const byClass = page.getByRole('table', { name: 'Student Appeared: 2082/83' })
  await expect(
    byClass.getByRole('row').filter({ hasText: programName }).getByRole('cell'),
  ).toHaveText(['2', '1', '50.0', '—', '—', 'published results'])
  await openInApp(page, `/pass-rate-management/exam-appeared?fiscalYear=${fiscalYearId}`)
  const byExam = page.getByRole('table', { name: 'Exam Appeared: 2082/83' })
  await expect(byExam.getByRole('row').filter({ hasText: programName })).toContainText(
    'University Final',
  )
  // Campus, appeared, passed, rate.
  await expect(
    byExam.getByRole('row').filter({ hasText: programName }).getByRole('cell'),
  ).toHaveText([/\S/, '2', '1', '50.0'])

  // A graduation waits for the program's last semester (8 when its duration is not set), and for
  // every paper passed: the form says which stands in the way (the server refuses both, decision
  // 0225).
  await openInApp(page, `/graduation-management/graduation-form/${studentIds[1]}`)
  // (Filtered: the toasts of the steps above are alerts too, still up on a fast machine.)
  await expect(
    page.getByRole('alert').filter({ hasText: 'this student is in semester 1 of 8' }),
  ).toBeVisible()
  const moved = await page.request.patch(`/api/Student/${studentIds[1]}`, {
    headers,
    data: { semester: 8 },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await page.goto(`/graduation-management/graduation-form/${studentIds[1]}`)
  const notPassed = page.getByRole('alert').filter({ hasText: 'Not every paper is passed' })
  await expect(notPassed).toContainText(`${subject}: failed in University Final 2082/83`)
  await expect(page.getByLabel('Date of completion')).toHaveCount(0)
})

test('a published mark is corrected with its reason in the marks list; the result follows', async ({
  page,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  const { headers, examId, subjectId, students, studentIds, subject } = await examOfANewClass(page)
  const [asha, bikash] = students as [string, string, string]
  // Marks saved and the result published through the API, as the test above does on screen.
  const saved = await page.request.post(`/api/Exam/${examId}/Marks`, {
    headers,
    data: {
      subjectId,
      rows: [
        { studentId: studentIds[0], theory: 70, internal: 22 },
        { studentId: studentIds[1], theory: 20.5, internal: 15 },
        { studentId: studentIds[2], absent: true },
      ],
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const published = await page.request.post(`/api/Exam/${examId}/Publish`, { headers })
  expect(published.status(), await published.text()).toBe(200)
  // One moves to the next term once the result is out: no longer of the exam's class, still
  // named by the marks list (decision 0418), not "#id".
  const promoted = await page.request.patch(`/api/Student/${studentIds[2]}`, {
    headers,
    data: { semester: 2 },
  })
  expect(promoted.status(), await promoted.text()).toBe(200)

  // The locked grid leads to the marks list, which lists the paper's marks.
  await page.goto(`/exam-management/marks-entry/${examId}?subject=${subjectId}`)
  await page.getByRole('link', { name: 'Correct a mark in the marks list.' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: `Marks list: ${subject}` }),
  ).toBeVisible()
  const list = page.getByRole('table', { name: `Marks list: ${subject}` })
  const rowOf = (name: string) => list.getByRole('row').filter({ hasText: name })
  await expect(rowOf(asha)).toContainText('70')
  await expect(rowOf(bikash)).toContainText('20.5')
  await expect(rowOf(students[2]!)).toContainText('Absent')
  await expect(list.getByRole('rowheader')).toHaveText([asha, bikash, students[2]!])
  const log = page.getByRole('table', { name: 'Corrections' })
  await expect(page.getByText('No corrections of this exam.')).toBeVisible()

  // A correction needs a reason and a change; a mark above full is refused in its field.
  await page.getByRole('button', { name: `Correct the marks of ${bikash}` }).click()
  const form = page.getByRole('dialog', { name: `Correct the marks of ${bikash}` })
  const theory = form.getByRole('textbox', { name: 'Theory (full 75)' })
  await expect(theory).toHaveValue('20.5')
  await theory.fill('80')
  await expect(form.getByText('Above the full marks (75)')).toBeVisible()
  await theory.fill('40')
  await form.getByRole('textbox', { name: 'Reason' }).fill('typo')
  await form.getByRole('button', { name: 'Record correction' }).click()
  await expect(form.getByText('Give a reason of 5 to 500 characters')).toBeVisible()
  await form.getByRole('textbox', { name: 'Reason' }).fill('Recheck of the answer book')
  await form.getByRole('button', { name: 'Record correction' }).click()
  await expect(form).toBeHidden()
  await expect(pendingCount(page)).toHaveText('0')

  // Listed with the marks before and after and its reason; the list and the result follow.
  const entry = log.getByRole('row').filter({ hasText: 'Recheck of the answer book' })
  await expect(entry).toContainText(bikash)
  await expect(entry).toContainText('Theory 20.5 · Internal 15')
  await expect(entry).toContainText('Theory 40 · Internal 15')
  await expect(rowOf(bikash)).toContainText('40')
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/Exam/${examId}/Result`, { headers })
      const result = (await answer.json()) as { students: Row[] }
      const his = result.students.find((r) => r.studentId === studentIds[1])!
      return [his.total, his.outcome, his.division]
    })
    .toEqual([55, 'passed', 'second'])
})

test('a campus numbers an exam’s appearance list offline, refuses a number given twice, the server keeps it, and the marks grid lists only those on it', async ({
  page,
  context,
}) => {
  test.slow()
  await startSession(page, 'collegeadmin')
  const { headers, examId, subjectId, students } = await examOfANewClass(page)
  const [asha, bikash, chandra] = students as [string, string, string]

  await page.goto(`/exam-management/exam-appear?exam=${examId}`)
  const list = page.getByRole('table', { name: 'Exam Appearance List' })
  await expect(list.getByRole('textbox', { name: `Symbol number of ${chandra}` })).toBeVisible()
  await expectOnline(page, true)
  await context.setOffline(true)
  await expectOnline(page, false)

  // Asha's number is typed; the rest are counted up from the first, in roll order.
  await list.getByRole('textbox', { name: `Symbol number of ${asha}` }).fill('7802001')
  await page.getByLabel('First symbol number').fill('7802001')
  await page.getByRole('button', { name: 'Number the rest' }).click()
  await expect(list.getByRole('textbox', { name: `Symbol number of ${chandra}` })).toHaveValue(
    '7802002',
  )
  await list.getByRole('textbox', { name: `Symbol number of ${bikash}` }).fill('7802001')
  await expect(list.getByText('Given to another student above')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save the list' })).toBeDisabled()
  await list.getByRole('textbox', { name: `Symbol number of ${bikash}` }).fill('7802003')
  await page.getByRole('button', { name: 'Save the list' }).click()
  await expect(pendingCount(page)).toHaveText('1')

  await context.setOffline(false)
  await expectOnline(page, true)
  await expect(pendingCount(page)).toHaveText('0')
  const kept = await page.request.get(`/api/Exam/${examId}/Appearance`, { headers })
  expect(((await kept.json()) as Row[]).map((r) => r.symbolNo)).toEqual([
    '7802001',
    '7802002',
    '7802003',
  ])

  // Bikash taken off the list does not sit the exam: the marks grid has the other two, each with
  // the symbol number on their answer book.
  await list.getByRole('textbox', { name: `Symbol number of ${bikash}` }).fill('')
  await page.getByRole('button', { name: 'Save the list' }).click()
  // The pending count was 0 before the save too: the server's list says when it has arrived.
  await expect
    .poll(async () => {
      const now = await page.request.get(`/api/Exam/${examId}/Appearance`, { headers })
      return ((await now.json()) as Row[]).map((r) => r.symbolNo).filter(Boolean)
    })
    .toEqual(['7802001', '7802002'])
  await page.goto(`/exam-management/marks-entry/${examId}?subject=${subjectId}`)
  const grid = page.getByRole('table', { name: 'Marks grid' })
  await expect(grid.getByRole('row').filter({ hasText: asha })).toContainText('7802001')
  await expect(grid.getByRole('row').filter({ hasText: chandra })).toContainText('7802002')
  await expect(grid.getByRole('row').filter({ hasText: bikash })).toHaveCount(0)
})
