// Upload throughput of 100 MB videos through the real route (multipart, streamed to DATA_DIR,
// magic bytes checked as they arrive) and the process's peak memory during each: a buffered upload
// would add ~100 MB of heap per file, a streamed one adds a few MB. Figures only, no assertions.
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_LIMITS } from '@reelfleet/contract';
import { createSession } from '../src/modules/auth/session.ts';
import { sampleClip } from '../src/sim/platform/clip.ts';
import { benchOwner, bootBench } from './bench-server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const app = await bootBench('upload');
await app.app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.app.server.address() as AddressInfo;
const owner = await benchOwner(app.ctx.db);
const token = await createSession(app.ctx.db, owner.id);

// A real MP4 (the sample clip) padded with a `free` box to just under 100 MB: mp4box still reads its duration.
const file = join(app.dataDir, 'big.mp4');
const clip = sampleClip();
const padding = UPLOAD_LIMITS.videoBytes - clip.length - 64 * 1024;
const header = Buffer.alloc(8);
header.writeUInt32BE(padding, 0);
header.write('free', 4, 'latin1');
await pipeline(
  (async function* () {
    yield clip;
    yield header;
    const chunk = Buffer.alloc(1024 * 1024);
    for (let left = padding - 8; left > 0; left -= chunk.length)
      yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  })(),
  createWriteStream(file),
);
const size = statSync(file).size;

function upload(): Promise<{ ms: number; status: number }> {
  const boundary = '----reelfleetbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/resource/material/upload?type=video&subtype=original&tagMode=name&labelName=bench',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(file);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

console.log(`  file ${mb(size)}, ${RUNS} uploads to ${app.dataDir}`);
for (let i = 0; i < RUNS; i++) {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  const { ms, status } = await upload();
  clearInterval(sampler);
  console.log(
    `  upload ${i + 1}: HTTP ${status}  ${(size / 1024 / 1024 / (ms / 1000)).toFixed(1)} MB/s (${ms.toFixed(0)} ms)  ` +
      `peak RSS ${mb(peakRss)} (+${mb(peakRss - before.rss)})  peak heap ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)})`,
  );
}
await app.app.close();
