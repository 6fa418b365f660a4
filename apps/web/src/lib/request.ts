import {
  API_BASE,
  buildPath,
  DISPLAY_TOKEN_HEADER,
  ErrorCode,
  REQUEST_RETRIES,
  REQUEST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  type sharedZh,
  type RouteBody,
  type RouteData,
  type RouteDef,
} from '@fleet/contracts';
import type { z } from 'zod';
import { getDisplayToken } from './display-token';
import { showSessionDialog } from './feedback';
import { currentLang, i18n } from './i18n';
import { getToken, logout, navigateToLogin, resetSession, sessionStore } from './session';

/** How a call failed; the global error handler only needs the text, tests and callers need the kind. */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'duplicate' | 'session' | 'display';

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** Set when the session dialog already told the user, so the global handler stays quiet. */
  alreadyShown = false;

  constructor(init: { kind: ApiErrorKind; msg: string; code?: number; data?: unknown; status?: number }) {
    super(init.msg);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.msg = init.msg;
    this.code = init.code ?? -1;
    this.data = init.data ?? null;
    this.status = init.status ?? 0;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to API_BASE, params already filled in. */
  path: string;
  query?: Query;
  body?: unknown;
  /** Defaults to 30 s (spec §9); uploads pass 30 min or 1 h. */
  timeoutMs?: number;
}

type HttpTexts = (typeof sharedZh)['http'];
const httpText = (key: keyof HttpTexts) => i18n.t(`http.${key}`, { ns: 'shared' });

/** Spec §8: the server's msg wins, then the status text of the current language, then "other errors". */
export const errorText = (status: number, serverMsg?: string | null) => {
  if (serverMsg) return serverMsg;
  const key = `http.${status}`;
  return i18n.exists(key, { ns: 'shared' }) ? i18n.t(key, { ns: 'shared' }) : httpText('other');
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const inFlight = new Set<string>();

const buildUrl = (path: string, query?: Query) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v != null) qs.append(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
};

const bodyKey = (body: unknown) => (body instanceof FormData ? '[form]' : body === undefined ? '' : JSON.stringify(body));

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
const readEnvelope = async (res: Response): Promise<Envelope | null> => {
  try {
    const json: unknown = await res.json();
    if (json && typeof json === 'object' && typeof (json as Envelope).code === 'number') return json as Envelope;
  } catch {
    // Not JSON (proxy error page, empty body): treated as a bare HTTP failure.
  }
  return null;
};

/** HTTP 401/403: reset and leave for Login; tell the user once if they were inside the app (spec §4). */
const sessionLost = (err: ApiError) => {
  const { isLogin, dialogOut } = sessionStore.get();
  if (isLogin && !dialogOut) {
    sessionStore.set({ dialogOut: true });
    showSessionDialog(err.msg, logout);
  }
  // Inside the app the dialog tells the user; on the Login screen the ordinary message does.
  err.alreadyShown = isLogin || dialogOut;
  resetSession();
  if (isLogin) navigateToLogin();
  return err;
};

/** Retryable failures (spec §7): no response, 408 and 5xx. Returned instead of thrown so the loop can retry. */
class Retryable {
  constructor(readonly error: ApiError) {}
}

/** A file answer of a download route (anything but JSON): the body and the name the server gave it. */
class FileAnswer {
  constructor(
    readonly blob: Blob,
    readonly filename: string,
  ) {}
}

/** The name of `content-disposition` (RFC 6266: `filename*` in UTF-8 wins over the plain one). */
export const dispositionFilename = (header: string | null): string | null => {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
};

const isJson = (res: Response) => /\bjson\b/i.test(res.headers.get('content-type') ?? '');

const attempt = async (url: string, init: RequestInit, timeoutMs: number, file = false): Promise<unknown> => {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: ctrl.signal });
  } catch {
    clearTimeout(timer);
    // A timeout is not retried: the user already waited the full time once.
    if (ctrl.signal.aborted) throw new ApiError({ kind: 'timeout', status: 408, msg: httpText('408') });
    sessionStore.set({ network: false });
    return new Retryable(new ApiError({ kind: 'network', msg: httpText('network') }));
  }
  clearTimeout(timer);
  if (!sessionStore.get().network) sessionStore.set({ network: true });
  // A download succeeds with the file itself; its failures still come as the envelope.
  if (file && res.ok && !isJson(res))
    return new FileAnswer(await res.blob(), dispositionFilename(res.headers.get('content-disposition')) ?? 'download');
  const env = await readEnvelope(res);
  const status = res.status;
  if ((status === 401 || status === 403) && getDisplayToken()) {
    // A wall display has no session to end: its page shows the refusal (DISPLAY_LINK_ENDED).
    throw new ApiError({ kind: 'display', status, code: env?.code, data: env?.data, msg: errorText(status, env?.msg) });
  }
  if (status === 401 || status === 403) {
    throw sessionLost(new ApiError({ kind: 'session', status, code: env?.code, data: env?.data, msg: errorText(status, env?.msg) }));
  }
  if (status === 408 || status >= 500) {
    return new Retryable(new ApiError({ kind: 'http', status, code: env?.code, data: env?.data, msg: errorText(status, env?.msg) }));
  }
  if (!env) throw new ApiError({ kind: 'http', status, msg: errorText(status) });
  if (env.code === ErrorCode.OK && res.ok) return env.data;
  if (env.code === ErrorCode.SESSION_GONE) logout();
  // An enveloped answer is final even on 4xx: retrying a failed login would count extra failures.
  throw new ApiError({ kind: 'business', status, code: env.code, data: env.data, msg: errorText(status, env.msg) });
};

