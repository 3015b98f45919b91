import { type ImplementedSubtype, TASK_VALUES_MAX, translate, videoIdOf } from '@reelfleet/contract';
import { Alert, Button, Form, Input } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { accountsStep, type CommonValues, commonBody, confirmStep, settingsStep } from './commonSteps';
import { SETTINGS_DEFAULTS } from './SettingsFields';
import TaskWizard, { type KindWizardProps } from './TaskWizard';
import { useWizardInput } from './useWizardInput';

const VideoDetailsDialog = lazy(() => import('../../video/VideoDetailsDialog'));

type Values = CommonValues & { targets: string } & Record<string, unknown>;

/** A video kind's own settings (view: counts and watch time), entered under its targets. */
export interface VideoTaskExtra {
  /** Its fields and their initial values; each is sent in the body under its name. */
  initial: Record<string, unknown>;
  content: ReactNode;
  /** Its lines of the confirm step. */
  confirm: (values: Record<string, unknown>) => DescriptionsItemType[];
}

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

const toBody = (v: Partial<Values>, accountIds?: number[], extra?: VideoTaskExtra) => ({
  ...commonBody(v, accountIds),
  values: parseTargets(v.targets).ids,
  ...Object.fromEntries(Object.keys(extra?.initial ?? {}).map((f) => [f, v[f]])),
});

/**
 * The wizard of a video task (contract videoTaskBody: like, save, ...): target
 * videos, then the accounts that act on them, by mode (spec 2).
 */
export default function VideoTaskWizard({
  subtype,
  open,
  onClose,
  accountIds,
  videoIds,
  extra,
}: KindWizardProps & { subtype: ImplementedSubtype; extra?: VideoTaskExtra }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const bodyOf = (v: Partial<Values>) => toBody(v, accountIds, extra);
  const { form, values, quote } = useWizardInput<Values>(subtype, open, bodyOf);
  const extraFields = Object.keys(extra?.initial ?? {});
  const targets = parseTargets(values?.targets);
  const [preview, setPreview] = useState(false);
  // Videos handed over from the video list replace the kept targets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening with videos presets them
  useEffect(() => {
    if (open && videoIds?.length) form.setFieldValue('targets', videoIds.join('\n'));
  }, [open]);

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
      fields: ['targets', ...extraFields],
      bodyFields: ['values', ...extraFields],
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
          {extra?.content}
        </>
      ),
    },
    accountsStep(t, quote, accountIds),
    settingsStep(t),
    confirmStep(t, {
      values,
      quote,
      items: [
        { key: 'videos', label: t('tasks.field.targets'), children: targets.ids.length },
        ...(extra?.confirm(values ?? {}) ?? []),
      ],
    }),
  ];

  return (
    <>
      <TaskWizard<Values>
        open={open}
        onClose={onClose}
        subtype={subtype}
        form={form}
        initialValues={{ ...SETTINGS_DEFAULTS, targets: '', ...extra?.initial }}
        steps={steps}
        quote={quote}
        toBody={bodyOf}
        accountIds={accountIds}
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
