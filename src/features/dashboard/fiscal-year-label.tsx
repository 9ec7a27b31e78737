import type { components } from '../../../common/schema.gen'
import { LazyTooltip } from '../../components/lazy-tooltip'

export type FiscalYearDates = Pick<
  components['schemas']['FiscalYear'],
  'id' | 'name' | 'startDate' | 'endDate'
>

/** `2024-07-16 – 2025-07-16 AD`, from the fiscal-year record (no BS calendar arithmetic here). */
export const adRange = (fy: FiscalYearDates) => `${fy.startDate} – ${fy.endDate} AD`

/**
 * A fiscal year as Nepal writes it (`2081/82`, Bikram Sambat) with its AD dates on hover and on
 * keyboard focus; without the fiscal-year list (offline, first load) just the BS name.
 */
export function FiscalYearLabel({
  name,
  fiscalYears,
}: {
  name: string
  fiscalYears: FiscalYearDates[]
}) {
  const fy = fiscalYears.find((f) => f.name === name)
  if (!fy) return <>{name}</>
  return (
    <LazyTooltip label={() => adRange(fy)} withArrow>
      <span
        tabIndex={0}
        aria-description={adRange(fy)}
        style={{ textDecoration: 'underline dotted' }}
      >
        {name}
      </span>
    </LazyTooltip>
  )
}
