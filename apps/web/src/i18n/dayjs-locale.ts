import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from './index';

/** dayjs follows the console's language; imported (for its effect) by the screens that format dates. */
function apply(lang: string): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
}

apply(i18n.language);
i18n.subscribe(apply);
