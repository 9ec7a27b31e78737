import { Textarea } from '@mantine/core'

/**
 * The reason an act needs (a return, a rejection, a change request): required, 1 to 500
 * characters as the contract says, in a box that grows with the text.
 */
export function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Textarea
      label={label}
      required
      maxLength={500}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}
