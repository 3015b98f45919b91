import './startup';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { initI18n, storedLang } from './i18n';
import { loadAntdLocale } from './layout/antdLocale';
import { nextTask } from './nextTask';
import { preloadScreen } from './router/preload';
import { preloadSession } from './router/RouteGuard';
import './styles/global.css';

const ready = Promise.all([initI18n(), loadAntdLocale(storedLang())]);
// This task evaluated React, antd and the console's core (70-150 ms on the 2-core machine): the
// session's request and the screen's preloads (10-30 and 20-45 ms, much of it Vite's helper adding
// each chunk's links) each get a task of their own, so no one task holds the main thread as long.
// scheduler.yield() resumes ahead of the tasks queued meanwhile (a timeout waited up to 80 ms behind
// the chunks' responses). The session's messages follow i18n's language, set as it started.
await nextTask();
preloadSession();
await nextTask();
preloadScreen(window.location.pathname);
await ready;

const root = createRoot(document.getElementById('root')!);
// A transition, so React renders the first screen (and each lazy part as it lands) in slices and
// lets the browser in between, instead of one long task per step: the main thread stays free for
// input, and Lighthouse's Total Blocking Time falls (docs/console-shell.md, "Bundle").
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
