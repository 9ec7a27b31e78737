// Work the first screen does not show — the sync engine, the dashboard's calls — waits until that
// screen's first frame is on the glass (decision 0348). Started from the first commit's effects,
// it ran before the browser painted that frame, and the page's first paint waited for its
// requests and their answers' handling.

let resolvePainted: () => void = () => {}

/** Resolves once the app's first frame has painted; at once ever after. */
export const firstFramePainted = new Promise<void>((resolve) => {
  resolvePainted = resolve
})

/** A page hidden from the start gets no animation frames: the work then starts after this long. */
const HIDDEN_PAGE_MS = 2000

/**
 * Called by the app's first commit (its effects run before the browser paints the frame): a
 * timer set in the next animation frame runs after that frame has painted.
 */
export function signalFirstFrame(): void {
  requestAnimationFrame(() => setTimeout(resolvePainted))
  setTimeout(resolvePainted, HIDDEN_PAGE_MS)
}
