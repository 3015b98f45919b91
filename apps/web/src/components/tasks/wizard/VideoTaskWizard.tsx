import { type ImplementedSubtype, TASK_VALUES_MAX, translate } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import TextArea from 'antd/es/input/TextArea';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { jobsApi } from '../../../api/jobs';
import type { RequestOptions } from '../../../api/request';
import { createTask } from '../../../api/tasks';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { readJson, WEB_STORAGE_KEYS, writeJson } from '../../../utils/storage';
import ChoiceField from '../../ChoiceField';
import Panel from '../../Panel';
import { jobsKey } from '../queryKeys';
import { accountsStep, type CommonValues, commonBody, confirmStep, settingsStep } from './commonSteps';
import FanTagsField, { TargetCountField, useFanTargetCount } from './FanTagsField';
import { NumberRow, type NumberSpec, numberLines } from './SettingsFields';
import { SETTINGS_DEFAULTS } from './settings';
import TargetPicker, { parseTargetLines, TargetCheck, type TargetKind } from './TargetPicker';
import TaskWizard, { type KindWizardProps } from './TaskWizard';
import { useWizardInput } from './useWizardInput';

const VideoDetailsDialog = lazy(() => import('../../video/VideoDetailsDialog'));
// The confirm step's schedule fields, fetched with that step.
const RepeatFields = lazy(() => import('./steps/RepeatFields'));

type Values = CommonValues & {
  targets: string;
  /** User kinds: targets listed (`users`), the followers of listed bloggers (`followers`) or the collected fans carrying fans tags (`fans`). */
  source?: 'users' | 'followers' | 'fans';
  fanLabelIds?: number[];
  targetCount?: number;
  repeat?: boolean;
  everyMinutes?: number;
} & Record<string, unknown>;

/** Fans a user task takes from the library at first (contract TARGET_COUNT_MAX at most). */
const FAN_TARGETS_DEFAULT = 100;
const FAN_FIELDS = ['fanLabelIds', 'targetCount'];

/** What a kind's schedule draft keeps (`timingKey`, e.g. TIMMING_MESSAGE): the last schedule and its input. */
interface TimingDraft {
  everyMinutes: number;
  values: Record<string, unknown>;
}

/** A video kind's own settings (view: counts and watch time), entered under its targets. */
export interface VideoTaskExtra {
  /** Its fields and their initial values; each is sent in the body under its name. */
  initial: Record<string, unknown>;
  /** Its number fields: a row of them first, and their lines first in the confirm step. */
  numbers?: readonly NumberSpec[];
  content?: ReactNode;
  /** Its further lines of the confirm step. */
  confirm?: (values: Record<string, unknown>) => DescriptionsItemType[];
  /** Its body fields from the values, when they are not sent as entered (texts typed one a line). */
  body?: (values: Record<string, unknown>) => Record<string, unknown>;
}

/** How many videos the details dialog loads at once. */
const PREVIEW_MAX = 50;

/** The target lines: each a video link or a 19-digit id (blank lines skipped, repeats counted once). */
export function parseTargets(text: string | undefined): { ids: string[]; bad: number[] } {
  return parseTargetLines('video', text);
}

const toBody = (kind: TargetKind, v: Partial<Values>, accountIds?: number[], extra?: VideoTaskExtra) => ({
  ...commonBody(v, accountIds),
  ...(v.source === 'fans'
    ? { source: 'fans', fanLabelIds: v.fanLabelIds ?? [], targetCount: v.targetCount }
    : v.source === 'followers'
      ? { source: 'followers', values: parseTargetLines(kind, v.targets).ids, targetCount: v.targetCount }
      : { values: parseTargetLines(kind, v.targets).ids }),
  ...Object.fromEntries(Object.keys(extra?.initial ?? {}).map((f) => [f, v[f]])),
  ...extra?.body?.(v),
});

