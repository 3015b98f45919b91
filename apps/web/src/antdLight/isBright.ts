// antd's isBright (antd/es/color-picker/components/ColorPresets.js), for its button and tag styles: that
// module also brings Collapse and its styles, which every page's first load would carry for this
// one function (build/lightImports.ts). isBright.test.ts holds it to antd's own.
import type { AggregationColor } from 'antd/es/color-picker/color';
import { AggregationColor as Color } from 'antd/es/color-picker/color';

export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  if (a > 0.5) return r * 0.299 + g * 0.587 + b * 0.114 > 192;
  // Translucent (dark mode): the HSV value of the colour laid on the background, as
  // @ant-design/fast-color's onBackground() lays it.
  const own = new Color(value.toRgbString()).toRgb();
  const bg = new Color(bgColorToken).toRgb();
  const alpha = own.a + bg.a * (1 - own.a);
  const laid = (mine: number, under: number) =>
    Math.round((mine * own.a + under * bg.a * (1 - own.a)) / alpha);
  return Math.max(laid(own.r, bg.r), laid(own.g, bg.g), laid(own.b, bg.b)) / 255 > 0.5;
};
