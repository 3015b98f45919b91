import { hash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256 in one call: every authenticated request hashes its token, a Hash object per call costs twice as much. */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short human-typed code (invitation codes, captchas) without look-alike characters. */
export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
