import type { MessageKey } from '@reelfleet/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../core/storage/index.ts';
import type { Db } from '../../db/index.ts';
import type { MaterialRow } from '../../db/tables/materials.ts';
import { decodeImage, ImageRefused, readImageHeader } from '../../lib/image.ts';
import { videoInfo } from './duration.ts';
import { FairQueue } from './fair-queue.ts';
import { variantKey, variantMime } from './media.ts';

const THUMB_SIZE = 320;

/** A processing failure the user can act on: its message key (kept in `status_reason`) and the frame size. */
class Unprocessable extends Error {
  readonly key: MessageKey;
  readonly size: { width: number | null; height: number | null };
  constructor(
    key: MessageKey,
    cause: unknown,
    size = { width: null as number | null, height: null as number | null },
  ) {
    super(key, { cause });
    this.key = key;
    this.size = size;
  }
}

/**
 * After an upload: an image's size and thumbnail (sharp), a video's duration
 * read from its container (mp4box) and a thumbnail of the poster frame the
 * browser captured. One at a time in this process, so a batch upload never
 * runs many decoders at once, and round-robin by workspace (FairQueue), so
 * one workspace's burst never holds back another's; the row says
 * `processing` meanwhile and `ready` or `failed` after. A failure keeps a
 * message key in `status_reason` (the user reads what it means); the
 * decoder's own text goes to the log only.
 */
export class MediaProcessor {
  private readonly queue = new FairQueue<number>();

  private readonly db: Db;
  private readonly storage: Storage;
  private readonly now: () => string;
  private readonly log: FastifyBaseLogger;

  /** Told when a material of a workspace settled (ready or failed): live updates. */
  private readonly settled: (workspaceId: number) => void;

  constructor(
    db: Db,
    storage: Storage,
    now: () => string,
    log: FastifyBaseLogger,
    settled: (workspaceId: number) => void = () => undefined,
  ) {
    this.settled = settled;
    this.db = db;
    this.storage = storage;
    this.now = now;
    this.log = log;
  }

  enqueue(id: number, workspaceId: number): void {
    this.queue.push(workspaceId, () => this.process(id).finally(() => this.settled(workspaceId)));
  }

  /** Resolves when every queued material is processed (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  /** Materials left `processing` by a stopped process are processed again, oldest first. */
  async resume(): Promise<void> {
    const rows = await this.db
      .selectFrom('materials')
      .select(['id', 'workspace_id'])
      .where('status', '=', 'processing')
      .orderBy('id')
      .execute();
    for (const row of rows) this.enqueue(row.id, row.workspace_id);
  }

  private async process(id: number): Promise<void> {
    const row = await this.db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    if (row?.status !== 'processing' || !row.file_key) return;
    try {
      const set = row.type === 'video' ? await this.video(row) : await this.image(row);
      await this.db
        .updateTable('materials')
        .set({ ...set, status: 'ready', status_reason: null, updated_at: this.now() })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute();
    } catch (error) {
      const known = error instanceof Unprocessable ? error : null;
      this.log.warn({ err: known?.cause ?? error, materialId: id }, 'material processing failed');
      await this.db
        .updateTable('materials')
        .set({
          status: 'failed',
          status_reason: known?.key ?? 'material.processingFailed',
          ...(known ? known.size : {}),
          updated_at: this.now(),
        })
        .where('id', '=', id)
        .execute();
    }
  }

  private key(row: MaterialRow, variant: 'file' | 'thumb' | 'poster') {
    return variantKey(row.workspace_id, row.file_key!, variant);
  }

  /**
   * Runs a decoder on a local copy of a stored variant (the stored file itself on the local disk);
   * a variant no longer stored fails the material like a vanished file always did.
   */
  private async onLocalFile<T>(
    row: MaterialRow,
    variant: 'file' | 'poster',
    use: (path: string) => Promise<T>,
  ) {
    const found = await this.storage.withLocalFile(this.key(row, variant), async (path) => ({
      value: await use(path),
    }));
    if (!found) throw new Error(`stored ${variant} of material ${row.id} is missing`);
    return found.value;
  }

  /** A WebP thumbnail of the image at `source`, its header read (and checked) first. */
  private async thumb(source: string) {
    let size: { width: number; height: number };
    try {
      size = await readImageHeader(source);
    } catch (error) {
      if (!(error instanceof ImageRefused)) throw error;
      if (error.reason === 'unreadable') throw new Unprocessable('material.imageUnreadable', error.cause);
      throw new Unprocessable('material.tooManyPixels', error, error);
    }
    try {
      const webp = await decodeImage(source)
        .rotate()
        .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      return { size, webp };
    } catch (error) {
      // A file that vanished is not the upload's fault.
      if ((error as NodeJS.ErrnoException).code) throw error;
      throw new Unprocessable('material.imageUnreadable', error);
    }
  }

  /** The thumbnail of a stored image variant, written to storage beside it; the image's size. */
  private async storeThumb(row: MaterialRow, source: 'file' | 'poster') {
    const { size, webp } = await this.onLocalFile(row, source, (path) => this.thumb(path));
    await this.storage.put(this.key(row, 'thumb'), webp, variantMime('thumb', null));
    return size;
  }

  private async image(row: MaterialRow) {
    const size = await this.storeThumb(row, 'file');
    return { width: size.width, height: size.height, has_thumb: 1 };
  }

  private async video(row: MaterialRow) {
    const info = await this.onLocalFile(row, 'file', async (path) => {
      try {
        return await videoInfo(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code) throw error;
        throw new Unprocessable('material.videoUnreadable', error);
      }
    });
    let hasThumb = 0;
    if (row.has_poster) {
      await this.storeThumb(row, 'poster');
      hasThumb = 1;
    }
    return { duration_ms: info.durationMs, width: info.width, height: info.height, has_thumb: hasThumb };
  }
}
