import { afterEach, describe, expect, it } from 'vitest'
import { t } from './kit'
import { t as employees } from './employees'
import { t as marks } from './marks'
import { i18n } from './t'
import { inNepali } from '../../test/nepali'

describe("a message's numbers", () => {
  afterEach(() => i18n.activate('en'))

  it('are written as the language writes numbers, grouped the Nepal way', () => {
    expect(t('register.total', { n: 300 })).toBe('300 in all')
    expect(t('register.total', { n: 123456 })).toBe('1,23,456 in all')
    inNepali()
    expect(t('register.total', { n: 300 })).toBe('जम्मा ३००')
    expect(t('date.noSuchMonth', { month: 13, first: 1, last: 12 })).toBe(
      'महिना १३ हुँदैन: महिना १ देखि १२ सम्म मात्र हुन्छन्',
    )
  })

  it('keep their fractions, in the chosen digits', () => {
    const fte = { full: 1, half: 0.5, quarter: 0.25 }
    expect(employees('employee.fteHint', fte)).toBe(
      '1 for full time, 0.5 for half time, 0.25 for a quarter.',
    )
    inNepali()
    expect(employees('employee.fteHint', fte)).toBe(
      'पूर्णकालीनका लागि १, आधा समयका लागि ०.५, चौथाइका लागि ०.२५।',
    )
  })

  it('leave text values (identifiers) as they are', () => {
    inNepali()
    expect(t('date.format', { example: '2081-04-15' })).toBe(
      'मिति विक्रम संवतमा YYYY-MM-DD ढाँचामा लेख्नुहोस्, जस्तै 2081-04-15',
    )
  })

  it('still choose a plural by the number', () => {
    expect(marks('marks.saved', { n: 1 })).toMatch(/^1 student’s marks/)
    expect(marks('marks.saved', { n: 2 })).toMatch(/^2 students’ marks/)
  })
})
