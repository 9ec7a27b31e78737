const FONT_DELAY_MS = 8_000

/**
 * Registers the service worker in production builds only (in dev it would cache stale modules).
 * workbox-window is loaded on demand after the page has loaded, so it costs nothing at first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = async (): Promise<void> => {
    const { Workbox } = await import('workbox-window')
    await new Workbox('/sw.js', { scope: '/' }).register()
    // The font for offline use is fetched once the first visit has settled, not during it.
    const ready = await navigator.serviceWorker.ready
    setTimeout(() => ready.active?.postMessage('cache-fonts'), FONT_DELAY_MS)
  }
  const start = (): void => {
    register().catch((error: unknown) => console.error('Service worker registration failed', error))
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
