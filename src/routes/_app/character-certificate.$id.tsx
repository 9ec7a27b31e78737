import { createFileRoute, useRouter } from '@tanstack/react-router'
import { CharacterCertificate } from '../../features/outcomes/character-certificate'

export const Route = createFileRoute('/_app/character-certificate/$id')({
  component: Screen,
})

function Screen() {
  const router = useRouter()
  const { id } = Route.useParams()
  return (
    <CharacterCertificate
      certificateKey={id}
      format="current"
      go={(href) => router.history.push(href)}
    />
  )
}
