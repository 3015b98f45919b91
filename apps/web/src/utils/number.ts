/** Number helpers of spec 9: suffixes k, M, G, T, P, E and thousands grouped by 3. */
const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 -> "1.2k", 5_000_000 -> "5M"; trailing zeros of the fraction are dropped. */
export function numberWithSuffix(num: number, digits = 1): string {
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  for (const { value, symbol } of SUFFIXES) {
    if (abs >= value) {
      const text = (abs / value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${sign}${text}${symbol}`;
    }
  }
  return String(num);
}

/** 1234567.89 -> "1,234,567.89": only the integer part is grouped. */
export function toThousands(num: number | string | null | undefined): string {
  const text = String(num ?? 0);
  return text.replace(/^-?\d+/, (int) => int.replace(/\B(?=(\d{3})+$)/g, ','));
}

/** A file's size in KB below a megabyte, else in MB with one decimal. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
