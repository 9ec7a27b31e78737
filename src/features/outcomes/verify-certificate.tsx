import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/client'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'

/**
 * The public page a certificate's QR code opens (no sign-in): whether HEMIS issued it and whether
 * it stands, with what the paper prints, so an employer or embassy can compare (decision 0210).
 */
export function VerifyCertificate({ code }: { code: string }) {
  const { data, isPending, isError } = useQuery({
    queryKey: ['/Verify/CharacterCertificate/{code}', code],
    queryFn: async () => {
      try {
        return (
          (
            await api.GET('/Verify/CharacterCertificate/{code}', {
              params: { path: { code } },
            })
          ).data ?? null
        )
      } catch (error) {
        // An unknown or malformed code is an answer, not a failure.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
    retry: false,
  })
  return (
    <Stack gap="md" maw={560} mx="auto" p="md">
      <Title order={1} size="h2">
        {t('verify.title')}
      </Title>
      {isPending && <Text aria-live="polite">{t('verify.loading')}</Text>}
      {isError && <Alert color="yellow">{t('verify.failed')}</Alert>}
      {data === null && (
        <Alert color="red" role="alert">
          {t('verify.unknown')}
        </Alert>
      )}
      {data && (
        <>
          <Alert color={data.status === 'valid' ? 'green' : 'red'} role="status">
            {data.status === 'valid' ? t('verify.valid') : t('verify.revoked')}
          </Alert>
          <Paper withBorder p="md">
            <Table aria-label={t('certificate.particulars')}>
              <Table.Tbody>
                {(
                  [
                    [t('certificate.serial'), data.serial],
                    [
                      t('verify.student'),
                      [data.studentName, data.studentNameNe].filter(Boolean).join(' / '),
                    ],
                    [t('verify.program'), data.programName],
                    [t('verify.campus'), data.campusName],
                    [t('verify.university'), data.universityName],
                    [
                      t('certificate.issuedOn'),
                      `${formatDate(data.issuedOn)} (AD ${data.issuedOn})`,
                    ],
                  ] as const
                ).map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      )}
    </Stack>
  )
}
