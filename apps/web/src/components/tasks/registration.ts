import { STORAGE_KEYS } from '@reelfleet/contract';
import { writeJson } from '../../utils/storage';

/** The registration screen; `?register=1` opens its dialog on the kept input (SYS_REGISTER). */
export const REGISTRATION_PATH = '/resource/regaccount';
export const REGISTER_QUERY = 'register';

/** What a new registration takes again from a sign-up task's saved description. */
const KEPT = ['name', 'region', 'labelId', 'count', 'mode', 'threadCount', 'intervalTime'] as const;

/**
 * Spec 2 "Notification click": a sign-up task opens the registration dialog
 * prefilled with its saved description, device, proxy, avatar, nickname,
 * signature and progress reset. The dialog's input is kept under SYS_REGISTER,
 * so the prefill is that input; answers the screen that opens the dialog.
 */
export function openRegistrationFrom(description: unknown): string {
  const d = (description ?? {}) as Record<string, unknown>;
  const kept = Object.fromEntries(KEPT.filter((k) => d[k] !== undefined).map((k) => [k, d[k]]));
  writeJson(STORAGE_KEYS.register, {
    ...kept,
    deviceIds: [],
    proxyIds: [],
    nicknameSource: 'generated',
    nickname: '',
    signatureSource: 'generated',
    signature: '',
    avatarSource: 'generated',
    nicknameMaterialIds: [],
    signatureMaterialIds: [],
    avatarMaterialIds: [],
  });
  return `${REGISTRATION_PATH}?${REGISTER_QUERY}=1`;
}
