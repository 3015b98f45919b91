import { useTranslation } from 'react-i18next';
import TagManager from '../../components/fleet/TagManager';
import PageContainer from '../../components/PageContainer';

/** Material tags (/material/tags): the labels materials are filtered and chosen by. */
export default function MaterialTagsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.materialTags')}>
      <TagManager kind="material" />
    </PageContainer>
  );
}
