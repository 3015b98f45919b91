import { DEFAULT_THEME, DEFAULT_UI_SIZE, THEME_PRESETS, UI_SIZES, type UiSize } from '@reelfleet/contract';
import { create } from 'zustand';
import { readJson, WEB_STORAGE_KEYS, writeJson } from '../utils/storage';

/** Layout settings (spec 3), kept in localStorage under SYS_SETTINGS. */
export interface Settings {
  /** Primary colour, one of THEME_PRESETS. */
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** The sidebar's own style (spec: "style theme, default dark"). */
  sidebarTheme: 'dark' | 'light';
  /** The whole console in antd's dark algorithm. */
  darkMode: boolean;
  size: UiSize;
  /** The desktop sidebar folded to icons. */
  sidebarCollapsed: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  sidebarTheme: 'dark',
  darkMode: false,
  size: DEFAULT_UI_SIZE,
  sidebarCollapsed: false,
};

/** Stored settings over the defaults; a missing or invalid field keeps its default. */
export function loadSettings(): Settings {
  const stored = readJson<Record<string, unknown>>(WEB_STORAGE_KEYS.settings);
  const out = { ...DEFAULT_SETTINGS };
  if (!stored || typeof stored !== 'object') return out;
  const theme = stored.theme;
  if (typeof theme === 'string' && THEME_PRESETS.some((p) => p.toLowerCase() === theme.toLowerCase())) {
    out.theme = theme;
  }
  for (const key of ['tagsView', 'fixedHeader', 'sidebarLogo', 'darkMode', 'sidebarCollapsed'] as const) {
    if (typeof stored[key] === 'boolean') out[key] = stored[key];
  }
  if (stored.sidebarTheme === 'dark' || stored.sidebarTheme === 'light')
    out.sidebarTheme = stored.sidebarTheme;
  if ((UI_SIZES as readonly unknown[]).includes(stored.size)) out.size = stored.size as UiSize;
  return out;
}

export function saveSettings(settings: Settings): void {
  writeJson(WEB_STORAGE_KEYS.settings, settings);
}

interface SettingsState extends Settings {
  change: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  reset: () => void;
}

function pick(state: SettingsState): Settings {
  const { change: _change, reset: _reset, ...settings } = state;
  return settings;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...loadSettings(),
  change: (key, value) => {
    set({ [key]: value } as Partial<Settings>);
    saveSettings(pick(get()));
  },
  reset: () => {
    set({ ...DEFAULT_SETTINGS });
    saveSettings(DEFAULT_SETTINGS);
  },
}));
