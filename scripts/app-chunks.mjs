// What the bundle graph (bundle-graph.mjs) needs to know of this app's chunks: shared by the
// bundle budget (check-bundle-budget.mjs) and the service worker's precache (vite.config.ts).

/**
 * Dynamic imports of the entry that the shell does not fetch at start, with the URLs whose first
 * visit fetches them before the screen is usable. Any other dynamic import of the entry counts for
 * every route (workbox-window too, although it loads only after the load event).
 */
export const ON_DEMAND = {
  // src/app/lazy-notifications.tsx mounts the toast host with the first toast.
  'src/app/notifications-host.tsx': [],
  // The catch-all's beforeLoad (src/routes/$.tsx) reads the page tables of spec §2.
  'src/lib/navigation/known-pages.ts': ['/$'],
  // src/lib/i18n/locale-choice.ts loads the Nepali words (the core's and every area's) only when
  // Nepali is chosen; the budget is the English first visit's (issue 17, decision 0423).
  'src/lib/i18n/nepali-words.ts': [],
}

/** The URLs a first visit opens: sign-in, and the dashboard an installed app starts on. */
export const FIRST_SCREENS = ['/', '/login']

/**
 * Dynamic imports that every load of a chunk importing them fetches, once the first screen has
 * painted (decision 0345): they count in that route's budget and in the install's precache.
 */
export const AFTER_PAINT = [
  // The sync engine and Dexie, started by the signed-in frame (src/offline/started-sync.ts).
  'src/offline/sync-start.ts',
  // The header's badge with the outbox read (src/components/sync/sync-badge.tsx).
  'src/components/sync/live-sync-badge.tsx',
  // The sync toasts' words (src/app/sync/sync-toasts.tsx).
  'src/app/sync/sync-toast-message.ts',
  // The dashboard's figures, asked for once its heading has painted (decision 0346).
  'src/features/dashboard/staff-dashboard.tsx',
  'src/features/dashboard/student-dashboard.tsx',
]
