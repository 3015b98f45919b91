import { toNamePathStr as antdToNamePathStr } from 'antd/es/form/hooks/useForm';
import { describe, expect, it } from 'vitest';
import { toNamePathStr } from './toNamePathStr';

describe('toNamePathStr (the light copy Radio.Group uses in the build)', () => {
  it('answers as antd does', () => {
    for (const name of [undefined, false, 'a', 0, ['a', 'b'], ['list', 0, 'x'], []] as const) {
      expect(toNamePathStr(name as never), String(name)).toBe(antdToNamePathStr(name as never));
    }
  });
});
