import { GlobalOutlined } from '@ant-design/icons';
import type { Lang } from '@reelfleet/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang, setLang } from '../../i18n';

/** English and Chinese; Vietnamese is shown as a label only (spec 2), not a translation. */
export default function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <Select<Lang>
      aria-label={t('login.language')}
      value={currentLang()}
      variant="borderless"
      suffixIcon={<GlobalOutlined />}
      style={{ minWidth: 120 }}
      onChange={(lang) => void setLang(lang)}
      options={[
        { value: 'en', label: 'English' },
        { value: 'zh', label: '中文' },
        { value: 'vi' as Lang, label: 'Tiếng Việt', disabled: true },
      ]}
    />
  );
}
