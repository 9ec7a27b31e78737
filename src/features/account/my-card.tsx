import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../api/client'
import { QrCode } from '../../components/qr-code'
import { verifyLinks } from '../../components/verify-links'
import { formatDate } from '../../lib/format/local'
import { t } from '../../lib/i18n/account'

/**
 * A student's own identity card on their phone (decision 0253): its QR code, which whoever checks
 * the card scans, and its date. The card itself is printed by the campus; online only, as cards are.
 */
export function MyCard() {
  const { data: card, isSuccess } = useQuery({
    queryKey: ['/StudentCard', 'mine'],
    queryFn: async () => (await api.GET('/StudentCard')).data?.items[0] ?? null,
  })
  if (!isSuccess) return null
  return (
    <Paper withBorder p="md" maw={480} component="section" aria-labelledby="my-card">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-card">
          {t('studentHome.card')}
        </Title>
        {card ? (
          <Group align="flex-start" wrap="nowrap">
            <QrCode
              text={verifyLinks.studentCard(card.code)}
              size={140}
              label={t('studentHome.cardScan')}
            />
            <Stack gap="xs">
              <Text fw={600}>
                {t('studentHome.cardValid', { date: formatDate(card.validUntil) })}
              </Text>
              <Text size="sm">{t('studentHome.cardHint')}</Text>
              <Anchor href={verifyLinks.studentCard(card.code)}>{t('studentHome.cardOpen')}</Anchor>
            </Stack>
          </Group>
        ) : (
          <Text>{t('studentHome.noCard')}</Text>
        )}
      </Stack>
    </Paper>
  )
}
