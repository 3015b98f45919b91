import { IMPLEMENTED_SUBTYPES } from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { wizardFileOf } from './kinds';

describe('task kinds in the console', () => {
  it('finds the wizard of every kind the server runs by its file name', () => {
    for (const subtype of IMPLEMENTED_SUBTYPES)
      expect(wizardFileOf(subtype), subtype).toMatch(/^\.\.\/\.\.\/views\/[a-z]+\/[A-Za-z]+Wizard\.tsx$/);
    expect(wizardFileOf('batch_login')).toBe('../../views/devices/BatchLoginWizard.tsx');
    expect(wizardFileOf('save')).toBe('../../views/toker/SaveWizard.tsx');
    expect(wizardFileOf('follow')).toBe('../../views/toker/FollowWizard.tsx');
    expect(wizardFileOf('comments')).toBe('../../views/toker/CommentsWizard.tsx');
    expect(wizardFileOf('post')).toBeUndefined();
  });
});
