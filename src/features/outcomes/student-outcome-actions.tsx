import type { ReactNode } from 'react'
import { text } from '../../components/entity-view/list-rules'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'
import { outcomes, type OutcomeName } from './outcome-kinds'

/**
 * The actions a student's page offers for outcomes (Record dropout, Record graduation): to the
 * roles that write them, for a student the server has, in a status each may be recorded from.
 */
export function StudentOutcomeActions({ student, go }: { student: CachedRecord; go: Go }) {
  const { user } = useSession()
  const role = user ? roleOf(user) : null
  if (!role || !/^\d+$/.test(student.key)) return null
  const links: ReactNode[] = (Object.keys(outcomes) as OutcomeName[])
    .filter((which) => {
      const { view, offeredFor } = outcomes[which]
      return (
        view.writableBy.includes(role) && offeredFor.includes(text(student.data.enrolmentStatus))
      )
    })
    .map((which) => (
      <SpaButtonLink
        key={which}
        href={outcomes[which].paths.form(student.key)}
        go={go}
        variant="default"
      >
        {outcomes[which].record}
      </SpaButtonLink>
    ))
  return <>{links}</>
}
