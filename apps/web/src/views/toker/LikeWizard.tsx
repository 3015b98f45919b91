import { likeTaskBody, TASK_VALUES_MAX, translate, videoIdOf } from '@reelfleet/contract';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
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

const VideoDetailsDialog = lazy(() => import('../../components/video/VideoDetailsDialog'));

type Values = typeof SETTINGS_DEFAULTS & { name: string; accountLabelIds: number[]; targets: string };

/** How many videos the details dialog loads at once. */
const PREVIEW_MAX = 50;

/** The target lines: each a video link or a 19-digit id (blank lines skipped, repeats counted once). */
export function parseTargets(text: string | undefined): { ids: string[]; bad: number[] } {
  const ids: string[] = [];
  const bad: number[] = [];
  (text ?? '').split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const id = videoIdOf(line);
    if (id) ids.push(id);
    else bad.push(i + 1);
  });
  return { ids: [...new Set(ids)], bad };
}

/** The like body of the wizard's values. */
function toBody(v: Partial<Values>, accountIds?: number[]) {
  return {
    name: v.name,
    ...(accountIds?.length ? { accountIds } : { accountLabelIds: v.accountLabelIds ?? [] }),
    values: parseTargets(v.targets).ids,
    ...settingsOf(v),
  };
}

/** Like wizard: target videos × the chosen accounts, by mode (spec 2). */
export default function LikeWizard({ open, onClose, accountIds }: KindWizardProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const quote = useTaskQuote('like', open && values ? toBody(values, accountIds) : null);
  const targets = parseTargets(values?.targets);
  const [preview, setPreview] = useState(false);
  const mode = values?.mode ?? 'independent';

  const targetsRule = {
    validator: async (_r: unknown, text: string | undefined) => {
      const parsed = parseTargets(text);
      if (parsed.bad.length > 0)
        throw new Error(
          translate('task.videoRefInvalid', lang, { field: t('tasks.line', { n: parsed.bad[0] }) }),
        );
      if (parsed.ids.length === 0) throw new Error(translate('task.valuesEmpty', lang));
      if (parsed.ids.length > TASK_VALUES_MAX)
        throw new Error(t('tasks.tooManyVideos', { max: TASK_VALUES_MAX, count: TASK_VALUES_MAX }));
    },
  };

  const steps = [
    {
      key: 'videos',
      title: t('tasks.wizard.videos'),
      fields: ['targets'],
      bodyFields: ['values'],
      content: (
        <>
          <Form.Item
            name="targets"
            label={t('tasks.field.targets')}
            extra={t('tasks.hint.targets')}
            rules={[targetsRule]}
          >
            <Input.TextArea rows={6} placeholder={t('tasks.placeholder.targets')} className="rf-task-mono" />
          </Form.Item>
          {targets.ids.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={t('tasks.targetVideos', { count: targets.ids.length })}
              action={
                <Button size="small" onClick={() => setPreview(true)}>
                  {t('video.viewDetails')}
                </Button>
              }
            />
          )}
        </>
      ),
    },
    {
      key: 'accounts',
      title: t('tasks.wizard.accounts'),
      fields: ['name', 'accountLabelIds'],
      bodyFields: ['name', ...ACCOUNT_FIELDS],
      content: (
        <>
          <Form.Item
            name="name"
            label={t('tasks.field.name')}
            rules={[zodRule('name', likeTaskBody.shape.name, lang)]}
          >
            <Input maxLength={60} placeholder={t('tasks.placeholder.name')} />
          </Form.Item>
          <AccountTagsField quote={quote} accountIds={accountIds} />
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
              { key: 'videos', label: t('tasks.field.targets'), children: targets.ids.length },
              { key: 'accounts', label: t('tasks.field.accounts'), children: quote.data?.accounts ?? '—' },
              { key: 'mode', label: t('tasks.field.mode'), children: modeLabel(mode) },
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
    <>
      <TaskWizard<Values>
        open={open}
        onClose={onClose}
        title={t('tasks.new.like')}
        subtype="like"
        form={form}
        initialValues={{ ...SETTINGS_DEFAULTS, targets: '' }}
        steps={steps}
        quote={quote}
        toBody={(v) => toBody(v, accountIds)}
        draftKey={accountIds?.length ? null : undefined}
      />
      {preview && (
        <Suspense fallback={null}>
          <VideoDetailsDialog
            open
            ids={targets.ids.slice(0, PREVIEW_MAX)}
            onClose={() => setPreview(false)}
          />
        </Suspense>
      )}
    </>
  );
}
