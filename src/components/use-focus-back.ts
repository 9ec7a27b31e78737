import { useEffect, useRef, type RefObject } from 'react'

/**
 * Puts focus back on `target` when `busy` ends, if focus fell to the page's start meanwhile: a
 * button disabled while its own work runs (Mantine's `loading` disables it) loses the focus of the
 * keyboard user who pressed it, and a screen reader then starts again from the top.
 */
export function useFocusBack(target: RefObject<HTMLElement | null>, busy: boolean) {
  const was = useRef(false)
  useEffect(() => {
    if (busy) was.current = true
    else if (was.current) {
      was.current = false
      if (document.activeElement === document.body) target.current?.focus()
    }
  }, [busy, target])
}
