import type { PriceItem } from '@reelfleet/contract';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../components/fleet/format';
import { lazyDialog } from '../../components/lazyDialog';
import PageContainer from '../../components/PageContainer';
import PriceTable from '../../components/PriceTable';
import { useTranslation } from '../../i18n/useTranslation';

// The price dialog (a form and its number box) is fetched when first opened.
const PriceDialog = lazyDialog(() => import('./PriceDialog'), 'price');

/** The price table: the admin changes a price for new work; created tasks keep the price they were quoted. */
export default function PricesPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PriceItem | null>(null);
  return (
    <PageContainer title={t('route.adminPrices')}>
      <Alert type="info" showIcon title={t('admin.pricesNewOnly')} style={{ marginBottom: 16 }} />
      <PriceTable
        more={[
          {
            key: 'updated',
            title: t('admin.updatedAt'),
            dataIndex: 'updateTime',
            render: formatDateTime,
          },
          {
            key: 'edit',
            title: t('admin.actions'),
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row)} data-testid={`price-edit-${row.name}`}>
                {t('admin.edit')}
              </Button>
            ),
          },
        ]}
      />
      <PriceDialog price={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />
    </PageContainer>
  );
}
