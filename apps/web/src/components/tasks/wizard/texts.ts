/** The lines of a texts field: one text a line, blank lines skipped. */
export const textsOf = (text: unknown) =>
  (typeof text === 'string' ? text : '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
