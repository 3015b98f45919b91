import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { isBright } from './isBright';

describe('isBright (the light copy antd buttons use in the build)', () => {
  it('answers as antd does, opaque and translucent, on light and dark backgrounds', () => {
    const colors = ['#000', '#fff', '#1677ff', '#fadb14', '#52c41a', '#ff4d4f', 'rgba(255,255,255,0.3)'];
    for (const color of [...colors, 'rgba(0,0,0,0.45)', 'rgba(250,219,20,0.6)', '#141414']) {
      for (const background of ['#fff', '#000', '#1f1f1f']) {
        const value = new AggregationColor(color);
        expect(isBright(value, background), `${color} on ${background}`).toBe(
          antdIsBright(value, background),
        );
      }
    }
  });
});
