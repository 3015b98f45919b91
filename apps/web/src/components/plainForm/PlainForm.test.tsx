import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RuleObject } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PlainForm, { PlainField } from './PlainForm';
import { type PlainFormState, usePlainForm } from './usePlainForm';

afterEach(cleanup);

const atLeast = (n: number): RuleObject => ({
  validator: async (_rule, value) => {
    if (typeof value !== 'string' || value.length < n) throw new Error(`At least ${n} characters`);
  },
});

let shown: PlainFormState;

function Demo({ onFinish }: { onFinish: (values: { name: string; note?: string }) => void }) {
  const form = usePlainForm<{ name: string; note?: string }>({ name: 'ab' });
  shown = form;
  return (
    <PlainForm form={form} onFinish={onFinish}>
      <PlainField
        name="name"
        label="Name"
        rules={[atLeast(3)]}
        normalize={(v) => String(v).toLowerCase()}
        required
      >
        <Input />
      </PlainField>
      <PlainField name="note" label="Note" rules={[]}>
        <Input />
      </PlainField>
      <button type="submit">Send</button>
    </PlainForm>
  );
}

let releaseSlow: () => void = () => undefined;
/** A check that answers 'slow' only when released, after the next value's check. */
const slow: RuleObject = {
  validator: (_rule, value) =>
    value === 'slow'
      ? new Promise((_resolve, reject) => {
          releaseSlow = () => reject(new Error('Old answer'));
        })
      : Promise.resolve(),
};

function Race() {
  const form = usePlainForm<{ code: string }>({});
  return (
    <PlainForm form={form} onFinish={() => undefined}>
      <PlainField name="code" label="Code" rules={[slow]}>
        <Input />
      </PlainField>
    </PlainForm>
  );
}

/** A field whose rule follows a prop: the length it asks for. */
function Follows({ min }: { min: number }) {
  const form = usePlainForm<{ code: string }>({ code: 'abcd' });
  shown = form;
  return (
    <PlainForm form={form} onFinish={() => undefined}>
      <PlainField name="code" label="Code" rules={[atLeast(min)]}>
        <Input />
      </PlainField>
    </PlainForm>
  );
}

describe('PlainForm', () => {
  it('checks every field on submit and sends only valid values', async () => {
    const onFinish = vi.fn();
    render(<Demo onFinish={onFinish} />);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveProperty('value', 'ab');
    expect(name.getAttribute('aria-required')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('At least 3 characters')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('name_help');
    expect(onFinish).not.toHaveBeenCalled();

    // A change is normalised and checked at once: the error goes.
    fireEvent.change(name, { target: { value: 'ABC' } });
    await waitFor(() => expect(screen.queryByText('At least 3 characters')).toBeNull());
    expect(name).toHaveProperty('value', 'abc');
    expect(name.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'abc' }));
  });

  it("shows the server's errors under their field; setFieldValue clears them", async () => {
    render(<Demo onFinish={() => undefined} />);
    shown.setFields([{ name: 'note', errors: ['Taken'] }]);
    expect(await screen.findByText('Taken')).toBeTruthy();
    expect(screen.getByLabelText('Note').getAttribute('aria-describedby')).toBe('note_help');
    shown.setFieldValue('note', '');
    await waitFor(() => expect(screen.queryByText('Taken')).toBeNull());
  });

  it('keeps the latest check when an older one ends later', async () => {
    render(<Race />);
    const code = screen.getByLabelText('Code');
    fireEvent.change(code, { target: { value: 'slow' } });
    fireEvent.change(code, { target: { value: 'fast' } });
    releaseSlow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Old answer')).toBeNull();
  });

  it('checks a field under the rules it last rendered with, registered once', async () => {
    const view = render(<Follows min={3} />);
    const registered = shown.rules.get('code');
    expect(await shown.check('code')).toEqual([]);
    view.rerender(<Follows min={5} />);
    expect(shown.rules.get('code')).toBe(registered);
    expect(await shown.check('code')).toEqual(['At least 5 characters']);
    view.unmount();
    expect(shown.rules.has('code')).toBe(false);
  });
});
