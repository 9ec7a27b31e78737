import type { ComponentProps } from 'react'
import { EntityListRoute } from '../../components/entity-list-page/entity-list-route'
import { t } from '../../lib/i18n/organizations'
import { campusView } from './campus-view'
import type { CampusTypeValue } from './organization-fields'

const titles: Record<CampusTypeValue, () => string> = {
  constituent: () => t('org.list.constituent'),
  private: () => t('org.list.private'),
  community: () => t('org.list.community'),
  central: () => t('org.list.central'),
}

/**
 * The campus list of one type (Constituent Campuses, Central Departments …): the campus list with
 * its type fixed, under its own heading; campuses are added on campus-register.
 */
export function CampusTypeList({
  route,
  type,
}: {
  route: ComponentProps<typeof EntityListRoute>['route']
  type: CampusTypeValue
}) {
  return (
    <EntityListRoute
      route={route}
      view={campusView}
      fixed={{ campusType: type }}
      title={titles[type]()}
      form={false}
    />
  )
}
