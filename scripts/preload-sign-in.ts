// `<link rel="modulepreload">` in index.html for the sign-in page's own chunks (its route and the
// public layout's, with what they import), so a signed-out first visit asks for them beside the
// entry instead of after the entry has run (issue 19: "the /login chunk is discovered late").
// The service worker's install fetches the same files anyway (they are first-screen files,
// decision 0336), so a signed-in visit to another page loses nothing it would not spend.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite'
import { staticClosure } from './bundle-graph.mjs'

type OutputChunk = Rolldown.OutputChunk

/** The route modules whose split chunks the sign-in page loads (TanStack's `?tsr-split=`). */
const signInRoutes = /\/src\/routes\/(_public\.tsx|_public\/login\.tsx)\?tsr-split=/

export function preloadSignIn(): Plugin {
  return {
    name: 'hemis:preload-sign-in',
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
        // What the entry and its own preloads already bring.
        const loaded = staticClosure(graph, [entry.fileName])
        const wanted = staticClosure(
          graph,
          chunks
            .filter((c) => c.facadeModuleId && signInRoutes.test(c.facadeModuleId))
            .map((c) => c.fileName),
        )
        return [...wanted]
          .filter((file) => !loaded.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }))
      },
    },
  }
}
