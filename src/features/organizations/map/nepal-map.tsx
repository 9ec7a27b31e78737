import { useRef } from 'react'
import { localName } from '../../../components/names/local-name'
import { districtOutlines } from './districts.gen'
import { extent, project, unproject } from './map-projection'

export type MapPoint = { key: string; lat: number; lon: number; label: string }

/**
 * Nepal's 77 districts drawn from the outlines shipped with the app (no tile server: it works
 * offline), campuses as dots, the one chosen larger, and where a click would put it. `onPick` makes
 * the map pickable: a click gives the latitude and longitude of the point clicked. The typed inputs
 * beside it are the way for a keyboard or a screen reader; the map is their picture.
 */
export function NepalMap({
  points,
  chosen,
  draft,
  onPick,
  label,
}: {
  points: readonly MapPoint[]
  chosen?: string | null
  draft?: { lat: number; lon: number } | null
  onPick?: (place: { lat: number; lon: number }) => void
  label: string
}) {
  const svg = useRef<SVGSVGElement>(null)
  const pick = (event: React.MouseEvent<SVGSVGElement>) => {
    const matrix = svg.current?.getScreenCTM()
    if (!onPick || !matrix) return
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    onPick(unproject(point.x, point.y))
  }
  const dot = (lat: number, lon: number) => project(lat, lon)
  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${extent.width} ${extent.height}`}
      width="100%"
      role="img"
      aria-label={label}
      onClick={pick}
      cursor={onPick ? 'crosshair' : undefined}
      data-testid="nepal-map"
    >
      {districtOutlines.map((d) => (
        <path
          key={d.id}
          d={d.d}
          fill="var(--mantine-color-gray-1)"
          stroke="var(--mantine-color-gray-5)"
          strokeWidth={0.4}
        >
          <title>{localName(d.name, d.nameNe)}</title>
        </path>
      ))}
      {points.map((p) => {
        const { x, y } = dot(p.lat, p.lon)
        const isChosen = p.key === chosen
        return (
          <circle
            key={p.key}
            cx={x}
            cy={y}
            r={isChosen ? 4 : 2.2}
            fill={isChosen ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-blue-7)'}
          >
            <title>{p.label}</title>
          </circle>
        )
      })}
      {draft && (
        <circle
          cx={dot(draft.lat, draft.lon).x}
          cy={dot(draft.lat, draft.lon).y}
          r={4}
          fill="none"
          stroke="var(--mantine-color-red-9)"
          strokeWidth={1.2}
          data-testid="map-draft"
        />
      )}
    </svg>
  )
}
