// One identity card as printed (decision 0253): the size of a bank card (85.6 × 54 mm), with the
// campus, the student's photo, names in both scripts, program, batch and numbers, the BS date it is
// valid until, and the QR code of its public verification link.
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core'
import type { Lookup } from '../../../components/entity-view/entity-view'
import { programNameOf, text } from '../../../components/entity-view/list-rules'
import { fullName } from '../../../components/entity-view/person-fields'
import { QrCode } from '../../../components/qr-code'
import { useObjectUrl, useServerFile } from '../../../components/register/use-server-file'
import { verifyLinks } from '../../../components/verify-links'
import { formatDate } from '../../../lib/format/local'
import { t } from '../../../lib/i18n/cards'
import type { Json } from '../../../offline/db'
import type { Card } from './card-calls'

/** The photo the server keeps of a student, as an object URL; null without one. */
function useStudentPhoto(student: Json) {
  const hash = (student.photo as { hash?: string } | null | undefined)?.hash
  return useObjectUrl(useServerFile('student', Number(student.id), 'photo', hash))
}

export function CardPaper({
  student,
  card,
  lookup,
}: {
  student: Json
  card: Card
  lookup: Lookup
}) {
  const photo = useStudentPhoto(student)
  const name = fullName(student)
  const campus = lookup('campusOption', card.campusId)
  const programLabel = t('student.program')
  const facts = [
    [programLabel, programNameOf(student, lookup)],
    [t('student.batch'), text(lookup('batch', student.batchId)?.batchName)],
    [t('student.rollNo'), text(student.rollNo)],
    [t('student.registrationNo'), text(student.registrationNo)],
  ].filter(([, value]) => value)
  // As the record holds them: a registration or roll number in other digits would not match it.
  return (
    <Paper
      withBorder
      component="article"
      aria-label={t('cards.open', { name })}
      p={6}
      w="85.6mm"
      h="54mm"
      radius="md"
      style={{ overflow: 'hidden', breakInside: 'avoid', fontSize: 9, lineHeight: 1.25 }}
    >
      <Stack gap={2} h="100%">
        <Box ta="center">
          <Text fw={700} fz={10} lineClamp={1}>
            {text(campus?.campusName)}
          </Text>
          <Text fz={9} tt="uppercase">
            {t('cards.heading')}
          </Text>
        </Box>
        <Group gap={6} wrap="nowrap" align="flex-start" style={{ flex: 1 }}>
          {photo ? (
            <Image src={photo} alt={t('cards.photoOf', { name })} w="20mm" h="25mm" fit="cover" />
          ) : (
            <Box
              w="20mm"
              h="25mm"
              bd="1px dashed gray"
              display="flex"
              style={{ alignItems: 'center', justifyContent: 'center', flexShrink: 0 }}
            >
              <Text fz={8}>{t('cards.noPhoto')}</Text>
            </Box>
          )}
          <Stack gap={1} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={700} fz={10} lineClamp={1}>
              {name}
            </Text>
            {text(student.nameNe) && (
              <Text fz={9} lineClamp={1}>
                {text(student.nameNe)}
              </Text>
            )}
            {facts.map(([label, value]) => (
              // A program's name ("Bachelor of Business Administration") takes two lines: cut,
              // one would not be told from another.
              <Text key={label} fz={8} lineClamp={label === programLabel ? 2 : 1}>
                {label}: {value}
              </Text>
            ))}
          </Stack>
          <QrCode text={verifyLinks.studentCard(card.code)} size={72} label={t('cards.scan')} />
        </Group>
        <Group justify="space-between" fz={8}>
          <Text fz={8}>{t('cards.validUntilOf', { date: formatDate(card.validUntil) })}</Text>
          <Text fz={8} ff="monospace">
            {card.code}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}
