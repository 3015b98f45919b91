/**
 * The console's unit tests run in jsdom (vitest.config.ts setupFiles), which has no matchMedia
 * nor ResizeObserver; antd's responsive helpers and tables ask for them.
 */
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
