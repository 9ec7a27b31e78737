// The form recording a student's dropout, graduation, character certificate or receipt, apart from the
// areas' lists: a student's page offers the outcomes without loading their form.
import { Alert, Paper, Stack, Text } from '@mantine/core'
import { BothScripts } from '../../components/names/both-scripts'
import { useOptionLists } from '../../components/entity-list-page/use-view-data'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { RegisterCreatePage } from '../../components/register/register-create-page'
import type { Go } from '../../components/register/spa-link'
import { useRecord } from '../../components/register/use-record'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { lastTerm } from '../../../common/outcome-rules'
import { outcomes, statusWord, type OutcomeName } from './outcome-kinds'
import { DuesTable, useDues } from './dues'
import { PapersNotPassed, useStanding } from './standing'

/**
 * The form recording a student's dropout or graduation (`graduation-form/{id}`): the student
 * named above it, their program deciding the term fields, saved through the outbox.
 */
export function OutcomeForm({
  which,
  studentKey,
  go,
}: {
  which: OutcomeName
  studentKey: string
  go: Go
}) {
  const outcome = outcomes[which]
  const { view, back } = outcome
  const { record, checked } = useRecord('student', studentKey)
  const { lookup } = useOptionLists(view)
  const synced = /^\d+$/.test(studentKey)
  const student = record?.data
  const blocked = !synced
    ? t('outcome.studentNotSynced')
    : record === null && checked
      ? t('outcome.studentNotFound')
      : student && !outcome.from.includes(text(student.enrolmentStatus))
        ? outcome.notEligible(statusWord(student.enrolmentStatus))
        : which === 'graduation' && student
          ? beforeLastTerm(student, lookup('program', student.programId))
          : null
  const program = student ? programNameOf(student, lookup) : ''
  const standing = useStanding(which === 'graduation' && synced ? Number(studentKey) : null)
  const notPassed = !blocked && standing.data && !standing.data.passedAll
  // A graduation waits for the dues; a receipt shows what the student owes (decision 0322).
  const dues = useDues(
    (which === 'graduation' || which === 'receipt') && synced ? Number(studentKey) : null,
  ).data
  const owes = which === 'graduation' && !blocked && !notPassed && dues && dues.due > 0
  return (
    <RegisterCreatePage
      view={view}
      back={back}
      go={go}
      savedHref={back.href}
      intro={
        student && (
          <>
            <StudentCard student={student} program={program} />
            {which === 'receipt' && dues && <DuesTable dues={dues} title={t('dues.title')} />}
          </>
        )
      }
      instead={
        blocked ? (
          <Alert color="yellow">{blocked}</Alert>
        ) : notPassed ? (
          <PapersNotPassed standing={standing.data} />
        ) : owes ? (
          <Stack>
            <Alert color="yellow">{t('graduation.duesNotCleared')}</Alert>
            <DuesTable dues={dues} title={t('dues.title')} />
          </Stack>
        ) : student ? undefined : (
          <Text aria-live="polite">{t('register.loading')}</Text>
        )
      }
      of={
        student && {
          body: { studentId: Number(studentKey) },
          shown: pick(student, outcomeStudentFields),
          values: {
            programId: text(student.programId),
            enrolledFrom: text(lookup('fiscalYear', student.fiscalYearId)?.startDate) || null,
            ...(which === 'graduation' ? { degree: program } : {}),
          },
        }
      }
    />
  )
}

/** What a dropout or graduation row carries of its student (the contract's `OutcomeStudent`). */
const outcomeStudentFields = [
  'firstName',
  'middleName',
  'lastName',
  'nameNe',
  'gender',
  'programId',
  'registrationNo',
  'rollNo',
  'campusId',
  'universityId',
] as const
const pick = (row: Json, keys: readonly string[]): Json =>
  Object.fromEntries(keys.map((k) => [k, row[k] ?? null]))

function StudentCard({ student, program }: { student: Json; program: string }) {
  return (
    <Paper withBorder p="md" aria-label={t('outcome.student')} component="section">
      <Text fw={600}>
        <BothScripts latin={fullName(student)} devanagari={text(student.nameNe)} />
      </Text>
      <Text size="sm">
        {t('outcome.registrationNo')}: {text(student.registrationNo) || '–'} · {t('outcome.rollNo')}
        : {text(student.rollNo) || '–'} · {program}
      </Text>
      <Text size="sm">
        {t('outcome.enrolmentStatus', { status: statusWord(student.enrolmentStatus) })}
      </Text>
    </Paper>
  )
}

/**
 * Why a graduation must wait for the program's last term (decision 0225), as the server judges it;
 * null when the student is in it, graduated by a promotion, or their term or program is not known.
 */
function beforeLastTerm(student: Json, program: Json | undefined) {
  if (!program || student.enrolmentStatus === 'graduated') return null
  const semesters = program.programType === 'semester'
  const current = Number((semesters ? student.semester : student.year) ?? 0)
  const last = lastTerm(text(program.programType), program.durationYears as number | null)
  if (!current || current >= last) return null
  return t(semesters ? 'graduation.notLastSemester' : 'graduation.notLastYear', { current, last })
}
