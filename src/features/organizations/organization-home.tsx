import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { unitName } from '../../components/entity-view/address-fields'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/organizations'
import type { Json } from '../../offline/db'
import type { ListName } from '../../offline/list-name'
import { useCachedLists } from '../../offline/use-cached-list'
import { activeCount, countBy, provinceOf, type CountLine } from './campus-counts'
import { campusTypes, type CampusTypeValue } from './organization-fields'

/** The pre-filtered list of each campus type. */
const campusListPaths: Record<CampusTypeValue, string> = {
  constituent: '/organization-management/constituent-campus',
  private: '/organization-management/private-campus',
  community: '/organization-management/community-campus',
  central: '/organization-management/central-departments',
}

const lists: readonly ListName[] = ['campus', 'university', 'province']
const dataOf = (rows: readonly { data: Json }[] | undefined) => (rows ?? []).map((r) => r.data)

function CountTable({
  id,
  title,
  heading,
  lines,
  label,
}: {
  id: string
  title: string
  heading: string
  lines: readonly CountLine[]
  label: (line: CountLine) => ReactNode
}) {
  const total = lines.reduce((sum, line) => sum + line.count, 0)
  return (
    <Card component="section" withBorder padding="md" aria-labelledby={id}>
      <Title order={2} size="h4" mb="sm" id={id}>
        {title}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{heading}</Table.Th>
            <Table.Th ta="right">{t('org.home.count')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.value}>
              <Table.Td>{label(line)}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th>{t('org.home.total')}</Table.Th>
            <Table.Th ta="right">{formatNumber(total)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  )
}

/**
 * Spec §2 Organization, the root page: how many universities and Active campuses the user's scope
 * holds, campuses by type (each linking to its list) and by province, counted from the lists kept
 * on the device, so it works offline.
 */
export function OrganizationHome({ go }: { go: Go }) {
  const cached = useCachedLists(lists)
  const campuses = dataOf(cached.get('campus'))
  const provinces = dataOf(cached.get('province')).sort((a, b) => Number(a.id) - Number(b.id))
  const provinceName = (id: string) => {
    const province = provinces.find((p) => String(p.id) === id)
    return (province && unitName(province)) || t('org.home.provinceNumber', { n: id })
  }
  const typeWord = new Map(campusTypes.map((c) => [c.value as string, c.label]))
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('org.home.title')}
      </Title>
      <Group>
        {[
          [t('org.home.universities'), activeCount(dataOf(cached.get('university')))] as const,
          [t('org.home.campuses'), activeCount(campuses)] as const,
        ].map(([label, n]) => (
          <Card key={label} withBorder padding="md" miw={180}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz="h2" fw={700}>
              {formatNumber(n)}
            </Text>
          </Card>
        ))}
      </Group>
      {campuses.length === 0 && <Text c="dimmed">{t('org.home.empty')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CountTable
          id="campuses-by-type"
          title={t('org.home.byType')}
          heading={t('org.home.type')}
          lines={countBy(
            campuses,
            (c) => c.campusType,
            campusTypes.map((c) => c.value),
          )}
          label={({ value }) => (
            <SpaLink href={campusListPaths[value as CampusTypeValue]} go={go}>
              {typeWord.get(value) ?? value}
            </SpaLink>
          )}
        />
        <CountTable
          id="campuses-by-province"
          title={t('org.home.byProvince')}
          heading={t('org.home.province')}
          lines={countBy(
            campuses,
            provinceOf,
            provinces.map((p) => String(p.id)),
          )}
          label={({ value }) => provinceName(value)}
        />
      </SimpleGrid>
    </Stack>
  )
}
