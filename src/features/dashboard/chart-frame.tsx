import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { t } from '../../lib/i18n/dashboard'

/**
 * Gives a chart its height and one text alternative (screen readers hear what it shows and are
 * pointed to the table beside it, which holds the same figures). A chart is drawn once it comes
 * near the screen (or the page is printed), not before: most charts start below the fold, and the
 * first screen's work is what a phone waits for. Its box holds its place meanwhile, so nothing
 * moves when it is drawn.
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
      style={{ height }}
    >
      {seen && children}
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
        // In a transition: the browser is not kept from a scroll or a tap by a drawing.
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
