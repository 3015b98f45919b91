import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { sampleClip } from '../src/sim/platform/clip.ts';
import type { Client, Reply } from './fleet-fixtures.ts';
import type { TestServer } from './harness.ts';

/** Shared by the material and video publishing tests. */

/** A multipart body with a `file` part and optionally a `poster` part. */
function form(parts: Array<{ field: string; filename: string; content: Buffer; type: string }>) {
  const boundary = `----rfmaterial${Math.floor(Math.random() * 1e9)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      ),
      p.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Adds text materials (/resource/material/add): by default one comment text
 * 'a' named 'n' under the material tag named 'x'; `body` says otherwise
 * (an undefined field is left out).
 */
export function addTexts(api: Client, body: Record<string, unknown> = {}): Promise<Reply> {
  return api.post('/resource/material/add', {
    name: 'n',
    subtype: 'comment',
    tagMode: 'name',
    labelName: 'x',
    texts: 'a',
    ...body,
  });
}

export async function uploadFile(
  server: TestServer,
  headers: Record<string, string>,
  query: string,
  parts: Array<{ field?: string; filename: string; content: Buffer; type?: string }>,
  lang = 'en-US',
): Promise<Reply> {
  const body = form(
    parts.map((p) => ({ field: p.field ?? 'file', type: p.type ?? 'application/octet-stream', ...p })),
  );
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/resource/material/upload?${query}`,
    headers: { ...headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

export const png = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 64, height: 36, channels: 3, background: '#22aa44' } })
    .jpeg()
    .toBuffer();

export { pngOf } from '../../../scripts/png-fixture.ts';

/** A JPEG cut before its scan (no SOS marker): the decoder cannot read even its header. */
export async function damagedJpeg(): Promise<Buffer> {
  const whole = await jpeg();
  const scan = whole.indexOf(Buffer.from([0xff, 0xda]));
  return Buffer.concat([whole.subarray(0, scan), Buffer.from([0xff, 0xd9])]);
}

/** Every file under the server's DATA_DIR/materials (nothing stored means this does not grow). */
export function storedFiles(server: TestServer): string[] {
  const root = join(server.ctx.config.DATA_DIR, 'materials');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

export async function untilProcessed(api: Client, id: number) {
  for (let i = 0; i < 200; i++) {
    const res = await api.get(`/resource/material/uploadStatus/${id}`);
    if (res.body.data.status !== 'processing') return res.body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('still processing');
}

/** A ready video material (the simulator's sample clip), its id. */
export async function videoMaterial(
  server: TestServer,
  headers: Record<string, string>,
  api: Client,
  name = 'Clip',
) {
  const res = await uploadFile(
    server,
    headers,
    `type=video&subtype=original&tagMode=name&labelName=Clips&name=${encodeURIComponent(name)}`,
    [{ filename: 'clip.mp4', content: sampleClip(), type: 'video/mp4' }],
  );
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  await untilProcessed(api, res.body.data.id);
  return res.body.data.id as number;
}
