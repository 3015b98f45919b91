import { Form, type FormItemProps } from 'antd';
import type { z } from 'zod';
import { currentLang } from '../i18n';
import { zodRule } from '../utils/formRules';

/** A form field checked as the server checks it: its contract `schema` is its rule, before any `rules` given. */
export default function SchemaField({
  name,
  schema,
  rules = [],
  ...item
}: Omit<FormItemProps, 'name'> & { name: string; schema: z.ZodType }) {
  return <Form.Item name={name} rules={[zodRule(name, schema, currentLang()), ...rules]} {...item} />;
}
