import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n/t'
import { ageBand } from './age-group-report'
import { chooseLatinDigits } from '../../test/latin-digits'
import { inNepali } from '../../test/nepali'

describe("the age-group report's bands", () => {
  afterEach(() => {
    i18n.activate('en')
    vi.unstubAllGlobals()
  })

  it('word the open bands around the age the API names, in the reader’s digits', () => {
    expect(['Below 20', '20-24', '35 and above'].map(ageBand)).toEqual([
      'Below 20',
      '20-24',
      '35 and above',
    ])
    inNepali()
    expect(['Below 20', '20-24', '35 and above'].map(ageBand)).toEqual([
      '२० भन्दा कम',
      '२०-२४',
      '३५ र माथि',
    ])
    chooseLatinDigits()
    expect(['Below 20', '35 and above'].map(ageBand)).toEqual(['20 भन्दा कम', '35 र माथि'])
  })
})
