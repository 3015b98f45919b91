/** Business constants and limits of spec section 9, written once. */
export const PRODUCT_TITLE = 'ReelFleet';
/**
 * The console's readable sign that a session is open (spec 9). It holds no secret: the session's
 * token is in SESSION_COOKIE, which page scripts cannot read (docs/decisions.md, "Browser session").
 */
export const TOKEN_COOKIE = 'Admin-Token';
/** The HttpOnly cookie holding the console's session token, sent only to /api. */
export const SESSION_COOKIE = 'RF-Session';
/** A state-changing call authenticated by SESSION_COOKIE must carry this header (CSRF guard). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'ReelFleet';
/** Registrations one address may make in REGISTER_WINDOW_MS (the server's REGISTER_LIMIT default). */
export const REGISTER_LIMIT_DEFAULT = 10;
export const REGISTER_WINDOW_MS = 3_600_000;
export const REQUEST_TIMEOUT_MS = 60_000;
/** The header a creation call carries so that its replay answers the first result (Endpoint.idempotent). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Longest Idempotency-Key accepted (printable ASCII). */
export const IDEMPOTENCY_KEY_MAX = 200;
/** How long a key is remembered: a replay after this creates again. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const SIDEBAR_WIDTH = 260;
export const MOBILE_BREAKPOINT = 992;
export const RIGHT_PANEL_BUTTON_TOP = 250;

export const NOTIFICATION_POLL_MS = 5_000;
export const NOTIFICATION_PAGE_SIZE = 20;
export const UNREAD_BADGE_CAP = 99;
export const NOTIFICATION_ANIMATION_MS = 150;
export const TASK_LOOKUP_PAGE_SIZE = 2;

export const LOG_POLL_MS = 5_000;
export const LOG_PAGE_SIZE = 200;
export const COUNTER_ANIMATION_MS = 1_600;
export const VIDEO_ID_LENGTH = 19;

export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
export const DEFAULT_THEME = '#1890ff';
export const UI_SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type UiSize = (typeof UI_SIZES)[number];
export const DEFAULT_UI_SIZE: UiSize = 'medium';

export const LANGUAGES = ['en', 'zh'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const UPLOAD_LIMITS = {
  txtBytes: 1024 * 1024,
  imageBytes: 2 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  /**
   * Most pixels (width × height, one frame) an uploaded image (material,
   * poster frame, avatar) may have. Read from the header before anything is
   * decoded: a 2 MB PNG can claim 16000 × 16000 and cost seconds of CPU and
   * hundreds of MB to decode. 25 megapixels takes a 6000 × 4000 camera photo
   * (far beyond the 1080 × 1920 a short video needs), about a tenth of the
   * decoder's own default limit (docs/materials.md "Pixel limit").
   */
  imagePixels: 25_000_000,
} as const;
/**
 * The file types each upload takes, once (issue 38): the server keeps a file only when the type its
 * bytes show (images, videos) or its name (text) is listed here, and every file picker's `accept`
 * is `acceptOf` the same list, so a picker offers nothing the server would refuse with 415.
 */
export const FILE_TYPES = {
  image: {
    mimes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    exts: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  },
  video: { mimes: ['video/mp4', 'video/quicktime'], exts: ['.mp4', '.mov'] },
  txt: { mimes: ['text/plain'], exts: ['.txt'] },
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** A file input's `accept` for a kind: its extensions and its MIME types. */
export function acceptOf(kind: FileKind): string {
  return [...FILE_TYPES[kind].exts, ...FILE_TYPES[kind].mimes].join(',');
}

/** Whether a kind takes a MIME type (the one a file's bytes show, or the browser's guess). */
export function takesMime(kind: FileKind, mime: string): boolean {
  return (FILE_TYPES[kind].mimes as readonly string[]).includes(mime.toLowerCase());
}

/** Whether a kind takes a file name (by its extension, in any case). */
export function takesName(kind: FileKind, name: string): boolean {
  const lower = name.toLowerCase();
  return FILE_TYPES[kind].exts.some((ext) => lower.endsWith(ext));
}

/** Avatars are re-encoded by the server to WebP within this square (pixels), without metadata. */
export const AVATAR_MAX_SIDE = 512;

/**
 * A password typed at login: at least 6 (spec 5), so accounts made before the
 * stricter rule still log in.
 */
export const PASSWORD_MIN_LOGIN = 6;
/**
 * Every new password (registration, change, an account made or reset by the
 * admin or an owner): letters and digits, "longer than 8", i.e. at least 9
 * (issue 38: one rule, the stricter of spec 9's two).
 */
export const PASSWORD_MIN = 9;
export const USERNAME_MIN = 5;
export const CAPTCHA_LENGTH = 4;
export const INVITATION_CODE_LENGTH = 8;
export const MINIMUM_AGE = 18;

export const REGISTRATION_POINTS_PER_ACCOUNT = 25;
export const REGISTRATION_SECONDS = { min: 80, max: 120 } as const;
export const ACCOUNTS_PER_PROXY_IP_RECOMMENDED = 5;
export const FANS_PER_POINT = 100;
export const DEFAULT_NETWORK_IP_SWITCH_MINUTES = 9;
export const RENEWAL_MONTHS = { min: 1, max: 12 } as const;
export const ENTERPRISE_FREE_MONTHS = 1;
export const USERNAME_CHANGE_DAYS = 30;
export const PROFILE_CHANGE_DAYS = 7;
export const MAX_AT_USERS_PER_COMMENT = 3;
/**
 * Spec 5, 9 "keyword recommendation at most 5": the most keywords one list takes (task
 * keywords, searches, fan collection, auto-reply rules); the server refuses more.
 */
export const KEYWORDS_MAX = 5;
export const SUPPORT_HOURS = '09:00-23:00';

/** Local storage keys of spec section 3. */
export const STORAGE_KEYS = {
  user: 'SYS_USER',
  lang: 'SYS_LANG',
  register: 'SYS_REGISTER',
  accScan: 'ACC_SCAN',
  accInfo: 'ACC_INFO',
  accUser: 'ACC_USER',
  timingMaintenance: 'TIMMING_MAINTENANCE',
  timingVideo: 'TIMMING_VIDEO',
  timingMessage: 'TIMMING_MESSAGE',
} as const;

export const PAGE_SIZES = [10, 20, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGER_BUTTONS = 5;
export const PAGINATION_LAYOUT = 'total, sizes, prev, pager, next, jumper';
/**
 * A filtered list that would have to count more rows than this to be exact
 * stops counting there: its total is this, with `totalCapped` (the console
 * says "more than 10,000"), and its pages go as far as that.
 */
export const TOTAL_CAP = 10_000;
