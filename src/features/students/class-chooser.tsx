// A class of the campus as the student screens choose it (Upgrade, identity cards): a program of the
// campus, its semester or year (as the program counts them) and a batch, from the device's lists.
import { Group, Select } from '@mantine/core'
import { optionsOf } from '../../components/entity-form/option-list'
import type { Lookup } from '../../components/entity-view/entity-view'
import { classPart, offeredPrograms } from '../../components/entity-view/list-rules'
import { termOptions } from '../../components/entity-view/term-fields'
import { WIDE_SELECT } from '../../components/wide-select'
import { t } from '../../lib/i18n/students'
import { useSession } from '../../lib/session/session-store'
import type { CachedRecord } from '../../offline/db'

export type ClassChoice = { programId?: string; batchId?: string; term?: string }

/** Whether the chosen program counts its terms in semesters or in years. */
export const termKeyOf = (lookup: Lookup, programId: string | undefined) =>
  lookup('program', programId)?.programType === 'semester' ? 'semester' : 'year'

/**
 * Whether the class can be asked for: a term is a semester or a year as its program counts them,
 * known once the program is on the device (a page opened from a link asked for `year=8` of a
 * semester program before its list came, and the server refused it).
 */
export const classKnown = (choice: ClassChoice, lookup: Lookup) =>
  !choice.term || lookup('program', choice.programId) !== undefined

/**
 * The register query of the class's active students (the term as the program counts it); with
 * `anyStatus`, of all its students, for a screen that keeps more than the active (attendance).
 */
export function classQuery(choice: ClassChoice, lookup: Lookup, anyStatus = false) {
  const { term, programId, batchId } = choice
  const query: Record<string, string> = anyStatus ? {} : { enrolmentStatus: 'active' }
  if (programId) query.programId = programId
  if (batchId) query.batchId = batchId
  if (term) query[termKeyOf(lookup, programId)] = term
  return query
}

export function ClassChooser({
  value,
  onChange,
  lists,
  lookup,
}: {
  value: ClassChoice
  /** The choice changed: a new program clears nothing else, the caller decides. */
  onChange: (changes: ClassChoice) => void
  lists: ReadonlyMap<string, CachedRecord[]>
  lookup: Lookup
}) {
  const { user } = useSession()
  const termKey = termKeyOf(lookup, value.programId)
  return (
    <Group align="flex-end" role="search" aria-label={t('setup.filters')}>
      <Select
        label={t('student.program')}
        data={optionsOf(offeredPrograms, lists, { user, values: {}, lookup })}
        value={value.programId ?? null}
        onChange={(v) => onChange({ programId: v ?? undefined })}
        searchable
        // Wide enough to tell Business Administration from Business Studies; a phone's width.
        w={WIDE_SELECT}
      />
      <Select
        label={termKey === 'semester' ? t('student.semester') : t('student.year')}
        // The terms of the chosen program only (a 4-year semester program has 8), in order.
        data={optionsOf(
          termOptions(termKey),
          lists,
          { user, values: { programId: value.programId ?? null }, lookup },
          value.term,
        )}
        value={value.term ?? null}
        onChange={(v) => onChange({ term: v ?? undefined })}
        disabled={!value.programId}
        // Typed to as the register form's selects are: `2` then Enter picks Year 2.
        searchable
        w={180}
      />
      <Select
        label={t('student.batch')}
        placeholder={t('setup.allOption')}
        // The chosen program's batches (a university's named with their campus).
        data={optionsOf(
          classPart('batch'),
          lists,
          { user, values: { programId: value.programId ?? null }, lookup },
          value.batchId,
        )}
        value={value.batchId ?? null}
        onChange={(v) => onChange({ batchId: v ?? undefined })}
        clearable
        searchable
        w={200}
      />
    </Group>
  )
}
