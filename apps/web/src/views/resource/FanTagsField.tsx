import { translate } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { fansApi } from '../../api/resource';
import { TagSelect } from '../../components/fleet/pickers';
import { FLEET_KEY } from '../../components/fleet/queries';
import { currentLang } from '../../i18n';

/**
 * Collected fans as task targets (docs/resources.md "Fans as targets"): the
 * `fanLabelIds` field of a message or follow wizard, fans tags with their
 * counts, and how many fans they resolve to (POST /resource/fans/targets).
 */
export default function FanTagsField({ required = true }: { required?: boolean }) {
  const { t } = useTranslation();
  const ids = (Form.useWatch('fanLabelIds') as number[] | undefined) ?? [];
  const count = useQuery({
    queryKey: [FLEET_KEY, 'fan-targets', ids],
    queryFn: () => fansApi.targets(ids),
    enabled: ids.length > 0,
  });
  return (
    <Form.Item
      name="fanLabelIds"
      label={t('resources.targets.label')}
      extra={
        ids.length > 0 && count.data ? t('resources.targets.count', { count: count.data.count }) : undefined
      }
      rules={
        required
          ? [
              {
                required: true,
                message: translate('common.selectionRequired', currentLang(), {
                  what: translate('selection.fans', currentLang()),
                }),
              },
            ]
          : []
      }
    >
      <TagSelect kind="fans" mode="multiple" withCounts aria-label={t('resources.targets.label')} />
    </Form.Item>
  );
}
