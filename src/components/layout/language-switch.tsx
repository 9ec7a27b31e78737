import { Button } from '@mantine/core'
import { chooseDisplay, devanagariDigitsChosen, type Digits } from '../../lib/i18n/locale-choice'
import { i18n, t } from '../../lib/i18n/t'

/**
 * The language switch of the header and /login: it offers the other language, named in its own
 * script (as Nepal's government sites do), and `onChoose` keeps the choice where it belongs.
 * On an English page "नेपाली" is drawn in a face of just its six letters (global.css, 1.3 kB in the
 * CSS): the app's whole face fetched 55 kB on every English first visit, a fifth of the sign-in
 * page's download on a slow line, and the device's own font showed empty boxes where it has none.
 */
const WORD_FONT = '"HEMIS Devanagari Switch", system-ui, sans-serif'

export function LanguageSwitch({ onChoose }: { onChoose?: (locale: 'en' | 'ne') => void }) {
  const other = i18n.locale === 'ne' ? 'en' : 'ne'
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      lang={other}
      ff={other === 'ne' ? WORD_FONT : undefined}
      title={t('nav.language')}
      onClick={() => (onChoose ? onChoose(other) : chooseDisplay({ locale: other }, false))}
    >
      {other === 'ne' ? 'नेपाली' : 'English'}
    </Button>
  )
}

/**
 * In Nepali: numbers and dates in Devanagari digits (०१२) or Latin ones (012); `onChoose` keeps the
 * choice on the account (decision 0328).
 */
export function DigitsSwitch({ onChoose }: { onChoose: (digits: Digits) => void }) {
  if (i18n.locale !== 'ne') return null
  const devanagari = devanagariDigitsChosen()
  const offered = devanagari ? '012' : '०१२'
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      title={t('nav.digits')}
      // Named by what it shows, the digits it offers (as the language switch offers the other
      // language), so a speech user says what they see (WCAG 2.5.3).
      aria-label={`${t('nav.digits')}: ${offered}`}
      onClick={() => onChoose(devanagari ? 'latin' : 'devanagari')}
    >
      {offered}
    </Button>
  )
}
