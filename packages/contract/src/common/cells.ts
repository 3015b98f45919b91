/**
 * Exported text files (tab-separated, one row a line: audit, fans, reserve
 * accounts, task logs) open in a spreadsheet as data, never as formulas
 * (OWASP "CSV Injection"). Every exported cell goes through exportCell; the
 * console saves what the server wrote and builds no cells of its own.
 */

/** A cell a spreadsheet would read as a formula (or a DDE call): =, +, -, @, tab, carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, sign included (-5, +3.25): data that computes nothing, kept as the number it is. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * One cell: tabs and line breaks inside become spaces (a value never starts
 * a cell or a row of its own), and a value starting like a formula gets a
 * leading single quote, which spreadsheets read as "text follows". Plain
 * numbers stay as they are (docs/decisions.md "Exports a spreadsheet cannot execute").
 */
export function exportCell(value: string | number | null | undefined): string {
  const text = String(value ?? '').replace(/[\t\r\n]+/g, ' ');
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One row of an exported file: its cells, each through exportCell, separated by tabs. */
export function exportLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(exportCell).join('\t');
}
