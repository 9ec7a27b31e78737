import { inMegabytes } from '../../lib/format/file-size'
import { formatNumber } from '../../lib/format/local'
import { t } from '../../lib/i18n/import'
import { MAX_BYTES, MAX_ROWS, type ReadProblem } from './sheet'

/** Why a file cannot be imported, in the user's language, with the limit it broke. */
export function problemText(read: ReadProblem): string {
  switch (read.problem) {
    case 'empty':
      // An empty file's size.
      return t('import.problem.empty', { n: 0 })
    case 'tooLarge':
      return t('import.problem.tooLarge', {
        size: formatNumber(inMegabytes(read.n), { maximumFractionDigits: 1 }),
        mb: inMegabytes(MAX_BYTES),
      })
    case 'tooManyRows':
      return t('import.problem.tooManyRows', {
        n: formatNumber(read.n),
        max: formatNumber(MAX_ROWS),
      })
    case 'oldExcel':
      return t('import.problem.oldExcel')
    case 'noRows':
      return t('import.problem.noRows')
    default:
      return t('import.problem.notSpreadsheet')
  }
}
