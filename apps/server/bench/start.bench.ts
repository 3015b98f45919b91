// Start time: from spawning the server to its first healthy answer, on a fresh
// embedded database (first start: migrations, admin, demo) and again on the same one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const main = resolve(import.meta.dirname, '../src/main.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'reelfleet-bench-start-'));
const port = 18_000 + Math.floor(Math.random() * 1000);

async function timeStart(label: string): Promise<void> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', main], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-123',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
    console.log(`${label}: ${Math.round(performance.now() - started)} ms to first healthy answer`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await timeStart('first start (fresh database)');
await timeStart('second start (same database)');
rmSync(dataDir, { recursive: true, force: true });
