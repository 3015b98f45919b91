import type { Generated } from 'kysely';

/** A verification code waiting to be answered; deleted when checked (single use) or expired. */
export interface CaptchasTable {
  /** Random, URL-safe; handed to the client with the image. */
  id: string;
  /** sha256 of `${id}:${code}`; the code itself is never stored. */
  code_hash: string;
  expires_at: string;
  created_at: string;
}

/** One failed login, counted per account and per address within a window. */
export interface LoginFailuresTable {
  id: Generated<number>;
  /** The submitted username, lower-cased. */
  account: string;
  ip: string;
  at: string;
}

/** A creation call's Idempotency-Key (migration 0075, http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** sha256 of the method, path and body: the same key for another request is refused. */
  fingerprint: string;
  state: 'running' | 'done';
  /** The HTTP status and the envelope (JSON) of the first answer, once it has one. */
  status: number | null;
  response: string | null;
  created_at: string;
}
