import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { problemOf } from './bs-date-input'

describe('what a typed BS date says is wrong', () => {
  afterEach(() => i18n.activate('en'))

  it('names a month that does not exist rather than its day', () => {
    expect(problemOf('2081-13-40')).toBe('There is no month 13: months are 1 to 12')
    expect(problemOf('2081-04-33')).toBe('That month has no such day')
    i18n.activate('ne')
    expect(problemOf('२०८१-१३-४०')).toBe('महिना १३ हुँदैन: महिना १ देखि १२ सम्म मात्र हुन्छन्')
    expect(problemOf('2081-04-15')).toBeNull()
  })
})
