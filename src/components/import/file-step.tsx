import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core'
import { inMegabytes } from '../../lib/format/file-size'
import { t } from '../../lib/i18n/import'
import { MAX_BYTES, MAX_ROWS } from './sheet'

type Props = {
  /** The file being read, or null. */
  reading: string | null
  problem: string | null
  onFile: (file: File) => void
  onTemplate: () => void
}

/** Step 1: the template to fill, and the file to import. */
export function FileStep({ reading, problem, onFile, onTemplate }: Props) {
  return (
    <Stack gap="md">
      <Group>
        <Button variant="default" onClick={onTemplate}>
          {t('import.template')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('import.templateHint')}
      </Text>
      <FileInput
        label={t('import.chooseFile')}
        description={t('import.fileHint', { mb: inMegabytes(MAX_BYTES), rows: MAX_ROWS })}
        accept=".xlsx,.csv,.txt,.tsv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        value={null}
        onChange={(file) => file && onFile(file)}
        disabled={reading !== null}
        w="100%"
        maw={420}
      />
      {reading !== null && <Text aria-live="polite">{t('import.reading', { name: reading })}</Text>}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  )
}
