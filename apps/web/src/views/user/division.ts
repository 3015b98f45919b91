import type { MessageKey } from '@reelfleet/contract';
import { label } from '../../components/fleet/format';

/** The department page's query key (every list and picker of it). */
export const KEY = ['division'] as const;
/** The "whole workspace" choice of the department picker (the body carries null). */
export const WHOLE = 0;

export const areaLabel = (area: string) => label(`division.area.${area}` as MessageKey);
