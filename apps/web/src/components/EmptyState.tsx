import { Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';

/** An honest empty state: says the area is not available yet (or what the caller says). */
export default function EmptyState({
  description,
  children,
}: {
  description?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={description ?? t('empty.notAvailable')}
      style={{ padding: '48px 0' }}
    >
      {children}
    </Empty>
  );
}
