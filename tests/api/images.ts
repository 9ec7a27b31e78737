// The test images as Buffers, the body a request sends (see `image-bytes.ts`).
import { jpegBytes, pngBytes } from './image-bytes.ts'

/** A valid 1x1 PNG of one RGB pixel. */
export const png = (rgb: [number, number, number]) => Buffer.from(pngBytes(rgb))

/** A JPEG whole in its structure (`jpegBytes`). */
export const jpeg = (last = 0) => Buffer.from(jpegBytes(last))
