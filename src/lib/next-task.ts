/**
 * Resolves in a task of its own, so work after it does not lengthen the task that awaited it: a
 * phone's browser can paint or answer a tap in between (Lighthouse counts every task over 50 ms).
 * Example: `for (const call of calls) { await nextTask(); start(call) }`.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))
