import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('error.notFound')}
      extra={
        <Link to="/">
          <Button type="primary">{t('error.backHome')}</Button>
        </Link>
      }
    />
  );
}
