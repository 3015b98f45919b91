import { Descriptions } from 'antd';
import type { DescriptionsItemType } from 'antd/es/descriptions';
import type { ReactNode } from 'react';

/** A confirmation's summary: what will be sent, line by line, and under it what it costs. */
export default function ConfirmSummary({ items, cost }: { items: DescriptionsItemType[]; cost: ReactNode }) {
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={items}
      />
      {cost}
    </>
  );
}
