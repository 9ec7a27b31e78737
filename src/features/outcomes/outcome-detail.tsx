// An outcome's record page, apart from the lists: a list or a student picker does not load the
// record page's form (the routes' bundles are near their budget).
import { RegisterDetailPage } from '../../components/register/register-detail-page'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/outcomes'
import { certificatePaths, dropoutPaths, graduationPaths, receiptPaths } from './outcome-paths'
import { outcomes, type OutcomeName } from './outcome-kinds'

/** One dropout or graduation, read-only with Edit (a readmission is an edit of the dropout). */
export function OutcomeDetail({
  which,
  recordKey,
  go,
}: {
  which: OutcomeName
  recordKey: string
  go: Go
}) {
  const { view, back, notFound } = outcomes[which]
  return (
    <RegisterDetailPage
      view={view}
      recordKey={recordKey}
      back={back}
      notFound={notFound}
      go={go}
      actions={(record) => <RecordLinks which={which} recordKey={record.key} go={go} />}
    />
  )
}

/** What a record's page links to: its paper (a dropout's letter, a graduation's fee receipt, a
 * certificate in either format, a receipt). */
function RecordLinks({ which, recordKey, go }: { which: OutcomeName; recordKey: string; go: Go }) {
  const links: Record<OutcomeName, [string, string][]> = {
    dropout: [[dropoutPaths.letter(recordKey), t('letter.open')]],
    graduation: [[graduationPaths.receipt(recordKey), t('graduation.feeReceipt.open')]],
    certificate: [
      [certificatePaths.print(recordKey), t('certificate.open')],
      [certificatePaths.printOld(recordKey), t('certificate.oldFormat')],
    ],
    receipt: [[receiptPaths.print(recordKey), t('receipt.open')]],
  }
  return (
    <>
      {links[which].map(([href, label]) => (
        <SpaButtonLink key={href} href={href} go={go} variant="default">
          {label}
        </SpaButtonLink>
      ))}
    </>
  )
}
