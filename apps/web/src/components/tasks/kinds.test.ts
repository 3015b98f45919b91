import { IMPLEMENTED_SUBTYPES } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { wizardFileOf } from './kinds';

describe('task kinds in the console', () => {
  it('finds the wizard of every kind the server runs by its file name', () => {
    expect(Object.fromEntries(IMPLEMENTED_SUBTYPES.map((s) => [s, wizardFileOf(s)]))).toEqual({
      maintenance: '../../views/account/MaintenanceWizard.tsx',
      batch_login: '../../views/devices/BatchLoginWizard.tsx',
      save: '../../views/toker/SaveWizard.tsx',
      like: '../../views/toker/LikeWizard.tsx',
    });
  });
});
