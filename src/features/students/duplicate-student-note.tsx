// What the register form says when the server refused the student just saved as a duplicate
// (decision 0409): the form keeps what was typed, the number marked; here, that the record waits
// until corrected, and the student who has the number, linked as a saved one is.
import { Alert, Text } from '@mantine/core'
import { personName } from '../../components/entity-view/person-fields'
import { SpaLink, type Go } from '../../components/register/spa-link'
import type { CreateRefusal } from '../../components/register/use-answered-create'
import { useRecord } from '../../components/register/use-record'
import { t } from '../../lib/i18n/students'
import { studentPaths } from './student-paths'

export function DuplicateStudentNote({ refusal, go }: { refusal: CreateRefusal; go: Go }) {
  const existing = String(refusal.row.lastProblem?.existingId ?? '')
  // Read from the server as a record's page reads it: a registration number's holder may be of
  // another campus of the university, a record this user cannot open (then it is not linked).
  const { record } = useRecord('student', existing)
  const [message] = Object.values(refusal.errors)
  return (
    // Not an alert of its own: the register's live region around it reads it out.
    <Alert color="red" role="none">
      <Text span>{t('student.duplicateLead', { message: message ?? '' })}</Text>
      {record && (
        <Text mt={4}>
          <Text span>{t('student.duplicateHolder')} </Text>
          <SpaLink href={studentPaths.detail(existing)} go={go}>
            <span translate="no">{personName(record.data)}</span>
          </SpaLink>
        </Text>
      )}
    </Alert>
  )
}
