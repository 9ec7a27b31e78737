// Run by index.html before the app's entry: a signed-in visit asks at once for the chunks of its
// first screen (the signed-in layout's, and at / the dashboard's), while the entry still downloads,
// instead of after the entry has run (decision 0341). The build lists them in index.html
// (#first-screen-chunks, scripts/preload-first-screens.ts); the session is the one the app keeps
// (src/lib/session/stored-user.ts). A preload is only a hint: on any failure the app's loader asks
// for the same files as it needs them.
{
  const link = (attributes) =>
    Object.assign(document.createElement('link'), { crossOrigin: '' }, attributes)
  try {
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null')
    if (stored?.version === 1 && stored.user) {
      const lists = JSON.parse(document.getElementById('first-screen-chunks').textContent)
      const wanted = location.pathname === '/' ? [lists.layout, lists.dashboard] : [lists.layout]
      // All links in one insertion: one at a time took twice as long (47 links, 13–15 ms against
      // 6–9 ms in Chromium at full speed), before the entry could run.
      document.head.append(
        ...wanted.flatMap((list) => [
          ...list.styles.map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
          ...list.scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
        ]),
      )
    }
  } catch {
    // Nothing preloaded.
  }
}
