import type { ImplementedSubtype } from '@reelfleet/contract';
import { useState } from 'react';
import { taskWizard } from './kinds';
import type { KindWizardProps } from './wizard/TaskWizard';

/** What a list hands a wizard: the accounts it runs on, or the videos it starts with as targets. */
type Handed = Pick<KindWizardProps, 'accountIds' | 'videoIds'>;

/**
 * Rows of a list handed to a task kind's wizard (loaded the first time): `hand` opens it on
 * them; `wizard` is the element to render. A new hand-off starts a fresh wizard.
 */
export function useWizardHandOff() {
  const [run, setRun] = useState<{ subtype: ImplementedSubtype; handed: Handed } | null>(null);
  const [open, setOpen] = useState(false);
  const Wizard = run ? taskWizard(run.subtype) : null;
  const ids = run && (run.handed.accountIds ?? run.handed.videoIds ?? []);
  return {
    hand: (subtype: ImplementedSubtype, handed: Handed) => {
      setRun({ subtype, handed });
      setOpen(true);
    },
    wizard: run && Wizard && (
      <Wizard
        key={`${run.subtype}:${ids?.join(',')}`}
        open={open}
        onClose={() => setOpen(false)}
        {...run.handed}
      />
    ),
  };
}
