import { useTranslation } from 'react-i18next';
import TagManager from '../../components/fleet/TagManager';
import PageContainer from '../../components/PageContainer';

/** Account resource tags (/resource/acctags): the labels of the accounts held in reserve. */
export default function AccTagsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.resourceAccTags')}>
      <TagManager kind="accountResource" />
    </PageContainer>
  );
}
