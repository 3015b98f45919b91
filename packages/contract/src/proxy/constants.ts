import { labelsOf } from '../common/messages.ts';

/** A device reaches the internet through the farm's global/default network or a custom proxy. */
export const PROXY_MODES = ['global', 'custom'] as const;
export type ProxyMode = (typeof PROXY_MODES)[number];
export const PROXY_MODE_LABELS = labelsOf('device.proxyMode', PROXY_MODES);
