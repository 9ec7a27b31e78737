import { useRouter } from '@tanstack/react-router'
import { graduationPaths } from '../features/outcomes/outcome-paths'
import { UpgradeStudents } from '../features/students/upgrade-students'

/** Upgrade, at both of the spec's doors (the root and the Student menu). */
export function UpgradeScreen() {
  const router = useRouter()
  return (
    <UpgradeStudents graduations={graduationPaths.pick} go={(href) => router.history.push(href)} />
  )
}
