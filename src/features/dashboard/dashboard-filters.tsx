import { Button, Card, Group, Select, SimpleGrid, Text, Title } from '@mantine/core'
import { useId } from 'react'
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
}: {
  allowed: readonly FilterName[]
  search: DashboardSearch
  userId: number
  onChange: (next: DashboardSearch) => void
}) {
  const headingId = useId()
  const options = filterOptions(useOptionLists(userId, allowed), search)
  const set = (name: FilterName, value: string | null) =>
    onChange({
      ...search,
      [name]: value === null ? undefined : name === 'campusType' ? value : Number(value),
    })
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
        {allowed.map((name) => {
          const value = search[name] === undefined ? null : String(search[name])
          const list: Option[] = options[name]
          return (
            <Select
              key={name}
              label={t(labels[name])}
              placeholder={t('dashboard.filter.all')}
              data={list}
              value={list.some((o) => o.value === value) || !list.length ? value : null}
              onChange={(v) => set(name, v)}
              description={list.find((o) => o.value === value)?.description}
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
              searchable
              nothingFoundMessage={t('dashboard.empty')}
            />
          )
        })}
      </SimpleGrid>
    </Card>
  )
}
