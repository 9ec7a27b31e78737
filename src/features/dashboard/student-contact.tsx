import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState } from 'react'
import type { components } from '../../../common/schema.gen'
import { ApiError } from '../../api/api-error'
import { problemText } from '../../lib/i18n/problem-text'
import { api } from '../../api/client'
import { contractIssues } from '../../components/entity-form/contract-limits'
import { latinDigits } from '../../lib/format/digits'
import { personPhoneLength } from '../../lib/forms/phone-number'
import { t, type AccountKey } from '../../lib/i18n/account'
import { useOnline } from '../../offline/use-online'
import { ContactDecision } from './contact-decision'

type Contact = components['schemas']['StudentContact']
type Fields = components['schemas']['StudentContactFields']
const fields = ['phone', 'email', 'guardianName', 'guardianPhone'] as const
const labels: Record<(typeof fields)[number], AccountKey> = {
  phone: 'contact.phone',
  email: 'contact.email',
  guardianName: 'contact.guardianName',
  guardianPhone: 'contact.guardianPhone',
}
const phones: readonly string[] = ['phone', 'guardianPhone']
/** What the contract would refuse of the fields typed, in the user's words for each field. */
function issuesOf(values: Record<string, string>) {
  // The contact fields are the record's own (`StudentContactFields`): its entry's rules.
  const refused = contractIssues('student', values)
  const wordFor = (field: string) =>
    field === 'email'
      ? t('contact.emailForm')
      : phones.includes(field)
        ? t('contact.phoneForm', personPhoneLength)
        : refused[field]
  return Object.fromEntries(fields.map((f) => [f, refused[f] ? wordFor(f) : undefined]))
}

const shown = (value: unknown) => (typeof value === 'string' && value ? value : t('contact.empty'))

/**
 * A student's own contact details (issue 12), and a correction of them for the campus to approve:
 * nothing of the record changes until it does; the campus's latest decision shows above the form.
 * Sent online only (the campus decides on the server).
 */
export function StudentContactCard({ userId }: { userId: number }) {
  const headingId = useId()
  const client = useQueryClient()
  const online = useOnline() !== false
  const query = useQuery({
    queryKey: ['/Student/Me/Contact', userId],
    queryFn: async () => (await api.GET('/Student/Me/Contact')).data,
    retry: false,
  })
  // The form gives way to the correction waiting once sent: focus, left on its button, goes to
  // the card's heading rather than to the page's start (decision 0388).
  const heading = useRef<HTMLHeadingElement>(null)
  const contact = query.data
  if (!contact) return null
  return (
    <Card component="section" withBorder padding="md" maw={720} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
          {t('contact.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" spacing="xs">
          {fields.map((field) => (
            <div key={field}>
              <Text component="dt" size="sm" c="dimmed">
                {t(labels[field])}
              </Text>
              <Text component="dd" m={0} fw={500}>
                {shown(contact[field])}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {contact.pending ? (
          <Alert color="blue" role="none" title={t('contact.waiting')}>
            {Object.entries(contact.pending.fields).map(([field, value]) => (
              <Text key={field} size="sm">
                {t(labels[field as keyof typeof labels])}:{' '}
                {shown(contact.pending!.previous[field as keyof Fields])} → {shown(value)}
              </Text>
            ))}
          </Alert>
        ) : (
          <>
            {contact.decided && <ContactDecision decided={contact.decided} />}
            <CorrectionForm
              contact={contact}
              online={online}
              sent={async () => {
                await client.invalidateQueries({ queryKey: ['/Student/Me/Contact'] })
                heading.current?.focus()
              }}
            />
          </>
        )}
      </Stack>
    </Card>
  )
}

function CorrectionForm({
  contact,
  online,
  sent,
}: {
  contact: Contact
  online: boolean
  sent: () => Promise<void>
}) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f, contact[f] ?? ''])),
  )
  const [busy, setBusy] = useState(false)
  // A field the server refused (the rule changed since this app was loaded, say).
  const [refused, setRefused] = useState<Record<string, string>>({})
  const changes = Object.fromEntries(
    fields
      .filter((f) => values[f]!.trim() !== (contact[f] ?? ''))
      .map((f) => [f, values[f]!.trim()]),
  ) as Fields
  const typedIssues = issuesOf(values)
  const issues = Object.fromEntries(fields.map((f) => [f, typedIssues[f] ?? refused[f]]))
  const valid = fields.every((f) => !issues[f])
  const send = async () => {
    setBusy(true)
    try {
      await api.POST('/Student/Me/Contact', {
        body: changes,
        params: { header: { 'Idempotency-Key': crypto.randomUUID() } },
      })
      notifications.show({ color: 'green', message: t('contact.sent') })
      await sent()
    } catch (error) {
      const named = error instanceof ApiError ? error.errors.filter((e) => e.field in values) : []
      if (named.length > 0) {
        setRefused(Object.fromEntries(named.map((e) => [e.field, t('contact.refused')])))
        return
      }
      const detail = problemText(error, t('contact.online'))
      notifications.show({ color: 'red', message: t('contact.failed', { detail }) })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('contact.explain')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {fields.map((field) => (
            <TextInput
              key={field}
              label={t(labels[field])}
              value={values[field]}
              maxLength={field === 'email' ? 254 : field === 'guardianName' ? 120 : 20}
              inputMode={phones.includes(field) ? 'tel' : undefined}
              error={issues[field]}
              onChange={(event) => {
                const typed = event.currentTarget.value
                // A Nepali keyboard's digits are kept as the Latin ones the record holds.
                setValues({
                  ...values,
                  [field]: phones.includes(field) ? latinDigits(typed) : typed,
                })
                setRefused({ ...refused, [field]: '' })
              }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            loading={busy}
            disabled={!online || !valid || Object.keys(changes).length === 0}
          >
            {t('contact.ask')}
          </Button>
          {!online && <Text size="sm">{t('contact.online')}</Text>}
        </Group>
      </Stack>
    </form>
  )
}
