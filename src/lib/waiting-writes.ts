// Apart from the drafts' module (`offline/form-drafts.ts`) and free of imports: what waits for
// these (the header's switches, `session/account-display.ts`) is loaded by the sign-in page too,
// which must not bring the device's database with it.

/**
 * Each open form's write of what was typed (`useFormDraft`): made now if it waits for the typing
 * pause, else the one the pause has begun, if any.
 */
export const waitingWrites = new Set<() => Promise<unknown> | undefined>()

/**
 * Keeps now what every open form has typed, and waits until IndexedDB has it: before the app
 * reloads itself (a language or digits chosen), whose leaving does not wait for a write under way.
 */
export const keepTypedNow = () =>
  Promise.allSettled([...waitingWrites].map((write) => Promise.resolve(write())))
