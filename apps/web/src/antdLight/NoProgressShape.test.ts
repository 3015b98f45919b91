import { describe, expect, it } from 'vitest';
import NoProgressShape from './NoProgressShape';

describe('NoProgressShape (the build stand-in for Progress circles and steps)', () => {
  it('fails loudly when a screen asks for a circle or steps', () => {
    expect(() => NoProgressShape()).toThrow(/progress circles and steps are left out of the build/);
  });
});
