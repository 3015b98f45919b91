import { Alert, Spin } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

/** Where a quote's cost shows while there is none: a spinner while it is asked, else that it is unavailable. */
export default function QuotePending({ loading }: { loading: boolean }) {
  const { t } = useTranslation();
  return loading ? <Spin /> : <Alert type="warning" showIcon title={t('tasks.cost.unavailable')} />;
}
