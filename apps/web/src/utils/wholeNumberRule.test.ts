import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { wholeNumberRule } from './wholeNumberRule';

const check = (rule: unknown, value: unknown) =>
  (rule as RuleObject).validator?.({} as RuleObject, value, () => undefined) as Promise<void>;

describe('wholeNumberRule', () => {
  it('refuses what is not a whole number in range, naming the field, in the console language', async () => {
    const amount = wholeNumberRule('Amount', 'en', { min: 1, max: 1000 });
    await expect(check(amount, -100)).rejects.toThrow('Amount must be at least 1');
    await expect(check(amount, 0)).rejects.toThrow('Amount must be at least 1');
    await expect(check(amount, 1.5)).rejects.toThrow('Amount must be a whole number');
    await expect(check(amount, 1001)).rejects.toThrow('Amount must be at most 1,000');
    await expect(check(wholeNumberRule('点数', 'zh', { min: 0 }), -3)).rejects.toThrow('点数不能小于0');
  });

  it('lets a whole number in range pass, and an empty box to the required rule', async () => {
    const amount = wholeNumberRule('Amount', 'en', { min: 1, max: 1000 });
    await expect(check(amount, 1)).resolves.toBeUndefined();
    await expect(check(amount, 1000)).resolves.toBeUndefined();
    await expect(check(amount, null)).resolves.toBeUndefined();
    await expect(check(wholeNumberRule('Level', 'en', {}), -7)).resolves.toBeUndefined();
    const required = wholeNumberRule('Every (minutes)', 'en', { min: 1, required: true });
    await expect(check(required, null)).rejects.toThrow('Every (minutes) is required');
    expect((required as { required: boolean }).required).toBe(true);
  });
});
