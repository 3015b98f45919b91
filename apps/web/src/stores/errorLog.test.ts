import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../utils/storage';
import { logRenderError, useErrorLogStore } from './errorLog';

beforeEach(() => {
  useErrorLogStore.getState().clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('error log', () => {
  it('prints every error and keeps it when the log is on (production)', () => {
    logRenderError(new Error('boom'), '\n    at Broken', true);
    expect(console.error).toHaveBeenCalledOnce();
    const [entry] = useErrorLogStore.getState().logs;
    expect(entry).toMatchObject({ message: 'boom', componentStack: '\n    at Broken' });
    expect(entry?.stack).toContain('boom');
    expect(JSON.parse(localStorage.getItem(WEB_STORAGE_KEYS.errorLog)!)).toHaveLength(1);
  });

  it('only prints when the log is off (development)', () => {
    logRenderError('plain text', '', false);
    expect(console.error).toHaveBeenCalledWith('plain text');
    expect(useErrorLogStore.getState().logs).toEqual([]);
  });

  it('keeps the last 50 entries', () => {
    for (let i = 0; i < 55; i++) logRenderError(new Error(`e${i}`), '', true);
    const logs = useErrorLogStore.getState().logs;
    expect(logs).toHaveLength(50);
    expect(logs[0]?.message).toBe('e5');
    expect(logs.at(-1)?.message).toBe('e54');
  });
});