/**
 * The one request client (spec §7/§8/§9, conventions rule 3). Resolves with `data` of a code-0 answer.
 * This file is slightly over 300 lines because the XHR upload (`uploadRoute`, below) reads its answer
 * through the same envelope and session handling as `attempt`; it moves to its own file once that
 * handling is shared from one.
 */
export const request = <T = unknown>(opts: RequestOptions): Promise<T> => send<T>(opts, false);

const send = async <T>(opts: RequestOptions, file: boolean): Promise<T> => {
  const url = buildUrl(opts.path, opts.query);
  const key = `${opts.method} ${url} ${bodyKey(opts.body)}`;
  if (inFlight.has(key)) throw new ApiError({ kind: 'duplicate', msg: httpText('tooFrequent') });

  const isForm = opts.body instanceof FormData;
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  // FormData sets its own multipart boundary; a manual content-type would break it.
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const display = getDisplayToken();
  const token = getToken();
  if (display) headers[DISPLAY_TOKEN_HEADER] = display;
  else if (token) headers.Authorization = token;
  const init: RequestInit = {
    method: opts.method,
    credentials: 'include',
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
  };

  inFlight.add(key);
  try {
    for (let n = 0; ; n++) {
      const out = await attempt(url, init, opts.timeoutMs ?? REQUEST_TIMEOUT_MS, file);
      if (!(out instanceof Retryable)) return out as T;
      if (n >= REQUEST_RETRIES) throw out.error;
      await sleep(REQUEST_RETRY_DELAY_MS);
    }
  } finally {
    inFlight.delete(key);
  }
};

type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export interface CallOptions<R extends RouteDef> {
  body?: RouteBody<R> | FormData;
  query?: R extends RouteDef<infer _B, infer Q> ? In<Q> : never;
  params?: R extends RouteDef<infer _B, infer _Q, infer P> ? In<P> : never;
  timeoutMs?: number;
}

/** Calls a contract route and returns its typed `data`. */
export const callRoute = <R extends RouteDef>(route: R, opts: CallOptions<R> = {}): Promise<RouteData<R>> =>
  request<RouteData<R>>({
    method: route.method,
    path: buildPath(route.path, (opts.params ?? {}) as Record<string, string | number>),
    query: opts.query as Query | undefined,
    body: opts.body,
    timeoutMs: opts.timeoutMs,
  });

/** Hands a blob to the browser as a download under `filename`. */
export const saveBlob = (blob: Blob, filename: string) => {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
};

/**
 * Calls a file route with the headers, timeout, retries and session policy of `callRoute` and answers
 * the file (an event's picture, shown in the page). A JSON answer is the error envelope and rejects
 * like any other call.
 */
export const fetchFileRoute = async <R extends RouteDef>(route: R, opts: Pick<CallOptions<R>, 'body' | 'params' | 'timeoutMs'> = {}) => {
  const out = await send<unknown>(
    {
      method: route.method,
      path: buildPath(route.path, (opts.params ?? {}) as Record<string, string | number>),
      body: opts.body,
      timeoutMs: opts.timeoutMs,
    },
    true,
  );
  // A code-0 JSON answer where a file was expected is a server fault, not a file.
  if (!(out instanceof FileAnswer)) throw new ApiError({ kind: 'http', msg: httpText('other') });
  return out;
};

/** Calls a download route (CSV export) and saves the file under the name of `content-disposition`. */
export const downloadRoute = async <R extends RouteDef>(route: R, opts: Pick<CallOptions<R>, 'body' | 'params' | 'timeoutMs'> = {}) => {
  const out = await fetchFileRoute(route, opts);
  saveBlob(out.blob, out.filename);
  return out.filename;
};

/**
 * Sends a multipart form to a contract route with upload progress (`fetch` reports none): XHR with the
 * same headers, timeout, envelope and session handling as `callRoute`, not retried (the user watches
 * the bar and can send again). `onProgress` gets 0–1 as the browser hands bytes to the network.
 */
export const uploadRoute = <R extends RouteDef>(
  route: R,
  form: FormData,
  opts: { onProgress?: (fraction: number) => void; timeoutMs?: number; signal?: AbortSignal; query?: CallOptions<R>['query'] } = {},
): Promise<RouteData<R>> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, buildUrl(buildPath(route.path, {}), opts.query as Query | undefined));
    xhr.timeout = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept-Language', currentLang());
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.ontimeout = () => reject(new ApiError({ kind: 'timeout', status: 408, msg: httpText('408') }));
    xhr.onerror = () => reject(new ApiError({ kind: 'network', msg: httpText('network') }));
    xhr.onabort = () => reject(new ApiError({ kind: 'network', msg: httpText('network') }));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onload = () => {
      const res = new Response(xhr.responseText, {
        status: xhr.status,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      void readEnvelope(res).then((env) => {
        const status = xhr.status;
        const err = (kind: ApiErrorKind) =>
          new ApiError({ kind, status, code: env?.code, data: env?.data, msg: errorText(status, env?.msg) });
        if (status === 401 || status === 403) return reject(sessionLost(err('session')));
        if (!env) return reject(err('http'));
        if (env.code === ErrorCode.OK && status < 300) return resolve(env.data as RouteData<R>);
        if (env.code === ErrorCode.SESSION_GONE) logout();
        reject(err('business'));
      });
    };
    xhr.send(form);
  });
