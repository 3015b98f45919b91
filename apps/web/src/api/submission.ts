import { IDEMPOTENCY_KEY_HEADER } from '@reelfleet/contract';

/** How long a submission that got no success keeps its key for a retry. */
const KEEP_MS = 10 * 60_000;
const open = new Map<string, { key: string; at: number }>();

/**
 * One Idempotency-Key per submission (docs/finance.md "One click, one
 * charge"): the same creation call sent again (a second click while the first
 * is on its way, Submit again after a timeout whose request did reach the
 * server) carries the same key, so the server answers the first result and
 * charges nothing more. A call that succeeded frees its key: doing the same
 * thing again on purpose is a new submission.
 */
export async function asSubmission<T>(
  what: string,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const now = Date.now();
  for (const [k, v] of open) if (now - v.at > KEEP_MS) open.delete(k);
  const entry = open.get(what) ?? { key: crypto.randomUUID(), at: now };
  open.set(what, entry);
  const result = await send({ [IDEMPOTENCY_KEY_HEADER]: entry.key });
  open.delete(what);
  return result;
}
