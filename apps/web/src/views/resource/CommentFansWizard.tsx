import {
  type CommentFansTaskBody,
  GATHER_DEFAULTS,
  GATHER_SEARCH_LABELS,
  GATHER_SEARCHES,
  GATHER_TARGET_MAX,
  GATHER_TYPE_LABELS,
  GATHER_TYPES,
  type GatherSearch,
  type GatherType,
  KEYWORDS_MAX,
  SLEEP_SECONDS_MAX,
  translate,
} from '@reelfleet/contract';
import { Col, Form, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { lazy } from 'react';
import { label } from '../../components/fleet/format';
import TagsInput from '../../components/TagsInput';
import { summaryStep, TaskNameField } from '../../components/tasks/wizard/commonSteps';
import { NumberField } from '../../components/tasks/wizard/SettingsFields';
import TaskWizard, { type KindWizardProps, type WizardStep } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

// The summary's cost, fetched with the confirm step.
const GatherCost = lazy(() => import('../../components/tasks/wizard/steps/GatherCost'));

import { nonEmptyListRule } from '../../utils/formRules';

type Values = Pick<
  CommentFansTaskBody,
  | 'name'
  | 'type'
  | 'searchBy'
  | 'values'
  | 'keywords'
  | 'topic'
  | 'userMin'
  | 'userMax'
  | 'targetCount'
  | 'sleepMin'
  | 'sleepMax'
>;

const INITIAL: Partial<Values> = {
  type: 'blogger',
  searchBy: 'link',
  values: [],
  keywords: [],
  topic: '',
  ...GATHER_DEFAULTS,
  sleepMin: 1,
  sleepMax: 3,
};

/** The comment_fans body of the wizard's values: only the source fields its type uses. */
const toBody = (v: Partial<Values>) => ({
  name: v.name,
  type: v.type,
  searchBy: v.searchBy,
  values: v.type === 'blogger' || v.searchBy === 'link' ? (v.values ?? []) : [],
  keywords: v.type === 'comment' && v.searchBy === 'keyword' ? (v.keywords ?? []) : [],
  topic: v.type === 'comment' && v.searchBy === 'topic' ? (v.topic ?? '') : '',
  userMin: v.userMin ?? 0,
  userMax: v.userMax ?? 0,
  targetCount: v.targetCount,
  sleepMin: v.sleepMin,
  sleepMax: v.sleepMax,
});

/** Bloggers, links and keywords are also ended by a space or a line break (pasted lists). */
const SEPARATORS = [' ', '\n'];

/**
 * Fan collection wizard (spec 2 /resource/gather, spec 5 "Collection", spec
 * 9): the data source (blogger fans, or the comment areas of videos found by
 * link, keyword or topic), the follower filter and the target, then the
 * server's quote: the points held for the target (100 fans = 1 point).
 */
export default function CommentFansWizard({ open, onClose }: KindWizardProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { values, quote, frame } = useWizardInput<Values>('comment_fans', { open, onClose }, toBody);
  const type = values?.type ?? 'blogger';
  const searchBy = values?.searchBy ?? 'link';
  const linkOrBlogger = type === 'blogger' || searchBy === 'link';

  const sourceFields = ['name', 'type', 'searchBy', 'values', 'keywords', 'topic'];
  const filterFields = ['userMin', 'userMax', 'targetCount', 'sleepMin', 'sleepMax'];
  const userRange = { min: 0, max: 1_000_000_000, hint: 'resources.gather.userRangeHint' };
  const sleep = { min: 0, max: SLEEP_SECONDS_MAX };
  // 0 is "no limit"; otherwise the maximum may not go below the minimum.
  const userMaxRule: Rule = ({ getFieldValue }) => ({
    validator: async (_r, max: number | null) => {
      const min = getFieldValue('userMin') as number | null;
      if (max && min && max < min) throw new Error(translate('resource.gather.userMaxBelowMin', lang));
    },
  });

  const steps: WizardStep[] = [
    {
      key: 'source',
      title: t('resources.gather.source'),
      fields: sourceFields,
      bodyFields: sourceFields,
      content: (
        <>
          <TaskNameField />
          <Form.Item name="type" label={t('resources.gather.type')}>
            <Radio.Group
              optionType="button"
              options={GATHER_TYPES.map((v: GatherType) => ({
                value: v,
                label: label(GATHER_TYPE_LABELS[v]),
              }))}
            />
          </Form.Item>
          {type === 'comment' && (
            <Form.Item name="searchBy" label={t('resources.gather.searchBy')}>
              <Radio.Group
                options={GATHER_SEARCHES.map((v: GatherSearch) => ({
                  value: v,
                  label: label(GATHER_SEARCH_LABELS[v]),
                }))}
              />
            </Form.Item>
          )}
          {linkOrBlogger && (
            <Form.Item
              name="values"
              label={type === 'blogger' ? t('resources.gather.bloggers') : t('resources.gather.links')}
              extra={
                type === 'blogger' ? t('resources.gather.bloggersHint') : t('resources.gather.linksHint')
              }
              rules={[nonEmptyListRule(translate('resource.gather.sourceRequired', lang))]}
            >
              <TagsInput
                separators={SEPARATORS}
                aria-label={type === 'blogger' ? t('resources.gather.bloggers') : t('resources.gather.links')}
              />
            </Form.Item>
          )}
          {type === 'comment' && searchBy === 'keyword' && (
            <Form.Item
              name="keywords"
              label={t('resources.gather.keywords')}
              rules={[nonEmptyListRule(translate('validation.keywordsEmpty', lang))]}
            >
              <TagsInput
                separators={SEPARATORS}
                maxCount={KEYWORDS_MAX}
                aria-label={t('resources.gather.keywords')}
              />
            </Form.Item>
          )}
          {type === 'comment' && searchBy === 'topic' && (
            <Form.Item
              name="topic"
              label={t('resources.gather.topic')}
              rules={[
                {
                  validator: async (_r, v: string | undefined) => {
                    if (!v?.replace(/^#/, '').trim())
                      throw new Error(translate('resource.gather.topicRequired', lang));
                  },
                },
              ]}
            >
              <Input placeholder={t('resources.gather.topicPlaceholder')} maxLength={200} />
            </Form.Item>
          )}
        </>
      ),
    },
    {
      key: 'filters',
      title: t('resources.gather.filters'),
      fields: filterFields,
      bodyFields: filterFields,
      content: (
        <Row gutter={16}>
          <NumberField name="userMin" label="resources.gather.userMin" {...userRange} />
          <NumberField name="userMax" label="resources.gather.userMax" {...userRange} rules={[userMaxRule]} />
          <Col xs={24}>
            <Row gutter={16}>
              <NumberField
                name="targetCount"
                label="resources.gather.targetCount"
                min={1}
                max={GATHER_TARGET_MAX}
                hint="resources.gather.targetHint"
              />
            </Row>
          </Col>
          <NumberField name="sleepMin" label="tasks.field.sleepMin" {...sleep} />
          <NumberField name="sleepMax" label="tasks.field.sleepMax" {...sleep} notBelow="sleepMin" />
        </Row>
      ),
    },
    summaryStep(
      t,
      values?.name,
      [
        { key: 'type', label: t('resources.gather.type'), children: label(GATHER_TYPE_LABELS[type]) },
        {
          key: 'source',
          label: t('resources.gather.source'),
          children: linkOrBlogger
            ? (values?.values ?? []).join(', ')
            : searchBy === 'keyword'
              ? (values?.keywords ?? []).join(', ')
              : values?.topic,
        },
        {
          key: 'range',
          label: t('resources.fans.followers'),
          children: `${values?.userMin || 0} – ${values?.userMax || '∞'}`,
        },
        { key: 'target', label: t('resources.gather.targetCount'), children: values?.targetCount },
      ],
      <GatherCost quote={quote} />,
    ),
  ];

  return <TaskWizard<Values> {...frame} initialValues={INITIAL} steps={steps} />;
}
