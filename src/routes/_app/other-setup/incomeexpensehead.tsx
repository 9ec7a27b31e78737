import { createFileRoute } from '@tanstack/react-router'
import { EntityListRoute } from '../../../components/entity-list-page/entity-list-route'
import { validateListSearch } from '../../../components/entity-list-page/list-search'
import { incomeExpenseHeadView } from '../../../features/setup/income-expense-head-view'

export const Route = createFileRoute('/_app/other-setup/incomeexpensehead')({
  validateSearch: validateListSearch,
  component: () => <EntityListRoute route={Route} view={incomeExpenseHeadView} />,
})
