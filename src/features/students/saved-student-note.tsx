// What the register form says once a student is saved (it clears for the next one): the new
// student's record, linked by name; by its local key until it is sent, by its server id after.
import { Alert, Text } from '@mantine/core'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/students'
import { isLocalKey } from '../../offline/scope'
import { studentPaths } from './student-paths'

/** The student saved last: their key as the outbox gave it, and their name. */
export type SavedStudent = { key: string; name: string }

export function SavedStudentNote({
  saved,
  serverKey,
  go,
}: {
  saved: SavedStudent
  /** The id the server gave the record, once sent (`useSyncedKeys`). */
  serverKey: string | undefined
  go: Go
}) {
  const key = serverKey ?? saved.key
  return (
    // Not an alert of its own: the register's live region around it reads it out (Mantine's
    // Alert is role="alert" unless told).
    <Alert color="green" role="none">
      <Text span>{t('student.savedLead')} </Text>
      <SpaLink href={studentPaths.detail(key)} go={go}>
        <span translate="no">{saved.name}</span>
      </SpaLink>
      {isLocalKey(key) && (
        <Text size="sm" mt={4}>
          {t('student.savedOnDevice')}
        </Text>
      )}
    </Alert>
  )
}
