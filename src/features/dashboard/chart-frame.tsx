import { Skeleton } from '@mantine/core'
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { t } from '../../lib/i18n/dashboard'

/**
 * Gives a chart one text alternative (screen readers hear what it shows and are pointed to the
 * table beside it, which holds the same figures) and a skeleton while its code loads. A chart is
 * drawn once it comes near the screen (or the page is printed), not before: drawing is much of a
 * report page's work (recharts' layout took 3.0 of the 7.2 s of script in a campus admin's load of
 * the dashboard on a slow two-core machine), and most charts start below the fold. Until then a still box of its
 * height holds its place, so nothing moves when it is drawn.
 */
export function ChartFrame({
  title,
  height = 200,
  children,
}: {
  title: string
  height?: number
  children: ReactNode
}) {
  const [frame, seen] = useSeen()
  return (
    <div
      ref={frame}
      role="img"
      aria-label={`${t('dashboard.chartOf')} ${title}; ${t('dashboard.chartHint')}`}
    >
      {seen ? (
        <Suspense fallback={<Skeleton height={height} />}>{children}</Suspense>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  )
}

/** Whether the element has come within 200 px of the viewport, or a print has begun. */
function useSeen() {
  const frame = useRef<HTMLDivElement>(null)
  // Where there is no observer (jsdom), everything counts as seen, as it did before.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (seen || !frame.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        // In a transition: a drawing is long work (recharts' layout), which React then
        // interrupts for the browser between components instead of one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setSeen(true))
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(frame.current)
    // Synchronously, so the print lays the charts out (React's own example of flushSync).
    const print = () => flushSync(() => setSeen(true))
    addEventListener('beforeprint', print)
    return () => {
      observer.disconnect()
      removeEventListener('beforeprint', print)
    }
  }, [seen])
  return [frame, seen] as const
}
