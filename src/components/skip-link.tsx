import type { MouseEvent } from 'react'
import { t } from '../lib/i18n/t'
import classes from './skip-link.module.css'

/** The first focusable element: lets keyboard users jump past the header to the page. */
export function SkipLink({ targetId }: { targetId: string }) {
  // Move focus without touching the URL, so the router does not see a navigation.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    target.focus()
  }
  return (
    <a className={classes.link} href={`#${targetId}`} onClick={handleClick}>
      {t('nav.skipToContent')}
    </a>
  )
}
