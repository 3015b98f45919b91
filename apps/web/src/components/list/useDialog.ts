import { useState } from 'react';

/**
 * A dialog's state: what it is open for (a row, some rows' ids, or `true`), null while closed.
 * `close` fits a dialog's onClose, and `saved(close)` of useFleetList its onSaved.
 */
export function useDialog<T = true>() {
  const [value, setValue] = useState<T | null>(null);
  return {
    value,
    isOpen: value !== null,
    open: (what: T) => setValue(() => what),
    close: () => setValue(null),
  };
}
