import { useNavigate, useRouter } from '@tanstack/react-router'
import { graduationPaths } from '../features/outcomes/outcome-paths'
import type { CardSearch } from '../features/students/cards/card-search'
import { UpgradeStudents } from '../features/students/upgrade-students'

/** Upgrade, at both of the spec's doors (the root and the Student menu), its class in the URL. */
export function UpgradeScreen({ search }: { search: CardSearch }) {
  const router = useRouter()
  const navigate = useNavigate()
  return (
    <UpgradeStudents
      graduations={graduationPaths.pick}
      go={(href) => router.history.push(href)}
      search={search}
      choose={(next) => void navigate({ to: '.', search: next })}
    />
  )
}
