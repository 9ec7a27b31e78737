import { useEffect } from 'react'

/**
 * Keeps the field being typed in view when a phone's on-screen keyboard opens (issue 20). With
 * `interactive-widget=resizes-content` (index.html) the keyboard shrinks the layout viewport, so a
 * resize while a text field has focus is most often the keyboard: the field, if no longer wholly
 * in view, is scrolled to the middle of what is left. Used by the signed-in layout, where the long
 * forms are, and by the sign-up form, which students fill in on phones.
 */
export function useFocusedFieldInView(): void {
  useEffect(() => {
    const onResize = () => {
      const field = document.activeElement
      if (!(field instanceof HTMLElement) || !field.matches('input, textarea, select')) return
      const box = field.getBoundingClientRect()
      if (box.top >= 0 && box.bottom <= innerHeight) return
      field.scrollIntoView({ block: 'center' })
    }
    addEventListener('resize', onResize)
    return () => removeEventListener('resize', onResize)
  }, [])
}
