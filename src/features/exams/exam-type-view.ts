// Exam types (spec §2 "Exam management: exam-type"): a setup list of the campus, shared ones kept by
// the commission. The name may be given in either script or both (decision 0220).
import { createElement } from 'react'
import { BothScripts } from '../../components/names/both-scripts'
import { localName } from '../../components/names/local-name'
import { defineView } from '../../components/entity-view/entity-view'
import {
  campusColumn,
  chosen,
  formSchema,
  optionalMatch,
  optionalText,
  sharedCampusField,
  text,
} from '../../components/entity-view/list-rules'
import type { Json } from '../../offline/db'
import { t } from '../../lib/i18n/exams'

export const examKinds = ['internal', 'final', 're-exam', 'supplementary'] as const
const kindOptions = examKinds.map((value) => ({ value, label: t(`examKind.${value}`) }))
const kindLabel = (kind: unknown) =>
  examKinds.includes(kind as (typeof examKinds)[number])
    ? t(`examKind.${kind as (typeof examKinds)[number]}`)
    : ''

/** An exam type's name in the chosen language's script where it has one, else the other's. */
export const examTypeName = (row: Json | undefined) =>
  localName(text(row?.examTypeName), text(row?.examTypeNameNe))

export const examTypeView = defineView({
  entity: 'examType',
  module: 'exams',
  // Named in either script or both: a row is matched by whichever name it gives.
  importing: {
    naturalKeys: [
      ['campusId', 'examTypeName'],
      ['campusId', 'examTypeNameNe'],
    ],
    example: {
      examTypeName: 'First Terminal',
      examTypeNameNe: 'प्रथम त्रैमासिक',
      code: 'FT',
      description: '',
    },
  },
  label: t('examType.label'),
  title: t('examType.title'),
  createTitle: t('examType.createTitle'),
  editTitle: t('examType.editTitle'),
  lockedInEdit: ['campusId'],
  fields: [
    sharedCampusField,
    {
      name: 'examTypeName',
      label: t('examType.field.name'),
      kind: 'text',
      description: t('examType.nameHint'),
    },
    { name: 'examTypeNameNe', label: t('examType.field.nameNe'), kind: 'text' },
    {
      name: 'kind',
      label: t('examType.field.kind'),
      kind: 'select',
      required: true,
      options: { fixed: kindOptions },
    },
    { name: 'code', label: t('examType.field.code'), kind: 'text' },
    { name: 'description', label: t('examType.field.description'), kind: 'textarea' },
  ],
  emptyValues: {
    campusId: null,
    examTypeName: '',
    examTypeNameNe: '',
    kind: null,
    code: '',
    description: '',
  },
  schema: formSchema({
    examTypeName: optionalText(200),
    examTypeNameNe: optionalMatch(/^[\u0900-\u097F\s.,()/-]+$/u, t('examType.devanagariOnly')),
    kind: chosen(t('examType.required.kind')),
    code: optionalText(50),
    description: optionalText(2000),
  }),
  crossCheck: (values): Record<string, string> =>
    text(values.examTypeName).trim() || text(values.examTypeNameNe).trim()
      ? {}
      : { examTypeName: t('examType.required.name') },
  columns: [
    {
      key: 'examTypeName',
      label: t('examType.label'),
      cell: (r) =>
        createElement(BothScripts, {
          latin: text(r.examTypeName),
          devanagari: text(r.examTypeNameNe),
        }),
      value: (r) => examTypeName(r),
      devanagari: (r) => text(r.examTypeNameNe),
    },
    { key: 'kind', label: t('examType.field.kind'), cell: (r) => kindLabel(r.kind) },
    { key: 'code', label: t('examType.field.code') },
    campusColumn,
  ],
  rowName: (r) => examTypeName(r),
})
