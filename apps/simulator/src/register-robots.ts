import {
  API_BASE,
  ErrorCode,
  ROBOT_BATCH_MAX,
  loginRoute,
  registerRobotBatchRoute,
  robotTypeOptionsRoute,
  type RouteData,
  type TLoginBody,
  type TRobotRegisterBatchBody,
} from '@fleet/contracts';
import type { RobotCredential } from './credentials';

export class ApiError extends Error {}

/** One call to the console API with the contract's path, unwrapping the `{ code, msg, data }` envelope; no body is a GET. */
const call = async <T>(api: string, path: string, body: unknown, token?: string): Promise<T> => {
  const url = new URL(`${API_BASE}${path}`, api).toString();
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: token } : {}) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  } catch (e) {
    throw new ApiError(`cannot reach ${api}: ${e instanceof Error ? ((e.cause as Error | undefined)?.message ?? e.message) : String(e)}`);
  }
  const envelope = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!envelope) throw new ApiError(`${url} answered HTTP ${res.status} without a Fleet Console envelope: is --api the console's address?`);
  if (envelope.code === ErrorCode.PASSWORD_CHANGE_REQUIRED) {
    throw new ApiError('this account must change its password first: sign in once in the console, then run again');
  }
  if (envelope.code !== 0) throw new ApiError(`${path} refused: ${envelope.msg} (code ${envelope.code})`);
  return envelope.data;
};

export interface RegisterOptions {
  api: string;
  account: string;
  password: string;
  count: number;
  model: string;
}

/**
 * Signs in and registers `count` simulated robots (SIMULATION-{model}-NNNNN, numbered after the
 * highest in use) in batches the API accepts; returns their once-shown secrets.
 */
export const registerSimulatedRobots = async (o: RegisterOptions): Promise<RobotCredential[]> => {
  const login: TLoginBody = { account: o.account, password: o.password };
  const { token } = await call<RouteData<typeof loginRoute>>(o.api, loginRoute.path, login);
  // The console's robot-type catalogue says which type carries the model (staff may have added types).
  const types = await call<RouteData<typeof robotTypeOptionsRoute>>(o.api, robotTypeOptionsRoute.path, undefined, token);
  const robotType = types.find((t) => t.model.toLowerCase() === o.model.toLowerCase())?.code;
  if (robotType === undefined) throw new ApiError(`unknown model ${o.model}: use one of ${types.map((t) => t.model).join(', ')}`);
  const out: RobotCredential[] = [];
  for (let left = o.count; left > 0; left -= ROBOT_BATCH_MAX) {
    const body: TRobotRegisterBatchBody = {
      model: o.model,
      simulated: true,
      count: Math.min(left, ROBOT_BATCH_MAX),
      robotType,
      aliasPrefix: 'Sim-',
    };
    const data = await call<RouteData<typeof registerRobotBatchRoute>>(o.api, registerRobotBatchRoute.path, body, token);
    out.push(...data.robots.map((r) => ({ id: r.id, deviceNumber: r.deviceNumber, deviceSecret: r.deviceSecret })));
  }
  return out;
};
