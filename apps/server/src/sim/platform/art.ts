import type { PlatformUser, PlatformVideo } from '../../core/driver/catalogue.ts';
import { hash32 } from '../../lib/seeded.ts';

/** Generated images of the simulated catalogue: covers (9:16) and avatars, as small SVG documents. */

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function hues(key: string): [number, number] {
  const h = hash32('art', key);
  return [h % 360, (h >>> 9) % 360];
}

/** Splits a title into at most three lines of about 16 characters. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (`${current} ${word}`.trim().length > 16 && current) {
      lines.push(current);
      current = word;
    } else current = `${current} ${word}`.trim();
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}

export function coverSvg(video: PlatformVideo, author: PlatformUser | undefined): string {
  const [a, b] = hues(video.id);
  const lines = wrap(video.title)
    .map((l, i) => `<text x="24" y="${300 + i * 34}" font-size="28" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  const shapes = Array.from({ length: 5 }, (_, i) => {
    const h = hash32(video.id, 'shape', i);
    const r = 20 + (h % 60);
    return `<circle cx="${h % 270}" cy="${(h >>> 8) % 480}" r="${r}" fill="#fff" fill-opacity="0.${1 + (h % 2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="270" height="480" viewBox="0 0 270 480">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,55%)"/><stop offset="1" stop-color="hsl(${b},70%,35%)"/></linearGradient></defs>
<rect width="270" height="480" fill="url(#g)"/>${shapes}
<circle cx="135" cy="200" r="40" fill="#000" fill-opacity="0.35"/><path d="M122 178 L158 200 L122 222 Z" fill="#fff"/>
<g fill="#fff" font-family="sans-serif">${lines}
<text x="24" y="440" font-size="18">@${escapeXml(author?.uniqueId ?? 'unknown')}</text>
<text x="246" y="440" font-size="16" text-anchor="end">${video.durationSec}s</text></g>
</svg>`;
}

export function avatarSvg(user: PlatformUser): string {
  const [a] = hues(user.id);
  const initials = escapeXml(user.nickname.slice(0, 2).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="hsl(${a},60%,50%)"/>
<text x="48" y="58" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}
