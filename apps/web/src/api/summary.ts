import summaries from './summaries.json';

const SUMMARIES: Record<string, string> = summaries;

/** What an endpoint does ('METHOD path', as the audit trail names actions), in the words of its declaration. */
export function endpointSummary(action: string): string | undefined {
  return Object.hasOwn(SUMMARIES, action) ? SUMMARIES[action] : undefined;
}
