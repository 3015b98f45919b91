import type { Readable } from 'node:stream';

/** An object read back: its length in bytes and its bytes as a stream. */
export interface StoredObject {
  size: number;
  stream: Readable;
}

/**
 * Where materials, thumbnails and avatars live (docs/operations.md "Storage"): the local disk under
 * DATA_DIR by default, or an S3-compatible bucket shared by every host (STORAGE=s3). Keys are
 * relative paths such as `materials/7/<hex>.png` or `avatars/<hex>.webp`; built in boot.ts.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * A fresh path in this host's staging folder (DATA_DIR/staging) for a file on its way in; its
   * user removes or moves it in, and the part sweep removes one a killed process left behind.
   */
  tempFile(): Promise<string>;
  /** Stores `bytes` under `key` whole (a reader never sees half an object), replacing what was there. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the local file at `path` under `key` whole, and removes the file. */
  moveIn(key: string, path: string, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * Runs `use` with a local file holding the object (decoders that seek need one): the stored file
   * itself on the local disk, a temporary copy removed afterwards otherwise. Null when there is none.
   */
  withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T | null>;
  /** Removes the object; a key with none is not an error. */
  delete(key: string): Promise<void>;
  /** Throws a message naming what is wrong when the storage cannot be reached (boot, and /api/ready). */
  check(): Promise<void>;
  /** Releases connections (app close). */
  close(): Promise<void>;
}
