import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

/**
 * `npm run backup [-- <folder>]` (default ./backups/reelfleet-<time>) and `npm run restore -- <folder>`,
 * with the server's own configuration (DATA_DIR, DATABASE_URL, SECRET_KEY): docs/operations.md.
 */
async function main() {
  const [command, folder] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const dir = resolve(
      folder ?? join('backups', `reelfleet-${new Date().toISOString().replace(/[:.]/g, '-')}`),
    );
    const m = await backup(config, dir);
    console.log(`Backed up the ${m.database} database and ${m.files} files to ${dir}.`);
    if (config.STORAGE === 's3')
      console.log('STORAGE=s3: the files stay in the bucket, kept by its own versioning or replication.');
    console.log(
      'The secret key is not in the backup: keep DATA_DIR/secret.key (or SECRET_KEY) safe on its own.',
    );
  } else if (command === 'restore' && folder) {
    const m = await restore(config, resolve(folder));
    const copied = config.STORAGE === 'local' ? m.files : 0;
    console.log(`Restored the ${m.database} database of ${m.createdAt} and ${copied} files.`);
    if (config.STORAGE === 's3' && m.files > 0)
      console.log(
        `STORAGE=s3: the backup's ${m.files} files (its files/ folder) were not copied; upload them to the bucket (docs/operations.md "Storage").`,
      );
  } else {
    console.error('usage: npm run backup [-- <folder>] | npm run restore -- <folder>');
    process.exit(2);
  }
}

main().catch((error) => {
  console.error((error as Error).message);
  process.exit(1);
});
