import {
  INTERVAL_MINUTES_MAX,
  SLEEP_SECONDS_MAX,
  TASK_MODES,
  type TaskMode,
  taskCommonFields,
  translate,
} from '@reelfleet/contract';
import { Col, Form, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { zodRule } from '../../../utils/formRules';
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

type NumberField = 'threadCount' | 'intervalTime' | 'sleepMin' | 'sleepMax';

/** Thread count, interval between accounts, sleep range between actions, mode (spec 3, 5). */
export default function SettingsFields({ modes = TASK_MODES }: { modes?: readonly TaskMode[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const numberItem = (
    name: NumberField,
    labelKey: string,
    o: { min: number; max?: number; extra?: string; rule?: Rule },
  ) => (
    <Col xs={24} md={12}>
      <Form.Item
        name={name}
        label={t(labelKey)}
        extra={o.extra}
        dependencies={o.rule ? ['sleepMin'] : undefined}
        rules={[
          { required: true, message: translate('validation.required', lang, { field: t(labelKey) }) },
          zodRule(name, taskCommonFields[name], lang),
          ...(o.rule ? [o.rule] : []),
        ]}
      >
        <InputNumber min={o.min} max={o.max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  const sleepInOrder: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, value: number | null) => {
      const min = getFieldValue('sleepMin') as number | null;
      if (value != null && min != null && value < min)
        throw new Error(translate('validation.maxBelowMin', lang));
    },
  });
  return (
    <Row gutter={16}>
      {numberItem('threadCount', 'tasks.field.threads', { min: 1, extra: t('tasks.hint.threads') })}
      {numberItem('intervalTime', 'tasks.field.intervalMinutes', {
        min: 0,
        max: INTERVAL_MINUTES_MAX,
        extra: t('tasks.hint.interval'),
      })}
      {numberItem('sleepMin', 'tasks.field.sleepMin', { min: 0, max: SLEEP_SECONDS_MAX })}
      {numberItem('sleepMax', 'tasks.field.sleepMax', { min: 0, max: SLEEP_SECONDS_MAX, rule: sleepInOrder })}
      <Col xs={24}>
        <Form.Item name="mode" label={t('tasks.field.mode')} extra={t('tasks.hint.mode')}>
          <Select<TaskMode> options={modes.map((m) => ({ value: m, label: modeLabel(m) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
