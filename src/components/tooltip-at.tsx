import { Tooltip, type TooltipProps } from '@mantine/core'

export type TooltipAtProps = Pick<TooltipProps, 'target' | 'opened' | 'label' | 'withArrow'>

/**
 * Mantine's Tooltip aimed at an element it does not wrap, in a chunk of its own: `LazyTooltip`
 * asks for it at the first tip, so no screen downloads Floating UI to show none (decision 0343).
 */
export function TooltipAt(props: TooltipAtProps) {
  return <Tooltip {...props} />
}
