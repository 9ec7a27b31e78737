// Regenerates src/routeTree.gen.ts from src/routes without a build (vite build and vite dev do it
// too): `npm run gen:routes` after adding a route file, so the types see it.
import { Generator, getConfig } from '@tanstack/router-generator'
import { routeTreeOptions } from './route-tree-options.ts'

await new Generator({ config: getConfig(routeTreeOptions), root: process.cwd() }).run()
