import { lazy, type ComponentType } from 'react'

/**
 * `React.lazy` for a part a screen can do without: if its chunk cannot be had (offline, before the
 * service worker has it), `fallback` renders in its place instead of the screen failing.
 * Example: `lazyOr(() => import('./tip').then((m) => m.Tip), () => null)`.
 */
export const lazyOr = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
) =>
  lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: fallback }),
    ),
  )
