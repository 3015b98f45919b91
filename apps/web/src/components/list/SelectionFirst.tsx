import type { SelectionWhat } from '@reelfleet/contract';
import { Tooltip } from 'antd';
import { type ReactNode, useId } from 'react';
import { label } from '../fleet/format';

/** What a button that works on selected rows takes while nothing is selected. */
export interface SelectionBlock {
  disabled: boolean;
  'aria-describedby'?: string;
}

/**
 * A control that works on the selected rows (spec 5 "selections required first"): while none is
 * selected it is disabled, and its tooltip and accessible description say what to select
 * ('Please select accounts first' / '请先选择账号', the catalogue's `common.selectionRequired`).
 * antd's disabled button fires no mouse events, so the tooltip hangs on a span around it.
 */
export function SelectionFirst({
  what,
  count,
  children,
}: {
  what: SelectionWhat;
  count: number;
  children: (block: SelectionBlock) => ReactNode;
}) {
  const id = useId();
  const blocked = count === 0;
  const why = blocked ? label('common.selectionRequired', { what }) : undefined;
  return (
    <Tooltip title={why}>
      <span className="rf-selection-first" style={blocked ? { cursor: 'not-allowed' } : undefined}>
        {children({ disabled: blocked, 'aria-describedby': blocked ? id : undefined })}
        {blocked && (
          <span id={id} hidden>
            {why}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