/** Texts of the targets step by what the targets are. */
const TARGET_TEXT = {
  video: {
    label: 'tasks.field.targets',
    hint: 'tasks.hint.targets',
    invalid: 'task.videoRefInvalid',
    empty: 'task.valuesEmpty',
    many: 'tasks.tooManyVideos',
    count: 'tasks.targetVideos',
    step: 'tasks.wizard.videos',
  },
  user: {
    label: 'tasks.picker.userTargets',
    hint: 'tasks.picker.userHint',
    invalid: 'task.userRefInvalid',
    empty: 'task.userValuesEmpty',
    many: 'tasks.picker.tooManyUsers',
    count: 'tasks.picker.targetUsers',
    step: 'tasks.picker.userTargets',
  },
} as const;

/**
 * The wizard of a task on a list of targets (contract videoTaskBody: like,
 * save, view, comment; users: follow, message): the targets, found with the
 * target picker or pasted and checked at once, or (users) the collected fans
 * carrying fans tags, then the accounts that act on them, by mode (spec 2).
 */
export default function VideoTaskWizard({
  subtype,
  open,
  onClose,
  accountIds,
  videoIds,
  extra,
  targetKind = 'video',
  timingKey,
}: KindWizardProps & {
  subtype: ImplementedSubtype;
  extra?: VideoTaskExtra;
  targetKind?: TargetKind;
  /** Local storage key of this kind's schedule draft (spec 3: TIMMING_MESSAGE for messages). */
  timingKey?: string;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const text = TARGET_TEXT[targetKind];
  const bodyOf = (v: Partial<Values>) => toBody(targetKind, v, accountIds, extra);
  const { form, values, quote, frame } = useWizardInput<Values>(
    subtype,
    { open, onClose, accountIds },
    bodyOf,
  );
  const extraFields = Object.keys(extra?.initial ?? {});
  const targets = parseTargetLines(targetKind, values?.targets);
  const fromFans = targetKind === 'user' && values?.source === 'fans';
  const fromFollowers = targetKind === 'user' && values?.source === 'followers';
  const fans = useFanTargetCount(fromFans ? (values?.fanLabelIds ?? []) : []);
  const [preview, setPreview] = useState(false);
  // Videos handed over from the video list replace the kept targets.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening with videos presets them
  useEffect(() => {
    if (open && videoIds?.length) form.setFieldValue('targets', videoIds.join('\n'));
  }, [open]);
  const client = useQueryClient();
  const timing = timingKey ? readJson<TimingDraft>(timingKey) : null;

  /** Once now (the kind's creation call), or on a schedule (`/job/add`) when Repeat is on. */
  const submit = async (v: Values, confirmed: RequestOptions) => {
    const body = bodyOf(v);
    if (!v.repeat) return createTask(subtype, body, confirmed);
    const job = await jobsApi.add({
      name: String(body.name),
      subtype,
      everyMinutes: v.everyMinutes ?? 60,
      body,
    });
    if (timingKey) writeJson(timingKey, { everyMinutes: job.everyMinutes, values: v } satisfies TimingDraft);
    void client.invalidateQueries({ queryKey: jobsKey(subtype) });
    return job;
  };

  const targetsRule = {
    validator: async (_r: unknown, value: string | undefined) => {
      if (form.getFieldValue('source') === 'fans') return;
      const parsed = parseTargetLines(targetKind, value);
      if (parsed.bad.length > 0)
        throw new Error(translate(text.invalid, lang, { field: t('tasks.line', { n: parsed.bad[0] }) }));
      if (parsed.ids.length === 0) throw new Error(translate(text.empty, lang));
      if (parsed.ids.length > TASK_VALUES_MAX)
        throw new Error(t(text.many, { max: TASK_VALUES_MAX, count: TASK_VALUES_MAX }));
    },
  };

  /** Targets chosen in the picker join the text (repeats once); the draft keeps them. */
  const addTargets = (ids: string[]) => {
    const current = (form.getFieldValue('targets') as string | undefined) ?? '';
    const have = new Set(parseTargetLines(targetKind, current).ids);
    const lines = ids.filter((id) => !have.has(id));
    const next = [current.trimEnd(), ...lines].filter(Boolean).join('\n');
    form.setFieldValue('targets', next);
    void form.validateFields(['targets']).catch(() => undefined);
    if (!accountIds?.length) writeJson(`${WEB_STORAGE_KEYS.taskDraft}:${subtype}`, form.getFieldsValue(true));
  };

  /** The targets listed: found with the picker or pasted, checked at once. */
  const userOrVideoTargets = (
    <>
      <Panel foldable title={t('tasks.picker.find')} style={{ marginBottom: 16 }}>
        <TargetPicker kind={targetKind} onAdd={addTargets} />
      </Panel>
      <Form.Item
        name="targets"
        label={t(fromFollowers ? 'tasks.picker.bloggers' : text.label)}
        extra={t(fromFollowers ? 'tasks.picker.bloggersHint' : text.hint)}
        rules={[targetsRule]}
      >
        <TextArea
          rows={5}
          placeholder={t(targetKind === 'video' ? 'tasks.placeholder.targets' : 'tasks.placeholder.accounts')}
          className="rf-task-mono"
        />
      </Form.Item>
      <TargetCheck kind={targetKind} ids={targets.ids} />
      {fromFollowers && (
        <TargetCountField label="tasks.picker.followersCount" hint="tasks.picker.followersCountHint" />
      )}
      {targets.ids.length > 0 && !fromFollowers && (
        <Alert
          type="info"
          showIcon
          title={t(text.count, { count: targets.ids.length })}
          action={
            targetKind === 'video' && (
              <Button size="small" onClick={() => setPreview(true)}>
                {t('video.viewDetails')}
              </Button>
            )
          }
        />
      )}
    </>
  );

  /** The confirm step's line for fans: how many the task takes of those the tags hold. */
  const fansShown = fans.data ? Math.min(fans.data.count, values?.targetCount ?? 0) : '…';

  const steps = [
    {
      key: 'videos',
      title: t(text.step),
      fields: [
        ...(fromFans ? FAN_FIELDS : fromFollowers ? ['targets', 'targetCount'] : ['targets']),
        ...extraFields,
      ],
      bodyFields: ['values', 'source', ...FAN_FIELDS, ...extraFields],
      content: (
        <>
          {targetKind === 'user' && (
            <ChoiceField
              name="source"
              label={t('tasks.picker.from')}
              choices={{
                users: t('tasks.picker.fromUsers'),
                followers: t('tasks.picker.fromFollowers'),
                fans: t('tasks.picker.fromFans'),
              }}
              buttons
            />
          )}
          {fromFans ? <FanTagsField /> : userOrVideoTargets}
          {extra?.numbers && <NumberRow fields={extra.numbers} spaced />}
          {extra?.content}
        </>
      ),
    },
    accountsStep(t, quote, accountIds),
    settingsStep(t),
    (() => {
      const confirm = confirmStep(t, {
        values,
        quote,
        items: [
          fromFans
            ? { key: 'videos', label: t('tasks.picker.fans'), children: fansShown }
            : fromFollowers
              ? {
                  key: 'videos',
                  label: t('tasks.picker.fromFollowers'),
                  children: t('tasks.picker.followersOf', {
                    count: targets.ids.length,
                    max: values?.targetCount ?? 0,
                  }),
                }
              : { key: 'videos', label: t(text.label), children: targets.ids.length },
          ...numberLines(t, extra?.numbers ?? [], values ?? {}),
          ...(extra?.confirm?.(values ?? {}) ?? []),
        ],
      });
      return {
        ...confirm,
        fields: ['everyMinutes'],
        content: (
          <>
            {confirm.content}
            <RepeatFields />
          </>
        ),
      };
    })(),
  ];

  return (
    <>
      <TaskWizard<Values>
        {...frame}
        initialValues={{
          ...SETTINGS_DEFAULTS,
          targets: '',
          ...(targetKind === 'user' && {
            source: 'users',
            fanLabelIds: [],
            targetCount: FAN_TARGETS_DEFAULT,
          }),
          ...extra?.initial,
          ...timing?.values,
          repeat: false,
          everyMinutes: timing?.everyMinutes ?? 60,
        }}
        submit={submit}
        steps={steps}
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
