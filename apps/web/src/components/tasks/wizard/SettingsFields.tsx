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

/** Thread count, interval between accounts, sleep range between actions, mode (spec 3, 5). */
export default function SettingsFields({ modes = TASK_MODES }: { modes?: readonly TaskMode[] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const f = taskCommonFields;
  const required = (field: string) => ({
    required: true,
    message: translate('validation.required', lang, { field: t(field) }),
  });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="threadCount"
          label={t('tasks.field.threads')}
          extra={t('tasks.hint.threads')}
          rules={[required('tasks.field.threads'), zodRule('threadCount', f.threadCount, lang)]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="intervalTime"
          label={t('tasks.field.intervalMinutes')}
          extra={t('tasks.hint.interval')}
          rules={[required('tasks.field.intervalMinutes'), zodRule('intervalTime', f.intervalTime, lang)]}
        >
          <InputNumber min={0} max={INTERVAL_MINUTES_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="sleepMin"
          label={t('tasks.field.sleepMin')}
          rules={[required('tasks.field.sleepMin'), zodRule('sleepMin', f.sleepMin, lang)]}
        >
          <InputNumber min={0} max={SLEEP_SECONDS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="sleepMax"
          label={t('tasks.field.sleepMax')}
          dependencies={['sleepMin']}
          rules={[
            required('tasks.field.sleepMax'),
            zodRule('sleepMax', f.sleepMax, lang),
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number | null) => {
                const min = getFieldValue('sleepMin') as number | null;
                if (value != null && min != null && value < min)
                  throw new Error(translate('validation.maxBelowMin', lang));
              },
            }),
          ]}
        >
          <InputNumber min={0} max={SLEEP_SECONDS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="mode" label={t('tasks.field.mode')} extra={t('tasks.hint.mode')}>
          <Select<TaskMode> options={modes.map((m) => ({ value: m, label: modeLabel(m) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
