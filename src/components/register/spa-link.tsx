import { Anchor, Button } from '@mantine/core'
import type { MouseEvent, ReactNode } from 'react'

/** Opens a path inside the app (the route's navigation), without a page load. */
export type Go = (href: string) => void

/** The way back to a register's list, in its area's words ("Back to the student list"). */
export type BackLink = { href: string; label: string }

/** A plain click stays in the app; a modified click (new tab, new window) is the browser's. */
const inApp = (go: Go, href: string) => (event: MouseEvent) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  go(href)
}

/**
 * A real link (it can be opened in a new tab and is read as a link) that navigates in the app.
 * `standalone`: a link on its own, not a word in a sentence or a cell ("Back to the student list"),
 * is a finger's target of 44 px on a touch screen (`[data-standalone]` in `global.css`).
 */
export function SpaLink({
  href,
  go,
  standalone,
  children,
}: {
  href: string
  go: Go
  standalone?: boolean
  children: ReactNode
}) {
  return (
    <Anchor href={href} onClick={inApp(go, href)} data-standalone={standalone || undefined}>
      {children}
    </Anchor>
  )
}

/** The same, looking like a button ("Register a student", "Edit"). */
export function SpaButtonLink({
  href,
  go,
  children,
  variant,
}: {
  href: string
  go: Go
  children: ReactNode
  variant?: 'filled' | 'default' | 'light'
}) {
  return (
    <Button component="a" href={href} onClick={inApp(go, href)} variant={variant}>
      {children}
    </Button>
  )
}
