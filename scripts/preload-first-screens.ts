// What a first visit's screen needs, asked for beside the entry instead of after it has run (issue
// 19: "the /login chunk is discovered late"). index.html gets:
// - the lists of the sign-in page's chunks (its route and the public layout's, with what they
//   import), the signed-in layout's and the dashboard's, as data (`#first-screen-chunks`);
// - `scripts/first-screen.js`, inline, run as the page is read, which preloads the sign-in page's
//   list for a signed-out visit, the others when the stored session says someone is signed in
//   (decisions 0341, 0350). Linked from the page, the sign-in page's chunks were downloaded by
//   every signed-in visit too (20 kB before the dashboard's first paint), and a script file of its
//   own, asynchronous, was fetched at low priority behind them. The server allows the inline
//   script by its hash (server/http/security-headers.ts);
// - a stylesheet link for the sign-in page's own styles (a kilobyte; the signed-in header's too).
import { readFileSync } from 'node:fs'
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { staticClosure } from './bundle-graph.mjs'

/** The script that preloads a first screen, less its comment lines (they would be in every page). */
const firstScreenScript = readFileSync(new URL('first-screen.js', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => !/^\s*\/\//.test(line))
  .join('\n')

type OutputChunk = Rolldown.OutputChunk

/** A route module's split chunks (TanStack's `?tsr-split=`), by the route file's path. */
const routeChunks = (routes: RegExp) => (chunk: OutputChunk) =>
  chunk.facadeModuleId !== null && routes.test(chunk.facadeModuleId.split('?tsr-split=')[0]!)

const signIn = routeChunks(/\/src\/routes\/(_public|_public\/login)\.tsx$/)
const layout = routeChunks(/\/src\/routes\/_app\.tsx$/)
const dashboard = routeChunks(/\/src\/routes\/_app\/index\.tsx$/)
const signedInStyles = (chunk: OutputChunk) =>
  chunk.facadeModuleId?.endsWith('/src/app/signed-in-styles.ts') ?? false

export function preloadFirstScreens(): Plugin {
  return {
    name: 'hemis:preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html
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
        // What the page links itself; the lists hold the rest.
        const linked = [entryFiles, entryStyles, new Set(signInStyles)]
        const layoutFiles = closureOf(layout)
        const dashboardFiles = closureOf(dashboard)
        const listOf = (files: Set<string>, known: Set<string>[]) => ({
          scripts: added(files, [...linked, ...known]),
          styles: added(stylesOf(files), [...linked, ...known]),
        })
        // The dashboard's subset of Mantine's styles, which src/app/screen-styles.ts asks for once
        // the entry runs (decision 0349).
        const dashboardStyles = closureOf(signedInStyles)
        const lists = {
          signIn: { scripts: [...signInFiles], styles: [] },
          layout: listOf(layoutFiles, []),
          dashboard: listOf(new Set([...dashboardFiles, ...dashboardStyles]), [
            layoutFiles,
            stylesOf(layoutFiles),
          ]),
        }
        // The lists and the script go before the page's first stylesheet: a script after one waits
        // until it has come, and with it the first screen's requests (170 ms behind TLS, measured).
        const firstScreen =
          `<script type="application/json" id="first-screen-chunks">${JSON.stringify(lists)}</script>\n` +
          `    <script>${firstScreenScript}</script>\n    `
        const at = html.indexOf('<script type="module"')
        if (at < 0) throw new Error('preload-first-screens: index.html has no entry script')
        return {
          html: html.slice(0, at) + firstScreen + html.slice(at),
          tags: signInStyles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          })),
        }
      },
    },
  }
}
