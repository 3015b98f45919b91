import { randomInt } from 'node:crypto';

/**
 * Draws a verification code as an SVG image: every character is a set of
 * strokes (no <text>, so the code is not in the markup), scaled, rotated and
 * shaken a little, under and over noise curves and dots.
 */

type Stroke = number[];
/** Strokes on an 8 x 12 grid (x right, y down), for every character of the code alphabet. */
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [0, 12, 4, 0, 8, 12],
    [2, 7, 6, 7],
  ],
  B: [
    [0, 0, 0, 12, 6, 12, 8, 10, 8, 8, 6, 6, 0, 6],
    [0, 0, 5, 0, 7, 2, 7, 4, 5, 6],
  ],
  C: [[8, 2, 6, 0, 2, 0, 0, 2, 0, 10, 2, 12, 6, 12, 8, 10]],
  D: [[0, 0, 0, 12, 5, 12, 8, 9, 8, 3, 5, 0, 0, 0]],
  E: [
    [8, 0, 0, 0, 0, 12, 8, 12],
    [0, 6, 6, 6],
  ],
  F: [
    [8, 0, 0, 0, 0, 12],
    [0, 6, 6, 6],
  ],
  G: [[8, 2, 6, 0, 2, 0, 0, 2, 0, 10, 2, 12, 6, 12, 8, 10, 8, 7, 5, 7]],
  H: [
    [0, 0, 0, 12],
    [8, 0, 8, 12],
    [0, 6, 8, 6],
  ],
  J: [[8, 0, 8, 10, 6, 12, 2, 12, 0, 10]],
  K: [
    [0, 0, 0, 12],
    [8, 0, 0, 7],
    [3, 5, 8, 12],
  ],
  L: [[0, 0, 0, 12, 8, 12]],
  M: [[0, 12, 0, 0, 4, 7, 8, 0, 8, 12]],
  N: [[0, 12, 0, 0, 8, 12, 8, 0]],
  P: [[0, 12, 0, 0, 6, 0, 8, 2, 8, 4, 6, 6, 0, 6]],
  Q: [
    [2, 0, 6, 0, 8, 2, 8, 10, 6, 12, 2, 12, 0, 10, 0, 2, 2, 0],
    [5, 9, 8, 12],
  ],
  R: [
    [0, 12, 0, 0, 6, 0, 8, 2, 8, 4, 6, 6, 0, 6],
    [4, 6, 8, 12],
  ],
  S: [[8, 2, 6, 0, 2, 0, 0, 2, 0, 4, 2, 6, 6, 6, 8, 8, 8, 10, 6, 12, 2, 12, 0, 10]],
  T: [
    [0, 0, 8, 0],
    [4, 0, 4, 12],
  ],
  U: [[0, 0, 0, 10, 2, 12, 6, 12, 8, 10, 8, 0]],
  V: [[0, 0, 4, 12, 8, 0]],
  W: [[0, 0, 2, 12, 4, 5, 6, 12, 8, 0]],
  X: [
    [0, 0, 8, 12],
    [8, 0, 0, 12],
  ],
  Y: [
    [0, 0, 4, 6, 8, 0],
    [4, 6, 4, 12],
  ],
  Z: [[0, 0, 8, 0, 0, 12, 8, 12]],
  '2': [[0, 2, 2, 0, 6, 0, 8, 2, 8, 4, 0, 12, 8, 12]],
  '3': [
    [0, 2, 2, 0, 6, 0, 8, 2, 8, 4, 6, 6, 3, 6],
    [6, 6, 8, 8, 8, 10, 6, 12, 2, 12, 0, 10],
  ],
  '4': [[6, 12, 6, 0, 0, 8, 8, 8]],
  '5': [[8, 0, 0, 0, 0, 5, 6, 5, 8, 7, 8, 10, 6, 12, 2, 12, 0, 10]],
  '6': [[7, 1, 5, 0, 2, 0, 0, 2, 0, 10, 2, 12, 6, 12, 8, 10, 8, 8, 6, 6, 0, 6]],
  '7': [[0, 0, 8, 0, 3, 12]],
  '8': [[2, 6, 0, 4, 0, 2, 2, 0, 6, 0, 8, 2, 8, 4, 6, 6, 2, 6, 0, 8, 0, 10, 2, 12, 6, 12, 8, 10, 8, 8, 6, 6]],
  '9': [[8, 6, 2, 6, 0, 4, 0, 2, 2, 0, 6, 0, 8, 2, 8, 10, 6, 12, 2, 12, 1, 11]],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** A uniform number in [0, 1). */
export type Random = () => number;
const cryptoRandom: Random = () => randomInt(0, 2 ** 32) / 2 ** 32;

export function canDraw(char: string): boolean {
  return Object.hasOwn(GLYPHS, char);
}

export function drawCaptcha(code: string, random: Random = cryptoRandom): string {
  const between = (min: number, max: number) => min + (max - min) * random();
  const fixed = (n: number) => n.toFixed(1);
  const slot = CAPTCHA_WIDTH / code.length;
  const parts: string[] = [];

  const noiseCurve = () => {
    const color = `hsl(${Math.floor(between(0, 360))},45%,${Math.floor(between(45, 70))}%)`;
    const y = () => fixed(between(4, CAPTCHA_HEIGHT - 4));
    const d = `M0 ${y()} Q${fixed(between(20, 100))} ${y()} ${CAPTCHA_WIDTH} ${y()}`;
    parts.push(`<path d="${d}" stroke="${color}" stroke-width="${fixed(between(1, 1.8))}" fill="none"/>`);
  };

  for (let i = 0; i < 3; i++) noiseCurve();
  [...code].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`captcha cannot draw ${JSON.stringify(char)}`);
    const scale = between(1.5, 1.85);
    const angle = between(-0.35, 0.35);
    const cx = slot * index + slot / 2 + between(-3, 3);
    const cy = CAPTCHA_HEIGHT / 2 + between(-2, 2);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const d = strokes
      .map((stroke) => {
        const points: string[] = [];
        for (let p = 0; p < stroke.length; p += 2) {
          const x = (stroke[p]! - 4 + between(-0.5, 0.5)) * scale;
          const y = (stroke[p + 1]! - 6 + between(-0.5, 0.5)) * scale;
          points.push(`${fixed(cx + x * cos - y * sin)} ${fixed(cy + x * sin + y * cos)}`);
        }
        return `M${points.join('L')}`;
      })
      .join('');
    const color = `hsl(${Math.floor(between(0, 360))},60%,${Math.floor(between(20, 38))}%)`;
    parts.push(
      `<path d="${d}" stroke="${color}" stroke-width="${fixed(between(2.2, 3))}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 2; i++) noiseCurve();
  for (let i = 0; i < 30; i++) {
    const color = `hsl(${Math.floor(between(0, 360))},40%,${Math.floor(between(35, 75))}%)`;
    parts.push(
      `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" r="${fixed(between(0.6, 1.4))}" fill="${color}"/>`,
    );
  }
  const background = `hsl(${Math.floor(between(0, 360))},30%,95%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${background}"/>${parts.join('')}</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
