import { useTranslation } from '../i18n/useTranslation';
import EmptyState from './EmptyState';
import PageContainer from './PageContainer';

/** A screen whose area is not built yet: its title and an honest empty state, no invented data. */
export default function AreaPlaceholder({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <PageContainer title={t(title)}>
      <EmptyState />
    </PageContainer>
  );
}
