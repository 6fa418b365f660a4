import { API_BASE, buildPath, ErrorCode, loginRoute, type RouteBody, type RouteData, type RouteDef } from '@fleet/contracts';

/** The console refused a call: its envelope's code and translated message. */
export class ApiRefusal extends Error {
  constructor(
    readonly path: string,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
  /** The server has no such route (an older server than the kit). */
  get missingRoute() {
    return this.code === ErrorCode.ROUTE_NOT_FOUND;
  }
}

/**
 * The Fleet Console API as an operator's client sees it: the contract's paths and methods, the
 * `{ code, msg, data }` envelope unwrapped, English messages (the table a vendor attaches is English).
 */
export class ConsoleApi {
  private token: string | null = null;

  constructor(private readonly base: string) {}

  async signIn(account: string, password: string) {
    const data = await this.call(loginRoute, { body: { account, password } }).catch((e: unknown) => {
      if (e instanceof ApiRefusal && e.code === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
        throw new ApiRefusal(e.path, e.code, 'this account must change its password first: sign in once in the console');
      }
      throw e;
    });
    this.token = data.token;
  }

  call<R extends RouteDef>(route: R, opts: { params?: Record<string, string | number>; body?: RouteBody<R> } = {}): Promise<RouteData<R>> {
    return this.request(route.method, buildPath(route.path, opts.params), opts.body) as Promise<RouteData<R>>;
  }

  /** A route the contracts of this checkout may not define yet (another server version): typed by the caller. */
  async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const url = new URL(`${API_BASE}${path}`, this.base).toString();
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          'accept-language': 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.token ? { authorization: this.token } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (e) {
      const why = e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e);
      throw new Error(`cannot reach ${this.base}: ${why}`);
    }
    const envelope = (await res.json().catch(() => null)) as { code: number; msg: string; data: unknown } | null;
    if (!envelope || typeof envelope.code !== 'number') {
      throw new Error(`${url} answered HTTP ${res.status} without a Fleet Console envelope: is --api the console's address?`);
    }
    if (envelope.code !== 0) throw new ApiRefusal(path, envelope.code, envelope.msg);
    return envelope.data;
  }
}
