import { createElement } from 'react'
import { t } from '../../lib/i18n/kit'
import type { Json } from '../../offline/db'
import { BothScripts } from '../names/both-scripts'
import { localName } from '../names/local-name'
import { categoryOfGroup } from '../../../common/ugc-categories'
import type { FieldDef, FilterDef } from './entity-view'
import { activeOf, text } from './list-rules'
import { categories, disabilities, genders } from './person-options'

/**
 * The fields that name and describe a person, the same on a student's and a staff member's record:
 * names in both scripts, gender, date of birth (entered in BS or AD), ethnic group and disability.
 */
export const personFields = <const S extends string>(section: S) =>
  [
    { name: 'firstName', label: t('person.firstName'), kind: 'text', required: true, section },
    { name: 'middleName', label: t('person.middleName'), kind: 'text', section },
    { name: 'lastName', label: t('person.lastName'), kind: 'text', required: true, section },
    { name: 'nameNe', label: t('person.nameNe'), kind: 'text', section },
    {
      name: 'gender',
      label: t('person.gender'),
      kind: 'select',
      required: true,
      section,
      options: { fixed: genders },
    },
    {
      name: 'dateOfBirth',
      label: t('person.dateOfBirth'),
      kind: 'date',
      calendar: 'either',
      required: true,
      section,
    },
    {
      name: 'ethnicGroupId',
      label: t('person.ethnicGroup'),
      kind: 'select',
      valueType: 'int',
      section,
      options: activeOf('ethnicGroup'),
    },
    {
      name: 'disability',
      label: t('person.disability'),
      kind: 'select',
      required: true,
      section,
      options: { fixed: disabilities },
    },
  ] as const satisfies readonly FieldDef[]

/** "Sita Kumari Sharma": a person's name as a register lists it. */
export const fullName = (row: Json) =>
  [row.firstName, row.middleName, row.lastName].map(text).filter(Boolean).join(' ')

/**
 * A person's name in the chosen language's script, as the register's first column shows it
 * (`BothScripts`): "सीता शर्मा" in Nepali where the record has `nameNe`, else "Sita Sharma". For
 * every heading, list and label that names a student or a staff member.
 */
export const personName = (row: Json) => localName(fullName(row), text(row.nameNe))

/** A register's first column: the person's name in both scripts (it links to the record). */
export const personNameColumn = (label: string) => ({
  key: 'name',
  label,
  cell: (r: Json) => createElement(BothScripts, { latin: fullName(r), devanagari: text(r.nameNe) }),
  value: fullName,
  devanagari: (r: Json) => text(r.nameNe),
})

/** A register's filter by the commission's category of the person's ethnic group (the server's too). */
export const categoryFilter = (label: string): FilterDef => ({
  name: 'category',
  label,
  options: { fixed: categories },
  match: (row, value, lookup) =>
    categoryOfGroup(
      row.ethnicGroupId == null
        ? null
        : (lookup('ethnicGroup', row.ethnicGroupId)?.ethnicGroupName ?? ''),
    ) === value,
})
