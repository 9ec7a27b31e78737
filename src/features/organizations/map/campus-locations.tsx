import {
  Alert,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { campusRegistrars } from '../../../../common/role-groups'
import { text } from '../../../lib/format/cell-text'
import { formatNumber } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/organizations'
import { roleOf } from '../../../lib/session/role'
import { useSignedInUser } from '../../../lib/session/session-store'
import { updateRecord } from '../../../offline/edit-actions'
import { useCachedLists } from '../../../offline/use-cached-list'
import { NepalMap, type MapPoint } from './nepal-map'
import { boundsInDegrees, withinNepal } from './map-projection'

const number = (value: unknown) =>
  typeof value === 'number' ? value : value == null || value === '' ? NaN : Number(value)

/**
 * The GPS page (`/add-location`, decision 0331): the campuses the user sees, on a map of Nepal drawn
 * from the district outlines the app carries (offline too). Who registers campuses (the commission,
 * a university for its own) chooses one and clicks its place or types its latitude and longitude;
 * the change goes through the outbox as any edit of the campus does. Others see the map.
 */
export function CampusLocations() {
  const user = useSignedInUser()
  const writable = (campusRegistrars as readonly string[]).includes(roleOf(user))
  const campuses = useCachedLists(['campus']).get('campus') ?? []
  const [chosen, setChosen] = useState<string | null>(null)
  const record = campuses.find((c) => c.key === chosen)
  const [lat, setLat] = useState('')
  const [lon, setLon] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // A campus chosen shows where it is now.
  useEffect(() => {
    const shown = (value: unknown) => {
      const n = number(value)
      return Number.isFinite(n) ? String(n) : ''
    }
    setLat(shown(record?.data.latitude))
    setLon(shown(record?.data.longitude))
    setProblem(null)
    // Only a new choice resets the inputs, not a new copy of the same record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen])

  const points: MapPoint[] = campuses.flatMap((c) => {
    const [la, lo] = [number(c.data.latitude), number(c.data.longitude)]
    return Number.isFinite(la) && Number.isFinite(lo)
      ? [{ key: c.key, lat: la, lon: lo, label: text(c.data.campusName) }]
      : []
  })
  const draft = { lat: number(lat), lon: number(lon) }
  const draftShown = Number.isFinite(draft.lat) && Number.isFinite(draft.lon) ? draft : null

  const save = async () => {
    if (!record) return
    if (!draftShown || !withinNepal(draft.lat, draft.lon)) {
      setProblem(t('gps.outside', boundsInDegrees()))
      return
    }
    setProblem(null)
    await updateRecord('campus', record.key, { latitude: draft.lat, longitude: draft.lon })
    notifications.show({ message: t('gps.saved') })
  }

  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('gps.title')}
      </Title>
      <Text>
        {t('gps.placed', {
          n: formatNumber(points.length),
          total: formatNumber(campuses.length),
        })}{' '}
        {writable ? t('gps.intro') : t('gps.readOnly')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {writable && (
          <Stack>
            <Select
              label={t('gps.campus')}
              searchable
              data={campuses.map((c) => ({ value: c.key, label: text(c.data.campusName) }))}
              value={chosen}
              onChange={setChosen}
            />
            <TextInput
              label={t('org.campus.latitude')}
              description={t('org.campus.locationHint')}
              value={lat}
              onChange={(e) => setLat(e.currentTarget.value)}
              disabled={!record}
              inputMode="decimal"
            />
            <TextInput
              label={t('org.campus.longitude')}
              value={lon}
              onChange={(e) => setLon(e.currentTarget.value)}
              disabled={!record}
              inputMode="decimal"
            />
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group>
              <Button onClick={() => void save()} disabled={!record}>
                {t('gps.save')}
              </Button>
            </Group>
          </Stack>
        )}
        <div style={{ gridColumn: writable ? 'span 2' : '1 / -1' }}>
          <NepalMap
            points={points}
            chosen={chosen}
            draft={record ? draftShown : null}
            onPick={
              writable && record
                ? (place) => {
                    setLat(String(place.lat))
                    setLon(String(place.lon))
                  }
                : undefined
            }
            label={t('gps.map')}
          />
        </div>
      </SimpleGrid>
    </Stack>
  )
}
