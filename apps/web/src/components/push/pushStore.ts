import type { PushLogEvent, PushTaskEvent } from '@reelfleet/contract';
import { create } from 'zustand';

/** A task log the open task dialog follows: the stream sends its lines after `after`. */
export interface LogFollow {
  logId: string;
  after: number;
}

interface PushState {
  /** The event stream is open: the polls that it replaces are off or long (docs/push.md). */
  live: boolean;
  log: LogFollow | null;
  setLive: (live: boolean) => void;
  /** Follows a task's log (the dialog opened), or stops following it (null, or another's). */
  follow: (log: LogFollow | null) => void;
}

export const usePushStore = create<PushState>()((set) => ({
  live: false,
  log: null,
  setLive: (live) => set({ live }),
  follow: (log) => set({ log }),
}));

type Listener<T> = (event: T) => void;
const taskListeners = new Set<Listener<PushTaskEvent>>();
const logListeners = new Set<Listener<PushLogEvent>>();

/** Task events as they arrive (the task dialog listens for its own). Returns the unsubscribe. */
export function onTaskEvent(listener: Listener<PushTaskEvent>): () => void {
  taskListeners.add(listener);
  return () => taskListeners.delete(listener);
}

export function onLogEvent(listener: Listener<PushLogEvent>): () => void {
  logListeners.add(listener);
  return () => logListeners.delete(listener);
}

export function emitTask(event: PushTaskEvent): void {
  for (const listener of taskListeners) listener(event);
}

export function emitLog(event: PushLogEvent): void {
  for (const listener of logListeners) listener(event);
}

/**
 * Polling off altogether (`localStorage.RF_POLL = 'off'`): a diagnostic switch, and how the
 * browser tests prove that an update came by the stream and not by a poll.
 */
export function pollingOff(): boolean {
  try {
    return globalThis.localStorage?.getItem('RF_POLL') === 'off';
  } catch {
    return false;
  }
}
