import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * The text of a QR code the page shows (src/components/qr-code.tsx draws it as an SVG): the browser
 * renders the SVG into a canvas, four pixels a module, and jsQR decodes those pixels, as a phone's
 * camera would read the printed code. Undefined when no code can be read.
 */
export async function readQr(svg: Locator): Promise<string | undefined> {
  const { size, pixels } = await svg.evaluate(async (element) => {
    const scale = 4
    const size = (element as SVGSVGElement).viewBox.baseVal.width * scale
    const source = new XMLSerializer().serializeToString(element)
    const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml' }))
    try {
      const image = new Image()
      image.src = url
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = size
      const context = canvas.getContext('2d')!
      context.imageSmoothingEnabled = false
      context.drawImage(image, 0, 0, size, size)
      return { size, pixels: Array.from(context.getImageData(0, 0, size, size).data) }
    } finally {
      URL.revokeObjectURL(url)
    }
  })
  return jsQR(Uint8ClampedArray.from(pixels), size, size)?.data
}
