import './app/first-paint.css'
import './app/global.css'

import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { LazyNotifications } from './app/lazy-notifications'
import { queryClient } from './app/query-client'
import { registerServiceWorker } from './app/register-sw'
import { router } from './app/router'
import { loadAllStyles, stylesFor } from './app/screen-styles'
import { watchSession } from './app/session-watch'
import { makeTheme } from './app/theme'
import { signalFirstFrame } from './lib/first-frame'
import { startLocale } from './lib/i18n/locale-choice'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The stored session is read before the first render, so guards see the signed-in user at once.
watchSession()

// Before the first render: the language's words (English ones are in this bundle already), then
// the router's first route (its guards and lazy screen; after the words, since a screen's module
// may read words as it loads). The first render is then a transition, which React does in slices
// of a few milliseconds: rendered while the router still loaded, its store changed mid-render and
// React redid the whole page in one synchronous task (270 ms at Lighthouse's 4× slowdown; decision
// 0339).
// Mantine's styles (decisions 0342, 0349): asked for at once, beside the words; the root route
// waits for them (src/app/screen-styles.ts).
// (A failure here is the root route's to show.)
stylesFor(location.pathname).catch(() => undefined)
void startLocale()
  .then(() => router.load())
  .then(() => {
    const root = createRoot(container)
    startTransition(() =>
      root.render(
        <StrictMode>
          <MantineProvider theme={makeTheme()} defaultColorScheme="auto">
            <FirstFrame />
            <LazyNotifications />
            <QueryClientProvider client={queryClient}>
              <RouterProvider router={router} />
            </QueryClientProvider>
          </MantineProvider>
        </StrictMode>,
      ),
    )
    // All of Mantine's styles, once the sign-in page has painted (asked for sooner, they were on
    // its way to the first paint), so that the next screen, whichever it is, has them.
    if (router.state.location.pathname === '/login')
      (window.requestIdleCallback ?? setTimeout)(() => void loadAllStyles())
  })

registerServiceWorker()

/** Tells the work that waits for the first frame (src/lib/first-frame.ts) when it has painted. */
function FirstFrame() {
  useEffect(signalFirstFrame, [])
  return null
}
