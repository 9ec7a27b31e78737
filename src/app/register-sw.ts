const DEFERRED_DELAY_MS = 8_000

/**
 * Registers the service worker in production builds only (in dev it would cache stale modules).
 * workbox-window is loaded on demand after the page has loaded, so it costs nothing at first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = async (): Promise<void> => {
    const { Workbox } = await import('workbox-window')
    await new Workbox('/sw.js', { scope: '/' }).register()
    // The files the precache leaves out (every screen but the first ones, the font, the spreadsheet
    // worker) are fetched for offline use once the first visit has settled, not during it (sw/sw.ts).
    const ready = await navigator.serviceWorker.ready
    setTimeout(() => ready.active?.postMessage('cache-deferred'), DEFERRED_DELAY_MS)
  }
  const start = (): void => {
    register().catch((error: unknown) => console.error('Service worker registration failed', error))
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
