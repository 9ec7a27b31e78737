import { describe, expect, it } from 'vitest'
import type { FieldDef, FormValues, OptionSource } from '../entity-view/entity-view'
import type { CachedRecord } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import { cachedRecord as record } from '../../offline/test-kit'
import { noContext, optionsOf, unfitChoices } from './option-list'

const colours = [
  { id: 1, name: 'Red', shade: 'warm' },
  { id: 2, name: 'Blue', shade: 'cold' },
  { id: 3, name: 'Orange', shade: 'warm' },
]
const lists = new Map<ListName, CachedRecord[]>([['level', colours.map((c) => record('level', c))]])
const lookup = (entity: ListName, id: unknown) =>
  lists.get(entity)?.find((r) => String(r.id) === String(id))?.data
/** Colours of the shade the form holds. */
const ofShade: OptionSource = {
  entity: 'level',
  label: (c) => String(c.name),
  where: (c, { values }) => c.shade === values.shade,
}
const fields: FieldDef[] = [
  { name: 'shade', label: 'Shade', kind: 'text' },
  { name: 'colourId', label: 'Colour', kind: 'select', options: ofShade },
]
const ctxOf = (values: FormValues) => ({ ...noContext, values, lookup })
const labels = (values: FormValues, current?: string) =>
  optionsOf(ofShade, lists, ctxOf(values), current).map((o) => o.label)

describe('options narrowed by the values of the form', () => {
  it('offers a fixed value outside `offered` only while it is the one chosen', () => {
    const statuses: OptionSource = {
      fixed: [
        { value: 'active', label: 'Active' },
        { value: 'droppedOut', label: 'Dropped out' },
      ],
      offered: ['active'],
    }
    expect(optionsOf(statuses, lists, noContext, 'active').map((o) => o.value)).toEqual(['active'])
    expect(optionsOf(statuses, lists, noContext, 'droppedOut').map((o) => o.value)).toEqual([
      'active',
      'droppedOut',
    ])
  })

  it("offer only the rows that fit the form's other fields", () => {
    expect(labels({ shade: 'warm' })).toEqual(['Red', 'Orange'])
    expect(labels({ shade: 'cold' })).toEqual(['Blue'])
  })

  it('keep showing the value already chosen even when it no longer fits', () => {
    expect(labels({ shade: 'cold' }, '1')).toEqual(['Red', 'Blue'])
  })

  it('outside a form (a table filter) see no values', () => {
    expect(optionsOf(ofShade, lists).map((o) => o.label)).toEqual([])
    expect(optionsOf({ entity: 'level', label: (c) => String(c.name) }, lists)).toHaveLength(3)
  })
})

describe('a choice the change of another field made unfit is cleared', () => {
  const ctx = { user: null, lookup, mode: 'create' as const }

  it('clears a warm colour when the shade becomes cold', () => {
    expect(
      unfitChoices(fields, { shade: 'cold', colourId: '1' }, { shade: 'warm', colourId: '1' }, ctx),
    ).toEqual({ colourId: null })
  })

  it('keeps a choice that still fits, and one that did not fit before either (an edit)', () => {
    const kept = (next: FormValues, previous: FormValues) =>
      unfitChoices(fields, next, previous, ctx)
    expect(
      kept({ shade: 'warm', colourId: '3', note: 'x' }, { shade: 'warm', colourId: '3' }),
    ).toBeNull()
    expect(kept({ shade: 'cold', colourId: '1' }, { shade: 'none', colourId: '1' })).toBeNull()
  })

  it('keeps what the user just picked and an empty choice', () => {
    const previous = { shade: 'warm', colourId: '3' }
    expect(unfitChoices(fields, { shade: 'cold', colourId: '1' }, previous, ctx)).toBeNull()
    expect(unfitChoices(fields, { shade: 'cold', colourId: null }, previous, ctx)).toBeNull()
  })
})
