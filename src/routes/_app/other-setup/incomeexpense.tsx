import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { incomeExpenseView } from '../../../features/setup/income-expense-view'

export const Route = createFileRoute('/_app/other-setup/incomeexpense')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={incomeExpenseView} />,
})
