// Written into index.html by the build (scripts/preload-first-screens.ts, comment lines left out)
// and run as the page is read: a visit asks at once for the chunks of its first screen, while the
// entry still downloads, instead of after the entry has run (decisions 0341, 0350) — signed in,
// the signed-in layout's (and at / the dashboard's), signed out, the sign-in page's. The build
// lists them in index.html (#first-screen-chunks); the session is the one the app keeps
// (src/lib/session/stored-user.ts). A preload is only a hint: on any failure the app's loader asks
// for the same files as it needs them.
{
  const link = (attributes) =>
    Object.assign(document.createElement('link'), { crossOrigin: '' }, attributes)
  try {
    const lists = JSON.parse(document.getElementById('first-screen-chunks').textContent)
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null')
    const wanted = !(stored?.version === 1 && stored.user)
      ? [lists.signIn]
      : location.pathname === '/'
        ? [lists.layout, lists.dashboard]
        : [lists.layout]
    // All links in one insertion: one at a time took twice as long (47 links, 13–15 ms against
    // 6–9 ms in Chromium at full speed), before the entry could run.
    document.head.append(
      ...wanted.flatMap((list) => [
        ...list.styles.map((file) => link({ rel: 'preload', as: 'style', href: `/${file}` })),
        ...list.scripts.map((file) => link({ rel: 'modulepreload', href: `/${file}` })),
      ]),
    )
  } catch {
    // Nothing preloaded.
  }
}
