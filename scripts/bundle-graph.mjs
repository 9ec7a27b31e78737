// Which JavaScript files a page load of each route fetches, read from Vite's build manifest
// (dist/.vite/manifest.json). Used by check-bundle-budget.mjs; pure, so its walk is unit-tested.

/**
 * Files of `keys` and of everything they import statically, transitively; also of the dynamic
 * imports `followed` picks (by manifest key), such as those every load fetches after its paint.
 */
export function staticClosure(manifest, keys, followed = () => false) {
  const files = new Set()
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`)
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const later of chunk.dynamicImports ?? []) if (followed(later)) visit(later)
  }
  keys.forEach(visit)
  return files
}

const routeFile = /^src\/routes\/(.+)\.tsx?$/

/**
 * `src/routes/_auth/other-setup.faculty.tsx` → `_auth/other-setup/faculty` (TanStack file routes:
 * a dot nests like a folder; `route` and `index` files name their folder's route).
 */
const routeKey = (path) =>
  path
    .replace(routeFile, '$1')
    .replaceAll('.', '/')
    .replace(/(^|\/)(route|index)$/, '')
const isIndex = (path) => /(^|[/.])index\.tsx?$/.test(path)
/** The URL a route key serves: pathless `_layout` segments do not appear in it. */
const urlOf = (key) =>
  '/' +
  key
    .split('/')
    .filter((s) => s && !s.startsWith('_'))
    .join('/')

/**
 * For each route file with code-split chunks: its URL and the JavaScript files loading it fetches —
 * the entry and its static imports, the chunks the shell loads at start whatever the route (every
 * dynamic import of the entry that is not a route), and the split chunks of the route and of every
 * layout route above it, each with its static imports.
 *
 * `onDemand` maps a dynamic import of the entry that the shell does not fetch at start to the URLs
 * whose first visit does fetch it (`[]`: only on a user's action, such as the toast host on the first
 * toast). A chunk such a module shares with a route is still counted through the route.
 * `afterPaint` names dynamic imports every load of their importer fetches once it has painted.
 */
export function routeLoads(manifest, { onDemand = {}, afterPaint = [] } = {}) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entryKey) throw new Error('the manifest has no entry chunk')
  const dynamicImports = manifest[entryKey].dynamicImports ?? []
  const stale = Object.keys(onDemand).filter((key) => !dynamicImports.includes(key))
  if (stale.length) throw new Error(`not a dynamic import of the entry: ${stale.join(', ')}`)
  const unknown = afterPaint.filter((key) => !(key in manifest))
  if (unknown.length) throw new Error(`no such dynamic import in the build: ${unknown.join(', ')}`)
  const routeChunks = new Map() // route source file → its split chunks' manifest keys
  const shellChunks = [entryKey]
  for (const key of dynamicImports) {
    const source = key.split('?')[0]
    if (routeFile.test(source)) routeChunks.set(source, [...(routeChunks.get(source) ?? []), key])
    else if (!(key in onDemand)) shellChunks.push(key)
  }
  const routes = [...routeChunks.keys()]
  return routes
    .map((source) => {
      const key = routeKey(source)
      const layouts = routes.filter((other) => {
        const k = routeKey(other)
        // An index file shares its key with the layout of its folder (`_app/index` and `_app`).
        const above = k === '' || key.startsWith(k + '/') || (key === k && isIndex(source))
        return other !== source && !isIndex(other) && above
      })
      const url = urlOf(key)
      const chunks = [source, ...layouts].flatMap((s) => routeChunks.get(s))
      const fetchedHere = Object.keys(onDemand).filter((k) => onDemand[k].includes(url))
      return {
        url,
        source,
        files: staticClosure(manifest, [...shellChunks, ...chunks, ...fetchedHere], (key) =>
          afterPaint.includes(key),
        ),
      }
    })
    .sort((a, b) => a.url.localeCompare(b.url))
}

/**
 * The built files the first screens (`screens`, URLs) need: the JavaScript a load of each fetches,
 * the entry's on-demand modules a first screen may fetch (the toast host, another language's words;
 * not those `onDemand` binds to other URLs only), and the stylesheets of all those chunks.
 */
export function firstScreenFiles(manifest, { onDemand = {}, afterPaint = [], screens }) {
  const onFirstScreens = Object.keys(onDemand).filter(
    (key) => !onDemand[key].length || onDemand[key].some((url) => screens.includes(url)),
  )
  const scripts = new Set([
    ...routeLoads(manifest, { onDemand, afterPaint })
      .filter((route) => screens.includes(route.url))
      .flatMap((route) => [...route.files]),
    ...staticClosure(manifest, onFirstScreens, (key) => afterPaint.includes(key)),
  ])
  const files = new Set(scripts)
  for (const chunk of Object.values(manifest))
    if (scripts.has(chunk.file)) for (const css of chunk.css ?? []) files.add(css)
  return files
}
