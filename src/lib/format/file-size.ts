import { t } from '../i18n/kit'
import { formatNumber } from './local'

/** A file's size as a person reads it: whole kilobytes, at least one ("12 KB", "१२ KB"). */
export const fileSize = (bytes: number) =>
  t('documents.size', { n: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
