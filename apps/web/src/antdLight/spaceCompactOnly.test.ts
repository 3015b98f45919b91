import Compact from 'antd/es/space/Compact';
import { describe, expect, it } from 'vitest';
import spaceCompactOnly from './spaceCompactOnly';

describe('spaceCompactOnly (the build stand-in for Space in the float button group)', () => {
  it('holds the Compact antd’s Space index holds', () => {
    expect(spaceCompactOnly.Compact).toBe(Compact);
  });
});
