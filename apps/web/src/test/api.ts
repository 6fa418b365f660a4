import {
  API_BASE,
  ErrorCode,
  errorHttpStatus,
  getSettingsRoute,
  robotTypeOptionsRoute,
  SETTINGS_DEFAULTS,
  sharedCatalogues,
  type ErrorCodeName,
  type RouteBody,
  type RouteDef,
} from '@fleet/contracts';
import { vi } from 'vitest';
import { z } from 'zod';
import { robotTypeOptionsFixture } from './fixtures';

/**
 * The web's unit tests fake the server here, one route at a time, by its contract: a fixture is
 * typed by the route's answer schema and parsed by it before it is served (as the server's serializer
 * does), so a fixture that drifted from the contract fails its test with zod's message instead of
 * testing a screen against data the server can never send.
 */

type Params = Record<string, string | number>;
type Reply = { status: number; body: BodyInit; headers: Record<string, string> };

/** One route's stubbed answer: for these params only, or for any when none are given. */
export interface Answer {
  readonly route: RouteDef;
  readonly params?: Params;
  readonly reply: Reply;
}

/** A request the stubbed fetch received, with the route it matched (undefined for an unknown path). */
export interface ApiCall<B = unknown> {
  route: RouteDef | undefined;
  method: string;
  /** After API_BASE, without the query. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body read back, or the FormData of a multipart request. */
  body: B;
  headers: Record<string, string>;
}

const json = (status: number, envelope: unknown): Reply => ({
  status,
  body: JSON.stringify(envelope),
  headers: { 'Content-Type': 'application/json' },
});

/** `route` answers `data`, after its contract parsed it; throws zod's message when the fixture drifted. */
export const answer = <R extends RouteDef>(route: R, data: z.input<R['data']>, params?: Params): Answer => {
  const parsed = route.data.safeParse(data);
  if (!parsed.success) {
    throw new Error(`The fixture of ${route.method} ${route.path} does not match its contract:\n${z.prettifyError(parsed.error)}`);
  }
  return { route, params, reply: json(200, { code: ErrorCode.OK, msg: 'ok', data: parsed.data }) };
};

/** `route` refuses with a business code, its HTTP status and English text, as the server's error handler does; `data` what it sends beside (field errors). */
export const refuse = (route: RouteDef, code: Exclude<ErrorCodeName, 'OK'>, params?: Params, data: unknown = null): Answer => {
  const errors: Partial<Record<ErrorCodeName, string>> = sharedCatalogues.en.errors;
  return { route, params, reply: json(errorHttpStatus[code], { code: ErrorCode[code], msg: errors[code] ?? code, data }) };
};

/** A file route answers the file itself (a download, a picture) instead of the JSON envelope. */
export const answerFile = (
  route: RouteDef,
  file: { body: BodyInit; type: string; filename: string; inline?: boolean },
  params?: Params,
): Answer => ({
  route,
  params,
  reply: {
    status: 200,
    body: file.body,
    headers: { 'Content-Type': file.type, 'Content-Disposition': `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"` },
  },
});

/** The params of `path` when it is an address of `route` (`:name` segments), else null. */
const matchPath = (route: RouteDef, path: string): Record<string, string> | null => {
  const names: string[] = [];
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const m = new RegExp(`^${pattern}$`).exec(path);
  return m ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) : null;
};

const matches = (a: Answer, method: string, path: string) => {
  if (a.route.method !== method) return null;
  const params = matchPath(a.route, path);
  if (!params || !a.params) return params;
  return Object.entries(a.params).every(([k, v]) => params[k] === String(v)) ? params : null;
};

/**
 * What the web sent that its route's contract refuses (a body or query the server would answer 400
 * VALIDATION): collected by the stub, failed by `test/setup.ts` after each test, so a screen that
 * drifted from the contract fails even when the test does not look at the request.
 */
const violations: string[] = [];

/** The violations collected since the last call, emptied. */
export const takeContractViolations = () => violations.splice(0);

/** The request's body and query as the server's schemas read them; a message for each refusal. */
const checkRequest = (route: RouteDef, body: unknown, query: Record<string, string>) => {
  const refused: string[] = [];
  const check = (what: string, schema: z.ZodType | undefined, value: unknown) => {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success)
      refused.push(`${route.method} ${route.path} sent a ${what} its contract refuses:\n${z.prettifyError(parsed.error)}`);
  };
  if (!(body instanceof FormData)) check('body', route.body, body);
  check('query', route.query, query);
  return refused;
};

/**
 * What every screen may read beside its own data, answered unless a test answers it itself: the
 * robot-type catalogue (the four seeded types) that names and offers robot types everywhere, and the
 * system settings (their defaults) that lists and battery displays apply.
 */
const defaultAnswers = (): Answer[] => [
  answer(robotTypeOptionsRoute, robotTypeOptionsFixture()),
  answer(getSettingsRoute, { values: SETTINGS_DEFAULTS, defaults: SETTINGS_DEFAULTS }),
];

/**
 * Stubs the global fetch with these answers (after the default ones) and records every call. A later
 * answer for the same route and params wins (so `[...api, answer(…)]` overrides); any other request
 * answers like the server's unknown route.
 */
export const stubApi = (given: Answer[]) => {
  const answers = [...defaultAnswers(), ...given];
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.slice(API_BASE.length);
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw instanceof FormData ? raw : undefined;
    let found: { a: Answer; params: Record<string, string> } | undefined;
    for (const a of [...answers].reverse()) {
      const params = matches(a, method, path);
      if (params) {
        found = { a, params };
        break;
      }
    }
    const query = Object.fromEntries(url.searchParams);
    calls.push({
      route: found?.a.route,
      method,
      path,
      params: found?.params ?? {},
      query,
      body,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    });
    const refused = found ? checkRequest(found.a.route, body, query) : [];
    violations.push(...refused);
    const reply =
      refused.length > 0
        ? json(400, { code: ErrorCode.VALIDATION, msg: 'validation', data: null })
        : (found?.a.reply ?? json(404, { code: ErrorCode.ROUTE_NOT_FOUND, msg: 'no route', data: null }));
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

/** A JSON route's body as its contract types it; a multipart route (no body schema) sends FormData. */
type CallBody<R> = RouteBody<R> extends undefined ? FormData | undefined : RouteBody<R>;

/** The calls made to `route` (for these params, when given), their bodies typed by its contract. */
export const callsTo = <R extends RouteDef>(calls: ApiCall[], route: R, params?: Params) =>
  calls.filter((c) => c.route === route && (!params || Object.entries(params).every(([k, v]) => c.params[k] === String(v)))) as ApiCall<
    CallBody<R>
  >[];

/** The body of the last call to `route`, or undefined while none was made. */
export const lastBody = <R extends RouteDef>(calls: ApiCall[], route: R, params?: Params) => callsTo(calls, route, params).at(-1)?.body;
