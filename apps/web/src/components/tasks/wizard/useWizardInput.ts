import type { ImplementedSubtype } from '@reelfleet/contract';
import { Form } from 'antd';
import { type QuoteState, useTaskQuote } from './useTaskQuote';

/**
 * A kind wizard's form, its values as typed, and the server's quote of the
 * body they make (none while closed, or when `bodyOf` answers null).
 */
export function useWizardInput<V>(
  subtype: ImplementedSubtype,
  open: boolean,
  bodyOf: (values: Partial<V>) => Record<string, unknown> | null,
) {
  const [form] = Form.useForm<V>();
  const values = Form.useWatch([], form) as Partial<V> | undefined;
  const quote: QuoteState = useTaskQuote(subtype, open && values ? bodyOf(values) : null);
  return { form, values, quote };
}
