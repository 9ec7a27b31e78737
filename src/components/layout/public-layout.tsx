import { Container } from '@mantine/core'
import type { ReactNode } from 'react'
import { AppFooter } from './app-footer'
import classes from './layout.module.css'
import { PublicHeader } from './public-header'

/** Frame of the public pages: public header, content, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.shell}>
      <PublicHeader />
      <Container component="main" id="main" tabIndex={-1} size="lg" py="xl" w="100%" flex={1}>
        {children}
      </Container>
      <AppFooter />
    </div>
  )
}
