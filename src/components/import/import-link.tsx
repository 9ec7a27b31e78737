import type { EntityView } from '../entity-view/entity-view'
import { mayImport } from '../entity-view/entity-view'
import { SpaButtonLink, type Go } from '../register/spa-link'
import { useSession } from '../../lib/session/session-store'

/**
 * A register list's "Import …" link, for the roles that write the register's records, with its
 * create or its update on (decision 0417: a file of edits imports with create turned off).
 */
export function ImportLink({
  view,
  href,
  label,
  go,
}: {
  view: Pick<EntityView, 'writableBy' | 'module'>
  href: string
  label: string
  go: Go
}) {
  const { user } = useSession()
  if (!mayImport(view, user)) return null
  return (
    <SpaButtonLink href={href} go={go} variant="default">
      {label}
    </SpaButtonLink>
  )
}
