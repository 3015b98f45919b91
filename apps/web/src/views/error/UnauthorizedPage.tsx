import { Button, Result, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('error.unauthorized')}
      extra={
        <Space>
          <Button onClick={() => navigate(-1)}>{t('error.back')}</Button>
          <Link to="/">
            <Button type="primary">{t('error.backHome')}</Button>
          </Link>
        </Space>
      }
    />
  );
}
