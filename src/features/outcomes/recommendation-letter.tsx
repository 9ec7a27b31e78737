import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { adToBs } from '../../../common/bikram-sambat'
import { nepalToday } from '../../../common/employee-rules'
import { useLookup } from '../../components/entity-list-page/use-view-data'
import type { Lookup } from '../../components/entity-view/entity-view'
import { programNameOf, text } from '../../components/entity-view/list-rules'
import { fullName } from '../../components/entity-view/person-fields'
import { periodOf } from '../../components/entity-view/term-fields'
import { SpaLink, type Go } from '../../components/register/spa-link'
import { formatDate, formatLongBs } from '../../lib/format/local'
import { t } from '../../lib/i18n/outcomes'
import type { Json } from '../../offline/db'
import { useCachedLists } from '../../offline/use-cached-list'
import { dropoutPaths } from './outcome-paths'
import { PrintableRecord } from './printable-record'

const letterLists = ['program', 'fiscalYear', 'campusOption'] as const

/**
 * Spec §2 `recommendation-letter/{id}`: the letter a campus gives a student who left, printable,
 * numbered by the server per campus and fiscal year (`2082/83-7`) and dated in BS with the AD date.
 */
export function RecommendationLetter({ dropoutKey, go }: { dropoutKey: string; go: Go }) {
  const lookup = useLookup(useCachedLists(letterLists))
  return (
    <PrintableRecord
      entity="dropout"
      recordKey={dropoutKey}
      title={t('letter.title')}
      back={
        <SpaLink href={dropoutPaths.list} go={go} standalone>
          {t('dropout.backToList')}
        </SpaLink>
      }
      notSynced={t('letter.notSynced')}
      notFound={t('dropout.notFound')}
    >
      {(row) => <Letter row={row} lookup={lookup} />}
    </PrintableRecord>
  )
}

function Letter({ row, lookup }: { row: Json; lookup: Lookup }) {
  const today = nepalToday()
  const fiscalYear = text(lookup('fiscalYear', row.fiscalYearId)?.name)
  const term = periodOf({ semester: row.lastSemester, year: row.lastYear })
  const none = t('letter.none')
  return (
    <>
      {row.readmittedOn != null && (
        <Alert color="yellow" data-print="hide">
          {t('letter.readmitted', { date: formatDate(text(row.readmittedOn)) })}
        </Alert>
      )}
      <Paper withBorder p="xl" component="article" aria-labelledby="letter-title">
        <Stack gap="md">
          <Title order={2} ta="center" size="h3">
            {text(lookup('campusOption', row.campusId)?.campusName)}
          </Title>
          <Group justify="space-between">
            <Text>
              {t('letter.serial', {
                serial: fiscalYear ? `${fiscalYear}-${text(row.serial)}` : text(row.serial),
              })}
            </Text>
            <Text>{t('letter.date', { bs: formatLongBs(adToBs(today)), ad: `AD ${today}` })}</Text>
          </Group>
          <Title order={1} size="h2" ta="center" id="letter-title">
            {t('letter.title')}
          </Title>
          <Text fw={600}>{t('letter.subject')}</Text>
          <Text>
            {t('letter.body', {
              name: [fullName(row), text(row.nameNe)].filter(Boolean).join(' / '),
              registrationNo: text(row.registrationNo) || none,
              rollNo: text(row.rollNo) || none,
              program: programNameOf(row, lookup),
              date: `${formatDate(text(row.droppedOn))} (AD ${text(row.droppedOn)})`,
            })}{' '}
            {term && t('letter.term', { term })}
          </Text>
          <Text>{t('letter.closing')}</Text>
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
