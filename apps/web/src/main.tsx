import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { initI18n, storedLang } from './i18n';
import { loadAntdLocale } from './layout/antdLocale';
import { preloadScreen } from './router';
import { preloadSession } from './router/RouteGuard';
import './styles/global.css';

const ready = Promise.all([initI18n(), loadAntdLocale(storedLang())]);
// After i18n has its language (set synchronously as it starts): the session's messages follow it.
preloadSession();
// The code above ran in the task that evaluated React, antd and the console's core (70-120 ms): the
// screen's preloads (20-45 ms, Vite's helper adds each chunk's links) go to a task of their own, so
// neither holds the main thread as long. scheduler.yield() resumes ahead of the tasks already queued
// (a timeout waited up to 80 ms behind the chunks' responses), so the screen's fetches start as soon.
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

/** Ends this task; scheduler.yield() resumes before the tasks queued meanwhile (a timeout after them). */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
