// A student's detail page opened with no student (its menu link, the Student home's): instead of
// "no such record", where to choose one, by a search of the register or its list.
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { SpaButtonLink, type Go } from '../../components/register/spa-link'
import { t } from '../../lib/i18n/students'
import { studentPaths } from './student-paths'

export function NoStudentChosen({ go }: { go: Go }) {
  const [q, setQ] = useState('')
  // The list reads `?q=` back as typed: digits or `true` come as a number or boolean it takes as text.
  const found = q.trim()
    ? `${studentPaths.list}?q=${encodeURIComponent(q.trim())}`
    : studentPaths.list
  return (
    <Stack p="md" gap="md">
      <Title order={1} size="h2">
        {t('student.detailTitle')}
      </Title>
      <Text>{t('student.noneChosen')}</Text>
      <form
        role="search"
        aria-label={t('student.find')}
        onSubmit={(event) => {
          event.preventDefault()
          go(found)
        }}
      >
        <Group align="flex-end">
          <TextInput
            label={t('register.search')}
            description={t('register.searchHint')}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
            maxLength={60}
            type="search"
            w={{ base: '100%', xs: 320 }}
          />
          <Button type="submit">{t('student.find')}</Button>
        </Group>
      </form>
      <Group>
        <SpaButtonLink href={studentPaths.list} go={go} variant="default">
          {t('student.openList')}
        </SpaButtonLink>
      </Group>
    </Stack>
  )
}
