import { api } from '../../api/client'
import { VerifyPage } from '../../components/verify-page'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'

/**
 * The public page a certificate's QR code opens (no sign-in): whether HEMIS issued it and whether
 * it stands, with what the paper prints, so an employer or embassy can compare (decision 0210).
 */
export function VerifyCertificate({ code }: { code: string }) {
  return (
    <VerifyPage
      queryKey={['/Verify/CharacterCertificate/{code}', code]}
      read={async () =>
        (await api.GET('/Verify/CharacterCertificate/{code}', { params: { path: { code } } })).data
      }
      words={{
        title: t('verify.title'),
        loading: t('verify.loading'),
        failed: t('verify.failed'),
        unknown: t('verify.unknown'),
        particulars: t('certificate.particulars'),
      }}
      verdict={(data) => ({
        good: data.status === 'valid',
        text: data.status === 'valid' ? t('verify.valid') : t('verify.revoked'),
      })}
      particulars={(data) => [
        [t('certificate.serial'), data.serial],
        [t('verify.student'), [data.studentName, data.studentNameNe].filter(Boolean).join(' / ')],
        [t('verify.program'), data.programName],
        [t('verify.campus'), data.campusName],
        [t('verify.university'), data.universityName],
        [t('certificate.issuedOn'), `${formatDate(data.issuedOn)} (AD ${data.issuedOn})`],
      ]}
    />
  )
}
