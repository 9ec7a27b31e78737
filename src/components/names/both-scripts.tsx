import { i18n } from '../../lib/i18n/t'

/**
 * A name a record holds in Latin letters and in Devanagari: shown in the chosen language's script
 * where the record has it, the other on hover (issue 17). Example: "Sita Sharma" in English,
 * "सीता शर्मा" in Nepali, each with the other as its title.
 */
export function BothScripts({ latin, devanagari }: { latin: string; devanagari: string }) {
  const inDevanagari = i18n.locale === 'ne' ? devanagari !== '' : latin === ''
  const [shown, other] = inDevanagari ? [devanagari, latin] : [latin, devanagari]
  return (
    <span lang={inDevanagari ? 'ne' : 'en'} title={other || undefined}>
      {shown}
    </span>
  )
}
