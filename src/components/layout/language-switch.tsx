import { Button } from '@mantine/core'
import { chooseLocale } from '../../lib/i18n/locale-choice'
import { i18n, t } from '../../lib/i18n/t'

/**
 * The language switch of the header and /login: it offers the other language, named in its own
 * script (as Nepal's government sites do), and `onChoose` keeps the choice where it belongs.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (locale: 'en' | 'ne') => void }) {
  const other = i18n.locale === 'ne' ? 'en' : 'ne'
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other}
      title={t('nav.language')}
      onClick={() => (onChoose ? onChoose(other) : chooseLocale(other, false))}
    >
      {other === 'ne' ? 'नेपाली' : 'English'}
    </Button>
  )
}
