/**
 * A calendar drawn in the text's colour: an emoji (📅) showed as an empty box on a machine without
 * an emoji font, and the app ships no icon set. Decorative: the button around it carries the name.
 * Example: `<ActionIcon aria-label="Pick a date"><CalendarIcon /></ActionIcon>`.
 */
export function CalendarIcon({ size = 18 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  )
}
