import { type AuditItem, auditActionWords, auditSucceeded, auditTargetWords } from '@reelfleet/contract';
import { currentLang } from '../../i18n';
import { nameBefore } from './changes';

/** An entry's action in words (the contract's label), or as declared when it has none. */
export const actionText = (e: AuditItem) => auditActionWords(e.action, currentLang()) ?? e.action;

/** An entry's target in words, with the one row's name when the entry kept it: `Devices #3 (CP-00003)`. */
export function targetText(e: AuditItem): string {
  const words = auditTargetWords(e.target, currentLang());
  const name = nameBefore(e.before);
  return name && words && !words.includes(';') && !words.includes(',') ? `${words} (${name})` : words;
}

export const succeeded = (e: AuditItem) => auditSucceeded(e.action);
