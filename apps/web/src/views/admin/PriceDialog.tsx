import { PRICE_POINTS_MAX, type PriceItem } from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { adminApi } from '../../api/admin';
import FormDialog, { type EditDialogProps } from '../../components/list/FormDialog';
import NumberInput from '../../components/NumberInput';
import { PRICES_KEY, perText, priceName } from '../../components/priceText';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { wholeNumberRule } from '../../utils/wholeNumberRule';

/** Changes a price (`price`, open while not null) for new work; created tasks keep theirs. */
export default function PriceDialog({ price: editing, ...dialog }: EditDialogProps<'price', PriceItem>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = (p: PriceItem | null) => (p ? priceName(p) : '');
  const label = editing ? t('admin.pointsPer', { per: perText(t, editing) }) : t('admin.points');
  return (
    <FormDialog
      open={editing !== null}
      {...dialog}
      title={t('admin.editPrice', { name: name(editing) })}
      fields={['points']}
      initialValues={{ points: editing?.points }}
      submit={async (v: { points: number }) => {
        if (!editing) return;
        await adminApi.updatePrice({ name: editing.name, points: v.points });
        void queryClient.invalidateQueries({ queryKey: PRICES_KEY });
      }}
      savedText={t('admin.priceSaved', { name: name(editing) })}
    >
      <Form.Item
        name="points"
        label={label}
        rules={[
          wholeNumberRule(label, currentLang(), {
            min: 0,
            max: PRICE_POINTS_MAX,
            required: true,
          }),
        ]}
        extra={t('admin.pricesNewOnly')}
      >
        <NumberInput min={0} max={PRICE_POINTS_MAX} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
