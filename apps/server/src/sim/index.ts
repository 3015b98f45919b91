import type { Clock } from '../core/clock.ts';
import type { DeviceDriver } from '../core/driver/index.ts';
import { SimulatedFarm } from './farm/index.ts';
import { avatarSvg, coverSvg } from './platform/art.ts';
import { Catalogue } from './platform/catalogue.ts';
import { sampleClip } from './platform/clip.ts';
import { SimLifecycle } from './platform/lifecycle.ts';
import { SimPlatform } from './platform/platform.ts';

/**
 * The embedded simulator as the app's device driver: a seeded farm, a seeded
 * platform catalogue and the platform's actions on it, and generated
 * pictures and a sample clip. The same seed gives the same world on every start.
 */
export function simulatorDriver(seed: number, clock: Clock, options: { uptime?: number } = {}): DeviceDriver {
  // Published times run up to the simulated clock at start (recency searches count from it).
  const catalogue = new Catalogue(seed, { anchorMs: Math.floor(clock.now() / 60_000) * 60_000 });
  catalogue.useClock(() => clock.now());
  return {
    farm: new SimulatedFarm(seed, options.uptime),
    catalogue,
    platform: new SimPlatform({ seed, clock, catalogue }),
    lifecycle: new SimLifecycle({ seed, clock, userByHandle: (handle) => catalogue.userByHandle(handle) }),
    media: {
      cover: (video) => coverSvg(video, catalogue.user(video.authorId)),
      avatar: (user) => avatarSvg(user),
      hasClip: (videoId) => catalogue.video(videoId) !== undefined,
      clip: (videoId) => (catalogue.video(videoId) ? sampleClip() : null),
    },
  };
}
