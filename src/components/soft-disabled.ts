/**
 * A button that cannot act now but keeps focus: `disabled` takes focus away from a button that
 * becomes disabled by its own press (Save once saved, Promote once the class is promoted) and
 * focus fell to the page's start. It looks disabled (Mantine's `data-disabled`), is announced as
 * unavailable, and its press must be ignored by the caller.
 * Example: `<Button {...softDisabled(!changed)} onClick={() => changed && save()}>`.
 */
export const softDisabled = (off: boolean) =>
  off ? ({ 'data-disabled': true, 'aria-disabled': true } as const) : {}
