import type { Lang } from '@reelfleet/contract';
import { deferredRule } from '../../utils/formInput';
import type { LoginField } from './loginChecks';

export const loadLoginChecks = () => import('./loginChecks');

/** What a login is about to need, fetched when a field first takes the focus: rules and the login call. */
export function preloadLogin(): void {
  void loadLoginChecks();
  void import('../../stores/userCalls');
}

/** The contract's rule of a login field, loaded with loginChecks on first use. */
export function loginRule(field: LoginField, lang: Lang) {
  return deferredRule(async () => (await loadLoginChecks()).loginFieldRule(field, lang));
}
