/**
 * preloadScreen for the screens (the login form preloads where a login leads): the router
 * (router/index.tsx) fills it in as it loads, since a page may not import the route table that
 * loads it (router/paths.ts says why). Until then a preload does nothing.
 */
let preloader: (path: string) => void = () => undefined;

/** Fetches the code the screen at `path` draws with (see router/index.tsx preloadRoute). */
export function preloadScreen(path: string): void {
  preloader(path);
}

export function setScreenPreloader(preload: (path: string) => void): void {
  preloader = preload;
}
