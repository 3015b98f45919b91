import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { DbKind } from '../db/kind.ts';
import type { SecretBox } from '../lib/secrets.ts';
import type { Clock } from './clock.ts';
import type { DeviceDriver } from './driver/index.ts';
import type { PushPort } from './push.ts';
import type { SessionCache } from './session-cache.ts';
import type { Storage } from './storage/index.ts';

/** What every route, service and the engine may use; built once at boot. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The task engine's: the same database, its statements prepared (DbHandle.engineDb). */
  engineDb: Db;
  dbKind: DbKind;
  secrets: SecretBox;
  /** The simulated timeline (SIM_TIME_SCALE); tests may pass a ManualClock. */
  clock: Clock;
  /** The one door to the phones and the platform (today the simulator); built in boot.ts. */
  driver: DeviceDriver;
  /** Materials, thumbnails and avatars: DATA_DIR or an S3-compatible bucket (STORAGE); built in boot.ts. */
  storage: Storage;
  /** Resolved bearer tokens, kept briefly so polls do not read the sessions table each time. */
  sessions: SessionCache;
  /** Live updates to the open consoles (modules/events); absent in code built without an app. */
  push?: PushPort;
}
