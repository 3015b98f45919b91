import { afterEach, describe, expect, it, vi } from 'vitest';

describe('lazySchema', () => {
  afterEach(() => {
    vi.doUnmock('./schemas');
    vi.resetModules();
  });

  it('fetches the schemas again after a failed fetch', async () => {
    let fail = true;
    vi.doMock('./schemas', () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return { taskName: { safeParse: () => ({ success: true }) } };
    });
    const { lazySchema } = await import('./lazySchema');
    const taskName = lazySchema((s) => s.taskName);
    await expect(taskName()).rejects.toThrow();
    fail = false;
    vi.resetModules();
    await expect(taskName()).resolves.toHaveProperty('safeParse');
  });
});
