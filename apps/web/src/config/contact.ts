import { SUPPORT_HOURS } from '@reelfleet/contract';

/**
 * The contact dialog's handles (spec 1: official support, business cooperation,
 * technical support, official channel; messaging-app handles). The spec does not
 * give them, so none is invented: each is set at build time through the VITE_CONTACT_*
 * variables (apps/web/.env.local, or the environment of `npm run build`) and shown as
 * "not configured" until then.
 */
export const CONTACT_KEYS = ['officialSupport', 'business', 'technical', 'channel'] as const;
export type ContactKey = (typeof CONTACT_KEYS)[number];

const env = import.meta.env;

export const CONTACT_HANDLES: Record<ContactKey, string> = {
  officialSupport: (env.VITE_CONTACT_OFFICIAL_SUPPORT as string | undefined) ?? '',
  business: (env.VITE_CONTACT_BUSINESS as string | undefined) ?? '',
  technical: (env.VITE_CONTACT_TECHNICAL as string | undefined) ?? '',
  channel: (env.VITE_CONTACT_CHANNEL as string | undefined) ?? '',
};

export { SUPPORT_HOURS };
