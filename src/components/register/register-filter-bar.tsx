import { Button, Group, Select, TextInput } from '@mantine/core'
import { usePhoneWidth } from '../use-phone-width'
import { memo, useState } from 'react'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import type { SessionUser } from '../../lib/session/session-user'
import type { CachedRecord } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import { optionsOf } from '../entity-form/option-list'
import { WIDE_SELECT } from '../wide-select'
import type { FilterDef, Lookup } from '../entity-view/entity-view'
import { REGISTER_PAGE_SIZES, sortNamed, type RegisterSearch } from './register-search'
import { REGISTER_SORTS, type RegisterSort } from '../../../common/register-sort'

type Props = {
  filters: readonly FilterDef[]
  /** The search, filters, sort and page size chosen (never the cursor: a page turned keeps them). */
  search: RegisterSearch
  limit: number
  lists: ReadonlyMap<ListName, CachedRecord[]>
  lookup: Lookup
  user: SessionUser | null
  onRefine: (changes: Partial<RegisterSearch>) => void
}

/**
 * A register's search box and selects. Memoised: turning a page changes only the cursor, and
 * drawing a dozen Mantine selects again was much of that page's longest task (docs/performance.md).
 */
export const RegisterFilterBar = memo(function RegisterFilterBar({
  filters,
  search,
  limit,
  lists,
  lookup,
  user,
  onRefine,
}: Props) {
  // On a phone a dozen selects stood between the search box and the first row (1,400 px down):
  // there they are shown on asking, the button saying how many are chosen.
  const narrow = usePhoneWidth()
  const [open, setOpen] = useState(false)
  const chosen = filters.filter((f) => search[f.name]).length
  const values = Object.fromEntries(
    filters.map((f) => [f.name, search[f.name] == null ? null : String(search[f.name])]),
  )
  const shown = !narrow || open
  return (
    <Group align="flex-end" role="search" aria-label={t('setup.filters')}>
      <SearchBox q={search.q ?? ''} onSearch={(q) => onRefine({ q })} />
      {narrow && (
        <Button variant="default" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('register.filtersShown', { n: formatNumber(chosen) })}
        </Button>
      )}
      {shown &&
        filters.map((f) => (
          <Select
            key={f.name}
            label={f.label}
            placeholder={t('setup.allOption')}
            // The other choices narrow it (a program's terms only), the one made stays.
            data={optionsOf(f.options, lists, { user, values, lookup }, search[f.name])}
            value={search[f.name] ? String(search[f.name]) : null}
            onChange={(value) => onRefine({ [f.name]: value ?? undefined })}
            clearable
            searchable
            w={f.wide ? WIDE_SELECT : 200}
          />
        ))}
      {shown && (
        <>
          <Select
            label={t('setup.rowsPerPage')}
            data={REGISTER_PAGE_SIZES.map((n) => ({ value: String(n), label: formatNumber(n) }))}
            value={String(limit)}
            onChange={(value) =>
              onRefine({ limit: value && value !== '25' ? Number(value) : undefined })
            }
            allowDeselect={false}
            w={110}
          />
          <Select
            label={t('register.sort')}
            data={REGISTER_SORTS.map((value) => ({ value, label: sortLabel[value]() }))}
            value={search.sort ?? 'name'}
            onChange={(value) => onRefine({ sort: sortNamed(value) })}
            allowDeselect={false}
            w={170}
          />
        </>
      )}
    </Group>
  )
})

// Each sort of the contract named (a sort added there and not here fails to compile).
const sortLabel = {
  name: () => t('register.sortName'),
  '-name': () => t('register.sortNameDescending'),
  newest: () => t('register.sortNewest'),
  oldest: () => t('register.sortOldest'),
} satisfies Record<RegisterSort, () => string>

/** The search box: the words go to the URL on Enter or on leaving the box. */
function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string | undefined) => void }) {
  const [typed, setTyped] = useState(q)
  // Going back in history shows that search's words again. Not by a key on the URL's text: a new
  // box for each search lost the focus of the one Enter was pressed in.
  const [was, setWas] = useState(q)
  if (q !== was) {
    setWas(q)
    setTyped(q)
  }
  const send = () => typed.trim() !== q && onSearch(typed.trim() || undefined)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <TextInput
        label={t('register.search')}
        description={t('register.searchHint')}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onBlur={send}
        maxLength={60}
        type="search"
        w={280}
      />
    </form>
  )
}
