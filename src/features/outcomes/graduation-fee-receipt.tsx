import { Alert, Group, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { text } from '../../components/entity-view/list-rules'
import { SpaButtonLink, SpaLink, type Go } from '../../components/register/spa-link'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'
import { useOnline } from '../../offline/use-online'
import { graduationPaths, receiptPaths } from './outcome-paths'
import { PrintableRecord } from './printable-record'
import { ReceiptSheet } from './receipt-paper'

const lists = ['program', 'campusOption'] as const

/**
 * Spec §2 Graduation `receipt-details/{id}` (a graduation's key): the graduation fee as the
 * graduation records it, printable; when a receipt of Receipt Management carries its number for the
 * student (read online), a link to that receipt (decision 0322).
 */
export function GraduationFeeReceipt({ graduationKey, go }: { graduationKey: string; go: Go }) {
  const lookup = useLookup(useCachedLists(lists))
  return (
    <PrintableRecord
      entity="graduation"
      recordKey={graduationKey}
      title={t('graduation.feeReceipt.title')}
      back={
        <SpaLink href={graduationPaths.detail(graduationKey)} go={go} standalone>
          {t('graduation.feeReceipt.back')}
        </SpaLink>
      }
      notSynced={t('graduation.feeReceipt.notSynced')}
      notFound={t('graduation.notFound')}
    >
      {(row) => <FeeReceipt row={row} lookup={lookup} go={go} />}
    </PrintableRecord>
  )
}

/** The receipt of the register with the graduation's receipt number, if any (online only). */
function useRegisteredReceipt(studentId: unknown, receiptNo: string) {
  const online = useOnline() === true
  return useQuery({
    queryKey: ['/Receipt', studentId, receiptNo],
    enabled: online && !!receiptNo && typeof studentId === 'number',
    queryFn: async () => {
      const { data } = await api.GET('/Receipt', {
        params: { query: { studentId: studentId as number, limit: 100 } },
      })
      return data?.items.find((r) => r.receiptNo.toLowerCase() === receiptNo.toLowerCase()) ?? null
    },
  })
}

function FeeReceipt({ row, lookup, go }: { row: Json; lookup: Lookup; go: Go }) {
  const receiptNo = text(row.receiptNo)
  const registered = useRegisteredReceipt(row.studentId, receiptNo).data
  if (!row.feeAmount && !receiptNo)
    return <Alert color="yellow">{t('graduation.feeReceipt.none')}</Alert>
  return (
    <>
      {registered && (
        <Alert color="blue" data-print="hide">
          <Group justify="space-between">
            <Text size="sm">
              {t('graduation.feeReceipt.inRegister', { receiptNo: registered.receiptNo })}
            </Text>
            <SpaButtonLink
              href={receiptPaths.print(String(registered.id))}
              go={go}
              variant="default"
            >
              {t('receipt.open')}
            </SpaButtonLink>
          </Group>
        </Alert>
      )}
      <ReceiptSheet
        title={t('graduation.feeReceipt.title')}
        payer={row}
        lookup={lookup}
        receiptNo={receiptNo}
        fee={t('graduation.feeReceipt.fee', { degree: text(row.degree) })}
        amount={row.feeAmount}
        remarks={t('graduation.feeReceipt.completed', { date: formatDate(text(row.graduatedOn)) })}
      />
    </>
  )
}
