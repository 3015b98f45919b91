import { describe, expect, it, vi } from 'vitest';
import { type DialogApis, deferredDialogs, type WhenReady } from './deferredFeedback';

/** A whenReady whose instances land (or fail to) when the test says. */
function holders() {
  const waiting: { use: (apis: DialogApis) => void; failed?: () => void }[] = [];
  let answer: (confirmed: boolean) => void = () => {};
  const instance = {
    destroy: vi.fn(),
    update: vi.fn(),
    // biome-ignore lint/suspicious/noThenProperty: antd's modal calls answer a thenable
    then: vi.fn((resolve: (confirmed: boolean) => void) => {
      answer = resolve;
      return Promise.resolve();
    }),
  };
  const modal = {
    confirm: vi.fn(() => instance),
    info: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
  };
  const notification = {
    info: vi.fn(),
    success: vi.fn(),
    error: vi.fn(),
    warning: vi.fn(),
    open: vi.fn(),
    destroy: vi.fn(),
  };
  const apis = { modal, notification } as unknown as DialogApis;
  let landed = false;
  const whenReady: WhenReady = (use, failed) => {
    if (landed) use(apis);
    else waiting.push({ use, failed });
  };
  return {
    whenReady,
    modal,
    notification,
    instance,
    answer: (confirmed: boolean) => answer(confirmed),
    land: () => {
      landed = true;
      for (const { use } of waiting.splice(0)) use(apis);
    },
    fail: () => {
      for (const { failed } of waiting.splice(0)) failed?.();
    },
  };
}

describe('deferred modal and notification', () => {
  it('shows a confirm made before the code landed once it lands, once', () => {
    const h = holders();
    const { modal } = deferredDialogs(h.whenReady);
    modal.confirm({ title: 'Delete?' });
    expect(h.modal.confirm).not.toHaveBeenCalled();
    h.land();
    expect(h.modal.confirm).toHaveBeenCalledTimes(1);
    expect(h.modal.confirm).toHaveBeenCalledWith({ title: 'Delete?' });
    modal.confirm({ title: 'Again?' });
    expect(h.modal.confirm).toHaveBeenCalledTimes(2);
  });

  it('passes update and destroy made before the landing on to the real dialog, in order', () => {
    const h = holders();
    const { modal } = deferredDialogs(h.whenReady);
    const dialog = modal.confirm({ title: 'Delete?' });
    dialog.update({ title: 'Deleting' });
    dialog.destroy();
    h.land();
    expect(h.instance.update).toHaveBeenCalledWith({ title: 'Deleting' });
    expect(h.instance.destroy).toHaveBeenCalledTimes(1);
    expect(h.instance.update.mock.invocationCallOrder[0]).toBeLessThan(
      h.instance.destroy.mock.invocationCallOrder[0]!,
    );
  });

  it('answers the choice to whoever awaits the confirm', async () => {
    const h = holders();
    const { modal } = deferredDialogs(h.whenReady);
    const choice = (async () => await modal.confirm({ title: 'Delete?' }))();
    h.land();
    await vi.waitFor(() => expect(h.instance.then).toHaveBeenCalled());
    h.answer(true);
    await expect(choice).resolves.toBe(true);
  });

  it('answers false, as a cancel does, when the code could not be fetched; the next call tries again', async () => {
    const h = holders();
    const { modal, notification } = deferredDialogs(h.whenReady);
    const dialog = modal.confirm({ title: 'Delete?' });
    notification.info({ title: '3 unread' });
    h.fail();
    await expect(Promise.resolve(dialog)).resolves.toBe(false);
    dialog.destroy();
    expect(h.modal.confirm).not.toHaveBeenCalled();
    expect(h.notification.info).not.toHaveBeenCalled();
    modal.confirm({ title: 'Delete?' });
    h.land();
    expect(h.modal.confirm).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing to close a notification before any was asked for', () => {
    const whenReady = vi.fn<WhenReady>();
    deferredDialogs(whenReady).notification.destroy('unread');
    expect(whenReady).not.toHaveBeenCalled();
  });

  it('passes notifications on once the code lands', () => {
    const h = holders();
    const { notification } = deferredDialogs(h.whenReady);
    notification.info({ title: '3 unread', key: 'unread' });
    notification.destroy('unread');
    h.land();
    expect(h.notification.info).toHaveBeenCalledWith({ title: '3 unread', key: 'unread' });
    expect(h.notification.destroy).toHaveBeenCalledWith('unread');
  });
});
