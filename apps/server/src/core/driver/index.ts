import type { PlatformCatalogue, PlatformMedia } from './catalogue.ts';
import type { DeviceFarm } from './farm.ts';
import type { LifecyclePlatform } from './lifecycle.ts';
import type { PlatformDriver } from './platform.ts';

/**
 * The device-driver seam (docs/architecture.md "Seams"): the
 * only door to the phones and the platform. boot.ts builds one (today the
 * embedded simulator, sim/) and hands it to the modules and the engine.
 */
export interface DeviceDriver {
  farm: DeviceFarm;
  platform: PlatformDriver;
  catalogue: PlatformCatalogue;
  media: PlatformMedia;
  /** Registration, profile edits, enterprise switch, follower history (core/driver/lifecycle.ts). */
  lifecycle: LifecyclePlatform;
}
