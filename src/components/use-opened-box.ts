import { useEffect, useRef } from 'react'
import { useFocusBack } from './use-focus-back'

/**
 * A button that gives way to a box (a reason to give, a campus to choose) and the box to the
 * button on Cancel: focus, left on a control gone, fell to the page's start. It goes into the box's
 * `first` field on opening and back to the button on closing (unless the decision taken put it
 * elsewhere, e.g. on the page's heading).
 */
export function useOpenedBox(open: boolean, first: 'textarea' | 'input' | 'button') {
  const opener = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (open) box.current?.querySelector<HTMLElement>(first)?.focus()
  }, [open, first])
  useFocusBack(opener, open)
  return { opener, box }
}
