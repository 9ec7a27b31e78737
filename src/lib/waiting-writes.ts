// Apart from the drafts' module (`offline/form-drafts.ts`) and free of imports: what waits for
// these (the header's switches, `session/account-display.ts`, and the display choice itself) is
// loaded by the sign-in page too, which must not bring the device's database with it.

/**
 * Each open drafted form (`useFormDraft`): its draft's name, and its write of what was typed, made
 * now if it waits for the typing pause, else the one the pause has begun, if any.
 */
export const openDrafts = new Set<{
  name: string
  write: () => Promise<unknown> | undefined
}>()

/**
 * Keeps now what every open form has typed, and waits until IndexedDB has it: before the app
 * reloads itself (a language or digits chosen), whose leaving does not wait for a write under way.
 */
export const keepTypedNow = () =>
  Promise.allSettled([...openDrafts].map(({ write }) => Promise.resolve(write())))

/** Where this tab keeps, over the app's reload, the drafts that were open as it reloaded itself. */
const CARRIED = 'hemis.drafts.carried'

/**
 * Called as the app reloads itself (a language or digits chosen, decision 0410): the forms open now
 * open again after the reload on their drafts, which are no draft left behind, and go on as they
 * were, with no notice of a draft given back.
 */
export function carryOpenDrafts() {
  const names = [...openDrafts].map(({ name }) => name)
  try {
    if (names.length > 0) sessionStorage.setItem(CARRIED, JSON.stringify(names))
  } catch {
    // No storage (a private window that refuses it): the drafts are given back with the notice.
  }
}

/** The drafts carried over the reload this page began with, taken once as the app starts. */
const carried = new Set<string>(
  (() => {
    try {
      const kept: unknown = JSON.parse(sessionStorage.getItem(CARRIED) ?? '[]')
      sessionStorage.removeItem(CARRIED)
      return Array.isArray(kept) ? kept.filter((name) => typeof name === 'string') : []
    } catch {
      return []
    }
  })(),
)

/**
 * True, once, for a draft that was open as the app reloaded itself: its form, opening again, gives
 * it back without the notice. Asked when the form first reads its draft: a later opening of the
 * form in this page is one the person came back to, and is told.
 */
export const carriedOver = (name: string) => carried.delete(name)
