import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * AES-256-GCM for stored third-party secrets (account passwords, cookies,
 * proxy credentials). Output: "v1:" + base64url(iv | tag | ciphertext);
 * a fresh IV each time, so equal secrets never look alike.
 */
export class SecretBox {
  readonly #key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.#key = key;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  open(sealed: string): string {
    if (!sealed.startsWith('v1:')) throw new Error('Unknown secret format');
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }

  /**
   * An HMAC-SHA256 (base64url) of `data` under a key derived from this one for
   * `purpose` (HKDF), so a value the server hands out (a quote's id) cannot be
   * made by anyone else and never shares a key with the cipher.
   */
  mac(purpose: string, data: string): string {
    const key = Buffer.from(hkdfSync('sha256', this.#key, Buffer.alloc(0), `reelfleet:${purpose}`, 32));
    return createHmac('sha256', key).update(data).digest('base64url');
  }
}

/** The key from SECRET_KEY (hex), else one generated once into DATA_DIR/secret.key. */
export function loadSecretKey(secretKeyHex: string | undefined, dataDir: string): Buffer {
  if (secretKeyHex) return Buffer.from(secretKeyHex, 'hex');
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
