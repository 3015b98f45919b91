import type { ResultCodeValue } from './codes.ts';

/** Every API response body. `code` is 200 on success. */
export interface Envelope<T = unknown> {
  code: ResultCodeValue | number | string;
  message: string;
  data: T;
}

/** Detail of a rejected field, carried in `data.errors` of a 400/422 answer. */
export interface FieldError {
  field: string;
  message: string;
}
