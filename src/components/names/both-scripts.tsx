import { scriptOf } from './local-name'

/**
 * A name a record holds in Latin letters and in Devanagari: shown in the chosen language's script
 * where the record has it, the other on hover (issue 17). Example: "Sita Sharma" in English,
 * "सीता शर्मा" in Nepali, each with the other as its title.
 */
export function BothScripts({ latin, devanagari }: { latin: string; devanagari: string }) {
  const script = scriptOf(latin, devanagari)
  const [shown, other] = script === 'ne' ? [devanagari, latin] : [latin, devanagari]
  return (
    <span lang={script} title={other || undefined}>
      {shown}
    </span>
  )
}
