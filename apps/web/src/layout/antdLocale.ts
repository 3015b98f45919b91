import type { Lang } from '@reelfleet/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useState } from 'react';

// antd's English texts are its defaults (loaded anyway); the Chinese ones come with the language.
const loaded: Partial<Record<Lang, Locale>> = { en: enUS };

export async function loadAntdLocale(lang: Lang): Promise<void> {
  if (lang === 'zh') loaded.zh ??= (await import('antd/es/locale/zh_CN')).default;
}

/** antd's texts in `lang` (English for the moment the Chinese ones take to load on a switch). */
export function useAntdLocale(lang: Lang): Locale {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (!loaded[lang]) void loadAntdLocale(lang).then(() => setVersion((n) => n + 1));
  }, [lang]);
  return loaded[lang] ?? enUS;
}
