import { generate, presetPrimaryColors } from '@ant-design/colors';
import type { ThemeConfig } from 'antd';

/**
 * WCAG 2.1 contrast (AA: 4.5:1 for normal text) and the theme tokens that keep
 * the chosen theme colour readable. The spec's presets (#1890ff by default)
 * carry white text at about 3.2:1; the console keeps their hue and darkens a
 * fill until white text on it reaches AA, and lightens link text on the dark
 * theme until it reads against the dark background.
 */
export const AA_NORMAL_TEXT = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';
/** antd's dark elevated background (drawers, modals): the lightest dark surface text sits on. */
const DARK_BG = '#1f1f1f';

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` moved `amount` (0..1) of the way to `target`. */
export function mix(color: string, target: string, amount: number): string {
  const from = channels(color);
  const to = channels(target);
  return toHex(from.map((c, i) => c + (to[i]! - c) * amount));
}

/** The nearest shade of `color` (towards black or white) that reads against `background`. */
export function readableOn(color: string, background: string, toward: string, min = AA_NORMAL_TEXT): string {
  for (let step = 0; step <= 40; step++) {
    const shade = mix(color, toward, step / 40);
    if (contrast(shade, background) >= min) return shade;
  }
  return toward;
}

/** antd's danger colour (#ff4d4f): white on it, and it on white, read at about 3.3:1. */
export const DANGER_SEED = '#ff4d4f';

/**
 * The colour antd's algorithm derives from a seed of the primary, link or error colour (the dark
 * algorithm shifts it): the sixth shade of the seed's palette, which both algorithms take from
 * @ant-design/colors' `generate`. Asking antd for the whole design token instead cost about 2 ms a
 * call, up to 40 calls a colour, in the console's first render (contrast.test.ts holds this to
 * antd's own tokens).
 */
export function derived(seed: string, dark: boolean): string {
  return generate(seed, dark ? { theme: 'dark' } : undefined)[5]!;
}

/** The nearest seed (towards `toward`) whose derived colour reads against `background`. */
function seedFor(color: string, background: string, toward: string, dark: boolean): string {
  for (let step = 0; step <= 40; step++) {
    const seed = mix(color, toward, step / 40);
    if (contrast(derived(seed, dark), background) >= AA_NORMAL_TEXT) return seed;
  }
  return toward;
}

/** The seeds of antd's status colours (the theme changes only the error colour's). */
const STATUS_SEEDS = { Success: '#52c41a', Info: '#1677ff', Warning: '#faad14' } as const;
/** antd's preset tag colours (not `pink`, its old name for magenta, which the console does not use). */
const PRESET_COLOURS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

/**
 * A tag writes a status colour on that colour's lightest shade (`success`: #52c41a on #f6ffed,
 * 2.2:1) and a preset colour's seventh shade on its first (`gold` 2.8:1). For the Tag alone, the
 * text shades that reach AA on those backgrounds; the backgrounds stay antd's.
 */
function readableTagTokens(dark: boolean, errorSeed: string): Record<string, string> {
  const palette = (seed: string) => generate(seed, dark ? { theme: 'dark' } : undefined);
  const toward = dark ? WHITE : BLACK;
  const out: Record<string, string> = {};
  for (const [name, seed] of [...Object.entries(STATUS_SEEDS), ['Error', errorSeed]] as const) {
    const shades = palette(seed);
    out[`color${name}`] = readableOn(shades[5]!, shades[0]!, toward);
  }
  for (const name of PRESET_COLOURS) {
    const shades = palette(presetPrimaryColors[name]!);
    out[`${name}7`] = readableOn(shades[6]!, shades[0]!, toward);
  }
  return out;
}

/**
 * Status text (antd's `colorSuccessText`, `colorWarningText`, `colorInfoText`: Typography's
 * success and warning types, our Text's warning) in a shade that reads on the theme's surfaces:
 * antd's light ones are 2.3:1 (success) and 1.9:1 (warning) on white, its dark info 3.2:1.
 */
function readableStatusText(dark: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, seed] of Object.entries(STATUS_SEEDS)) {
    out[`color${name}Text`] = readableOn(derived(seed, dark), dark ? DARK_BG : WHITE, dark ? WHITE : BLACK);
  }
  return out;
}

/** Theme tokens that keep text at AA for a chosen primary colour, on the light or the dark theme. */
export function accessibleTheme(
  primary: string,
  dark: boolean,
): Required<Pick<ThemeConfig, 'token' | 'components'>> {
  // White text on the primary fill (buttons, selected menu items, active tags).
  const seed = seedFor(primary, WHITE, BLACK, dark);
  if (!dark) {
    // Text in a colour on white reads as well as white text on it (contrast is symmetric).
    const danger = seedFor(DANGER_SEED, WHITE, BLACK, dark);
    return {
      token: {
        colorPrimary: seed,
        colorLink: seed,
        colorError: danger,
        colorTextDescription: 'rgba(0,0,0,0.6)',
        // antd's placeholder grey is 1.8:1 on white (axe, the route walk: a select's placeholder).
        colorTextPlaceholder: 'rgba(0,0,0,0.6)',
        ...readableStatusText(dark),
      },
      // A description list's labels (antd's tertiary text, 3.4:1 on white) at the secondary text's 60 %.
      components: {
        Descriptions: { labelColor: 'rgba(0,0,0,0.6)' },
        Tag: readableTagTokens(dark, danger),
      },
    };
  }
  const text = readableOn(primary, DARK_BG, WHITE);
  // Danger text on the dark surface needs a lighter red; the filled danger button then takes dark text.
  const danger = seedFor(DANGER_SEED, DARK_BG, WHITE, dark);
  const dangerFill = derived(danger, dark);
  return {
    token: {
      colorPrimary: seed,
      colorLink: seedFor(primary, DARK_BG, WHITE, dark),
      colorError: danger,
      colorTextDescription: 'rgba(255,255,255,0.6)',
      colorTextPlaceholder: 'rgba(255,255,255,0.6)',
      ...readableStatusText(dark),
    },
    // Where the dark theme writes in the primary colour on a dark surface, the lighter shade.
    components: {
      Tabs: { itemSelectedColor: text, itemHoverColor: text, itemActiveColor: text, inkBarColor: text },
      Pagination: { itemActiveColor: text, itemActiveColorHover: text },
      Button: { dangerColor: contrast(dangerFill, WHITE) >= AA_NORMAL_TEXT ? WHITE : BLACK },
      Descriptions: { labelColor: 'rgba(255,255,255,0.6)' },
      Tag: readableTagTokens(dark, danger),
    },
  };
}
