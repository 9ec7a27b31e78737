import { afterEach, describe, expect, it } from 'vitest'
import { entityMessages, failureMessage } from './entity-messages'
import { i18n } from './t'
import { inNepali } from '../../test/nepali'

const duplicate = { title: 'Level already exists!', detail: 'Level already exists!' }
const other = { title: 'Invalid request', detail: 'subjectName is required' }

describe('a list’s toasts', () => {
  afterEach(() => i18n.activate('en'))

  it('are the generic ones named by the label unless the list declares its own', () => {
    expect(entityMessages('Batch').duplicate).toBe('Batch already exists!')
    expect(
      entityMessages('Faculty', { duplicate: 'Faculty already exists!', toastMs: 2000 }),
    ).toMatchObject({
      duplicate: 'Faculty already exists!',
      toastMs: 2000,
    })
  })

  it('say the duplicate on an edit only where the list asks (Level), else the update failure', () => {
    const level = entityMessages('Level', { duplicateOnUpdate: true })
    const batch = entityMessages('Batch')
    expect(failureMessage(level, false, duplicate, true)).toBe('Level already exists!')
    expect(failureMessage(batch, false, duplicate, true)).toBe(batch.updateFailed)
    expect(failureMessage(batch, true, duplicate, true)).toBe('Batch already exists!')
  })

  it('say a duplicate in the language chosen, not in the server’s English title', () => {
    inNepali()
    const student = entityMessages('विद्यार्थी')
    const taken = { title: 'Student already exists!', detail: 'Student already exists!' }
    expect(failureMessage(student, true, taken, true)).toBe('विद्यार्थी पहिले नै छ!')
  })

  it('add the server’s detail after the prefix where the list asks (Subject)', () => {
    const subject = entityMessages('Subject', {
      createFailed: 'Error adding subject:',
      createFailedDetail: true,
    })
    expect(failureMessage(subject, true, other, false)).toBe(
      'Error adding subject: subjectName is required',
    )
    const taken = { title: 'Subject already exists!', detail: 'Subject already exists!' }
    expect(failureMessage(subject, true, taken, true)).toBe(
      'Error adding subject: Subject already exists!',
    )
    expect(failureMessage(entityMessages('Batch'), true, other, false)).toBe(
      entityMessages('Batch').createFailed,
    )
  })
})
