import { useTranslation } from 'react-i18next';
import TagManager from '../../components/fleet/TagManager';
import PageContainer from '../../components/PageContainer';

/** Account tags (/account/tags); system labels such as 'Registered' cannot be renamed or deleted. */
export default function AccountTagsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.accountTags')}>
      <TagManager kind="account" />
    </PageContainer>
  );
}
