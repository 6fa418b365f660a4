import { expect, type APIRequestContext } from '@playwright/test';

/** Seeding through the real API (conventions: e2e data is created the way a client would). */
const API = '/v2/api/sweeper';

export const apiCall = async <T = unknown>(
  request: APIRequestContext,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> => {
  const res = await request.fetch(`${API}/${path}`, {
    method,
    headers: token ? { authorization: token } : {},
    ...(body === undefined ? {} : { data: body }),
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  expect(json.code, `${method} ${path}: ${json.msg}`).toBe(0);
  return json.data;
};

export const apiLogin = async (request: APIRequestContext, account: string, password: string) =>
  (await apiCall<{ token: string }>(request, null, 'POST', 'user-service/auth/login', { account, password })).token;

/** Signs a first-login account in and replaces its initial password, as the forced change does. */
export const apiActivate = async (request: APIRequestContext, account: string, initial: string, next: string) => {
  const token = await apiLogin(request, account, initial);
  await apiCall(request, token, 'PUT', 'user-service/auth/resetPassWord', {
    oldPassword: initial,
    newPassword: next,
    repeatPassword: next,
  });
};

/**
 * A landmark: a point-level organisation under `parentId` with a small landmark file, made through the
 * multipart route the Organization screen uses. Answers its id.
 */
export const apiCreateLandmark = async (request: APIRequestContext, token: string, name: string, parentId: number) => {
  const res = await request.post(`${API}/user-service/user/org/save/landmark/org`, {
    headers: { authorization: token },
    multipart: {
      name,
      parentId: String(parentId),
      file: { name: 'site.lmk', mimeType: 'application/octet-stream', buffer: Buffer.from('{"landmarks":[1,2,3]}') },
    },
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(json.code, `create landmark ${name}: ${json.msg}`).toBe(0);
  return json.data.id;
};

/** The caller's own organisation, under which a test makes what it needs. */
export const apiOwnOrgId = async (request: APIRequestContext, token: string) =>
  (await apiCall<{ orgId: number }>(request, token, 'GET', 'user-service/user/userinfo/getOwnDetail')).orgId;
