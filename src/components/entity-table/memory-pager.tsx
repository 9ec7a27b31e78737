import { Group, Select } from '@mantine/core'
import { formatNumber } from '../../lib/format/local-number'
import { t } from '../../lib/i18n/kit'
import { PAGE_SIZES } from '../entity-list-page/list-search'
import { PageButtons } from '../page-buttons'
import { PageCount } from '../page-count'

type Props = {
  count: number
  page: number
  pageSize: number
  onPage: (page: number, pageSize: number) => void
}

/** The page a list cached whole shows: `page` kept within the pages `count` rows make. */
export function pageOf(count: number, page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(count / pageSize))
  const current = Math.min(page, pages)
  return { pages, current, first: (current - 1) * pageSize }
}

/** The pager of a list cached whole (25, 50, 75 rows a page; so 10,000 rows stay light). */
export function MemoryPager({ count, page, pageSize, onPage }: Props) {
  const { pages, current, first } = pageOf(count, page, pageSize)
  const shown = Math.min(pageSize, count - first)
  return (
    <Group justify="space-between" mt="sm">
      <PageCount
        total={count}
        range={{ first: count === 0 ? 0 : first + 1, last: first + shown }}
      />
      <Group>
        <Select
          label={t('setup.rowsPerPage')}
          // The value stays Latin (the URL's); the label is in the chosen digits.
          data={PAGE_SIZES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
          value={String(pageSize)}
          onChange={(value) => onPage(1, Number(value ?? PAGE_SIZES[0]))}
          allowDeselect={false}
          w={120}
        />
        <PageButtons total={pages} value={current} onChange={(p) => onPage(p, pageSize)} mt="lg" />
      </Group>
    </Group>
  )
}
