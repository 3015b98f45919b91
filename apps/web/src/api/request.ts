import {
  AUTH_PATHS,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type Envelope,
  isUnauthorizedCode,
  RELOGIN_CODES,
  REQUEST_TIMEOUT_MS,
  ResultCode,
} from '@reelfleet/contract';
import i18n, { currentLang } from '../i18n';
import { loginPathFor } from '../router/login-redirect';
import { LOGIN_PATH } from '../router/paths';
import { showError, whenFeedback } from '../utils/feedback';

/**
 * The one request layer (fetch). Every call resolves to the envelope's `data` or
 * rejects with an ApiError; every failure is reported here, once (spec 8).
 */
export const API_BASE = '/api';
/**
 * The headers of every console call: the language, and the header that lets a call authenticated by
 * the session cookie change data (the server's CSRF guard, docs/decisions.md "Browser session").
 */
export function consoleHeaders(): Record<string, string> {
  return { 'Accept-Language': currentLang(), [CSRF_HEADER]: CSRF_HEADER_VALUE };
}

/** Calls that never carry the bearer token (spec 6). */
export const ANONYMOUS_PATHS: readonly string[] = [AUTH_PATHS.login, AUTH_PATHS.captcha, AUTH_PATHS.register];
/** Errors on the batch material upload are reported by its own screen, not toasted here (spec 8). */
export const QUIET_ERROR_PATH_PREFIXES = ['/resource/material/upload'];
const TOAST_SECONDS = 5;

export type ErrorKind = 'business' | 'transport' | 'timeout' | 'aborted';

export class ApiError extends Error {
  readonly code: number | string;
  readonly status: number;
  readonly data: unknown;
  readonly kind: ErrorKind;

  constructor(init: {
    message: string;
    code: number | string;
    status: number;
    data?: unknown;
    kind: ErrorKind;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.data = init.data ?? null;
    this.kind = init.kind;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart form data (uploads). */
  form?: FormData;
  /** Do not toast ordinary failures (the caller shows them); session failures are still handled. */
  silent?: boolean;
  /** A failure's toast replaces the one still showing under this key instead of stacking (login). */
  toastKey?: string;
  /** Leave 401 / re-login / reset codes to the caller too (the route guard handles its own). */
  ownSession?: boolean;
  /** A bearer token to send instead of the session cookie (a token that came in a link, before it is traded). */
  token?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** More headers (Quote-Id; the Idempotency-Key is call.ts's). */
  headers?: Record<string, string>;
}

/** What the request layer needs from the app; set once at start (main.tsx). */
export interface SessionHooks {
  /** Clears the token and the roles. */
  resetToken: () => void;
  navigate: (to: string) => void;
  /** The path (with query) the user is on, for the login redirect. */
  currentPath: () => string;
  reload: () => void;
}

let hooks: SessionHooks = {
  resetToken: () => {},
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname + window.location.search,
  reload: () => window.location.reload(),
};

export function configureRequest(next: Partial<SessionHooks>): void {
  hooks = { ...hooks, ...next };
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export function isAnonymousPath(path: string): boolean {
  return ANONYMOUS_PATHS.includes(path.split('?')[0]!);
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const anonymous = isAnonymousPath(path);
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    ...consoleHeaders(),
  };
  // The session itself goes as the HttpOnly cookie; a bearer token only when the caller names one.
  if (options.token && !anonymous) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');

  let response: Response;
  let envelope: Envelope<T> | undefined;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal });
    envelope = await readEnvelope<T>(response, signal);
  } catch (error) {
    throw transportFailure(error, {
      timedOut: timeout.signal.aborted,
      timeoutMs,
      callerAborted: options.signal?.aborted,
    });
  } finally {
    clearTimeout(timer);
  }
  if (!envelope) {
    throw report(
      new ApiError({
        message: `${response.status} ${response.statusText}`.trim(),
        code: response.status,
        status: response.status,
        kind: 'transport',
      }),
    );
  }
  if (String(envelope.code) === String(ResultCode.OK)) return envelope.data;
  const error = new ApiError({
    message: envelope.message || 'Error',
    code: envelope.code,
    status: response.status,
    data: envelope.data,
    kind: 'business',
  });
  if (!options.ownSession)
    handleBusinessError(error, path, { anonymous, silent: options.silent, toastKey: options.toastKey });
  throw error;
}

async function readEnvelope<T>(response: Response, signal: AbortSignal): Promise<Envelope<T> | undefined> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  // A body cut off by a cancel or the timeout is that failure, not a reply without an envelope ("200 OK").
  const parsed: unknown = await response.json().catch((error: unknown) => {
    if (signal.aborted) throw error;
    return undefined;
  });
  if (parsed && typeof parsed === 'object' && 'code' in parsed) return parsed as Envelope<T>;
  return undefined;
}

function transportFailure(
  error: unknown,
  state: { timedOut: boolean; timeoutMs: number; callerAborted?: boolean },
): ApiError {
  if (state.callerAborted) {
    return new ApiError({ message: 'aborted', code: 'ABORTED', status: 0, kind: 'aborted' });
  }
  if (state.timedOut) {
    return report(
      new ApiError({
        message: i18n.t('request.timeout', {
          seconds: state.timeoutMs / 1000,
          count: state.timeoutMs / 1000,
        }),
        code: 'TIMEOUT',
        status: 0,
        kind: 'timeout',
      }),
    );
  }
  const message = error instanceof Error && error.message ? error.message : i18n.t('request.network');
  return report(new ApiError({ message, code: 'NETWORK', status: 0, kind: 'transport' }));
}

function report(error: ApiError): ApiError {
  showError(error.message, TOAST_SECONDS);
  return error;
}

let reloginOpen = false;

/** Spec 8: what each failing code does. */
function handleBusinessError(
  error: ApiError,
  path: string,
  { anonymous, silent, toastKey }: { anonymous: boolean; silent?: boolean; toastKey?: string },
): void {
  const code = String(error.code);
  // A rejected login or registration has no session to end: its message is shown.
  if (!anonymous && isUnauthorizedCode(code)) {
    hooks.resetToken();
    const here = hooks.currentPath();
    if (!here.startsWith(LOGIN_PATH)) hooks.navigate(loginPathFor(here));
    return;
  }
  if (RELOGIN_CODES.some((c) => String(c) === code)) {
    openRelogin();
    return;
  }
  if (code === ResultCode.RESET_TO_HOME) {
    hooks.resetToken();
    hooks.navigate('/');
    return;
  }
  if (silent || QUIET_ERROR_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
  showError(error.message || 'Error', TOAST_SECONDS, toastKey);
}

/** One dialog however many requests fail; asked for before the dialog code is there, it opens once it is. */
function openRelogin(): void {
  if (reloginOpen) return;
  reloginOpen = true;
  void whenFeedback().then(async (feedback) => {
    // Answers once the user has chosen, or false when the dialog's code could not be fetched (offline).
    await feedback.modal.confirm({
      title: i18n.t('request.confirmLogoutTitle'),
      content: i18n.t('request.confirmLogoutContent'),
      okText: i18n.t('request.relogin'),
      cancelText: i18n.t('common.cancel'),
      onOk: () => {
        hooks.resetToken();
        hooks.reload();
      },
      afterClose: () => {
        reloginOpen = false;
      },
    });
    reloginOpen = false;
  });
}
