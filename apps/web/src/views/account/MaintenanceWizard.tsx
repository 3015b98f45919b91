import {
  formatIssues,
  KEYWORDS_MAX,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_FIELD,
  MAINTENANCE_COUNT_MAX,
  MAX_RECOMMENDED_KEYWORDS,
  type MaintenanceAction,
  translate,
} from '@reelfleet/contract';
import { Alert, Col, Form, InputNumber, Row } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import SchemaField from '../../components/SchemaField';
import TagsInput from '../../components/TagsInput';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { lazyShape } from '../../components/tasks/wizard/lazySchema';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/SettingsFields';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';

const COUNT_FIELDS = MAINTENANCE_COUNT_FIELD;
type Values = CommonValues & { keywords: string[]; commentTexts?: string } & Record<
    (typeof COUNT_FIELDS)[MaintenanceAction],
    number
  >;

const shape = lazyShape((s) => s.TASK_BODIES.maintenance.shape);
const INITIAL: Partial<Values> = {
  ...SETTINGS_DEFAULTS,
  keywords: [],
  viewCount: 1,
  saveCount: 0,
  shareCount: 0,
  likeCount: 1,
  followCount: 0,
  commentCount: 0,
};

const textsOf = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The maintenance body of the wizard's values. */
const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  keywords: v.keywords ?? [],
  ...Object.fromEntries(MAINTENANCE_ACTIONS.map((a) => [COUNT_FIELDS[a], v[COUNT_FIELDS[a]] ?? 0])),
  commentTexts: textsOf(v.commentTexts),
});

/** Account maintenance (nurturing) wizard: accounts, actions, settings, confirm with the quote. */
export default function MaintenanceWizard(props: KindWizardProps) {
  const { accountIds } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const { values, quote, frame } = useWizardInput<Values>('maintenance', props, toBody);
  const keywords = values?.keywords ?? [];

  const confirmItems = [{ key: 'keywords', label: t('tasks.field.keywords'), children: keywords.join(', ') }];
  const steps = kindSteps(t, { values, quote, accountIds, items: confirmItems }, [
    {
      key: 'actions',
      title: t('tasks.wizard.actions'),
      fields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      bodyFields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      content: (
        <>
          <SchemaField
            name="keywords"
            label={t('tasks.field.keywords')}
            extra={t('tasks.hint.keywords', { n: MAX_RECOMMENDED_KEYWORDS })}
            schema={shape('keywords')}
          >
            <TagsInput maxCount={KEYWORDS_MAX} placeholder={t('tasks.placeholder.keywords')} />
          </SchemaField>
          {keywords.length > MAX_RECOMMENDED_KEYWORDS && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('tasks.keywordsOverRecommended', {
                n: MAX_RECOMMENDED_KEYWORDS,
                count: MAX_RECOMMENDED_KEYWORDS,
              })}
            />
          )}
          <div style={{ marginBottom: 8 }}>{t('tasks.field.perAccount')}</div>
          <Row gutter={12}>
            {MAINTENANCE_ACTIONS.map((action) => (
              <Col xs={12} md={8} key={action}>
                <Form.Item
                  name={COUNT_FIELDS[action]}
                  label={t(`tasks.action.${action}`)}
                  rules={[
                    {
                      required: true,
                      message: translate('validation.required', lang, { field: t(`tasks.action.${action}`) }),
                    },
                  ]}
                >
                  <InputNumber min={0} max={MAINTENANCE_COUNT_MAX} precision={0} style={{ width: '100%' }} />
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
      ),
    },
  ]);

  return <TaskWizard<Values> {...frame} initialValues={INITIAL} steps={steps} />;
}
