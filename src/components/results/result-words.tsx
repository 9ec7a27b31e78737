// An exam result's words (decision 0222), shared by the exam's result and a student's academic
// history: the division by name and the outcome as a coloured badge.
import { Badge, Table } from '@mantine/core'
import { divisions } from '../../../common/exam-results'
import type { components } from '../../../common/schema.gen'
import { formatNumber } from '../../lib/format/local'
import { t, type MarksKey } from '../../lib/i18n/marks'

type Result = Pick<components['schemas']['StudentResult'], 'division' | 'outcome'>

const outcomeWords: Record<Result['outcome'], MarksKey> = {
  passed: 'result.passed',
  failed: 'result.failed',
  withheld: 'result.withheld',
}
const divisionWords: Record<NonNullable<Result['division']>, MarksKey> = {
  distinction: 'result.distinction',
  first: 'result.first',
  second: 'result.second',
  third: 'result.third',
}

/** "First division", or nothing for a result without one (failed, withheld). */
export const divisionOf = (s: Result) => (s.division ? t(divisionWords[s.division]) : '')

/** What passes and which percentage gives which division: TU's floors, as the results are worked out. */
export const resultScale = () =>
  t('result.scale', Object.fromEntries(divisions.map((d) => [d.division, d.from])))

/** Passed (green), failed (red) or withheld (grey). */
export const Outcome = ({ s }: { s: Result }) => (
  <Badge color={s.outcome === 'passed' ? 'green' : s.outcome === 'failed' ? 'red' : 'gray'}>
    {t(outcomeWords[s.outcome])}
  </Badge>
)

/** The last three headings of a table of results: percentage, division, result. */
export const ResultHeads = () => (
  <>
    <Table.Th>{t('result.percentage')}</Table.Th>
    <Table.Th>{t('result.division')}</Table.Th>
    <Table.Th>{t('result.outcome')}</Table.Th>
  </>
)

/** A result's last three cells, under `ResultHeads`. */
export const ResultCells = ({ s }: { s: Result & { percentage: number } }) => (
  <>
    <Table.Td>{formatNumber(s.percentage)}</Table.Td>
    <Table.Td>{divisionOf(s)}</Table.Td>
    <Table.Td>
      <Outcome s={s} />
    </Table.Td>
  </>
)
