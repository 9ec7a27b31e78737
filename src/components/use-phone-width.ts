import { useMediaQuery } from '@mantine/hooks'

/**
 * Whether the screen is a phone's width (36em and under), known at the first render: read in an
 * effect (Mantine's default, for server rendering, which this app does not do), a phone drew the
 * desktop layout first, and a check of the page then could find it wider than the screen.
 */
export const usePhoneWidth = () =>
  useMediaQuery('(max-width: 36em)', undefined, { getInitialValueInEffect: false })
