import { PRICE_POINTS_MAX, type PriceItem } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../api/admin';
import { formatDateTime } from '../../components/fleet/format';
import FormDialog from '../../components/list/FormDialog';
import PageContainer from '../../components/PageContainer';
import PriceTable, { PRICES_KEY, priceName } from '../../components/PriceTable';
import { useFeedback } from '../../utils/feedback';

/** The price table: the admin changes a price for new work; created tasks keep the price they were quoted. */
export default function PricesPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PriceItem | null>(null);
  const name = (p: PriceItem | null) => (p ? priceName(p) : '');
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
      <FormDialog
        open={editing !== null}
        title={t('admin.editPrice', { name: name(editing) })}
        fields={['points']}
        initialValues={{ points: editing?.points }}
        onClose={() => setEditing(null)}
        submit={async (v: { points: number }) => {
          if (!editing) return;
          await adminApi.updatePrice({ name: editing.name, points: v.points });
          message.success(t('admin.priceSaved', { name: name(editing) }));
          setEditing(null);
          await queryClient.invalidateQueries({ queryKey: PRICES_KEY });
        }}
      >
        <Form.Item
          name="points"
          label={t('admin.points')}
          rules={[{ required: true }]}
          extra={t('admin.pricesNewOnly')}
        >
          <InputNumber min={0} max={PRICE_POINTS_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </FormDialog>
    </PageContainer>
  );
}
