import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { adToBs } from '../../../common/bikram-sambat'
import { ParticularsTable } from '../../components/particulars-table'
import { QrCode } from '../../components/qr-code'
import { verifyLinks } from '../../components/verify-links'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { wordOf } from '../../components/entity-view/person-options'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { formatDate, formatLongBs } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'
import { conducts } from './certificate-view'
import { certificatePaths } from './outcome-paths'
import { PrintableRecord } from './printable-record'

const lists = ['program', 'fiscalYear', 'campusOption'] as const

/**
 * Spec `character-certificate/{id}` and `character-certificate-old/{id}`: the certificate printed
 * from the browser, with the campus's name, its number (fiscal year and serial), the date of issue
 * in BS and AD, and a QR code linking to its public verification. The old format is the register
 * office's: the particulars in a table rather than a paragraph.
 */
export function CharacterCertificate({
  certificateKey,
  format,
  go,
}: {
  certificateKey: string
  format: 'current' | 'old'
  go: Go
}) {
  const lookup = useLookup(useCachedLists(lists))
  const other =
    format === 'current'
      ? [certificatePaths.printOld(certificateKey), t('certificate.oldFormat')]
      : [certificatePaths.print(certificateKey), t('certificate.currentFormat')]
  return (
    <PrintableRecord
      entity="characterCertificate"
      recordKey={certificateKey}
      title={t('certificate.title')}
      back={
        <SpaLink href={certificatePaths.detail(certificateKey)} go={go} standalone>
          {t('certificate.backToList')}
        </SpaLink>
      }
      notSynced={t('certificate.notSynced')}
      notFound={t('certificate.notFound')}
      tools={
        <SpaLink href={other[0]!} go={go} standalone>
          {other[1]}
        </SpaLink>
      }
    >
      {(row) => <Certificate row={row} lookup={lookup} format={format} />}
    </PrintableRecord>
  )
}

function Certificate({
  row,
  lookup,
  format,
}: {
  row: Json
  lookup: Lookup
  format: 'current' | 'old'
}) {
  const issuedOn = text(row.issuedOn)
  const fiscalYear = text(lookup('fiscalYear', row.fiscalYearId)?.name)
  // The certificate's number as the server gave it (an identifier: never in other digits).
  const serial = fiscalYear ? `${fiscalYear}-${text(row.serial)}` : text(row.serial)
  const name = [fullName(row), text(row.nameNe)].filter(Boolean).join(' / ')
  const program = programNameOf(row, lookup)
  const conduct = wordOf(conducts)(row.conduct)
  return (
    <>
      {row.revoked === true && (
        <Alert color="red" role="alert">
          {t('certificate.revokedNote', { reason: text(row.revokedReason) })}
        </Alert>
      )}
      <Paper
        withBorder
        p="xl"
        component="article"
        aria-labelledby="certificate-title"
        style={format === 'old' ? { borderWidth: 4, borderStyle: 'double' } : undefined}
      >
        <Stack gap="md">
          <Title order={2} ta="center" size="h3">
            {text(lookup('campusOption', row.campusId)?.campusName)}
          </Title>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Text>{t('certificate.number', { serial })}</Text>
              <Text>
                {t('letter.date', {
                  bs: formatLongBs(adToBs(issuedOn)),
                  ad: `AD ${issuedOn}`,
                })}
              </Text>
            </Stack>
            <Stack gap={2} align="center">
              <QrCode
                text={verifyLinks.certificate(text(row.verifyCode))}
                size={96}
                label={t('certificate.verifyHint')}
              />
              <Text size="xs">{t('certificate.verifyHint')}</Text>
            </Stack>
          </Group>
          <Title order={1} size="h2" ta="center" id="certificate-title">
            {t('certificate.title')}
          </Title>
          {format === 'current' ? (
            <Text>
              {t('certificate.body', {
                name,
                registrationNo: text(row.registrationNo) || t('letter.none'),
                program,
                conduct,
              })}
            </Text>
          ) : (
            <ParticularsTable
              withTableBorder
              withColumnBorders
              aria-label={t('certificate.particulars')}
              rows={[
                [t('outcome.name'), name],
                [t('outcome.registrationNo'), text(row.registrationNo) || t('letter.none')],
                [t('outcome.program'), program],
                [t('certificate.conduct'), conduct],
                [t('certificate.issuedOn'), formatDate(issuedOn)],
              ]}
            />
          )}
          {text(row.remarks) && <Text>{text(row.remarks)}</Text>}
          <Text ta="right" mt="xl">
            ____________________
            <br />
            {t('letter.signature')}
          </Text>
        </Stack>
      </Paper>
    </>
  )
}
