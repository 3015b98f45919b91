import type { AuditItem } from '@reelfleet/contract';
import Badge from 'antd/es/badge/Badge';
import { useTranslation } from '../../i18n/useTranslation';
import { succeeded } from './words';

/** Success or failure, with the status it was answered with. */
export function Outcome({ entry }: { entry: AuditItem }) {
  const { t } = useTranslation();
  // A dot and plain text: antd's coloured preset tags fall below AA contrast in one theme or the other.
  return succeeded(entry) ? (
    <Badge status="success" text={t('audit.succeeded')} />
  ) : (
    <Badge status="error" text={t('audit.failed')} />
  );
}
