import type { FastifyInstance } from 'fastify';
import { call, login } from './helpers';

export const NEW_PASSWORD = 'Tenant#Pass2026';

/** Signs a freshly created user in and replaces the first-login password; returns a usable token. */
export const activate = async (app: FastifyInstance, account: string, password: string) => {
  const token = await login(app, account, password);
  const r = await call(app, 'PUT', 'user-service/auth/resetPassWord', {
    token,
    body: { oldPassword: password, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD },
  });
  if (r.body.code !== 0) throw new Error(`activate ${account}: ${JSON.stringify(r.body)}`);
  await call(app, 'POST', 'user-service/auth/logout', { token });
  return login(app, account, NEW_PASSWORD);
};

/** POST/PUT through the API, failing the test setup loudly when the server refuses. */
export const must = async <T = { id: number }>(
  app: FastifyInstance,
  token: string,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
) => {
  const r = await call<T>(app, method, path, { token, body });
  if (r.body.code !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(r.body)}`);
  return r.body.data;
};

let seq = 0;
/** Zero-padded: an account must have at least 6 characters whatever the clock says. */
export const uniq = (prefix: string) => `${prefix}${(seq += 1)}${String(Date.now() % 100000).padStart(5, '0')}`;

/**
 * A business through the API as the platform admin: the business (with its administrator), a level-2
 * child and a level-3 grandchild, and a level-2 sibling. Returns ids and the active admin token.
 */
export const buildBusiness = async (app: FastifyInstance, platformToken: string, name: string) => {
  const adminAccount = uniq(`adm${name}`);
  const b = await must<{ id: number; adminUserId: number; roleId: number }>(
    app,
    platformToken,
    'POST',
    'user-service/user/org/createBusiness',
    {
      name: `Business ${name}`,
      admin: { account: adminAccount, userName: `Admin ${name}`, password: 'First#Pass2026' },
    },
  );
  const adminToken = await activate(app, adminAccount, 'First#Pass2026');
  const child = await must(app, adminToken, 'POST', 'user-service/user/org/save', { name: `${name} child`, level: 2, parentId: b.id });
  const grandchild = await must(app, adminToken, 'POST', 'user-service/user/org/save', {
    name: `${name} grandchild`,
    level: 3,
    parentId: child.id,
  });
  const sibling = await must(app, adminToken, 'POST', 'user-service/user/org/save', { name: `${name} sibling`, level: 2, parentId: b.id });
  return {
    businessId: b.id,
    adminUserId: b.adminUserId,
    adminRoleId: b.roleId,
    adminAccount,
    adminToken,
    childId: child.id,
    grandchildId: grandchild.id,
    siblingId: sibling.id,
  };
};

/** A signed-in user of organisation `orgId` holding `permissions` through a role of its own, made by `adminToken`. */
export const userInOrg = async (app: FastifyInstance, adminToken: string, orgId: number, permissions: string[]) => {
  const role = await must(app, adminToken, 'POST', 'user-service/role/save', { name: uniq('Role'), orgId, permissions });
  const account = uniq('usr');
  await must(app, adminToken, 'POST', 'user-service/user/userinfo/save', {
    account,
    userName: 'Tester',
    password: 'First#Pass2026',
    orgId,
    roleId: role.id,
  });
  return activate(app, account, 'First#Pass2026');
};
