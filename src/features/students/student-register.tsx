// The Student Register's form, apart from a student's page: the form is loaded by the page only
// when Edit is pressed.
import { useState } from 'react'
import { personName } from '../../components/entity-view/person-fields'
import { RegisterCreatePage } from '../../components/register/register-create-page'
import type { Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/students'
import { useSyncedKeys } from '../../offline/use-synced-keys'
import type { CreateRefusal } from '../../components/register/use-answered-create'
import { DuplicateStudentNote } from './duplicate-student-note'
import { SavedStudentNote, type SavedStudent } from './saved-student-note'
import { studentPaths } from './student-paths'
import { studentView } from './student-view'

const back = { href: studentPaths.list, label: t('student.backToList') }

export function StudentRegister({ go }: { go: Go }) {
  const [saved, setSaved] = useState<SavedStudent | null>(null)
  const [refused, setRefused] = useState<CreateRefusal | null>(null)
  const serverKeys = useSyncedKeys('student')
  return (
    <RegisterCreatePage
      view={studentView}
      back={back}
      go={go}
      onSaved={(key, body) => {
        setRefused(null)
        setSaved({ key, name: personName(body) })
      }}
      onRefused={(refusal) => {
        setSaved(null)
        setRefused(refusal)
      }}
      // A live region there before the note (one that comes with its words is not read out by
      // every screen reader; focus is back on the form's first field); out of the page's flow
      // while empty, so it adds no gap.
      intro={
        <div role="status" style={saved || refused ? undefined : { position: 'absolute' }}>
          {saved && (
            <SavedStudentNote saved={saved} serverKey={serverKeys.get(saved.key)} go={go} />
          )}
          {refused && <DuplicateStudentNote refusal={refused} go={go} />}
        </div>
      }
    />
  )
}
