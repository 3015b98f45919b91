import type { ImplementedSubtype } from '@reelfleet/contract';
import { type ComponentType, useState } from 'react';
import i18n from '../../i18n';
import { showError } from '../../utils/feedback';
import type { KindWizardProps } from './wizard/TaskWizard';

/** What a list hands a wizard: the accounts it runs on, or the videos it starts with as targets. */
type Handed = Pick<KindWizardProps, 'accountIds' | 'videoIds'>;

interface Run {
  subtype: ImplementedSubtype;
  handed: Handed;
  Wizard: ComponentType<KindWizardProps>;
}

/**
 * Rows of a list handed to a task kind's wizard (loaded the first time): `hand` opens it on
 * them; `wizard` is the element to render. A new hand-off starts a fresh wizard. The kinds'
 * wizard table (kinds.tsx, 3.7 KB gzip) is fetched with the first hand-off, not with the list.
 */
export function useWizardHandOff() {
  const [run, setRun] = useState<Run | null>(null);
  const [open, setOpen] = useState(false);
  const ids = run && (run.handed.accountIds ?? run.handed.videoIds ?? []);
  return {
    hand: (subtype: ImplementedSubtype, handed: Handed) => {
      import('./kinds').then(
        ({ taskWizard }) => {
          setRun({ subtype, handed, Wizard: taskWizard(subtype) });
          setOpen(true);
        },
        // Offline, or a new release removed the file: as a lazy part's failed fetch says.
        () => showError(i18n.t('request.network')),
      );
    },
    wizard: run && (
      <run.Wizard
        key={`${run.subtype}:${ids?.join(',')}`}
        open={open}
        onClose={() => setOpen(false)}
        {...run.handed}
      />
    ),
  };
}
