import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useRef } from 'react'
import { formatDateTime } from '../../../lib/format/local'
import { t, type VerificationKey } from '../../../lib/i18n/verification'
import { FieldChange, useFieldValue, type FieldValue } from './field-change'
import { ReasonAction } from './reason-action'
import { decisions, useChangeRequests, useDecision, type ChangeRequest } from './verification-calls'
import { LoadingMark } from '../../../components/loading-mark'

const colours = { pending: 'blue', approved: 'green', rejected: 'red' } as const

function Request({
  request,
  canDecide,
  decide,
  show,
}: {
  request: ChangeRequest
  canDecide: boolean
  decide: ReturnType<typeof useDecision>
  show: FieldValue
}) {
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Badge color={colours[request.state]} variant="light">
            {t(`verification.request.${request.state}` as VerificationKey)}
          </Badge>
          {canDecide && request.state === 'pending' && (
            <Group align="flex-start">
              <Button
                color="green"
                onClick={() =>
                  void decide(() => decisions.approve(request.id), t('verification.approvedToast'))
                }
              >
                {t('verification.approve')}
              </Button>
              <ReasonAction
                label={t('verification.reject')}
                onConfirm={(reason) =>
                  decide(
                    () => decisions.reject(request.id, reason),
                    t('verification.rejectedToast'),
                  )
                }
              />
            </Group>
          )}
        </Group>
        <Text size="sm">
          {t('verification.requestedBy', {
            name: request.requestedByName ?? '—',
            time: formatDateTime(request.createdAt),
            reason: request.reason,
          })}
        </Text>
        {Object.entries(request.fields).map(([field, value]) => (
          <FieldChange
            key={field}
            field={field}
            old={request.previous[field]}
            now={value}
            show={show}
          />
        ))}
        {request.decidedAt && (
          <Text size="xs" c="dimmed">
            {t('verification.decidedBy', {
              name: request.decidedByName ?? '—',
              time: formatDateTime(request.decidedAt),
            })}
          </Text>
        )}
        {request.decisionReason && (
          <Text size="sm">
            {t('verification.rejectedBecause', { reason: request.decisionReason })}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

/** A student's change requests, and for the university Approve and Reject on a pending one. */
export function ChangeRequests({
  studentId,
  canDecide,
}: {
  studentId: number
  canDecide: boolean
}) {
  const requests = useChangeRequests(studentId)
  // Approve and Reject go with the request decided: focus goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null)
  const decide = useDecision(studentId, heading)
  const show = useFieldValue()
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" ref={heading} tabIndex={-1}>
        {t('verification.requests')}
      </Title>
      {requests.isPending && <LoadingMark />}
      {requests.data?.length === 0 && <Text c="dimmed">{t('verification.noRequests')}</Text>}
      {requests.data?.map((r) => (
        <Request key={r.id} request={r} canDecide={canDecide} decide={decide} show={show} />
      ))}
    </Stack>
  )
}
