import { Pagination, type PaginationProps } from '@mantine/core'
import { formatNumber } from '../lib/format/local-number'
import { t } from '../lib/i18n/t'

/**
 * Mantine's Pagination with its buttons named in the chosen language (Mantine names them in
 * English) and its page numbers in the chosen digits (Mantine writes them in Latin ones): a page
 * button reads "३" and is named "पृष्ठ ३". Every paged table uses this one.
 */
export function PageButtons(props: PaginationProps) {
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({
        'aria-label': t('pagination.page', { n: page }),
        children: formatNumber(page),
      })}
      {...props}
    />
  )
}
