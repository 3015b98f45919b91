import {
  INTERVAL_MINUTES_MAX,
  SLEEP_SECONDS_MAX,
  TASK_MODES,
  type TaskMode,
  taskCommonFields,
  translate,
} from '@reelfleet/contract';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLang } from '../../../i18n';
import { notBelowRule, zodRule } from '../../../utils/formRules';
import { modeLabel } from '../labels';

/** Fields every task kind shares, in its settings step. */
export const SETTINGS_FIELDS = ['threadCount', 'intervalTime', 'sleepMin', 'sleepMax', 'mode'] as const;

export const SETTINGS_DEFAULTS = {
  mode: 'independent' as TaskMode,
  threadCount: 5,
  intervalTime: 0,
  sleepMin: 5,
  sleepMax: 15,
};

/** The shared fields of a creation body. */
export const settingsOf = (values: Partial<typeof SETTINGS_DEFAULTS>) =>
  Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, values[f]]));

interface NumberFieldProps {
  name: string;
  /** Catalogue key of its label. */
  label: string;
  /** Its contract schema: the form checks what the server checks. */
  schema: z.ZodType;
  min: number;
  max?: number;
  extra?: string;
  /** The min field this max field may not go below. */
  notBelow?: string;
}

/** A whole-number field of a task, half a row wide. */
export function NumberField({ name, label, schema, min, max, extra, notBelow }: NumberFieldProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={t(label)}
        extra={extra}
        dependencies={notBelow ? [notBelow] : undefined}
        rules={[
          { required: true, message: translate('validation.required', lang, { field: t(label) }) },
          zodRule(name, schema, lang),
          ...(notBelow ? [notBelowRule(notBelow, lang)] : []),
        ]}
      >
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
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
  shape: Record<K, z.ZodType>;
  names: readonly [K, K];
  min: number;
  max: number;
}) {
  const field = (name: K) => ({ name, label: `tasks.field.${name}`, schema: shape[name], min, max });
  return (
    <>
      <NumberField {...field(minName)} />
      <NumberField {...field(maxName)} notBelow={minName} />
    </>
  );
}

/** Thread count, interval between accounts, sleep range between actions, mode (spec 3, 5). */
export default function SettingsFields({ modes = TASK_MODES }: { modes?: readonly TaskMode[] }) {
  const { t } = useTranslation();
  const f = taskCommonFields;
  return (
    <Row gutter={16}>
      <NumberField
        name="threadCount"
        label="tasks.field.threads"
        schema={f.threadCount}
        min={1}
        extra={t('tasks.hint.threads')}
      />
      <NumberField
        name="intervalTime"
        label="tasks.field.intervalMinutes"
        schema={f.intervalTime}
        min={0}
        max={INTERVAL_MINUTES_MAX}
        extra={t('tasks.hint.interval')}
      />
      <RangeFields shape={f} names={['sleepMin', 'sleepMax']} min={0} max={SLEEP_SECONDS_MAX} />
      <Col xs={24}>
        <Form.Item name="mode" label={t('tasks.field.mode')} extra={t('tasks.hint.mode')}>
          <Select<TaskMode> options={modes.map((m) => ({ value: m, label: modeLabel(m) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
