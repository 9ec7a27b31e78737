import { describe, expect, it } from 'vitest'
import { firstScreenFiles, routeLoads, staticClosure } from './bundle-graph.mjs'

// A manifest shaped like Vite's: an entry, shared chunks, and TanStack's split route chunks.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/lazy-toasts.tsx',
      'src/routes/login.tsx?tsr-split=component',
      'src/routes/_auth.tsx?tsr-split=component',
      'src/routes/_auth/other-setup/route.tsx?tsr-split=component',
      'src/routes/_auth/other-setup/faculty.tsx?tsr-split=component',
      'src/routes/_auth/other-setup/faculty.tsx?tsr-split=errorComponent',
      'src/routes/_auth/other-setup/index.tsx?tsr-split=component',
      'src/routes/index.tsx?tsr-split=component',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js', 'index.html'] },
  '_table.js': { file: 'assets/table.js', imports: ['_form.js'] },
  'src/app/lazy-toasts.tsx': { file: 'assets/toasts.js', isDynamicEntry: true },
  'src/routes/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_form.js'] },
  'src/routes/_auth.tsx?tsr-split=component': { file: 'assets/auth.js' },
  'src/routes/_auth/other-setup/route.tsx?tsr-split=component': { file: 'assets/setup.js' },
  'src/routes/_auth/other-setup/faculty.tsx?tsr-split=component': {
    file: 'assets/faculty.js',
    imports: ['_table.js'],
  },
  'src/routes/_auth/other-setup/faculty.tsx?tsr-split=errorComponent': {
    file: 'assets/faculty-error.js',
  },
  'src/routes/_auth/other-setup/index.tsx?tsr-split=component': { file: 'assets/setup-home.js' },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js' },
}

const shell = ['assets/index.js', 'assets/react.js', 'assets/toasts.js']

describe('the bundle graph', () => {
  it('follows static imports transitively, once each, through cycles', () => {
    expect([...staticClosure(manifest, ['_table.js'])].sort()).toEqual(
      ['assets/form.js', 'assets/index.js', 'assets/react.js', 'assets/table.js'].sort(),
    )
  })

  it('counts for a route the shell, its chunks and those of the layouts above it', () => {
    const loads = Object.fromEntries(routeLoads(manifest).map((r) => [r.url, [...r.files].sort()]))
    // A pathless layout and the index route share a URL; a folder's route and index file too.
    expect(routeLoads(manifest).map((r) => r.url)).toEqual([
      '/',
      '/',
      '/login',
      '/other-setup',
      '/other-setup',
      '/other-setup/faculty',
    ])
    expect(loads['/login']).toEqual([...shell, 'assets/login.js', 'assets/form.js'].sort())
    expect(loads['/other-setup/faculty']).toEqual(
      [
        ...shell,
        'assets/auth.js',
        'assets/setup.js',
        'assets/faculty.js',
        'assets/faculty-error.js',
        'assets/table.js',
        'assets/form.js',
      ].sort(),
    )
  })

  it('never counts an index route as the layout of its siblings', () => {
    const faculty = routeLoads(manifest).find((r) => r.url === '/other-setup/faculty')
    expect(faculty.files.has('assets/setup-home.js')).toBe(false)
    expect(faculty.files.has('assets/home.js')).toBe(false)
  })

  it('counts for an index route the layout of its folder', () => {
    const setupHome = routeLoads(manifest).find(
      (r) => r.source === 'src/routes/_auth/other-setup/index.tsx',
    )
    expect([...setupHome.files].sort()).toEqual(
      [...shell, 'assets/auth.js', 'assets/setup.js', 'assets/setup-home.js'].sort(),
    )
  })

  it('counts an on-demand import only for the routes that fetch it at first visit', () => {
    const loads = routeLoads(manifest, {
      onDemand: { 'src/app/lazy-toasts.tsx': ['/other-setup/faculty'] },
    })
    const files = (url) => loads.find((r) => r.url === url).files
    expect(files('/login').has('assets/toasts.js')).toBe(false)
    expect(files('/other-setup/faculty').has('assets/toasts.js')).toBe(true)
  })

  it('refuses an on-demand import the entry does not have', () => {
    expect(() => routeLoads(manifest, { onDemand: { 'src/app/gone.tsx': [] } })).toThrow(
      'not a dynamic import of the entry: src/app/gone.tsx',
    )
  })

  it('names for the precache the first screens, their on-demand imports and stylesheets', () => {
    const withStyles = {
      ...manifest,
      'src/routes/login.tsx?tsr-split=component': {
        ...manifest['src/routes/login.tsx?tsr-split=component'],
        css: ['assets/login.css'],
      },
    }
    const files = firstScreenFiles(withStyles, {
      // The toast host may come with the first toast anywhere; another route's import does not.
      onDemand: { 'src/app/lazy-toasts.tsx': [] },
      screens: ['/', '/login'],
    })
    expect([...files].sort()).toEqual(
      [...shell, 'assets/auth.js', 'assets/home.js', 'assets/login.js', 'assets/form.js']
        .concat('assets/login.css')
        .sort(),
    )
    const elsewhere = firstScreenFiles(manifest, {
      onDemand: { 'src/app/lazy-toasts.tsx': ['/other-setup/faculty'] },
      screens: ['/login'],
    })
    expect(elsewhere.has('assets/toasts.js')).toBe(false)
  })

  it('fails loudly on a chunk the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['_gone.js'])).toThrow('no chunk _gone.js')
  })

  it('counts a dynamic import fetched after the first paint for every route whose chunks make it', () => {
    const later = {
      ...manifest,
      'src/routes/_auth.tsx?tsr-split=component': {
        file: 'assets/auth.js',
        dynamicImports: ['src/offline/sync.ts', 'src/lazy-help.tsx'],
      },
      'src/offline/sync.ts': { file: 'assets/sync.js', imports: ['_db.js'], isDynamicEntry: true },
      '_db.js': { file: 'assets/db.js' },
      'src/lazy-help.tsx': { file: 'assets/help.js', isDynamicEntry: true },
    }
    const afterPaint = ['src/offline/sync.ts']
    const faculty = routeLoads(later, { afterPaint }).find((r) => r.url === '/other-setup/faculty')
    expect(['assets/sync.js', 'assets/db.js'].every((f) => faculty.files.has(f))).toBe(true)
    // On demand only (not named): not counted; nor for the sign-in page, outside the layout.
    expect(faculty.files.has('assets/help.js')).toBe(false)
    expect(
      routeLoads(later, { afterPaint })
        .find((r) => r.url === '/login')
        .files.has('assets/sync.js'),
    ).toBe(false)
    expect(
      firstScreenFiles(later, { afterPaint, screens: ['/other-setup/faculty'] }).has(
        'assets/db.js',
      ),
    ).toBe(true)
    expect(firstScreenFiles(later, { screens: ['/other-setup/faculty'] }).has('assets/db.js')).toBe(
      false,
    )
  })
})
