import { Form, type FormItemProps } from 'antd';
import { currentLang } from '../i18n';
import { type SchemaLike, zodRule } from '../utils/formRules';

/** A form field checked as the server checks it: its contract `schema` is its rule, before any `rules` given. */
export default function SchemaField({
  name,
  schema,
  rules = [],
  ...item
}: Omit<FormItemProps, 'name'> & { name: string; schema: SchemaLike }) {
  return <Form.Item name={name} rules={[zodRule(name, schema, currentLang()), ...rules]} {...item} />;
}
