import sharp from 'sharp';
import type { Db } from '../../db/index.ts';
import type { MaterialRow } from '../../db/tables/materials.ts';
import { videoInfo } from './duration.ts';
import { variantPath } from './media.ts';

const THUMB_SIZE = 320;

/**
 * After an upload: an image's size and thumbnail (sharp), a video's duration
 * read from its container (music-metadata) and a thumbnail of the poster
 * frame the browser captured. One at a time in this process, so a bulk upload
 * never runs many decoders at once; the row says `processing` meanwhile and
 * `ready` or `failed` after.
 */
export class MediaProcessor {
  private chain: Promise<void> = Promise.resolve();

  private readonly db: Db;
  private readonly dataDir: string;
  private readonly now: () => string;

  constructor(db: Db, dataDir: string, now: () => string) {
    this.db = db;
    this.dataDir = dataDir;
    this.now = now;
  }

  enqueue(id: number): void {
    this.chain = this.chain.then(() => this.process(id)).catch(() => {});
  }

  /** Resolves when every queued material is processed (tests, shutdown). */
  idle(): Promise<void> {
    return this.chain;
  }

  /** Materials left `processing` by a stopped process are processed again. */
  async resume(): Promise<void> {
    const rows = await this.db
      .selectFrom('materials')
      .select('id')
      .where('status', '=', 'processing')
      .execute();
    for (const row of rows) this.enqueue(row.id);
  }

  private async process(id: number): Promise<void> {
    const row = await this.db.selectFrom('materials').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 'processing' || !row.file_key) return;
    try {
      const set = row.type === 'video' ? await this.video(row) : await this.image(row);
      await this.db
        .updateTable('materials')
        .set({ ...set, status: 'ready', status_reason: null, updated_at: this.now() })
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute();
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
      await this.db
        .updateTable('materials')
        .set({ status: 'failed', status_reason: reason, updated_at: this.now() })
        .where('id', '=', id)
        .execute();
    }
  }

  private path(row: MaterialRow, variant: 'file' | 'thumb' | 'poster') {
    return variantPath(this.dataDir, row.workspace_id, row.file_key!, variant);
  }

  private async thumb(source: string, target: string) {
    await sharp(source)
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(target);
  }

  private async image(row: MaterialRow) {
    const meta = await sharp(this.path(row, 'file')).metadata();
    await this.thumb(this.path(row, 'file'), this.path(row, 'thumb'));
    return { width: meta.width ?? null, height: meta.height ?? null, has_thumb: 1 };
  }

  private async video(row: MaterialRow) {
    const info = await videoInfo(this.path(row, 'file'));
    let hasThumb = 0;
    if (row.has_poster) {
      await this.thumb(this.path(row, 'poster'), this.path(row, 'thumb'));
      hasThumb = 1;
    }
    return { duration_ms: info.durationMs, width: info.width, height: info.height, has_thumb: hasThumb };
  }
}
