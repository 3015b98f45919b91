import { useTranslation } from 'react-i18next';
import TagManager from '../../components/fleet/TagManager';
import PageContainer from '../../components/PageContainer';

/** Proxy tags (/proxy/agenttags): the labels proxies are filtered and grouped by. */
export default function ProxyTagsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('route.proxyTags')}>
      <TagManager kind="proxy" />
    </PageContainer>
  );
}
