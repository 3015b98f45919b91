import { Form, Radio } from 'antd';
import type { ReactNode } from 'react';

/**
 * A form field that picks one of a few fixed values: radios, or (`buttons`) a row of buttons.
 * `choices` maps each value to its label, in the order shown.
 */
export default function ChoiceField({
  name,
  label,
  choices,
  buttons = false,
}: {
  name: string;
  label?: ReactNode;
  choices: Record<string, ReactNode>;
  buttons?: boolean;
}) {
  return (
    <Form.Item name={name} label={label}>
      <Radio.Group
        optionType={buttons ? 'button' : 'default'}
        options={Object.entries(choices).map(([value, text]) => ({ value, label: text }))}
      />
    </Form.Item>
  );
}
