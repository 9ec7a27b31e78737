// The map's projection (decision 0331): longitude and latitude as plane coordinates, east–west
// shrunk by the cosine of Nepal's middle latitude so the country keeps its shape. Good to a few
// hundred metres over Nepal's 8° by 4°, far finer than a click on a screen. The district outlines
// are projected the same way when generated (scripts/gen-district-map.mjs).

/** Nepal's bounding box, as the server checks a campus's location (decision 0206). */
export const bounds = { west: 80, east: 88.3, south: 26.3, north: 30.5 }

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
