import { describe, expect, it, vi } from 'vitest';

// As in the console's build (vite.config.ts, messagesByLanguage): the contract's catalogue is the
// object contractMessages.ts fills as each language loads, empty when the contract's code first runs.
vi.mock('../../../../packages/contract/src/common/messages.json', async () => ({
  default: (await import('./contractMessages')).default,
}));

describe("the contract's translate on the console's own catalogue, as the build runs it", () => {
  it("knows every message once its language has loaded, the task kinds' texts included", async () => {
    const { loadCatalogue } = await import('./contractMessages');
    const { translate } = await import('@reelfleet/contract');
    await loadCatalogue('en');
    expect(translate('validation.required', 'en', { field: 'Name' })).toBe('Name is required');
    expect(translate('task.subtype.like', 'en')).toBe('Like');
    await loadCatalogue('zh');
    expect(translate('validation.required', 'zh', { field: '名称' })).not.toBe('validation.required');
    expect(translate('task.menu.like', 'zh')).toBe('批量点赞');
  });
});
