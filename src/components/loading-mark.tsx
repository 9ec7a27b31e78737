import { Loader } from '@mantine/core'
import { t } from '../lib/i18n/kit'

/** A small spinner a screen reader can name ("Loading…"): Mantine's Loader is a bare span. */
export const LoadingMark = () => <Loader size="sm" role="status" aria-label={t('setup.loading')} />
