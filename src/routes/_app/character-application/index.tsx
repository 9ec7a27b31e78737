import { createFileRoute, useRouter } from '@tanstack/react-router'
import { validateRegisterSearch } from '../../../components/register/register-search'
import { OutcomeList } from '../../../features/outcomes/outcome-screens'

export const Route = createFileRoute('/_app/character-application/')({
  validateSearch: validateRegisterSearch,
  component: Screen,
})

function Screen() {
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <OutcomeList
      which="certificate"
      search={Route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      go={(href) => router.history.push(href)}
    />
  )
}
