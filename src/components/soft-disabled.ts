/**
 * A button's props for acting only when it can, while keeping focus when it cannot: `disabled`
 * takes focus away from a button that becomes disabled by its own press (Save once saved, Promote
 * once the class is promoted), and focus fell to the page's start. Off, it looks disabled
 * (Mantine's `data-disabled`), is announced as unavailable, and a press does nothing.
 * Example: `<Button {...softDisabled(!changed, save)}>`.
 */
export const softDisabled = (off: boolean, act: () => void) =>
  off
    ? ({ 'data-disabled': true, 'aria-disabled': true } as const)
    : ({ onClick: () => act() } as const)
