import {
  Suspense,
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react'
import { lazyOr } from '../lib/lazy-or'

type TargetProps = {
  onClick?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
  'aria-haspopup'?: 'menu'
  'aria-expanded'?: boolean
}

/** What a lazily loaded menu gets: its target, to wrap in `Menu.Target`. */
export type MenuOf<P> = P & { target: ReactElement }

/**
 * The menu as it mounts, opened by a press of its new target, focused first: Mantine's menu then
 * keeps it as the element to give the focus back to when it closes, as after any other press
 * (opened by `defaultOpened` instead, it gave the focus back to no one).
 */
function openedAtMount<P extends object>(Menu: ComponentType<MenuOf<P>>) {
  return function OpenedAtMount(props: MenuOf<P>) {
    const target = useRef<HTMLElement>(null)
    useEffect(() => {
      target.current?.focus()
      target.current?.click()
    }, [])
    const targetWithRef = cloneElement(props.target as ReactElement<{ ref?: unknown }>, {
      ref: target,
    })
    return <Menu {...props} target={targetWithRef} />
  }
}

/**
 * A header's menu whose code downloads when it is first wanted: Mantine's `Menu` brings Floating
 * UI, its popover and its checkbox and radio items (38 kB of gzip with the drawer and dialog), and
 * four menus in every signed-in header put them all before the first paint (decision 0348). Until
 * then the target renders alone, announced as a menu button; pointing at it or focusing it starts
 * the download, a press mounts `load`'s menu with the same target, and opens it.
 * Without its chunk (offline before the service worker has it) the target stays as it is.
 * Example: `const UserMenu = lazyMenu(() => import('./user-menu-items').then((m) => m.Items))`,
 * then `<UserMenu target={<Button>Me</Button>} showProfile />`.
 */
export function lazyMenu<P extends object>(load: () => Promise<ComponentType<MenuOf<P>>>) {
  let loading: Promise<ComponentType<MenuOf<P>>> | undefined
  const start = () => (loading ??= load().then(openedAtMount))
  // A failed early download is lazyOr's to handle, when the menu is asked for.
  const preload = () => void start().catch(() => undefined)
  const Menu = lazyOr<MenuOf<P>>(start, ({ target }) => target)

  return function LazyMenu(props: MenuOf<P>) {
    const [asked, setAsked] = useState(false)
    if (asked)
      return (
        <Suspense fallback={props.target}>
          <Menu {...props} />
        </Suspense>
      )
    return cloneElement(props.target as ReactElement<TargetProps>, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setAsked(true),
    })
  }
}
