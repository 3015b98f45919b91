import type { ImplementedSubtype, QuoteProblem, TaskQuote } from '@reelfleet/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { tasksApi } from '../../../api/tasks';
import { currentLang } from '../../../i18n';
import { TASKS_KEY } from '../queryKeys';

/** How long typing pauses before the quote is asked again. */
const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteState {
  data: TaskQuote | undefined;
  loading: boolean;
  /** Problems of the body fields given (a problem on `values.2` belongs to `values`). */
  problemsOf: (fields: readonly string[]) => QuoteProblem[];
  /** Shows `quote` as the quote of the input (the new plan a submission was refused with). */
  replace: (quote: TaskQuote) => void;
}

/**
 * The server's plan and cost of the body the wizard would send (POST
 * /task/info/quote), asked again a moment after the input changes. Null body:
 * nothing to quote (the wizard is closed).
 */
export function useTaskQuote(subtype: ImplementedSubtype, body: Record<string, unknown> | null): QuoteState {
  const key = body === null ? null : JSON.stringify(body);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const client = useQueryClient();
  const queryKey = [TASKS_KEY, 'quote', subtype, settled, currentLang()];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => tasksApi.quote({ subtype, body: JSON.parse(settled ?? '{}') }, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const problems = query.data?.problems ?? [];
  return {
    data: query.data,
    loading: query.isFetching || settled !== key,
    problemsOf: (fields) =>
      problems.filter((p) => p.field !== null && fields.includes(p.field.split('.')[0]!)),
    replace: (quote) => client.setQueryData(queryKey, quote),
  };
}
