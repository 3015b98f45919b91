import { readFileSync } from 'node:fs';

/**
 * The simulated catalogue's one playable clip, a committed fixture (sample-clip.mp4, 147 KB):
 * 3 seconds of 256×144 H.264 (Constrained Baseline) at 12 frames a second, a ball bouncing over a
 * gradient, in an MP4 file.
 */
const CLIP_FILE = new URL('./sample-clip.mp4', import.meta.url);

let clip: Buffer | null = null;

/** The sample clip (video/mp4), read once on first use. */
export function sampleClip(): Buffer {
  clip ??= readFileSync(CLIP_FILE);
  return clip;
}
