import {
  MAINTENANCE_COUNT_FIELD as COUNT_FIELDS,
  formatIssues,
  KEYWORDS_MAX,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_MAX,
  translate,
} from '@reelfleet/contract';
import { Col, Form, Row } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { currentLang } from '../../../../i18n';
import { useTranslation } from '../../../../i18n/useTranslation';
import { lazyShape } from '../../../../utils/lazySchema';
import { wholeNumberRule } from '../../../../utils/wholeNumberRule';
import NumberInput from '../../../NumberInput';
import SchemaField from '../../../SchemaField';
import TagsInput from '../../../TagsInput';
import { textsOf } from '../texts';

const shape = lazyShape((s) => s.TASK_BODIES.maintenance.shape);

/**
 * The maintenance wizard's actions step (views/account/MaintenanceWizard.tsx): search keywords, how many of each
 * action per account, the comment texts. Fetched when the step is first reached.
 */
export default function MaintenanceActions() {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <>
      <SchemaField
        name="keywords"
        label={t('tasks.field.keywords')}
        extra={t('tasks.hint.keywords', { n: KEYWORDS_MAX })}
        schema={shape('keywords')}
      >
        <TagsInput maxCount={KEYWORDS_MAX} placeholder={t('tasks.placeholder.keywords')} />
      </SchemaField>
      <div style={{ marginBottom: 8 }}>{t('tasks.field.perAccount')}</div>
      <Row gutter={12}>
        {MAINTENANCE_ACTIONS.map((action) => (
          <Col xs={12} md={8} key={action}>
            <Form.Item
              name={COUNT_FIELDS[action]}
              label={t(`tasks.action.${action}`)}
              rules={[
                wholeNumberRule(t(`tasks.action.${action}`), lang, {
                  min: 0,
                  max: MAINTENANCE_COUNT_MAX,
                  required: true,
                }),
              ]}
            >
              <NumberInput min={0} max={MAINTENANCE_COUNT_MAX} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item
        name="commentTexts"
        label={t('tasks.field.commentTexts')}
        extra={t('tasks.hint.commentTexts')}
        dependencies={['commentCount']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_r, text: string | undefined) => {
              if ((getFieldValue('commentCount') ?? 0) > 0 && textsOf(text).length === 0)
                throw new Error(translate('task.commentTextsRequired', lang));
              const parsed = (await shape('commentTexts')()).safeParse(textsOf(text));
              if (!parsed.success) throw new Error(formatIssues(parsed.error.issues, lang)[0]?.message);
            },
          }),
        ]}
      >
        <TextArea rows={3} placeholder={t('tasks.placeholder.commentTexts')} />
      </Form.Item>
    </>
  );
}
