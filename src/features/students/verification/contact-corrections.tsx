import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { mayWrite } from '../../../components/entity-view/entity-view'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import { problemText } from '../../../lib/i18n/problem-text'
import { api } from '../../../api/client'
import { formatDateTime } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/verification'
import { useSession } from '../../../lib/session/session-store'
import { useOnline } from '../../../offline/use-online'
import { SpaLink, type Go } from '../../../components/register/spa-link'
import { studentPaths } from '../student-paths'
import { studentView } from '../student-view'
import { FieldChange } from './field-change'
import { ReasonAction } from './reason-action'

/**
 * The corrections students asked for of their own contact details (issue 12), for their campus to
 * approve (the record takes the values) or reject with a reason. Online: it is the server's list.
 */
export function ContactCorrections({ go }: { go: Go }) {
  const headingId = useId()
  const { user } = useSession()
  const client = useQueryClient()
  const online = useOnline() !== false
  const writable = mayWrite(studentView, user, 'update')
  const query = useQuery({
    queryKey: ['/StudentContactRequest'],
    queryFn: async () => (await api.GET('/StudentContactRequest')).data ?? [],
    enabled: writable && online,
  })
  const waiting = query.data ?? []
  // A request decided goes with its buttons: focus goes to the list's heading, and the list stays
  // (saying none is waiting) after the last one, so that focus has somewhere to be.
  const heading = useRef<HTMLHeadingElement>(null)
  const [decided, setDecided] = useState(false)
  if (!writable || (waiting.length === 0 && !decided)) return null
  const decide = async (id: number, approve: boolean, reason?: string) => {
    try {
      await api.POST('/StudentContactRequest/{id}/Decide', {
        params: { path: { id }, header: { 'Idempotency-Key': crypto.randomUUID() } },
        body: { approve, ...(reason ? { reason } : {}) },
      })
      setDecided(true)
      heading.current?.focus()
      notifications.show({
        color: 'green',
        message: approve ? t('corrections.approvedToast') : t('corrections.rejectedToast'),
      })
      return true
    } catch (error) {
      const detail = problemText(error, t('corrections.online'))
      notifications.show({ color: 'red', message: t('verification.failed', { detail }) })
      return false
    } finally {
      await client.invalidateQueries({ queryKey: ['/StudentContactRequest'] })
    }
  }
  return (
    <Paper withBorder p="md" m="md" mb={0} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('corrections.title', { n: waiting.length })}
        </Title>
        {waiting.length === 0 && <Text c="dimmed">{t('corrections.none')}</Text>}
        {waiting.map((request) => (
          <Paper
            key={request.id}
            withBorder
            p="sm"
            component="article"
            aria-label={request.studentName}
          >
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start">
                <Text fw={500}>
                  {/* Names repeat in a campus (four Pramila Adhikaris): the record opens from it. */}
                  <SpaLink href={studentPaths.detail(String(request.studentId))} go={go}>
                    {request.studentName}
                  </SpaLink>{' '}
                  <Text span size="sm" c="dimmed">
                    {formatDateTime(request.createdAt)}
                  </Text>
                </Text>
                <Group align="flex-start">
                  <Button color="green" onClick={() => void decide(request.id, true)}>
                    {t('verification.approve')}
                  </Button>
                  <ReasonAction
                    label={t('verification.reject')}
                    onConfirm={(reason) => decide(request.id, false, reason)}
                  />
                </Group>
              </Group>
              {Object.entries(request.fields).map(([field, value]) => (
                <FieldChange
                  key={field}
                  field={field}
                  old={request.previous[field as keyof typeof request.previous]}
                  now={value}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Paper>
  )
}
