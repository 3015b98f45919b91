import { TARGET_COUNT_MAX } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Row } from 'antd';
import { Link } from 'react-router';
import { fansApi } from '../../../api/resource';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { choiceRule } from '../../../utils/formRules';
import { lazyShape } from '../../../utils/lazySchema';
import { TagSelect } from '../../fleet/pickers';
import { FLEET_KEY } from '../../fleet/queries';
import { NumberField, taskNumber } from './SettingsFields';

const MESSAGE = lazyShape((s) => s.TASK_BODIES.message.shape);

/** How many collected fans carry the fans tags `ids` (POST /resource/fans/targets); none asked for no tag. */
export function useFanTargetCount(ids: number[]) {
  return useQuery({
    queryKey: [FLEET_KEY, 'fan-targets', ids],
    queryFn: () => fansApi.targets(ids),
    enabled: ids.length > 0,
  });
}

/**
 * Collected fans as task targets (docs/resources.md "Fans as targets"): the
 * targets of a message or follow wizard when its source is `fans`: fans tags
 * with their counts, how many fans they resolve to, and how many of them the
 * task takes (`targetCount`, oldest collected first).
 */
export default function FanTagsField() {
  const { t } = useTranslation();
  const lang = currentLang();
  const ids = (Form.useWatch('fanLabelIds') as number[] | undefined) ?? [];
  const count = useFanTargetCount(ids);
  return (
    <>
      <Form.Item
        name="fanLabelIds"
        label={t('resources.targets.label')}
        extra={
          ids.length > 0 && count.data ? (
            t('resources.targets.count', { count: count.data.count })
          ) : (
            <PeopleLink text={t('resources.targets.hint')} />
          )
        }
        rules={[choiceRule('selection.fanTags', lang)]}
      >
        <TagSelect kind="fans" mode="multiple" withCounts aria-label={t('resources.targets.label')} />
      </Form.Item>
      <TargetCountField label="resources.targets.targetCount" hint="resources.targets.targetCountHint" />
    </>
  );
}

/**
 * A hint whose `<people>…</people>` part links to the fans library: split by hand, not with
 * react-i18next's Trans, whose HTML parser weighed 7 KB gzip on six wizards' first step.
 */
function PeopleLink({ text }: { text: string }) {
  const [before, inner, after] = text.split(/<\/?people>/);
  return (
    <>
      {before}
      <Link to="/resource/people">{inner}</Link>
      {after}
    </>
  );
}

/** How many targets the task takes of those found (catalogue keys of its label and hint, given `{ max }`). */
export function TargetCountField({ label, hint }: { label: string; hint: string }) {
  return (
    <Row gutter={16}>
      <NumberField {...taskNumber(MESSAGE, 'targetCount', 1, TARGET_COUNT_MAX)} label={label} hint={hint} />
    </Row>
  );
}
