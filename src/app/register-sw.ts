/**
 * Registers the service worker in production builds only (in dev it would cache stale modules).
 * workbox-window is loaded on demand after the page has loaded, so it costs nothing at first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = async (): Promise<void> => {
    const { Workbox } = await import('workbox-window')
    await new Workbox('/sw.js', { scope: '/' }).register()
  }
  const start = (): void => {
    register().catch((error: unknown) => console.error('Service worker registration failed', error))
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
