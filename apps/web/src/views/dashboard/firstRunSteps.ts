import type { DashboardFirstRun } from '@reelfleet/contract';

/** The getting-started checklist's steps, in the order the work depends on. */
export const FIRST_RUN_STEPS = ['rent', 'import', 'tag', 'task', 'result'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** The console screen of each step's work: a role that may not open it cannot do the step. */
export const FIRST_RUN_SCREENS: Record<FirstRunStep, string> = {
  rent: '/devices/list',
  import: '/account/list',
  tag: '/account/list',
  task: '/devices/batchlogin',
  result: '/devices/batchlogin',
};

/** What this browser remembers of one user's checklist (WEB_STORAGE_KEYS.firstRun). */
export interface FirstRunMemory {
  /** Hidden by the user. */
  dismissed?: boolean;
  /** Shown with a step still to do: from then on the result step waits for the user to open it. */
  started?: boolean;
  /** The details of a successful task were opened from the checklist. */
  seen?: boolean;
  /** Every step was done: never shown again. */
  done?: boolean;
}

/**
 * Which steps are done, from the workspace as it is. The result step is done once a task has
 * succeeded and the user opened it from here; a workspace that already had a success when the
 * checklist first saw it (a user from before it existed) needs nothing more.
 */
export function doneSteps(f: DashboardFirstRun, memory: FirstRunMemory): Record<FirstRunStep, boolean> {
  return {
    rent: f.devices,
    import: f.accounts,
    tag: f.taggedAccounts,
    task: f.tasks,
    result: f.succeededLogId !== null && (memory.seen === true || memory.started !== true),
  };
}

/** The step to do next (its button is the primary one), or null when all are done. */
export function nextStep(done: Record<FirstRunStep, boolean>): FirstRunStep | null {
  return FIRST_RUN_STEPS.find((s) => !done[s]) ?? null;
}
