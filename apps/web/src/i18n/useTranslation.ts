import { useMemo, useSyncExternalStore } from 'react';
import { fixedT, i18n, type TFunction } from './translate';

const languageNow = () => i18n.language;

/** The shown language's `t`; the component renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const lang = useSyncExternalStore(i18n.subscribe, languageNow);
  return useMemo(() => ({ t: fixedT(lang), i18n }), [lang]);
}
