// The app's routes as the route table (src/routeTree.gen.ts) lists them, for the tests that visit
// every one and need to know whether a menu's path is one (every-width.spec.ts).
import { readFileSync } from 'node:fs'

/** Every path of the route table, parameters as written (`$id`). */
export const routePaths = [
  ...new Set(
    [...readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/fullPath: '([^']*)'/g)].map(
      ([, path]) => path!.replace(/(.)\/$/, '$1'),
    ),
  ),
]

const patterns = routePaths
  .filter((path) => path !== '/$')
  .map((path) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}$`))

/** Whether `path` is a route of its own (not the catch-all's page that says it is not built). */
export const hasOwnRoute = (path: string) => patterns.some((pattern) => pattern.test(path))
