import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Lang } from '@reelfleet/contract';
import { Button, Flex, theme } from 'antd';
import { currentLang, setLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';

const LABELS: Record<Lang, string> = { en: 'English', zh: '中文' };

/**
 * English and Chinese; Vietnamese is shown as a label only (spec 2), not a
 * translation. Plain buttons keep the login page light (no dropdown code).
 */
export default function LanguageSwitch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const active = currentLang();
  return (
    <Flex component="nav" align="center" gap={2} aria-label={t('login.language')}>
      <GlobalOutlined aria-hidden style={{ color: token.colorTextSecondary, marginInlineEnd: 4 }} />
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="small"
          type={lang === active ? 'primary' : 'text'}
          aria-pressed={lang === active}
          lang={lang === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => void setLang(lang)}
        >
          {LABELS[lang]}
        </Button>
      ))}
      <Button size="small" type="text" disabled lang="vi" title={t('login.vietnameseLabel')}>
        Tiếng Việt
      </Button>
    </Flex>
  );
}
