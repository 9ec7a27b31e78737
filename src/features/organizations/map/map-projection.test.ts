import { describe, expect, it } from 'vitest'
import { districtOutlines } from './districts.gen'
import { bounds, extent, project, unproject, withinNepal } from './map-projection'

describe("the GPS page's map", () => {
  it('turns a point into the map and back to within a metre', () => {
    for (const [lat, lon] of [
      [27.7172, 85.324],
      [26.45, 87.27],
      [29.3, 80.6],
    ] as const) {
      const { x, y } = project(lat, lon)
      const back = unproject(x, y)
      expect(Math.abs(back.lat - lat)).toBeLessThan(1e-5)
      expect(Math.abs(back.lon - lon)).toBeLessThan(1e-5)
    }
  })

  it("draws all 77 districts within the map's extent, projected as the generator did", () => {
    expect(districtOutlines).toHaveLength(77)
    const numbers = districtOutlines.flatMap((d) => d.d.match(/-?\d+(\.\d+)?/g)!.map(Number))
    const xs = numbers.filter((_, i) => i % 2 === 0)
    const ys = numbers.filter((_, i) => i % 2 === 1)
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...xs)).toBeLessThanOrEqual(extent.width)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...ys)).toBeLessThanOrEqual(extent.height)
    // Kathmandu district's outline holds Kathmandu's centre.
    const kathmandu = districtOutlines.find((d) => d.name === 'Kathmandu')!
    const { x, y } = project(27.7172, 85.324)
    const points = kathmandu.d.match(/-?\d+(\.\d+)?/g)!.map(Number)
    const px = points.filter((_, i) => i % 2 === 0)
    const py = points.filter((_, i) => i % 2 === 1)
    expect(x).toBeGreaterThan(Math.min(...px))
    expect(x).toBeLessThan(Math.max(...px))
    expect(y).toBeGreaterThan(Math.min(...py))
    expect(y).toBeLessThan(Math.max(...py))
  })

  it("keeps Nepal's bounding box as the server does", () => {
    expect(withinNepal(27.7, 85.3)).toBe(true)
    expect(withinNepal(31.2, 85.3)).toBe(false)
    expect(withinNepal(27.7, bounds.east + 0.1)).toBe(false)
  })
})
