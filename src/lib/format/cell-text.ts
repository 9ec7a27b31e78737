/** A cell's text: strings and numbers as they are, anything else (null, objects) blank. */
export const text = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : ''
