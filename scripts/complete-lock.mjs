// The registry this project installs from serves only some platforms' builds
// of packages that ship one binary package per platform (Biome). `npm install`
// then writes a lock without the others, and `npm ci` refuses that lock.
// This adds the missing optional platform entries (skipped on install by their
// os/cpu/libc), so the lock stays valid for `npm ci` everywhere.
// Run after any `npm install` that changes package-lock.json: node scripts/complete-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const platform = /-(win32|darwin|linux|android|freebsd)-(x64|arm64|ia32|arm)(-musl)?$/;
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `${path ? `${path}/` : ''}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    const match = platform.exec(name);
    if (lock.packages[target] || lock.packages[hoisted] || !match) continue;
    lock.packages[hoisted] = {
      version,
      cpu: [match[2]],
      ...(entry.dev ? { dev: true } : {}),
      ...(match[1] === 'linux' ? { libc: [match[3] ? 'musl' : 'glibc'] } : {}),
      license: entry.license,
      optional: true,
      os: [match[1]],
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} optional platform entries added`);
