import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { universityView } from '../../../features/organizations/university-view'
import { t } from '../../../lib/i18n/organizations'

export const Route = createFileRoute('/_app/organization-management/university-register')({
  validateSearch: validateListSearch,
  component: () => (
    <EntityListRoute
      route={Route}
      view={universityView}
      title={t('org.university.registerTitle')}
    />
  ),
})
