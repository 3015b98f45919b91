import { useTranslation } from 'react-i18next';
import TagManager from '../../components/fleet/TagManager';
import PageContainer from '../../components/PageContainer';

/** Fans tags (/resource/fanstags): the labels collected fans carry, and the targets of message and follow tasks. */
export default function FansTagsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.resourceFansTags')}>
      <TagManager kind="fans" />
    </PageContainer>
  );
}
