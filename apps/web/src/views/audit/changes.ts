/** One field an update changed: what it was and what the request set. */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

type Plain = Record<string, unknown>;

function parseObject(text: string | null): Plain | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Plain) : null;
  } catch {
    return null; // cut at the summary's limit: no longer JSON
  }
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/**
 * The fields an update of one row changed, from its audit entry's before and
 * after summaries: each field the request sent whose value differs from the
 * row's (the id and fields the row did not show are left out). Null when the
 * entry is not one row's update (no before, several rows, text cut short).
 */
export function changesOf(beforeText: string | null, afterText: string | null): FieldChange[] | null {
  const before = parseObject(beforeText);
  const after = parseObject(afterText);
  if (!before || !after) return null;
  return Object.entries(after)
    .filter(([field, value]) => field !== 'id' && field in before && show(before[field]) !== show(value))
    .map(([field, value]) => ({ field, before: show(before[field]), after: show(value) }));
}

/** What the one row an entry changed was called (its name, account or username before), if it said. */
export function nameBefore(beforeText: string | null): string | undefined {
  const before = parseObject(beforeText);
  const name = before?.name ?? before?.account ?? before?.username;
  return typeof name === 'string' && name ? name : undefined;
}
