import type { ImplementedSubtype } from '@reelfleet/contract';
import { Form } from 'antd';
import type { KindWizardProps } from './TaskWizard';
import { type QuoteState, useTaskQuote } from './useTaskQuote';

/**
 * A kind wizard's form, its values as typed, and the server's quote of the
 * body they make (none while closed, or while `quoted` says the input cannot
 * be quoted yet). Given the wizard's props, `frame` is
 * what the wizard frame takes from them and from this input, the creation
 * body included: `<TaskWizard {...frame} initialValues steps />`.
 */
export function useWizardInput<V>(
  subtype: ImplementedSubtype,
  props: Pick<KindWizardProps, 'open' | 'onClose' | 'accountIds' | 'preset'>,
  bodyOf: (values: Partial<V>, accountIds?: number[]) => Record<string, unknown>,
  quoted: (values: Partial<V>) => boolean = () => true,
) {
  const { open, onClose, accountIds, preset } = props;
  const [form] = Form.useForm<V>();
  // All the form holds (`preserve`), also the fields of steps not reached yet (not mounted).
  const values = Form.useWatch([], { form, preserve: true }) as Partial<V> | undefined;
  const quote: QuoteState = useTaskQuote(
    subtype,
    open && values && quoted(values) ? bodyOf(values, accountIds) : null,
  );
  const frame = {
    open,
    onClose,
    subtype,
    form,
    quote,
    accountIds,
    preset,
    toBody: (v: V) => bodyOf(v, accountIds),
  };
  return { form, values, quote, frame };
}
