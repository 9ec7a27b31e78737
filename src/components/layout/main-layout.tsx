import { Box } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useFocusedFieldInView } from '../../lib/focused-field'
import { usePrintInLight } from '../../lib/print-light'
import { sectionFor } from '../../lib/navigation/section-links'
import { AppFooter } from './app-footer'
import classes from './layout.module.css'
import { MainHeader } from './main-header'
import { SideNav } from './side-nav'

/** Frame of every signed-in screen: header with menus, the section's side navigation, footer. */
export function MainLayout({
  children,
  headerExtra,
}: {
  children: ReactNode
  headerExtra?: ReactNode
}) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const section = sectionFor(pathname)
  useFocusedFieldInView()
  usePrintInLight()
  return (
    <div className={classes.shell}>
      <MainHeader section={section} extra={headerExtra} />
      <div className={classes.body}>
        <Box className={classes.side}>
          <SideNav section={section} />
        </Box>
        <Box component="main" id="main" tabIndex={-1}>
          {children}
        </Box>
      </div>
      <AppFooter />
    </div>
  )
}
