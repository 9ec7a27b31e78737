import { describe, expect, it } from 'vitest'
import { categoryOf } from './ugc-categories.ts'

describe('categoryOf', () => {
  it('places every demo ethnic group in its category, in any letter case', () => {
    const demo = [
      'Brahmin/Chhetri',
      'Janajati',
      'Madhesi',
      'Dalit',
      'Newar',
      'Tharu',
      'Muslim',
      'Other',
    ]
    expect(Object.fromEntries(demo.map((n) => [n, categoryOf(n)]))).toEqual({
      'Brahmin/Chhetri': 'other',
      Janajati: 'janajati',
      Madhesi: 'madhesi',
      Dalit: 'dalit',
      Newar: 'janajati',
      Tharu: 'janajati',
      Muslim: 'muslim',
      Other: 'other',
    })
    expect(categoryOf('  DALIT ')).toBe('dalit')
  })
  it('counts an unknown group as other, and no group as not recorded', () => {
    expect(categoryOf('A group not in the table')).toBe('other')
    expect(categoryOf(null)).toBe('not-recorded')
  })
})
