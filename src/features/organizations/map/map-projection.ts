// The map's projection (decision 0331): longitude and latitude as plane coordinates, east–west
// shrunk by the cosine of Nepal's middle latitude so the country keeps its shape. Good to a few
// hundred metres over Nepal's 8° by 4°, far finer than a click on a screen. The district outlines
// are projected the same way when generated (scripts/gen-district-map.mjs).

import { formatNumber } from '../../../lib/format/local-number'

/** Nepal's bounding box, as the server checks a campus's location (decision 0206). */
export const bounds = { west: 80, east: 88.3, south: 26.3, north: 30.5 }

/** The box's edges as a message names them: degrees to a tenth (`80.0`), in the user's digits. */
export const boundsInDegrees = () => {
  const degrees = (edge: number) => formatNumber(edge, { minimumFractionDigits: 1 })
  return {
    west: degrees(bounds.west),
    east: degrees(bounds.east),
    south: degrees(bounds.south),
    north: degrees(bounds.north),
  }
}

const SCALE = 100
const COS = Math.cos((28.4 * Math.PI) / 180)

/** The map's extent in its own units: the SVG's viewBox. */
export const extent = {
  width: (bounds.east - bounds.west) * COS * SCALE,
  height: (bounds.north - bounds.south) * SCALE,
}

export const project = (lat: number, lon: number) => ({
  x: (lon - bounds.west) * COS * SCALE,
  y: (bounds.north - lat) * SCALE,
})

/** The latitude and longitude of a point of the map, to five decimals (about a metre). */
export const unproject = (x: number, y: number) => ({
  lat: Math.round((bounds.north - y / SCALE) * 1e5) / 1e5,
  lon: Math.round((bounds.west + x / (COS * SCALE)) * 1e5) / 1e5,
})

export const withinNepal = (lat: number, lon: number) =>
  lat >= bounds.south && lat <= bounds.north && lon >= bounds.west && lon <= bounds.east
