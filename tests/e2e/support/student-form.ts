// The student register form's required address and enrolment, filled as a campus clerk does.
import type { Page } from '@playwright/test'
import { choose } from './offline'
import { fieldset } from './screen'

/**
 * A permanent address in Kathmandu, and an enrolment in `program`'s 2082 batch as `rollNo`, in its
 * first year (`term`: the select and option of another term, a semester program's).
 */
export async function fillAddressAndEnrolment(
  page: Page,
  program: string,
  rollNo: string,
  term: [label: RegExp, option: string] = [/^Year$/, 'First Year'],
) {
  const address = fieldset(page, 'Permanent address')
  await choose(address, 'Province', 'Bagmati Province (बाग्मती प्रदेश)')
  await choose(address, 'District', 'Kathmandu (काठमाडौँ)')
  await choose(address, 'Local Level', 'Kathmandu (काठमाण्डौं)')
  await address.getByLabel('Ward No.').fill('4')
  const enrolment = fieldset(page, 'Enrolment')
  await choose(enrolment, 'Program', program)
  await choose(enrolment, 'Batch', '2082 Batch')
  await choose(enrolment, 'Fiscal Year of Enrolment', '2082/83')
  // A student active is in a term of the program's kind (decision 0412).
  await choose(enrolment, ...term)
  await enrolment.getByLabel('Roll No.').fill(rollNo)
}
