import {
  type LogLevel,
  TASK_LOG_USER_LINKS,
  TASK_LOG_VIDEO_LINKS,
  type TaskSubtype,
  VIDEO_ID_LENGTH,
} from '@reelfleet/contract';

export type LogPart = { text: string } | { videoId: string } | { userId: string };

/** A run of exactly VIDEO_ID_LENGTH digits, not part of a longer number. */
const VIDEO_ID = new RegExp(`(?<!\\d)\\d{${VIDEO_ID_LENGTH}}(?!\\d)`, 'g');

/** Video ids are links in the INFO lines of the kinds that say so (comment, maintenance, view, save). */
export function linksVideoIds(subtype: TaskSubtype, level: LogLevel): boolean {
  return level === 'INFO' && TASK_LOG_VIDEO_LINKS[subtype];
}

/** Splits a log message into text and the video ids it names, in order. */
export function splitVideoIds(message: string): LogPart[] {
  const parts: LogPart[] = [];
  let at = 0;
  for (const match of message.matchAll(VIDEO_ID)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index) });
    parts.push({ videoId: match[0] });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}

/** A platform user id: exactly 18 digits (a video id has 19). */
const USER_ID = /(?<!\d)\d{18}(?!\d)/g;

/** Platform user ids are links (the user's popover) in the INFO lines of the kinds that say so (follow, message). */
export function linksUserIds(subtype: TaskSubtype, level: LogLevel): boolean {
  return level === 'INFO' && TASK_LOG_USER_LINKS[subtype];
}

/** Splits a log message into text, the video ids and (when asked) the user ids it names, in order. */
export function splitLogIds(message: string, users: boolean): LogPart[] {
  const videoParts = splitVideoIds(message);
  if (!users) return videoParts;
  return videoParts.flatMap((part) => {
    if (!('text' in part)) return [part];
    const out: LogPart[] = [];
    let at = 0;
    for (const match of part.text.matchAll(USER_ID)) {
      if (match.index > at) out.push({ text: part.text.slice(at, match.index) });
      out.push({ userId: match[0] });
      at = match.index + match[0].length;
    }
    if (at < part.text.length) out.push({ text: part.text.slice(at) });
    return out;
  });
}
