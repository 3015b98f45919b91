import type { App } from 'antd';
import useApp from 'antd/es/app/useApp';

/**
 * The antd message, modal and notification instances of the running app (App.useApp's, so they
 * follow the theme and locale). Code outside React (the request layer, the route guard) reports
 * through them. Their code loads on demand (layout/FeedbackProvider.tsx): at once for the
 * logged-in screens, on the first toast for the open ones (login, registration).
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;
/** Errors raised before the instances mounted (the first navigation's guard runs early). */
let pending: { content: string; duration: number; key?: string }[] = [];
let waiting: ((feedback: Feedback) => void)[] = [];
/** Mounts the instances (set by the provider); called when something is to be shown before they exist. */
let mount: (() => void) | null = null;

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const item of pending) void feedback.message.error(item);
  pending = [];
  for (const resolve of waiting) resolve(feedback);
  waiting = [];
}

export function getFeedback(): Feedback | null {
  return current;
}

/** How the provider is asked to mount the instances; a request made before it registered is replayed. */
export function onFeedbackWanted(listener: (() => void) | null): void {
  mount = listener;
  if (listener && !current && (pending.length || waiting.length)) listener();
}

/** The instances, once mounted (asking for them if they are not). */
export function whenFeedback(): Promise<Feedback> {
  if (current) return Promise.resolve(current);
  mount?.();
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * An error toast; queued until the instances have mounted. With a `key`, it replaces the toast
 * still showing under that key instead of stacking under it (antd message's `key`).
 */
export function showError(content: string, durationSeconds = 3, key?: string): void {
  const toast = { content, duration: durationSeconds, ...(key ? { key } : {}) };
  if (current) {
    void current.message.error(toast);
    return;
  }
  pending = [...pending.filter((item) => !key || item.key !== key), toast];
  mount?.();
}

/**
 * App.useApp() without antd's App component: importing `App` brings its message, modal and
 * notification code into the screen's own chunk, while the instances come from FeedbackProvider.
 */
export const useFeedback = (): Feedback => useApp();
