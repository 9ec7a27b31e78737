import { FileInput, type FileInputProps } from '@mantine/core'
import { useRef } from 'react'

/**
 * A clearable file box (a student's photo, a document's file). Its clear button (×) goes with the
 * file it clears, and focus fell to the page's start: a clear puts focus back on the box.
 */
export function FileBox({ onChange, ...props }: FileInputProps<false>) {
  const box = useRef<HTMLButtonElement>(null)
  return (
    <FileInput
      {...props}
      ref={box}
      clearable
      onChange={(chosen) => {
        if (!chosen) box.current?.focus()
        onChange?.(chosen)
      }}
    />
  )
}
