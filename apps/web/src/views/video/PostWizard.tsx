import {
  JOB_EVERY_MINUTES_MAX,
  POST_HASHTAGS_DEFAULT,
  POST_HASHTAGS_MAX,
  POST_LANGUAGES,
  POST_TITLE_MAX,
  STORAGE_KEYS,
  TITLE_SOURCES,
  type TitleSource,
} from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Radio, Select, Space } from 'antd';
import Input from 'antd/es/input/Input';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { jobsApi } from '../../api/jobs';
import { materialsApi } from '../../api/material';
import type { RequestOptions } from '../../api/request';
import { createTask } from '../../api/tasks';
import { label } from '../../components/fleet/format';
import NumberInput from '../../components/NumberInput';
import { DatePicker } from '../../components/pickers/LazyPickers';
import { jobsKey } from '../../components/tasks/queryKeys';
import {
  accountsStep,
  type CommonValues,
  commonBody,
  confirmStep,
  settingsStep,
} from '../../components/tasks/wizard/commonSteps';
import { SwitchField } from '../../components/tasks/wizard/SwitchField';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { readJson, writeJson } from '../../utils/storage';
import { formatWithZone, timeZoneLabel } from '../../utils/time';
import { wholeNumberRule } from '../../utils/wholeNumberRule';

const PUBLISH_MODES = ['now', 'at', 'every'] as const;
type PublishMode = (typeof PUBLISH_MODES)[number];

type Values = CommonValues & {
  materialIds?: number[];
  titleSource: TitleSource;
  title?: string;
  templateIds?: number[];
  hashtagMin: number;
  hashtagMax: number;
  language: string;
  adultOnly: boolean;
  publishMode: PublishMode;
  publishAt?: Dayjs;
  everyMinutes?: number;
};

/** The schedule kept under the spec's TIMMING_VIDEO key (the rest is the wizard's draft). */
interface TimingDraft {
  publishMode: PublishMode;
  publishAt?: string;
  everyMinutes?: number;
}

function bodyOf(v: Partial<Values>, accountIds?: number[]) {
  return {
    ...commonBody(v, accountIds),
    materialIds: v.materialIds ?? [],
    titleSource: v.titleSource,
    ...(v.titleSource === 'typed' ? { title: v.title } : {}),
    ...(v.titleSource === 'template' ? { templateIds: v.templateIds ?? [] } : {}),
    hashtagMin: v.hashtagMin,
    hashtagMax: v.hashtagMax,
    language: v.language,
    adultOnly: v.adultOnly,
    ...(v.publishMode === 'at' && v.publishAt ? { publishAt: dayjs(v.publishAt).toISOString() } : {}),
  };
}

/**
 * Video publishing (spec 2 /video/pushvideo): video materials, a title typed,
 * drawn from template text materials, or generated; hashtags, language,
 * audience; the accounts; published now, at a time, or on a recurring
 * schedule (a job, `/job/add`).
 */
