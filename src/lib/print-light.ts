import { useEffect } from 'react'

/**
 * Paper is white: a page printed from the dark scheme is printed in the light one. Browsers leave
 * backgrounds out of print by default, so the dark scheme's pale text would be printed on white.
 * Used by the signed-in layout, around every printable record (letters, certificates, cards,
 * routines); the shell would add it to /login's budget.
 */
export function usePrintInLight(): void {
  useEffect(() => {
    const root = document.documentElement
    let shown: string | undefined
    const before = () => {
      shown = root.dataset.mantineColorScheme
      root.dataset.mantineColorScheme = 'light'
    }
    const after = () => {
      if (shown) root.dataset.mantineColorScheme = shown
    }
    addEventListener('beforeprint', before)
    addEventListener('afterprint', after)
    return () => {
      removeEventListener('beforeprint', before)
      removeEventListener('afterprint', after)
    }
  }, [])
}
