import { session } from '../lib/session/session-store'

// Which of Mantine's styles a screen waits for (decisions 0342, 0349). The sign-in page paints with
// first-paint.css (the entry's), the signed-in dashboard with its own subset, every other screen
// with all of Mantine's styles. A subset is never asked for once all are: its rules would then come
// after the others' and change which of two rules of the same weight wins.

let all: Promise<unknown> | undefined

/** All of Mantine's styles, asked for once (again after a failure: offline, before the cache). */
export const loadAllStyles = () =>
  (all ??= import('./mantine-styles').then(
    (m) => m.styles,
    (failure: unknown) => {
      all = undefined
      throw failure
    },
  ))

/** The styles the screen at `pathname` waits for before it renders (the root route's beforeLoad). */
export function stylesFor(pathname: string): Promise<unknown> {
  const signedIn = session.get().user !== null
  // Signed out, `/` is the way to the sign-in page.
  if (pathname === '/login' || (pathname === '/' && !signedIn)) return Promise.resolve()
  if (pathname === '/' && !all) return import('./signed-in-styles').then((m) => m.styles)
  return loadAllStyles()
}