export default function PostWizard(props: KindWizardProps) {
  const { open, accountIds } = props;
  const { t } = useTranslation();
  const lang = currentLang();
  const { form, values, quote, frame } = useWizardInput<Values>('post', props, bodyOf);
  const client = useQueryClient();
  const videos = useQuery({
    queryKey: ['fleet', 'materials', 'video', 'all'],
    queryFn: () => materialsApi.all({ type: 'video' }),
    enabled: open,
  });
  const templates = useQuery({
    queryKey: ['fleet', 'materials', 'text', 'templates'],
    queryFn: () => materialsApi.all({ type: 'text', subtype: 'template' }),
    enabled: open,
  });
  const source = values?.titleSource ?? 'typed';
  const mode = values?.publishMode ?? 'now';

  // biome-ignore lint/correctness/useExhaustiveDependencies: restored once, when the wizard opens
  useEffect(() => {
    if (!open) return;
    const timing = readJson<TimingDraft>(STORAGE_KEYS.timingVideo);
    if (timing)
      form.setFieldsValue({
        publishMode: timing.publishMode,
        everyMinutes: timing.everyMinutes,
        publishAt: timing.publishAt ? dayjs(timing.publishAt) : undefined,
      });
  }, [open]);
  useEffect(() => {
    if (!values?.publishMode) return;
    writeJson(STORAGE_KEYS.timingVideo, {
      publishMode: values.publishMode,
      everyMinutes: values.everyMinutes,
      publishAt: values.publishAt ? dayjs(values.publishAt).toISOString() : undefined,
    } satisfies TimingDraft);
  }, [values?.publishMode, values?.everyMinutes, values?.publishAt]);

  const submit = async (v: Values, confirmed: RequestOptions) => {
    const body = bodyOf(v, accountIds);
    if (v.publishMode === 'every') {
      const job = await jobsApi.add({
        name: v.name,
        subtype: 'post',
        everyMinutes: v.everyMinutes ?? 60,
        ...(v.publishAt ? { startTime: dayjs(v.publishAt).toISOString() } : {}),
        body,
      });
      void client.invalidateQueries({ queryKey: jobsKey('post') });
      return job;
    }
    return createTask('post', body, confirmed);
  };

  const languageName = (code: string) => {
    const l = POST_LANGUAGES.find((x) => x.code === code);
    return l ? l[lang] : code;
  };

  /** One end of the hashtag count, beside the other in one compact row. */
  const hashtagCount = (name: 'hashtagMin' | 'hashtagMax', label: string) => (
    <Form.Item name={name} noStyle rules={[wholeNumberRule(label, lang, { min: 0, max: POST_HASHTAGS_MAX })]}>
      <NumberInput min={0} max={POST_HASHTAGS_MAX} aria-label={label} style={{ width: 90 }} />
    </Form.Item>
  );

  const steps = [
    {
      key: 'videos',
      title: t('post.step.videos'),
      fields: ['materialIds', 'titleSource', 'title', 'templateIds', 'hashtagMin', 'hashtagMax', 'language'],
      bodyFields: [
        'materialIds',
        'titleSource',
        'title',
        'templateIds',
        'hashtagMin',
        'hashtagMax',
        'language',
        'adultOnly',
      ],
      content: (
        <>
          <Form.Item
            name="materialIds"
            label={t('post.materials')}
            extra={videos.data?.length === 0 ? t('post.noVideoMaterials') : undefined}
            rules={[{ required: true, message: t('post.chooseVideos') }]}
          >
            <Select
              mode="multiple"
              aria-label={t('post.materials')}
              loading={videos.isFetching}
              showSearch={{ optionFilterProp: 'label' }}
              options={(videos.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
            />
          </Form.Item>
          <Form.Item name="titleSource" label={t('post.titleSource')}>
            <Radio.Group options={TITLE_SOURCES.map((s) => ({ value: s, label: t(`post.source.${s}`) }))} />
          </Form.Item>
          {source === 'typed' && (
            <Form.Item
              name="title"
              label={t('post.title')}
              rules={[{ required: true, whitespace: true, message: label('post.titleRequired') }]}
            >
              <Input maxLength={POST_TITLE_MAX} aria-label={t('post.title')} />
            </Form.Item>
          )}
          {source === 'template' && (
            <Form.Item
              name="templateIds"
              label={t('post.templates')}
              extra={templates.data?.length === 0 ? t('post.noTemplates') : undefined}
              rules={[{ required: true, message: label('post.templatesRequired') }]}
            >
              <Select
                mode="multiple"
                aria-label={t('post.templates')}
                options={(templates.data ?? []).map((m) => ({ value: m.id, label: m.text ?? m.name }))}
              />
            </Form.Item>
          )}
          {source === 'generated' && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('post.generatedNote')}
              data-testid="post-generated-note"
            />
          )}
          <Form.Item label={t('post.hashtags')} extra={t('post.hashtagsHint')}>
            <Space.Compact>
              {hashtagCount('hashtagMin', t('post.hashtagMin'))}
              <span style={{ padding: '0 8px', lineHeight: '32px' }}>–</span>
              {hashtagCount('hashtagMax', t('post.hashtagMax'))}
            </Space.Compact>
          </Form.Item>
          <Form.Item name="language" label={t('post.language')}>
            <Select
              aria-label={t('post.language')}
              showSearch={{ optionFilterProp: 'label' }}
              options={POST_LANGUAGES.map((l) => ({ value: l.code, label: `${l[lang]} (${l.code})` }))}
            />
          </Form.Item>
          <SwitchField name="adultOnly" label="post.adultOnly" hint="post.adultOnlyHint" />
        </>
      ),
    },
    accountsStep(t, quote, accountIds),
    {
      key: 'publish',
      title: t('post.step.publish'),
      fields: ['publishMode', 'publishAt', 'everyMinutes'],
      bodyFields: ['publishAt'],
      content: (
        <>
          <Form.Item name="publishMode" label={t('post.publishMode')}>
            <Radio.Group options={PUBLISH_MODES.map((m) => ({ value: m, label: t(`post.mode.${m}`) }))} />
          </Form.Item>
          {mode !== 'now' && (
            <Form.Item
              name="publishAt"
              label={t(mode === 'at' ? 'post.publishAt' : 'post.firstRun')}
              rules={mode === 'at' ? [{ required: true, message: t('post.publishAtRequired') }] : []}
              extra={
                <span data-testid="publish-time-zone">{t('post.timeZone', { zone: timeZoneLabel() })}</span>
              }
            >
              <DatePicker
                showTime
                aria-label={t('post.publishAt')}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
          )}
          {mode === 'every' && (
            <Form.Item
              name="everyMinutes"
              label={t('post.everyMinutes')}
              rules={[
                { required: true, message: t('post.everyRequired') },
                wholeNumberRule(t('post.everyMinutes'), lang, { min: 1, max: JOB_EVERY_MINUTES_MAX }),
              ]}
            >
              <NumberInput
                min={1}
                max={JOB_EVERY_MINUTES_MAX}
                aria-label={t('post.everyMinutes')}
                style={{ width: 120 }}
              />
            </Form.Item>
          )}
        </>
      ),
    },
    settingsStep(t),
    confirmStep(t, {
      values,
      quote,
      items: [
        { key: 'videos', label: t('post.materials'), children: values?.materialIds?.length ?? 0 },
        { key: 'title', label: t('post.titleSource'), children: t(`post.source.${source}`) },
        { key: 'language', label: t('post.language'), children: languageName(values?.language ?? 'en') },
        {
          key: 'audience',
          label: t('post.adultOnly'),
          children: values?.adultOnly ? t('post.yes') : t('post.no'),
        },
        {
          key: 'when',
          label: t('post.publishMode'),
          children:
            mode === 'now'
              ? t('post.mode.now')
              : mode === 'at'
                ? values?.publishAt && formatWithZone(dayjs(values.publishAt).toDate())
                : t('post.everySummary', { count: values?.everyMinutes ?? 0 }),
        },
      ],
    }),
  ];

  return (
    <TaskWizard<Values>
      {...frame}
      initialValues={{
        ...SETTINGS_DEFAULTS,
        titleSource: 'typed',
        hashtagMin: POST_HASHTAGS_DEFAULT.min,
        hashtagMax: POST_HASHTAGS_DEFAULT.max,
        language: lang === 'zh' ? 'zh' : 'en',
        adultOnly: false,
        publishMode: 'now',
        everyMinutes: 60,
      }}
      steps={steps}
      submit={submit}
    />
  );
}
