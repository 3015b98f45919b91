import type { TaskMode } from '@reelfleet/contract';

// The shared settings' names and defaults, apart from their fields (SettingsFields.tsx,
// CommonSettingsFields.tsx: antd's InputNumber and Select) so that a wizard's first step does not
// load those for a later step.

/** Fields every task kind shares, in its settings step. */
export const SETTINGS_FIELDS = ['threadCount', 'intervalTime', 'sleepMin', 'sleepMax', 'mode'] as const;

export const SETTINGS_DEFAULTS = {
  mode: 'independent' as TaskMode,
  threadCount: 5,
  intervalTime: 0,
  sleepMin: 5,
  sleepMax: 15,
};

/** The shared fields of a creation body. */
export const settingsOf = (values: Partial<typeof SETTINGS_DEFAULTS>) =>
  Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, values[f]]));
