import { Image } from '@mantine/core'
import { api } from '../../../api/client'
import { VerifyPage } from '../../../components/verify-page'
import { formatDate } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/cards'

const verdicts = {
  valid: 'cardVerify.valid',
  replaced: 'cardVerify.replaced',
  expired: 'cardVerify.expired',
  notEnrolled: 'cardVerify.notEnrolled',
} as const

const withAd = (date: string) => `${formatDate(date)} (AD ${date})`

/**
 * The public page an identity card's QR code opens (no sign-in, decision 0253): whether the card
 * stands today, what it prints, and for a valid card the photo the campus holds, so whoever is
 * shown the card compares the face, not only the printed one.
 */
export function VerifyStudentCard({ code }: { code: string }) {
  return (
    <VerifyPage
      queryKey={['/Verify/StudentCard/{code}', code]}
      read={async () =>
        (await api.GET('/Verify/StudentCard/{code}', { params: { path: { code } } })).data
      }
      words={{
        title: t('cardVerify.title'),
        loading: t('cardVerify.loading'),
        failed: t('cardVerify.failed'),
        unknown: t('cardVerify.unknown'),
        particulars: t('cardVerify.particulars'),
      }}
      verdict={(data) => ({ good: data.status === 'valid', text: t(verdicts[data.status]) })}
      particulars={(data) =>
        (
          [
            [
              t('cardVerify.student'),
              [data.studentName, data.studentNameNe].filter(Boolean).join(' / '),
            ],
            [t('cardVerify.rollNo'), data.rollNo ?? ''],
            [t('cardVerify.program'), data.programName],
            [t('cardVerify.batch'), data.batchName ?? ''],
            [t('cardVerify.campus'), data.campusName],
            [t('cardVerify.university'), data.universityName],
            [t('cardVerify.issuedOn'), withAd(data.issuedOn)],
            [t('cardVerify.validUntil'), withAd(data.validUntil)],
          ] as const
        ).filter(([, value]) => value)
      }
      aside={(data) =>
        data.hasPhoto && (
          <Image
            src={`/api/Verify/StudentCard/${encodeURIComponent(code)}/Photo`}
            alt={t('cardVerify.photo')}
            w={120}
            h={150}
            fit="cover"
            radius="sm"
          />
        )
      }
    />
  )
}
