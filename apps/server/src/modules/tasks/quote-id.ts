import { createHash, timingSafeEqual } from 'node:crypto';
import { QUOTE_TTL_MS, type TaskSubtype } from '@reelfleet/contract';
import type { PlannedTask } from '../../engine/index.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import { stableJson } from '../../lib/stable-json.ts';

/** Who asks and for what: a plan is confirmed for one payer, one workspace, one body. */
export interface QuoteSubject {
  subtype: TaskSubtype;
  workspaceId: number;
  payerId: number;
  body: Record<string, unknown>;
}

/**
 * What a user confirms of a plan: its body (but the name, which plans
 * nothing), its payer, the accounts and devices it works on, its actions and
 * the points it holds. Equal plans give equal fingerprints.
 */
export function planFingerprint(subject: QuoteSubject, plan: PlannedTask): string {
  const { name: _name, ...body } = subject.body;
  const ids = (of: (item: PlannedTask['items'][number]) => number | null) =>
    [...new Set(plan.items.flatMap((i) => of(i) ?? []))].sort((a, b) => a - b);
  return createHash('sha256')
    .update(
      stableJson({
        subtype: subject.subtype,
        workspace: subject.workspaceId,
        payer: subject.payerId,
        body,
        accounts: ids((i) => i.accountId),
        devices: ids((i) => i.deviceId),
        actions: plan.stepCount,
        points: plan.held,
      }),
    )
    .digest('hex');
}

const PURPOSE = 'quote';

/**
 * A quote's id: when it expires and a MAC of that and the plan's fingerprint,
 * so it names one plan for QUOTE_TTL_MS (wall time) and nothing needs storing.
 */
export function issueQuoteId(secrets: SecretBox, fingerprint: string, nowMs = Date.now()): string {
  const expires = (nowMs + QUOTE_TTL_MS).toString(36);
  return `${expires}.${secrets.mac(PURPOSE, `${expires}.${fingerprint}`)}`;
}

/** Whether `quoteId` names the plan of `fingerprint` and has not expired. */
export function quoteIdHolds(
  secrets: SecretBox,
  quoteId: string,
  fingerprint: string,
  nowMs = Date.now(),
): boolean {
  const [expires, mac, extra] = quoteId.split('.');
  if (!expires || !mac || extra !== undefined || !/^[0-9a-z]{1,12}$/.test(expires)) return false;
  if (Number.parseInt(expires, 36) < nowMs) return false;
  const want = Buffer.from(secrets.mac(PURPOSE, `${expires}.${fingerprint}`));
  const got = Buffer.from(mac);
  return want.length === got.length && timingSafeEqual(want, got);
}
