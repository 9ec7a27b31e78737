import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { ApiError } from '../../api/api-error'
import type { components } from '../../../common/schema.gen'
import { t, type AccountKey } from '../../lib/i18n/account'
import { myEnrolmentQuery } from './dashboard-queries'
import { AsOf, ReportPending } from './report-state'

type Enrolment = components['schemas']['StudentEnrolment']

const statusText: Record<Enrolment['status'], AccountKey> = {
  enrolled: 'enrolment.status.enrolled',
  graduated: 'enrolment.status.graduated',
  droppedOut: 'enrolment.status.droppedOut',
}

/** A student's dashboard: their own enrolment, never campus-wide figures. */
export function StudentEnrolment({ userId }: { userId: number }) {
  const query = useQuery(myEnrolmentQuery(userId))
  const headingId = useId()
  const notLinked = query.error instanceof ApiError && query.error.status === 404
  const e = query.data
  return (
    <Card component="section" withBorder padding="md" maw={720} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t('enrolment.title')}
        </Title>
        {notLinked && <Text>{t('enrolment.none')}</Text>}
        {!notLinked && !e && <ReportPending query={query} />}
        {e && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="xs">
              <Item label={t('enrolment.student')} value={e.studentName} />
              <Item label={t('enrolment.campus')} value={e.campusName} />
              <Item label={t('enrolment.university')} value={e.universityName} />
              <Item label={t('enrolment.faculty')} value={e.facultyName} />
              <Item label={t('enrolment.program')} value={e.programName} />
              <Item label={t('enrolment.level')} value={e.levelName} />
              <Item label={t('enrolment.fiscalYear')} value={e.fiscalYear} />
              <Item
                label={t('enrolment.status')}
                value={
                  <Badge variant="light">
                    {t(statusText[e.status])}
                    {e.statusFiscalYear && ` ${e.statusFiscalYear}`}
                  </Badge>
                }
              />
            </SimpleGrid>
            <Anchor component={Link} to="/my-record">
              {t('nav.myRecord')}
            </Anchor>
            <AsOf query={query} generatedAt={e.generatedAt} />
          </>
        )}
      </Stack>
    </Card>
  )
}

function Item({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {value}
      </Text>
    </div>
  )
}
