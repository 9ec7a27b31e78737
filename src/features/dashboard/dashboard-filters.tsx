import { Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core'
import {
  memo,
  useCallback,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react'
import { LazySelect } from '../../components/lazy-select'
import { t, type DashboardKey } from '../../lib/i18n/dashboard'
import type { DashboardSearch, FilterName } from './dashboard-search'
import { useOptionLists } from './filter-option-queries'
import { filterOptions, type Option } from './filter-options'

const labels: Record<FilterName, DashboardKey> = {
  fiscalYear: 'dashboard.filter.fiscalYear',
  university: 'dashboard.filter.university',
  campusType: 'dashboard.filter.campusType',
  faculty: 'dashboard.filter.faculty',
  level: 'dashboard.filter.level',
  program: 'dashboard.filter.program',
  campus: 'dashboard.filter.campus',
}

/**
 * The filters a role may use; every change goes to the URL, which drives the figures. Their lists
 * are read here, so a list's arrival re-renders the filters, not the figures beside them.
 */
export function DashboardFilters({
  allowed,
  search,
  userId,
  onChange,
  children,
}: {
  allowed: readonly FilterName[]
  search: DashboardSearch
  userId: number
  onChange: (next: DashboardSearch) => void
  /** A page's own choices (a count page's grouping, province, status), in the same region. */
  children?: ReactNode
}) {
  const headingId = useId()
  const options = filterOptions(useOptionLists(userId, allowed), search)
  const set = (name: FilterName, value: string | null) =>
    onChange({
      ...search,
      [name]: value === null ? undefined : name === 'campusType' ? value : Number(value),
    })
  // One callback for every render, calling the latest `set`: a filter whose list and value have
  // not changed is not rendered again when another list arrives.
  const latest = useRef(set)
  useLayoutEffect(() => {
    latest.current = set
  })
  const pick = useCallback(
    (name: FilterName, value: string | null) => latest.current(name, value),
    [],
  )
  const chosen = allowed.some((name) => search[name] !== undefined)
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {t('dashboard.filters')}
        </Title>
        {chosen && (
          <Button size="compact-sm" variant="subtle" onClick={() => onChange({})}>
            {t('dashboard.filter.clear')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {allowed.map((name) => (
          <FilterSelect
            key={name}
            name={name}
            list={options[name]}
            value={search[name] === undefined ? null : String(search[name])}
            onPick={pick}
          />
        ))}
      </SimpleGrid>
      {children}
    </Card>
  )
}

const sameOptions = (a: Option[], b: Option[]) =>
  a === b ||
  (a.length === b.length &&
    a.every(
      (o, i) =>
        o.value === b[i]!.value && o.label === b[i]!.label && o.description === b[i]!.description,
    ))

/**
 * One filter. Its options are made anew at each render of the filters, so it compares them by
 * content: a list's arrival re-renders its own filter only (four Selects again at each of four
 * lists' arrivals was the dashboard's longest task on a phone), and a `LazySelect` sets up no
 * Combobox until it is first used.
 */
const FilterSelect = memo(
  function FilterSelect({
    name,
    list,
    value,
    onPick,
  }: {
    name: FilterName
    list: Option[]
    value: string | null
    onPick: (name: FilterName, value: string | null) => void
  }) {
    // A list's arrival draws the filter in a render React may pause (as a report card's answer).
    const shown = useDeferredValue(list)
    return useMemo(
      () => (
        <LazySelect
          label={t(labels[name])}
          placeholder={t('dashboard.filter.all')}
          data={shown}
          value={shown.some((o) => o.value === value) || !shown.length ? value : null}
          onChange={(v) => onPick(name, v)}
          description={shown.find((o) => o.value === value)?.description}
          renderOption={({ option }) => (
            <div>
              <Text size="sm">{option.label}</Text>
              {(option as Option).description && (
                <Text size="xs" c="dimmed">
                  {(option as Option).description}
                </Text>
              )}
            </div>
          )}
          clearable
          nothingFoundMessage={t('dashboard.empty')}
        />
      ),
      [name, shown, value, onPick],
    )
  },
  (before, after) =>
    before.name === after.name &&
    before.value === after.value &&
    before.onPick === after.onPick &&
    sameOptions(before.list, after.list),
)
