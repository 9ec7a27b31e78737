import { Alert, Paper, Stack, Text, Timeline, Title } from '@mantine/core'
import { formatDateTime } from '../../../lib/format/local'
import { t, type VerificationKey } from '../../../lib/i18n/verification'
import { FieldChange, useFieldValue } from './field-change'
import { useHistory } from './verification-calls'
import { LoadingMark } from '../../../components/loading-mark'

/**
 * A student's history (decision 0252): every change with who, when and old → new, and the
 * verification events, newest first, as the server's audit trail holds them. Online only.
 */
export function StudentHistory({ studentId }: { studentId: number | null }) {
  const history = useHistory(studentId)
  const show = useFieldValue()
  if (studentId === null) return null
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('history.title')}
      </Title>
      {history.isPending && <LoadingMark />}
      {history.isError && <Alert color="yellow">{t('history.offline')}</Alert>}
      {history.data?.length === 0 && <Text c="dimmed">{t('history.empty')}</Text>}
      {history.data && history.data.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2}>
          {history.data.map((entry, i) => (
            <Timeline.Item key={i} title={t(`history.event.${entry.event}` as VerificationKey)}>
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('history.by', {
                    name: entry.userName ?? t('history.system'),
                    time: formatDateTime(entry.at),
                  })}
                </Text>
                {entry.reason && <Text size="sm">{entry.reason}</Text>}
                {/* The note is a return's reason, said once above; a submit that clears it says
                    nothing more by "Reason … → (empty)". */}
                {entry.changes
                  .filter((c) => c.field !== 'verificationNote')
                  .map((c) => (
                    <FieldChange
                      key={c.field}
                      field={c.field}
                      old={c.old}
                      now={c.new}
                      show={show}
                    />
                  ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  )
}
