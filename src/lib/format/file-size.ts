import { t } from '../i18n/kit'
import { formatNumber } from './local'

/** Bytes as the megabytes a limit is stated in ("at most 20 MB"): 1 MB is 1024 × 1024 bytes. */
export const inMegabytes = (bytes: number) => bytes / (1024 * 1024)

/** A file's size as a person reads it: whole kilobytes, at least one ("12 KB", "१२ KB"). */
export const fileSize = (bytes: number) =>
  t('documents.size', { n: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
