import { LazyTooltip } from '../lazy-tooltip'
import { adTitle, formatDate, formatDateTime } from '../../lib/format/local'

/**
 * A date or time as HEMIS shows every one (decision 0109): in Bikram Sambat, its AD form on hover,
 * on focus and on a tap (a tablet has no hover, issue 20), and in `dateTime` for machines. `value`
 * is an AD date (`2004-05-14`) or a full ISO time. Never broken across lines at its hyphens.
 */
export function LocalDate({ value }: { value: string }) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
  return (
    <LazyTooltip label={() => adTitle(value)}>
      <time dateTime={value} tabIndex={0} style={{ whiteSpace: 'nowrap' }}>
        {day ? formatDate(value) : formatDateTime(value)}
      </time>
    </LazyTooltip>
  )
}
