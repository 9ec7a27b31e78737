import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/kit'
import { usePermits, type PermissionModule } from '../../lib/session/permissions'
import type { Lookup } from '../entity-view/entity-view'
import { lazyMenu } from '../lazy-menu'
import type { ExportTable } from './export-columns'
import type { ExportChoice } from './export-menu-items'
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

// The menu and the export's progress, which only its items start, download when first wanted
// (decision 0348).
const Items = lazyMenu(() => import('./export-menu-items').then((m) => m.ExportMenuItems))

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
  const handleExport = async (format: ExportChoice) => {
    const controller = new AbortController()
    setJob({ controller, done: 0, total: null, writing: false })
    const job = {
      view,
      title,
      lookup,
      source,
      signal: controller.signal,
      onProgress: (done: number, total: number | null) => update(controller, { done, total }),
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
      : job.total !== null
        ? t('export.progress', { done: formatNumber(job.done), total: formatNumber(job.total) })
        : job.done > 0
          ? t('export.progressOpen', { done: formatNumber(job.done) })
          : t('export.starting')
  if (!permitted) return null
  return (
    <Items
      onExport={(format) => void handleExport(format)}
      progress={job ? { done: job.done, total: job.total, writing: job.writing } : null}
      status={status}
      offline={offline}
      title={title}
      onCancel={handleCancel}
      target={
        <Button variant="default" disabled={job !== null}>
          {t('export.menu')}
        </Button>
      }
    />
  )
}
