// The numbers the exam screens' messages state are the ones their rules use, each from one source.
import { describe, expect, it } from 'vitest'
import { resultScale } from '../../components/results/result-words'
import { examView } from './exam-view'

describe('an exam screen’s numbers', () => {
  it("a paper's start time is on the 24-hour clock, as its message says", () => {
    const timeIssue = (startTime: string) =>
      examView.crossCheck!({ routine: [{ startTime }] }, () => undefined)['routine.0.startTime']
    for (const ok of ['00:00', '09:30', '23:59']) expect(timeIssue(ok)).toBeUndefined()
    for (const bad of ['24:00', '9:30', '12:60'])
      expect(timeIssue(bad)).toBe('Write the time as HH:MM (24-hour)')
  })

  it("names the divisions' floors the results are worked out by", () => {
    expect(resultScale()).toContain('80+ Distinction, 60+ First, 45+ Second, below that Third.')
  })
})
