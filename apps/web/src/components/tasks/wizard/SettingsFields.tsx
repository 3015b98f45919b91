import { translate } from '@reelfleet/contract';
import { Col, Form, Row } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import type { Rule } from 'antd/es/form';
import { currentLang } from '../../../i18n';
import type { TFunction } from '../../../i18n/translate';
import { useTranslation } from '../../../i18n/useTranslation';
import { notBelowRule, type SchemaLike, zodRule } from '../../../utils/formRules';
import { wholeNumberRule } from '../../../utils/wholeNumberRule';
import NumberInput from '../../NumberInput';

/** A whole-number field of a task, declared once for its form field and its confirm line. */
export interface NumberSpec {
  name: string;
  /** Catalogue key of its label. */
  label: string;
  /** Its contract schema: the form checks what the server checks. */
  schema?: SchemaLike;
  min: number;
  max?: number;
  /** Catalogue key of its hint, given `{ max }` (and `{ cap }`, the same number). */
  hint?: string;
  /** The min field this max field may not go below. */
  notBelow?: string;
  rules?: Rule[];
  /** 0 means "as many as there are" (the confirm line says "all"). */
  zeroIsAll?: boolean;
}

/** A contract body's fields by name (lazyShape: each fetched with zod when a rule first checks it). */
export type ShapeOf<K extends string> = (name: K) => SchemaLike;

/**
 * The field `name` of a contract body's `shape`: its label `tasks.field.<label>`
 * (the name unless given), its hint `tasks.hint.<hint>`.
 */
export function taskNumber<K extends string>(
  shape: ShapeOf<K>,
  name: K,
  min: number,
  max: number | undefined,
  more: { label?: string; hint?: string; zeroIsAll?: boolean } = {},
): NumberSpec {
  const { label = name, hint, zeroIsAll } = more;
  return {
    name,
    label: `tasks.field.${label}`,
    schema: shape(name),
    min,
    max,
    hint: hint && `tasks.hint.${hint}`,
    zeroIsAll,
  };
}

/** A whole-number field of a task, half a row wide. */
export function NumberField({ name, label, schema, min, max, hint, notBelow, rules = [] }: NumberSpec) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={t(label)}
        extra={hint && t(hint, { max, cap: max })}
        dependencies={notBelow ? [notBelow] : undefined}
        // The box keeps what was typed: the first rule it breaks says why, by the field's label.
        validateFirst
        rules={[
          { required: true, message: translate('validation.required', lang, { field: t(label) }) },
          wholeNumberRule(t(label), lang, { min, max }),
          ...(schema ? [zodRule(name, schema, lang)] : []),
          ...(notBelow ? [notBelowRule(notBelow, lang)] : []),
          ...rules,
        ]}
      >
        <NumberInput min={min} max={max} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
}

/** Declared number fields, each half a row wide. */
export function NumberFields({ fields }: { fields: readonly NumberSpec[] }) {
  return fields.map((field) => <NumberField key={field.name} {...field} />);
}

/** A kind's own number fields in a row of their own (`spaced`: apart from what is above). */
export function NumberRow({ fields, spaced = false }: { fields: readonly NumberSpec[]; spaced?: boolean }) {
  return (
    <Row gutter={16} style={spaced ? { marginTop: 16 } : undefined}>
      <NumberFields fields={fields} />
    </Row>
  );
}

/** The confirm lines of declared number fields: each label and the value entered. */
export function numberLines(
  t: TFunction,
  fields: readonly NumberSpec[],
  values: Record<string, unknown>,
): DescriptionsItemType[] {
  return fields.map(({ name, label, min, zeroIsAll }) => ({
    key: name,
    label: t(label),
    children: zeroIsAll ? String(values[name] || t('tasks.all')) : String(values[name] ?? min),
  }));
}

/**
 * A min..max pair of whole-number fields, `tasks.field.<name>` their labels and
 * `shape` (a contract body's shape) their schemas; max may not go below min (spec 5).
 */
export function RangeFields<K extends string>({
  shape,
  names: [minName, maxName],
  min,
  max,
}: {
  shape: ShapeOf<K>;
  names: readonly [K, K];
  min: number;
  max: number;
}) {
  return (
    <>
      <NumberField {...taskNumber(shape, minName, min, max)} />
      <NumberField {...taskNumber(shape, maxName, min, max)} notBelow={minName} />
    </>
  );
}
