import type { Envelope } from '@reelfleet/contract';
import { ResultCode } from '@reelfleet/contract';

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: ResultCode.OK, message, data };
}
