/** Result codes carried in the envelope's `code` (spec section 8). */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVER_ERROR: 500,
  /** Not ready (GET /ready): the answer's data says what is not. */
  SERVICE_UNAVAILABLE: 503,
  /** Illegal token: the console offers to log in again. */
  ILLEGAL_TOKEN: 50008,
  /** Logged in elsewhere: the console offers to log in again. */
  OTHER_CLIENT_LOGGED_IN: 50012,
  /** Token expired: the console offers to log in again. */
  TOKEN_EXPIRED: 50014,
  /** Reset the token and go to `/`. A string: the leading zero is part of the code. */
  RESET_TO_HOME: '020002',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the console offers 'Confirm logout' (Re-Login / Cancel). */
export const RELOGIN_CODES: readonly ResultCodeValue[] = [
  ResultCode.ILLEGAL_TOKEN,
  ResultCode.OTHER_CLIENT_LOGGED_IN,
  ResultCode.TOKEN_EXPIRED,
];

/** Spec: "a code text containing 401 means unauthorised". */
export function isUnauthorizedCode(code: unknown): boolean {
  return String(code).includes('401');
}
