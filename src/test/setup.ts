// jsdom lacks matchMedia and ResizeObserver, which Mantine calls on mount. (Node-environment
// tests, such as the offline layer's against the real server, have no window at all.)
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
}

// jsdom lacks the document's font set, whose loads Mantine's growing Textarea listens for.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() })
}

// React's act() warns unless the environment says it supports it.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
