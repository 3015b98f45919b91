import type { SelectionWhat } from '@reelfleet/contract';
import { useFeedback } from '../../utils/feedback';
import { label } from './format';

/**
 * Spec 5 "selections required first": true when something is selected, else
 * the catalogue's 'Please select devices first' (in the console's language).
 */
export function useSelectionGuard() {
  const { message } = useFeedback();
  return (ids: readonly number[], what: SelectionWhat): boolean => {
    if (ids.length > 0) return true;
    void message.warning(label('common.selectionRequired', { what }));
    return false;
  };
}
