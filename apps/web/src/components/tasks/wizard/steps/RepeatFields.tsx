import { JOB_EVERY_MINUTES_MAX } from '@reelfleet/contract';
import { Col, Form, Row } from 'antd';
import { currentLang } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/useTranslation';
import { wholeNumberRule } from '../../../../utils/wholeNumberRule';
import NumberInput from '../../../NumberInput';
import { SwitchField } from '../SwitchField';

/**
 * Under a target wizard's confirmation (VideoTaskWizard.tsx): run once, or again every so many
 * minutes (a recurring job). Fetched with the confirm step.
 */
export default function RepeatFields() {
  const { t } = useTranslation();
  const lang = currentLang();
  const repeat = Form.useWatch('repeat', { preserve: true }) as boolean | undefined;
  return (
    <Row gutter={16} style={{ marginTop: 16 }}>
      <Col xs={24} md={12}>
        <SwitchField name="repeat" label="tasks.jobs.repeat" hint="tasks.jobs.repeatHint" />
      </Col>
      {repeat && (
        <Col xs={24} md={12}>
          <Form.Item
            name="everyMinutes"
            label={t('tasks.jobs.everyMinutes')}
            rules={[
              wholeNumberRule(t('tasks.jobs.everyMinutes'), lang, {
                min: 1,
                max: JOB_EVERY_MINUTES_MAX,
                required: true,
              }),
            ]}
          >
            <NumberInput min={1} max={JOB_EVERY_MINUTES_MAX} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
