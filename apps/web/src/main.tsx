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
