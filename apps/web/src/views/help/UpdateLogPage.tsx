import { useTranslation } from '../../i18n/useTranslation';
import HelpArticles from './HelpArticles';

export default function UpdateLogPage() {
  const { t } = useTranslation();
  return <HelpArticles kind="log" title={t('route.helpLog')} />;
}
