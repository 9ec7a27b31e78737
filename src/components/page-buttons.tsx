import { Pagination, type PaginationProps } from '@mantine/core'
import { t } from '../lib/i18n/t'

/**
 * Mantine's Pagination with its buttons named in the chosen language (Mantine names them in
 * English). Every paged table uses this one.
 */
export function PageButtons(props: PaginationProps) {
  return (
    <Pagination
      getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('pagination.page', { n: page }) })}
      {...props}
    />
  )
}
