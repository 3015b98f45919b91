// What the login form needs only once the user types or submits: its fields' contract rules
// (zod schemas) and the catalogue's messages. A chunk of its own, so the login page's first load
// carries neither; the form starts loading it when a field first takes the focus.
import { captchaCodeField, type Lang, loginPasswordField, usernameField } from '@reelfleet/contract';
import { zodRule } from '../../utils/formRules';

export { translate } from '@reelfleet/contract';

const FIELD_SCHEMAS = { username: usernameField, password: loginPasswordField, code: captchaCodeField };

export type LoginField = keyof typeof FIELD_SCHEMAS;

export function loginFieldRule(field: LoginField, lang: Lang) {
  return zodRule(field, FIELD_SCHEMAS[field], lang);
}
