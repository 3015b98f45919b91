import { useTranslation } from '../../i18n/useTranslation';
import HelpArticles from './HelpArticles';

export default function DocumentPage() {
  const { t } = useTranslation();
  return <HelpArticles kind="document" title={t('route.helpDocument')} />;
}
