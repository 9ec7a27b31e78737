/**
 * Saves a blob as a download named `name`, through a hidden link the browser follows (no page is
 * opened): an export, an import's template or error workbook, a record's document.
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy by the time a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
