import { INTERVAL_MINUTES_MAX, SLEEP_SECONDS_MAX, TASK_MODES, type TaskMode } from '@reelfleet/contract';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { lazyShape } from '../../../utils/lazySchema';
import { modeLabel } from '../labels';
import { NumberFields, RangeFields, taskNumber } from './SettingsFields';

// The creation body's common fields (taskCommonFields), fetched with zod when a rule first checks one.
const COMMON = lazyShape((s) => s.taskCommonFields);

/** Thread count, interval between accounts, sleep range between actions, mode (spec 3, 5). */
export default function CommonSettingsFields({ modes = TASK_MODES }: { modes?: readonly TaskMode[] }) {
  const { t } = useTranslation();
  const f = COMMON;
  return (
    <Row gutter={16}>
      <NumberFields
        fields={[
          taskNumber(f, 'threadCount', 1, undefined, { label: 'threads', hint: 'threads' }),
          taskNumber(f, 'intervalTime', 0, INTERVAL_MINUTES_MAX, {
            label: 'intervalMinutes',
            hint: 'interval',
          }),
        ]}
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
