import { Button, Group, Menu, Modal, Progress, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import { usePermits, type PermissionModule } from '../../lib/session/permissions'
import type { Lookup } from '../entity-view/entity-view'
import type { ExportTable } from './export-columns'
import type { ExportFormat } from './export-sheet'
import type { ExportSource } from './export-rows'

type Props = {
  /** The list's view, or a report's table (`{ columns, activeFlag: false }`). */
  view: ExportTable
  /** The list's title, as its heading shows it: the file's and the sheet's name. */
  title: string
  lookup: Lookup
  /** The module whose export permission shows the menu (decision 0332): a list's view's own. */
  module: PermissionModule
  /** The rows the list shows with its filters, search and sort: every page, read on demand. */
  source: ExportSource
  /**
   * What the list is narrowed by, as words ("Staff Type: Teaching"): under a printed list's title.
   * Asked for when a list is printed, not at every drawing of the page.
   */
  note?: () => string
}

type Job = {
  controller: AbortController
  done: number
  total: number | null
  writing: boolean
}

/**
 * The Export menu of a list's header: Excel (.xlsx), CSV, or a PDF (printed) of what the list shows,
 * every page, with its progress and a Cancel. The export's code (and the writers' workers) load on the first
 * click. Example:
 * `<ExportMenu view={view} title={title} lookup={lookup} module={view.module} source={{ rows }} />`.
 */
export function ExportMenu({ view, title, lookup, module, source, note }: Props) {
  const [job, setJob] = useState<Job | null>(null)
  const permitted = usePermits(module, 'export')
  const offline = 'port' in source && source.offline

  const update = (controller: AbortController, changes: Partial<Job>) =>
    setJob((current) => (current?.controller === controller ? { ...current, ...changes } : current))
  const handleExport = async (format: ExportFormat | 'pdf') => {
    const controller = new AbortController()
    setJob({ controller, done: 0, total: null, writing: false })
    const job = {
      view,
      title,
      lookup,
      source,
      signal: controller.signal,
      onProgress: (done: number, total: number) => update(controller, { done, total }),
    }
    try {
      if (format === 'pdf') {
        const { printExport } = await import('./print-export')
        // The dialog closes first: the print dialog shows the printed list, not the progress.
        await printExport({ ...job, note: note?.(), onReady: () => setJob(null) })
      } else {
        const { runExport } = await import('./run-export')
        await runExport({ ...job, format, onWriting: () => update(controller, { writing: true }) })
      }
    } catch (failure) {
      if (!controller.signal.aborted)
        notifications.show({
          color: 'red',
          message: t('export.failed', {
            message: failure instanceof Error ? failure.message : String(failure),
          }),
        })
    } finally {
      setJob((current) => (current?.controller === controller ? null : current))
    }
  }
  const handleCancel = () => {
    job?.controller.abort()
    setJob(null)
  }

  const status = !job
    ? ''
    : job.writing
      ? t('export.writing')
      : job.total === null
        ? t('export.starting')
        : t('export.progress', { done: formatNumber(job.done), total: formatNumber(job.total) })
  if (!permitted) return null
  return (
    <>
      <Menu position="bottom-end">
        <Menu.Target>
          <Button variant="default" disabled={job !== null}>
            {t('export.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void handleExport('xlsx')}>{t('export.xlsx')}</Menu.Item>
          <Menu.Item onClick={() => void handleExport('csv')}>{t('export.csv')}</Menu.Item>
          <Menu.Item onClick={() => void handleExport('pdf')}>{t('export.pdf')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={job !== null}
        onClose={handleCancel}
        closeOnClickOutside={false}
        title={t('export.running', { title })}
      >
        <Stack>
          {offline && <Text size="sm">{t('export.fromDevice')}</Text>}
          <Text aria-live="polite">{status}</Text>
          <Progress
            value={job?.total ? (100 * job.done) / job.total : 0}
            animated={job?.writing}
            // Mantine hands only aria-label to the element with role="progressbar".
            aria-label={status}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={handleCancel}>
              {t('setup.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
