import { DEFAULT_THEME } from '@reelfleet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../utils/storage';
import { DEFAULT_SETTINGS, loadSettings } from './settings';

beforeEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('settings persistence', () => {
  it('starts from the defaults (theme #1890ff, tags bar, fixed header, logo, dark sidebar, medium)', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.theme).toBe(DEFAULT_THEME);
    expect(DEFAULT_SETTINGS).toMatchObject({
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      size: 'medium',
    });
  });

  it('keeps a change in localStorage and reads it back in a new page load', async () => {
    const first = await import('./settings');
    first.useSettingsStore.getState().change('theme', '#13c2c2');
    first.useSettingsStore.getState().change('darkMode', true);
    first.useSettingsStore.getState().change('tagsView', false);
    expect(JSON.parse(localStorage.getItem(WEB_STORAGE_KEYS.settings)!)).toMatchObject({
      theme: '#13c2c2',
      darkMode: true,
      tagsView: false,
    });

    vi.resetModules();
    const reloaded = await import('./settings');
    expect(reloaded.useSettingsStore.getState()).toMatchObject({
      theme: '#13c2c2',
      darkMode: true,
      tagsView: false,
    });
  });

  it('ignores unknown colours, sizes and wrong types, keeping the defaults for them', () => {
    localStorage.setItem(
      WEB_STORAGE_KEYS.settings,
      JSON.stringify({ theme: '#123456', size: 'huge', fixedHeader: 'yes', sidebarLogo: false }),
    );
    expect(loadSettings()).toEqual({ ...DEFAULT_SETTINGS, sidebarLogo: false });
  });

  it('survives unreadable JSON', () => {
    localStorage.setItem(WEB_STORAGE_KEYS.settings, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('restores the defaults on reset', async () => {
    const { useSettingsStore } = await import('./settings');
    useSettingsStore.getState().change('size', 'mini');
    useSettingsStore.getState().reset();
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});
