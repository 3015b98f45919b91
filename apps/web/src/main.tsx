import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { initI18n, storedLang } from './i18n';
import { loadAntdLocale } from './layout/antdLocale';
import { preloadSession } from './router/RouteGuard';
import './styles/global.css';

const ready = Promise.all([initI18n(), loadAntdLocale(storedLang())]);
// After i18n has its language (set synchronously as it starts): the session's messages follow it.
preloadSession();
await ready;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
