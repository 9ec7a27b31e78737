import { formatDateTime, formatNumber } from '../../lib/format/local'

// One way to write numbers and times on the dashboard, so the screen and its tests agree: the
// chosen language's digits, Nepal's grouping, BS dates (src/lib/format/local.ts).

/** `1234567` → `12,34,567` (English) or `१२,३४,५६७` (Nepali). */
export const formatCount = (n: number) => formatNumber(n)

/** `12.5` → `12.50`, as the API rounds rates to two decimals. */
export const formatRate = (n: number) =>
  formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** An ISO time → `2083-08-09 13:45` (BS) in the reader's time zone. */
export const formatTime = (iso: string) => formatDateTime(iso)
