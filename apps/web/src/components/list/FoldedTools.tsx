import { Drawer, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Below 992 px: a list's filters and batch actions in a sheet from the bottom, so the table is the
 * first thing on the screen. A search closes it (React's submit event bubbles out of the portal), as
 * does a batch action (ListPage); its content stays mounted while closed, so typed filters are kept.
 */
export default function FoldedTools({
  open,
  onClose,
  filters,
  actions,
}: {
  open: boolean;
  onClose: () => void;
  filters?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="auto"
      rootClassName="rf-folded-tools"
      title={t('pagination.tools')}
      styles={{ body: { paddingBottom: 24 }, wrapper: { maxHeight: '85vh' } }}
    >
      <div onSubmit={onClose}>
        {filters}
        <Flex gap={8} wrap className="rf-fleet-actions rf-folded-actions">
          {actions}
        </Flex>
      </div>
    </Drawer>
  );
}
