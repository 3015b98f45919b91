import type { App } from 'antd';

/**
 * The antd message, modal and notification instances of the running app (from
 * App.useApp, so they follow the theme and locale). Code outside React (the request
 * layer, the route guard) reports through them.
 */
export type Feedback = ReturnType<typeof App.useApp>;

let current: Feedback | null = null;
/** Errors raised before the app mounted (the first navigation's guard runs early). */
let pending: { content: string; duration: number }[] = [];

export function setFeedback(feedback: Feedback | null): void {
  current = feedback;
  if (!feedback) return;
  for (const item of pending) void feedback.message.error(item);
  pending = [];
}

export function getFeedback(): Feedback | null {
  return current;
}

/** An error toast; queued until the app has mounted. */
export function showError(content: string, durationSeconds = 3): void {
  if (current) void current.message.error({ content, duration: durationSeconds });
  else pending.push({ content, duration: durationSeconds });
}
