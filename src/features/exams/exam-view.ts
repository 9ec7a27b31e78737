// Exam schedules (spec §2 "exam-schedule", "exam-list"): an exam of a campus's class (program,
// batch, term) of one type and fiscal year, with its routine as a repeated group of papers. The
// routine's rules are `common/exam-rules.ts`, checked here and on the server (decision 0221).
import { createElement } from 'react'
import { routineIssues, type RoutineFields } from '../../../common/exam-rules'
import { LocalDate } from '../../components/dates/local-date'
import {
  defineView,
  type FieldDef,
  type FormValues,
  type Lookup,
} from '../../components/entity-view/entity-view'
import {
  activeOf,
  campusColumn,
  campusField,
  campusPrograms,
  chosen,
  formSchema,
  nameOf,
  ofFormCampus,
  programField,
  required,
  sharedOrChosen,
  text,
} from '../../components/entity-view/list-rules'
import { adjustTerm, periodOf, termFields } from '../../components/entity-view/term-fields'
import type { Json } from '../../offline/db'
import { t, type ExamsKey } from '../../lib/i18n/exams'
import { examTypeName } from './exam-type-view'

/** A subject of the exam's program in the exam's term (semester or year). */
const ofExamTerm = (s: Json, { values }: { values: FormValues }) =>
  s.status !== false &&
  text(s.programId) === text(values.programId) &&
  ((values.semester != null && text(s.semester) === text(values.semester)) ||
    (values.year != null && text(s.year) === text(values.year)))

const mark = (name: string, key: ExamsKey): FieldDef => ({
  name,
  label: t(key),
  kind: 'number',
  valueType: 'number',
  required: true,
})

/** One paper of the routine: its subject, date, time and room, and its full and pass marks. */
export const routineField = {
  name: 'routine',
  label: t('exam.routine'),
  kind: 'group',
  max: 40,
  of: [
    {
      name: 'subjectId',
      label: t('exam.subject'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: { entity: 'subject', label: (s: Json) => text(s.subjectName), where: ofExamTerm },
    },
    { name: 'examDate', label: t('exam.examDate'), kind: 'date', required: true },
    { name: 'startTime', label: t('exam.startTime'), kind: 'text', required: true },
    { name: 'room', label: t('exam.room'), kind: 'text' },
    mark('theoryFull', 'exam.theoryFull'),
    mark('theoryPass', 'exam.theoryPass'),
    mark('practicalFull', 'exam.practicalFull'),
    mark('practicalPass', 'exam.practicalPass'),
    mark('internalFull', 'exam.internalFull'),
    mark('internalPass', 'exam.internalPass'),
  ],
} as const satisfies FieldDef

const routineWords = {
  passAboveFull: 'exam.issue.passAboveFull',
  outsideExam: 'exam.issue.outsideExam',
  subjectTwice: 'exam.issue.subjectTwice',
  noFullMarks: 'exam.issue.noFullMarks',
} as const satisfies Record<string, ExamsKey>

/** A paper's start time is on the 24-hour clock: HH:MM, the hour below this. */
const clockHours = 24

/** The routine's and the dates' issues by form path (`routine.1.theoryPass`), in the user's words. */
function scheduleIssues(values: FormValues): Record<string, string> {
  const issues: Record<string, string> = {}
  const start = text(values.startDate)
  const end = text(values.endDate)
  if (start && end && end < start) issues.endDate = t('exam.issue.endBeforeStart')
  const routine = (Array.isArray(values.routine) ? values.routine : []) as RoutineFields[]
  for (const issue of routineIssues(routine, { startDate: start, endDate: end })) {
    issues[`routine.${issue.row}.${issue.field}`] = t(routineWords[issue.rule])
  }
  routine.forEach((r, i) => {
    const time = /^(\d{2}):[0-5]\d$/.exec(text(r.startTime).trim())
    if (r.startTime && !(time && Number(time[1]) < clockHours)) {
      issues[`routine.${i}.startTime`] = t('exam.issue.time', { hours: clockHours })
    }
  })
  return issues
}

/** "Semester 1" or "First Year" of the exam, and its type: how the exam is named on every screen. */
export const examName = (row: Json | undefined, lookup: Lookup) =>
  row
    ? [
        examTypeName(lookup('examType', row.examTypeId)),
        text(lookup('program', row.programId)?.programName),
        periodOf(row),
        text(lookup('fiscalYear', row.fiscalYearId)?.name),
      ]
        .filter(Boolean)
        .join(' · ')
    : ''

export const examView = defineView({
  entity: 'exam',
  module: 'exams',
  label: t('exam.label'),
  title: t('exam.title'),
  createTitle: t('exam.createTitle'),
  editTitle: t('exam.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    campusField,
    programField(campusPrograms),
    {
      name: 'batchId',
      label: t('exam.batch'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('batch', sharedOrChosen('programId'), ofFormCampus),
    },
    ...termFields,
    {
      name: 'examTypeId',
      label: t('examType.label'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: {
        entity: 'examType',
        label: examTypeName,
        where: (r: Json) => r.status !== false,
      },
    },
    {
      name: 'fiscalYearId',
      label: t('exam.fiscalYear'),
      kind: 'select',
      required: true,
      valueType: 'int',
      options: activeOf('fiscalYear'),
    },
    { name: 'startDate', label: t('exam.startDate'), kind: 'date', required: true },
    { name: 'endDate', label: t('exam.endDate'), kind: 'date', required: true },
    routineField,
  ],
  emptyValues: {
    campusId: null,
    programId: null,
    batchId: null,
    semester: null,
    year: null,
    examTypeId: null,
    fiscalYearId: null,
    startDate: '',
    endDate: '',
    routine: [],
  },
  schema: formSchema({
    programId: chosen(t('exam.required.program')),
    batchId: chosen(t('exam.required.batch')),
    examTypeId: chosen(t('exam.required.examType')),
    fiscalYearId: chosen(t('exam.required.fiscalYear')),
    startDate: required(t('exam.required.startDate')),
    endDate: required(t('exam.required.endDate')),
  }),
  adjust: adjustTerm,
  crossCheck: scheduleIssues,
  columns: [
    {
      key: 'examTypeId',
      label: t('examType.label'),
      cell: (r, lookup) => examTypeName(lookup('examType', r.examTypeId)),
    },
    { key: 'programId', label: t('exam.program'), cell: nameOf('program', 'programId') },
    { key: 'batchId', label: t('exam.batch'), cell: nameOf('batch', 'batchId') },
    { key: 'period', label: t('exam.term'), cell: periodOf },
    {
      key: 'fiscalYearId',
      label: t('exam.fiscalYear'),
      cell: nameOf('fiscalYear', 'fiscalYearId'),
    },
    {
      key: 'startDate',
      label: t('exam.startDate'),
      cell: (r) => createElement(LocalDate, { value: text(r.startDate) }),
      type: 'date',
    },
    {
      key: 'endDate',
      label: t('exam.endDate'),
      cell: (r) => createElement(LocalDate, { value: text(r.endDate) }),
      type: 'date',
    },
    {
      key: 'papers',
      label: t('exam.papers'),
      cell: (r) => (Array.isArray(r.routine) ? r.routine.length : 0),
      type: 'number',
    },
    campusColumn,
  ],
  rowName: (r) => text(r.startDate),
})
