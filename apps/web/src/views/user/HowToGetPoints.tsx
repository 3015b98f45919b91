import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { agentApi } from '../../api/agent';
import { useTranslation } from '../../i18n/useTranslation';

/** Where the workspace's points come from: the agent it registered with, and how to reach them. */
export default function HowToGetPoints() {
  const { t } = useTranslation();
  const agent = useQuery({ queryKey: ['finance', 'myAgent'], queryFn: agentApi.myAgent });
  if (agent.isPending || agent.isError) return null;
  const a = agent.data;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="how-to-get-points"
      title={t('finance.howToGetPoints')}
      description={
        a ? (
          <>
            {t('finance.agentIs', { name: a.name || a.username })}{' '}
            {a.contact ? (
              <Typography.Text copyable strong>
                {a.contact}
              </Typography.Text>
            ) : (
              t('finance.agentNoContact')
            )}
          </>
        ) : (
          t('finance.noAgent')
        )
      }
    />
  );
}
