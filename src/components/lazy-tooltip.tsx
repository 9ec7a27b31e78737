import {
  Suspense,
  cloneElement,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { lazyOr } from '../lib/lazy-or'
import type { TooltipAtProps } from './tooltip-at'

// Without its chunk (offline, before the service worker has it) no tip shows; the screen stays.
const TooltipAt = lazyOr<TooltipAtProps>(
  () => import('./tooltip-at').then((m) => m.TooltipAt),
  () => null,
)

type TargetProps = {
  ref?: unknown
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  'aria-describedby'?: string
}

/**
 * A tip on hover, on a keyboard focus and on a tap (a tablet has no hover, issue 20), closed by
 * leaving, blurring, Escape or a press elsewhere. Mantine's `Tooltip` sets up Floating UI for its
 * element as it renders, open or not: a report's table of fiscal years or a list of dates paid it
 * for every cell (a quarter of the dashboard's longest task on a phone, decision 0343). This one
 * renders its element alone and the Tooltip only once the tip is first asked for, downloading
 * it then (`tooltip-at.tsx`: every screen's first load is 3.8 kB of gzip lighter); `label` is
 * made then too. `children` is one element that takes a ref; its own pointer and focus handlers are
 * replaced.
 */
export function LazyTooltip({
  label,
  withArrow,
  children,
}: {
  label: () => ReactNode
  withArrow?: boolean
  children: ReactElement<TargetProps>
}) {
  const target = useRef<HTMLElement>(null)
  const [opened, setOpened] = useState(false)
  const [asked, setAsked] = useState(false)
  const id = useId()
  const open = () => {
    setAsked(true)
    setOpened(true)
  }
  const close = () => setOpened(false)

  useEffect(() => {
    if (!opened) return
    const pressed = (event: Event) => {
      if (!target.current?.contains(event.target as Node)) setOpened(false)
    }
    const key = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpened(false)
    }
    document.addEventListener('pointerdown', pressed)
    document.addEventListener('keydown', key)
    return () => {
      document.removeEventListener('pointerdown', pressed)
      document.removeEventListener('keydown', key)
    }
  }, [opened])

  return (
    <>
      {cloneElement(children, {
        ref: target,
        onPointerEnter: open,
        // A finger leaves as it lifts: the tip stays until a press elsewhere or a blur.
        onPointerLeave: (event) => event.pointerType !== 'touch' && close(),
        // As Floating UI does: a keyboard's focus, not a script's focus() after a tap.
        onFocus: (event) => event.currentTarget.matches(':focus-visible') && open(),
        onBlur: close,
        'aria-describedby': opened ? id : undefined,
      })}
      {asked && (
        // Floating UI names the tip itself: the element is described by the label inside it.
        <Suspense>
          <TooltipAt
            target={target}
            opened={opened}
            label={<span id={id}>{label()}</span>}
            withArrow={withArrow}
          />
        </Suspense>
      )}
    </>
  )
}
