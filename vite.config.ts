import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { routeTreeOptions } from './scripts/route-tree-options.ts'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './scripts/precompress.ts'
import { deferNonFirstScreens } from './scripts/precache-split.ts'
import { preloadFirstScreens } from './scripts/preload-first-screens.ts'

const API_TARGET = 'http://127.0.0.1:8080'
/** The chunks of the routes a first visit opens: `_app`, `_public` (layouts, dashboard), `login`. */
const firstVisitChunk = /(^|\/)(_app|_public|login)-[\w-]+\.js$/
const THEME_COLOUR = '#3b5bdb'
const BACKGROUND_COLOUR = '#f8f9fa'

export default defineConfig({
  plugins: [
    // The router plugin must run before react() so that route code splitting sees the source.
    tanstackRouter(routeTreeOptions),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        name: 'HEMIS — Public Financing Module',
        short_name: 'HEMIS',
        description:
          'Higher Education Management Information System of the University Grants Commission, Nepal',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,ico,webmanifest,woff2}'],
        manifestTransforms: [deferNonFirstScreens('dist')],
      },
    }),
    preloadFirstScreens(),
    // Last: .br and .gz copies of the written files, the service worker's included.
    precompress(),
  ],
  // dist/.vite/manifest.json: the chunk graph the bundle budget (scripts/check-bundle-budget.mjs) walks.
  build: {
    manifest: true,
    // The entry lists, for every lazy chunk, the chunks to preload with it: a table of file names
    // that grows with every screen and that hashes keep from compressing. Only the screens a first
    // visit opens (sign-in, the dashboard, their layouts) keep their list; any other screen loads
    // its imports as it runs, by then usually from the service worker's precache (decision 0211).
    // index.html keeps its own list: without it the entry's static imports (React, the router,
    // Mantine's base) waited for the entry to download before they were asked for.
    // No polyfill of <link rel=modulepreload>: every browser HEMIS supports has it (Chromium 66+,
    // Firefox 115+, Safari 17+), and where one lacks it the files are fetched as imported, just not
    // ahead; the polyfill was half a kilobyte of the sign-in page's budget.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'html' || firstVisitChunk.test(filename) ? deps : [],
    },
  },
  server: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
})
