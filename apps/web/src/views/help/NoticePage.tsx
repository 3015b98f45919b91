import { useTranslation } from '../../i18n/useTranslation';
import HelpArticles from './HelpArticles';

export default function NoticePage() {
  const { t } = useTranslation();
  return <HelpArticles kind="notice" title={t('route.helpNotice')} />;
}
