// What a graduation needs besides the enrolment status (decision 0225): every subject's latest
// published final, re-exam or supplementary result passed. Read from the server when online; offline
// the form is offered and the server's refusal, if any, comes back on /sync.
import { Alert, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../common/schema.gen'
import { api } from '../../api/client'
import { t } from '../../lib/i18n/outcomes'
import { useOnline } from '../../offline/use-online'

type Standing = components['schemas']['StudentStanding']

/** The student's standing (`null`: not asked, as for a student not yet synced). */
export function useStanding(studentId: number | null) {
  const online = useOnline() === true
  return useQuery({
    queryKey: ['/Student/{id}/Standing', studentId],
    enabled: studentId !== null && online,
    queryFn: async () =>
      (await api.GET('/Student/{id}/Standing', { params: { path: { id: studentId! } } })).data!,
  })
}

/** Why a graduation cannot be recorded yet: the papers not passed, or nothing when all are. */
export function PapersNotPassed({ standing }: { standing: Standing | undefined }) {
  const open = standing?.papers.filter((p) => p.outcome !== 'passed') ?? []
  if (open.length === 0) return null
  return (
    <Alert color="yellow" title={t('graduation.papersNotPassed.title')}>
      <Text size="sm">{t('graduation.papersNotPassed')}</Text>
      <Text component="ul" size="sm" mt="xs">
        {open.map((p) => (
          <li key={p.subjectId}>
            {t(`graduation.paper.${p.outcome === 'withheld' ? 'withheld' : 'failed'}`, {
              subject: p.subjectName,
              exam: p.examType,
              fiscalYear: p.fiscalYear,
            })}
          </li>
        ))}
      </Text>
    </Alert>
  )
}
