import {
  formatIssues,
  KEYWORDS_MAX,
  MAINTENANCE_ACTIONS,
  MAINTENANCE_COUNT_FIELD,
  MAINTENANCE_COUNT_MAX,
  MAX_RECOMMENDED_KEYWORDS,
  type MaintenanceAction,
  maintenanceTaskBody,
  translate,
} from '@reelfleet/contract';
import { Alert, Col, Descriptions, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { modeLabel } from '../../components/tasks/labels';
import AccountTagsField, { ACCOUNT_FIELDS } from '../../components/tasks/wizard/AccountTagsField';
import CostSummary from '../../components/tasks/wizard/CostSummary';
import SettingsFields, {
  SETTINGS_DEFAULTS,
  SETTINGS_FIELDS,
  settingsOf,
} from '../../components/tasks/wizard/SettingsFields';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useTaskQuote } from '../../components/tasks/wizard/useTaskQuote';
import { currentLang } from '../../i18n';
import { zodRule } from '../../utils/formRules';

const COUNT_FIELDS = MAINTENANCE_COUNT_FIELD;
type Values = { name: string; accountLabelIds: number[]; keywords: string[] } & typeof SETTINGS_DEFAULTS &
  Record<(typeof COUNT_FIELDS)[MaintenanceAction], number> & { commentTexts?: string };

const shape = maintenanceTaskBody.shape;
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
function toBody(v: Partial<Values>, accountIds?: number[]) {
  return {
    name: v.name,
    ...(accountIds?.length ? { accountIds } : { accountLabelIds: v.accountLabelIds ?? [] }),
    keywords: v.keywords ?? [],
    ...Object.fromEntries(MAINTENANCE_ACTIONS.map((a) => [COUNT_FIELDS[a], v[COUNT_FIELDS[a]] ?? 0])),
    commentTexts: textsOf(v.commentTexts),
    ...settingsOf(v),
  };
}

/** Account maintenance (nurturing) wizard: accounts, actions, settings, confirm with the quote. */
export default function MaintenanceWizard({ open, onClose, accountIds }: KindWizardProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const quote = useTaskQuote('maintenance', open && values ? toBody(values, accountIds) : null);
  const keywords = values?.keywords ?? [];

  const steps = [
    {
      key: 'accounts',
      title: t('tasks.wizard.accounts'),
      fields: ['name', 'accountLabelIds'],
      bodyFields: ['name', ...ACCOUNT_FIELDS],
      content: (
        <>
          <Form.Item name="name" label={t('tasks.field.name')} rules={[zodRule('name', shape.name, lang)]}>
            <Input maxLength={60} placeholder={t('tasks.placeholder.name')} />
          </Form.Item>
          <AccountTagsField quote={quote} accountIds={accountIds} />
        </>
      ),
    },
    {
      key: 'actions',
      title: t('tasks.wizard.actions'),
      fields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      bodyFields: ['keywords', ...MAINTENANCE_ACTIONS.map((a) => COUNT_FIELDS[a]), 'commentTexts'],
      content: (
        <>
          <Form.Item
            name="keywords"
            label={t('tasks.field.keywords')}
            extra={t('tasks.hint.keywords', { n: MAX_RECOMMENDED_KEYWORDS })}
            rules={[zodRule('keywords', shape.keywords, lang)]}
          >
            <Select
              mode="tags"
              maxCount={KEYWORDS_MAX}
              tokenSeparators={[',', '，']}
              open={false}
              suffixIcon={null}
              placeholder={t('tasks.placeholder.keywords')}
            />
          </Form.Item>
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
                  const parsed = shape.commentTexts.safeParse(textsOf(text));
                  if (!parsed.success) throw new Error(formatIssues(parsed.error.issues, lang)[0]?.message);
                },
              }),
            ]}
          >
            <Input.TextArea rows={3} placeholder={t('tasks.placeholder.commentTexts')} />
          </Form.Item>
        </>
      ),
    },
    {
      key: 'settings',
      title: t('tasks.wizard.settings'),
      fields: [...SETTINGS_FIELDS],
      bodyFields: [...SETTINGS_FIELDS],
      content: <SettingsFields />,
    },
    {
      key: 'confirm',
      title: t('tasks.wizard.confirm'),
      fields: [],
      content: (
        <>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2 }}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'name', label: t('tasks.field.name'), children: values?.name },
              { key: 'accounts', label: t('tasks.field.accounts'), children: quote.data?.accounts ?? '—' },
              { key: 'keywords', label: t('tasks.field.keywords'), children: keywords.join(', ') },
              { key: 'mode', label: t('tasks.field.mode'), children: values?.mode && modeLabel(values.mode) },
              { key: 'threads', label: t('tasks.field.threads'), children: values?.threadCount },
              {
                key: 'sleep',
                label: t('tasks.field.sleep'),
                children: t('tasks.secondsRange', { min: values?.sleepMin, max: values?.sleepMax }),
              },
            ]}
          />
          <CostSummary quote={quote} />
        </>
      ),
    },
  ];

  return (
    <TaskWizard<Values>
      open={open}
      onClose={onClose}
      title={t('tasks.new.maintenance')}
      subtype="maintenance"
      form={form}
      initialValues={INITIAL}
      steps={steps}
      quote={quote}
      toBody={(v) => toBody(v, accountIds)}
      draftKey={accountIds?.length ? null : undefined}
    />
  );
}
