import { encode } from 'uqr'

/**
 * A QR code of `text` as an SVG of dark modules (quiet zone included), crisp at any print size.
 * The code is drawn here from the matrix `uqr` computes, so no markup is injected.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { data } = encode(text, { border: 2 })
  const modules = data.length
  const dark = data.flatMap((row, y) => row.flatMap((on, x) => (on ? [`M${x} ${y}h1v1h-1z`] : [])))
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={dark.join('')} fill="#000" />
    </svg>
  )
}
