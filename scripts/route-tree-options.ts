// The route tree's options, shared by the router plugin (vite.config.ts) and `npm run gen:routes`.
export const routeTreeOptions = {
  target: 'react' as const,
  autoCodeSplitting: true,
  routesDirectory: './src/routes',
  generatedRouteTree: './src/routeTree.gen.ts',
  routeTreeFileHeader: [
    '// Generated from src/routes by @tanstack/router-plugin. Do not edit: run vite build or vite dev.',
    '/* eslint-disable */',
    '// @ts-nocheck',
  ],
}
