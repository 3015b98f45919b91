/** Publishing regions of the simulated catalogue, with the Chinese name the console shows. */
export const VIDEO_REGIONS = [
  { code: 'US', en: 'United States', zh: '美国' },
  { code: 'GB', en: 'United Kingdom', zh: '英国' },
  { code: 'JP', en: 'Japan', zh: '日本' },
  { code: 'BR', en: 'Brazil', zh: '巴西' },
  { code: 'ID', en: 'Indonesia', zh: '印度尼西亚' },
  { code: 'VN', en: 'Vietnam', zh: '越南' },
  { code: 'TH', en: 'Thailand', zh: '泰国' },
  { code: 'PH', en: 'Philippines', zh: '菲律宾' },
  { code: 'MX', en: 'Mexico', zh: '墨西哥' },
  { code: 'MY', en: 'Malaysia', zh: '马来西亚' },
] as const;
export type VideoRegion = (typeof VIDEO_REGIONS)[number]['code'];

/** Spec 3: video lookup form defaults (hd 1, count 20, sortType 0, mode 1) and search form defaults (region US, days 7). */
export const LOOKUP_DEFAULTS = { hd: 1, count: 20, sortType: 0, mode: 1, region: 'US', days: 7 } as const;
export const LOOKUP_COUNT_MAX = 50;
/** Recency windows the search form offers (days); any whole number 1-365 is accepted. */
export const SEARCH_DAYS = [1, 7, 30, 90, 180, 365] as const;
/** 0 relevance (newest first among matches), 1 most liked, 2 newest. */
export const SORT_TYPES = [0, 1, 2] as const;
/** 1 keyword search, 2 hashtag (challenge) search. */
export const SEARCH_MODES = [1, 2] as const;
