import { describe, expect, it } from 'vitest'
import { colorVar, valueScale } from './chart-scale'

describe('valueScale', () => {
  it('tops the axis at a round number at or above the largest figure', () => {
    expect(valueScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] })
    expect(valueScale(80)).toEqual({ top: 80, ticks: [0, 20, 40, 60, 80] })
    expect(valueScale(1000)).toEqual({ top: 1000, ticks: [0, 500, 1000] })
    expect(valueScale(3_456_789).top).toBe(4_000_000)
  })

  it('steps by whole counts and draws an empty axis for nothing', () => {
    expect(valueScale(1)).toEqual({ top: 1, ticks: [0, 1] })
    expect(valueScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(valueScale(0)).toEqual({ top: 1, ticks: [0, 1] })
  })
})

it('names a Mantine colour by its CSS variable', () => {
  expect(colorVar('blue.7')).toBe('var(--mantine-color-blue-7)')
})
