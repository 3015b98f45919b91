import { THEME_PRESETS } from '@reelfleet/contract';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { MENU_BADGE_COLOURS } from '../layout/theme';
import { accessibleTheme, contrast, DANGER_SEED, derived, mix, readableOn } from './contrast';

describe('contrast', () => {
  it('matches the WCAG figures', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // The spec's default theme colour with white text falls short of AA.
    expect(contrast('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });

  it('mixes towards a target', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#1890ff', '#000000', 0)).toBe('#1890ff');
  });

  it('finds the nearest readable shade', () => {
    const shade = readableOn('#1890ff', '#ffffff', '#000000');
    expect(contrast(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(mix(shade, '#1890ff', 0.1), '#ffffff')).toBeLessThan(contrast(shade, '#ffffff'));
  });
});

describe('derived', () => {
  it("is the colour antd's own algorithms derive from a seed", () => {
    for (const seed of [...THEME_PRESETS, DANGER_SEED, '#0b4f8a', '#ffd6e7']) {
      for (const dark of [false, true]) {
        for (const name of ['colorPrimary', 'colorLink', 'colorError'] as const) {
          const tokens = theme.getDesignToken({
            algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
            token: { [name]: seed },
          });
          expect(derived(seed, dark), `${name} ${seed} ${dark ? 'dark' : 'light'}`).toBe(tokens[name]);
        }
      }
    }
  });
});

describe('accessibleTheme', () => {
  for (const preset of THEME_PRESETS) {
    for (const dark of [false, true]) {
      it(`keeps white on the primary fill and primary text at AA for ${preset} (${dark ? 'dark' : 'light'})`, () => {
        const a11y = accessibleTheme(preset, dark);
        const tokens = theme.getDesignToken({
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: a11y.token,
        });
        expect(contrast(tokens.colorPrimary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens.colorLink, tokens.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens.colorLink, tokens.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
      });

      it(`keeps the danger colour's text and filled buttons at AA for ${preset} (${dark ? 'dark' : 'light'})`, () => {
        const a11y = accessibleTheme(preset, dark);
        const tokens = theme.getDesignToken({
          algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
          token: a11y.token,
        });
        for (const text of [tokens.colorError, tokens.colorErrorText]) {
          expect(contrast(text, tokens.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
          expect(contrast(text, tokens.colorBgElevated)).toBeGreaterThanOrEqual(4.5);
        }
        const onFill =
          (a11y.components.Button as { dangerColor?: string } | undefined)?.dangerColor ?? '#ffffff';
        expect(contrast(onFill, tokens.colorError)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }
});

describe('status text', () => {
  for (const dark of [false, true]) {
    it(`reads at AA on the page and on dialogs (${dark ? 'dark' : 'light'})`, () => {
      const tokens = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: accessibleTheme(THEME_PRESETS[0]!, dark).token,
      });
      for (const name of [
        'colorSuccessText',
        'colorWarningText',
        'colorInfoText',
        'colorErrorText',
      ] as const) {
        expect(contrast(tokens[name], tokens.colorBgContainer), name).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens[name], tokens.colorBgElevated), name).toBeGreaterThanOrEqual(4.5);
      }
    });
  }
});

describe('tags', () => {
  for (const dark of [false, true]) {
    it(`write status and preset colours at AA on their backgrounds (${dark ? 'dark' : 'light'})`, () => {
      const a11y = accessibleTheme(THEME_PRESETS[0]!, dark);
      // The backgrounds are antd's own; the text shades are the Tag's overrides.
      const tokens = theme.getDesignToken({
        algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: a11y.token,
      }) as unknown as Record<string, string>;
      const tag = a11y.components.Tag as Record<string, string>;
      const pairs = [
        ...['Success', 'Info', 'Warning', 'Error'].map((s) => [`color${s}`, `color${s}Bg`]),
        ...['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'gold', 'lime'].map((p) => [
          `${p}7`,
          `${p}1`,
        ]),
      ];
      for (const [text, background] of pairs) {
        expect(tag[text!], text).toBeDefined();
        expect(contrast(tag[text!]!, tokens[background!]!), text).toBeGreaterThanOrEqual(4.5);
      }
      // Already readable colours are left as antd draws them (purple: 8.9:1 on light, 3.4:1 on dark).
      if (!dark) expect(tag.purple7).toBe(tokens.purple7);
      else expect(tag.purple7).not.toBe(tokens.purple7);
    });
  }
});

describe('menu badges', () => {
  it('carry white text at AA', () => {
    expect(contrast(MENU_BADGE_COLOURS.hot, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(MENU_BADGE_COLOURS.new, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
