// What a first visit's screen needs, asked for beside the entry instead of after it has run (issue
// 19: "the /login chunk is discovered late"). index.html gets:
// - `<link rel="modulepreload">` for the sign-in page's own chunks (its route and the public
//   layout's, with what they import) and a stylesheet link for their styles: a signed-out first
//   visit, the case the shell cannot tell from the page alone. The service worker's install fetches the same files anyway (first-screen
//   files, decision 0336), so a signed-in visit loses little by them.
// - for a signed-in visit, the lists of the signed-in layout's chunks and the dashboard's, as data
//   (`#first-screen-chunks`), which `public/first-screen.js` preloads when the stored session says
//   someone is signed in (decision 0341): the dashboard's chunks were asked for only once the entry
//   had downloaded and run, and Vite's loader then spent a long task inserting their preloads.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { staticClosure } from './bundle-graph.mjs'

type OutputChunk = Rolldown.OutputChunk

/** A route module's split chunks (TanStack's `?tsr-split=`), by the route file's path. */
const routeChunks = (routes: RegExp) => (chunk: OutputChunk) =>
  chunk.facadeModuleId !== null && routes.test(chunk.facadeModuleId.split('?tsr-split=')[0]!)

const signIn = routeChunks(/\/src\/routes\/(_public|_public\/login)\.tsx$/)
const layout = routeChunks(/\/src\/routes\/_app\.tsx$/)
const dashboard = routeChunks(/\/src\/routes\/_app\/index\.tsx$/)

export function preloadFirstScreens(): Plugin {
  return {
    name: 'hemis:preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return []
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        )
        // The bundle as the bundle graph reads Vite's manifest: each chunk by its file name.
        const graph = Object.fromEntries(
          chunks.map((chunk) => [chunk.fileName, { file: chunk.fileName, imports: chunk.imports }]),
        )
        /** The chunks `routes` picks and all they import. */
        const closureOf = (routes: (chunk: OutputChunk) => boolean) =>
          staticClosure(
            graph,
            chunks.filter(routes).map((c) => c.fileName),
          )
        /** The stylesheets `files` bring, which Vite's loader would insert as the route loads. */
        const stylesOf = (files: Set<string>) =>
          new Set(
            [...files].flatMap((file) => [
              ...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? []),
            ]),
          )
        /** What `files` adds to `known`, in order (a list for the page; a set to subtract). */
        const added = (files: Set<string>, known: Set<string>[]) =>
          [...files].filter((file) => !known.some((set) => set.has(file)))
        // What the entry and its own preloads already bring.
        const entryFiles = staticClosure(graph, [entry.fileName])
        const entryStyles = stylesOf(entryFiles)
        const signInFiles = new Set(added(closureOf(signIn), [entryFiles]))
        // The sign-in page's own stylesheets (a kilobyte), linked so the page asks for them at once:
        // Vite's loader asked for them only once the entry had run, on the way to the first paint.
        const signInStyles = added(stylesOf(signInFiles), [entryStyles])
        const linked = [entryFiles, entryStyles, signInFiles, new Set(signInStyles)]
        const layoutFiles = closureOf(layout)
        const dashboardFiles = closureOf(dashboard)
        const listOf = (files: Set<string>, known: Set<string>[]) => ({
          scripts: added(files, [...linked, ...known]),
          styles: added(stylesOf(files), [...linked, ...known]),
        })
        const lists = {
          layout: listOf(layoutFiles, []),
          dashboard: listOf(dashboardFiles, [layoutFiles, stylesOf(layoutFiles)]),
        }
        return [
          ...signInStyles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          ...[...signInFiles].map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
          // Data, not a script: the Content-Security-Policy allows no inline script.
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'first-screen-chunks' },
            children: JSON.stringify(lists),
            injectTo: 'head',
          },
          // Async: it blocks neither the parser nor the first paint, and being small it runs long
          // before the entry, which it needs only to precede.
          { tag: 'script', attrs: { src: '/first-screen.js', async: true }, injectTo: 'head' },
        ]
      },
    },
  }
}
