import { describe, expect, it } from 'vitest';
import { doneSteps, nextStep } from './firstRunSteps';

const empty = { devices: false, accounts: false, taggedAccounts: false, tasks: false, succeededLogId: null };
const all = { devices: true, accounts: true, taggedAccounts: true, tasks: true, succeededLogId: '42' };

describe('first-run steps', () => {
  it('an empty workspace starts at renting devices', () => {
    const done = doneSteps(empty, {});
    expect(Object.values(done).every((d) => !d)).toBe(true);
    expect(nextStep(done)).toBe('rent');
  });

  it('ticks each step from what the workspace holds, in order', () => {
    expect(nextStep(doneSteps({ ...empty, devices: true }, { started: true }))).toBe('import');
    expect(nextStep(doneSteps({ ...empty, devices: true, accounts: true }, { started: true }))).toBe('tag');
    expect(nextStep(doneSteps({ ...all, tasks: false, succeededLogId: null }, { started: true }))).toBe(
      'task',
    );
    expect(nextStep(doneSteps({ ...all, succeededLogId: null }, { started: true }))).toBe('result');
  });

  it('a success started from the checklist is done once its details were opened', () => {
    expect(nextStep(doneSteps(all, { started: true }))).toBe('result');
    expect(nextStep(doneSteps(all, { started: true, seen: true }))).toBeNull();
  });

  it('a workspace that had a success before the checklist saw it is done', () => {
    expect(nextStep(doneSteps(all, {}))).toBeNull();
  });
});
