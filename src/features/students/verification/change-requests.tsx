import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useRef } from 'react'
import { sameValue } from '../../../../common/same-value'
import { formatDateTime } from '../../../lib/format/local'
import { t, type VerificationKey } from '../../../lib/i18n/verification'
import { FieldChange, fieldLabel, useFieldValue, type FieldValue } from './field-change'
import { ReasonAction } from './reason-action'
import { decisions, useChangeRequests, useDecision, type ChangeRequest } from './verification-calls'
import { LoadingMark } from '../../../components/loading-mark'

const colours = { pending: 'blue', approved: 'green', rejected: 'red' } as const

/**
 * The fields of a pending request the record no longer holds as the request found them (decision
 * 0415): approving it would undo those changes, so the server refuses it (409 change-outdated).
 */
export const outdatedFields = (request: ChangeRequest, student: Record<string, unknown>) =>
  request.state === 'pending'
    ? Object.keys(request.fields).filter((k) => !sameValue(student[k], request.previous[k]))
    : []

function Request({
  request,
  student,
  canDecide,
  decide,
  show,
}: {
  request: ChangeRequest
  student: Record<string, unknown>
  canDecide: boolean
  decide: ReturnType<typeof useDecision>
  show: FieldValue
}) {
  const outdated = outdatedFields(request, student)
  return (
    <Paper withBorder p="sm">
      <Stack gap={4}>
        <Group justify="space-between">
          <Badge color={colours[request.state]} variant="light">
            {t(`verification.request.${request.state}` as VerificationKey)}
          </Badge>
          {canDecide && request.state === 'pending' && (
            <Group align="flex-start">
              {outdated.length === 0 && (
                <Button
                  color="green"
                  onClick={() =>
                    void decide(
                      () => decisions.approve(request.id),
                      t('verification.approvedToast'),
                    )
                  }
                >
                  {t('verification.approve')}
                </Button>
              )}
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
        {outdated.length > 0 && (
          <Alert color="yellow" variant="light">
            {t('verification.outdated', { fields: outdated.map(fieldLabel).join(', ') })}
          </Alert>
        )}
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

/**
 * A student's change requests, and for the university Approve and Reject on a pending one; one
 * whose fields changed since (`student`: the record as the device holds it) says so, without Approve.
 */
export function ChangeRequests({
  studentId,
  student,
  canDecide,
}: {
  studentId: number
  student: Record<string, unknown>
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
        <Request
          key={r.id}
          request={r}
          student={student}
          canDecide={canDecide}
          decide={decide}
          show={show}
        />
      ))}
    </Stack>
  )
}
