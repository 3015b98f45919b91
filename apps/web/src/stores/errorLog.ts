import { create } from 'zustand';
import { readJson, WEB_STORAGE_KEYS, writeJson } from '../utils/storage';

/** Uncaught render errors (spec 8), kept in production so they can be read in the settings drawer. */
export interface ErrorLogEntry {
  time: string;
  message: string;
  stack: string;
  componentStack: string;
  url: string;
}

const MAX_ENTRIES = 50;

interface ErrorLogState {
  logs: ErrorLogEntry[];
  add: (entry: ErrorLogEntry) => void;
  clear: () => void;
}

function loadLogs(): ErrorLogEntry[] {
  const stored = readJson<unknown>(WEB_STORAGE_KEYS.errorLog);
  return Array.isArray(stored) ? (stored as ErrorLogEntry[]).slice(-MAX_ENTRIES) : [];
}

export const useErrorLogStore = create<ErrorLogState>()((set, get) => ({
  logs: loadLogs(),
  add: (entry) => {
    const logs = [...get().logs, entry].slice(-MAX_ENTRIES);
    set({ logs });
    writeJson(WEB_STORAGE_KEYS.errorLog, logs);
  },
  clear: () => {
    set({ logs: [] });
    writeJson(WEB_STORAGE_KEYS.errorLog, []);
  },
}));

/** The log is kept in production builds; in development the console print is enough. */
export const ERROR_LOG_ENABLED = import.meta.env.PROD;

export function logRenderError(error: unknown, componentStack = '', keep: boolean = ERROR_LOG_ENABLED): void {
  console.error(error);
  if (!keep) return;
  const err = error instanceof Error ? error : new Error(String(error));
  useErrorLogStore.getState().add({
    time: new Date().toISOString(),
    message: err.message,
    stack: err.stack ?? '',
    componentStack,
    url: window.location.href,
  });
}
