import { Button, Group, Menu, Modal, Progress, Stack, Text } from '@mantine/core'
import { MenuDropdown } from '../menu-dropdown'
import { t } from '../../lib/i18n/kit'
import type { MenuOf } from '../lazy-menu'
import type { ExportFormat } from './export-sheet'

export type ExportChoice = ExportFormat | 'pdf'

/**
 * The Export menu's items and the progress of the export they start, loaded at the menu's first
 * use (`export-menu.tsx`).
 */
export function ExportMenuItems({
  target,
  onExport,
  progress,
  status,
  offline,
  title,
  onCancel,
}: MenuOf<{
  onExport: (format: ExportChoice) => void
  progress: { done: number; total: number | null; writing: boolean } | null
  status: string
  offline: boolean
  title: string
  onCancel: () => void
}>) {
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>{target}</Menu.Target>
        <MenuDropdown>
          <Menu.Item onClick={() => onExport('xlsx')}>{t('export.xlsx')}</Menu.Item>
          <Menu.Item onClick={() => onExport('csv')}>{t('export.csv')}</Menu.Item>
          <Menu.Item onClick={() => onExport('pdf')}>{t('export.pdf')}</Menu.Item>
        </MenuDropdown>
      </Menu>
      <Modal
        opened={progress !== null}
        onClose={onCancel}
        closeOnClickOutside={false}
        title={t('export.running', { title })}
      >
        <Stack>
          {offline && <Text size="sm">{t('export.fromDevice')}</Text>}
          <Text aria-live="polite">{status}</Text>
          <Progress
            value={progress?.total ? (100 * progress.done) / progress.total : 0}
            animated={progress?.writing}
            // Mantine hands only aria-label to the element with role="progressbar".
            aria-label={status}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('setup.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
