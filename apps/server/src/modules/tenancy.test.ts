import {
  ErrorCode,
  NotificationKind,
  type TGeography,
  type THomeSummary,
  type TLargeScreenSummary,
  type TNotification,
} from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, login, type TestApp } from '../../test/helpers';
import { activate, buildBusiness, must, uniq } from '../../test/tenancy-fixtures';
import { notifyUsers } from './notification/notification.service';
import { FILE_CODES, fileContent, placeFile } from '../../test/tenancy-files';
import { insertVersion, PACKAGE_CODES, packageContent, placePackage } from '../../test/package-fixtures';
import { placeRobots, ROBOT_CODES, robotMatrix, robotTablesHash, type RobotPlacement } from '../../test/tenancy-robots';
import { placeTicket, ticketTablesHash, WORK_ORDER_STAFF_CODES } from '../../test/work-order-fixtures';
import { placeQrCode, QR_CODE_CODES, qrCodeByNumber, qrCodeExport, qrCodeTablesHash } from '../../test/tenancy-qr-codes';
import { AREA_CODES, areaTablesHash, placeArea, renameArea } from '../../test/tenancy-areas';
import { LANDMARK_CODES, landmarkApi, landmarkTablesHash, placeLandmark, pointWithRobot, switchRobots } from '../../test/tenancy-landmarks';

/**
 * The tenancy matrix (issue 3): actors of different scopes call every organisation, user and role
 * route against objects placed in their own organisation, a child, a sibling, the parent and another
 * business. Allowed exactly within the actor's subtree; everything else is "not found" and changes
 * nothing.
 *
 * Over 300 lines on purpose: one app, one set of actors and placements built once for every route
 * family (seconds of set-up each); the placement helpers live in test/tenancy-robots.ts.
 */
let t: TestApp;
const IDENTITY_CODES = [
  'organization',
  'organization:view',
  'organization:create',
  'organization:edit',
  'organization:delete',
  'user',
  'user:view',
  'user:create',
  'user:edit',
  'user:delete',
  'user:revert',
  'user:bindLandmark',
  'role',
  'role:view',
  'role:create',
  'role:edit',
  'role:delete',
  'empower',
  'empower:view',
  'empower:create',
  'help',
  'help:create',
  'help:edit',
  'help:delete',
  'maintenanceDoc',
  'maintenanceDoc:view',
  'maintenanceDoc:create',
  'maintenanceDoc:edit',
  'maintenanceDoc:delete',
  'mdEdit:edit',
  'mdVersionEdit:view',
  'definition',
  'definition:view',
  'definition:create',
  'definition:edit',
  'definition:delete',
];

interface Target {
  name: string;
  orgId: number;
  parentId: number;
  level: number;
  userId: number;
  roleId: number;
  helpId: number;
  fileId: number;
}
interface Actor {
  name: string;
  token: string;
  /** The actor's organisation: a display link made for it must see exactly what the actor sees. */
  orgId: number;
  allowed: Set<string>;
}
const targets: Target[] = [];
/** The seeded platform organisation is the first row of a fresh database. */
const PLATFORM_ID = 1;
const actors: Actor[] = [];
let robotPlacements: RobotPlacement[] = [];

/** What a denial must leave untouched: every identity, robot, QR code, area, landmark and ticket table, hashed. */
const snapshot = async () => {
  const r = await t.database.db.execute<{ h: string }>(sql`select md5(
    coalesce((select string_agg(o::text, '|' order by o.id) from organizations o), '') ||
    coalesce((select string_agg(u.id || u.user_name || u.phone || u.org_id || u.role_id || u.enabled || u.password_hash || coalesce(u.deleted_at::text, ''), '|' order by u.id) from users u), '') ||
    coalesce((select string_agg(r.id || r.name || r.org_id || coalesce(r.description, ''), '|' order by r.id) from roles r), '') ||
    coalesce((select string_agg(p.role_id || p.code, '|' order by p.role_id, p.code) from role_permissions p), '') ||
    coalesce((select string_agg(k::text, '|' order by k.id) from api_keys k), '') ||
    coalesce((select string_agg(l::text, '|' order by l.user_id, l.org_id) from user_landmarks l), '') ||
    coalesce((select string_agg(h::text, '|' order by h.id) from help_articles h), '') ||
    coalesce((select string_agg(f::text, '|' order by f.id) from files f), '') ||
    coalesce((select string_agg(d::text, '|' order by d.id) from documents d), '') ||
    coalesce((select string_agg(vp::text, '|' order by vp.id) from version_packages vp), '') ||
    coalesce((select string_agg(pr::text, '|' order by pr.package_id, pr.org_id) from package_release_orgs pr), '') ||
    coalesce((select string_agg(v::text, '|' order by v.id) from versions v), '') ||
    coalesce((select string_agg(vd::text, '|' order by vd.version_id, vd.demand_id) from version_demands vd), '') ||
    ${robotTablesHash} || ${qrCodeTablesHash} || ${areaTablesHash} || ${landmarkTablesHash}) as h`);
  return r.rows[0]!.h + (await ticketTablesHash(t.database.db));
};

const placeObjects = async (adminToken: string, name: string, orgId: number, parentId: number, level: number) => {
  const role = await must(t.app, adminToken, 'POST', 'user-service/role/save', {
    name: uniq('R'),
    orgId,
    permissions: ['user', 'user:view'],
  });
  const user = await must(t.app, adminToken, 'POST', 'user-service/user/userinfo/save', {
    account: uniq('u'),
    userName: 'Target',
    password: 'Target#Pass2026',
    orgId,
    roleId: role.id,
  });
  const help = await must(t.app, adminToken, 'POST', 'user-service/systemhelp/save', {
    title: uniq('Help'),
    category: 'guide',
    body: 'Text',
    orgId,
  });
  targets.push({ name, orgId, parentId, level, userId: user.id, roleId: role.id, helpId: help.id, fileId: await placeFile(t, orgId) });
};

beforeAll(async () => {
  t = await createTestApp();
  matrixRobots = switchRobots(t);
  platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'A');
  const b = await buildBusiness(t.app, platform, 'B');
  // The actor M manages the child organisation of business A with the identity permissions.
  const mRole = await must(t.app, a.adminToken, 'POST', 'user-service/role/save', {
    name: 'Child manager',
    orgId: a.childId,
    permissions: [
      ...IDENTITY_CODES,
      ...ROBOT_CODES,
      ...WORK_ORDER_STAFF_CODES,
      ...FILE_CODES,
      ...PACKAGE_CODES,
      ...QR_CODE_CODES,
      ...AREA_CODES,
      ...LANDMARK_CODES,
    ],
  });
  const mAccount = uniq('mgr');
  await must(t.app, a.adminToken, 'POST', 'user-service/user/userinfo/save', {
    account: mAccount,
    userName: 'Manager',
    password: 'First#Pass2026',
    orgId: a.childId,
    roleId: mRole.id,
  });
  await placeObjects(a.adminToken, 'own', a.childId, a.businessId, 2);
  await placeObjects(a.adminToken, 'child', a.grandchildId, a.childId, 3);
  await placeObjects(a.adminToken, 'sibling', a.siblingId, a.businessId, 2);
  await placeObjects(a.adminToken, 'parent', a.businessId, PLATFORM_ID, 1);
  await placeObjects(b.adminToken, 'other business', b.businessId, PLATFORM_ID, 1);
  actors.push({
    name: 'child manager of A',
    token: await activate(t.app, mAccount, 'First#Pass2026'),
    orgId: a.childId,
    allowed: new Set(['own', 'child']),
  });
  actors.push({
    name: 'administrator of A',
    token: a.adminToken,
    orgId: a.businessId,
    allowed: new Set(['own', 'child', 'sibling', 'parent']),
  });
  // B's administrator re-signs in last (activate above would not end B's session, but keep it fresh).
  actors.push({
    name: 'administrator of B',
    token: await login(t.app, b.adminAccount, 'Tenant#Pass2026'),
    orgId: b.businessId,
    allowed: new Set(['other business']),
  });
  robotPlacements = await placeRobots(t, platform, a, b);
}, 120_000);
afterAll(() => t.close());

let platform = '';
const freshUser = async (x: Target) =>
  (
    await must(t.app, platform, 'POST', 'user-service/user/userinfo/save', {
      account: uniq('v'),
      userName: 'Victim',
      password: 'Target#Pass2026',
      orgId: x.orgId,
      roleId: x.roleId,
    })
  ).id;
const freshHelp = async (x: Target) =>
  (await must(t.app, platform, 'POST', 'user-service/systemhelp/save', { title: uniq('V'), category: 'faq', body: 'Text', orgId: x.orgId }))
    .id;
/** A private document: readers and editors are then exactly the target's subtree and those above. */
const freshDocument = async (x: Target) =>
  (
    await must(t.app, platform, 'POST', 'user-service/document/save', {
      kind: 'maintenance',
      title: uniq('D'),
      body: 'Text',
      orgId: x.orgId,
    })
  ).id;
/** Version numbers are unique per unit across the platform: each definition gets its own major. */
let versionMajor = 500;
const versionBody = (extra: Record<string, unknown>) => ({
  softwareType: 'app',
  major: (versionMajor += 1),
  minor: '0',
  description: 'Matrix',
  robotTypes: [1],
  ...extra,
});
const freshVersion = async (x: Target) =>
  (await must(t.app, platform, 'POST', 'robotinfo/version/save', versionBody({ orgId: x.orgId }))).id;
const freshDemand = async (x: Target) =>
  (await must(t.app, platform, 'POST', 'robotinfo/demand/save', { title: uniq('Q'), robotTypes: [1], priority: 1, orgId: x.orgId })).id;
const freshRole = async (x: Target) =>
  (await must(t.app, platform, 'POST', 'user-service/role/save', { name: uniq('V'), orgId: x.orgId, permissions: ['user'] })).id;

/** The robots the landmark switch cells move (made in beforeAll's app). */
let matrixRobots: ReturnType<typeof switchRobots>;
const actorOf = (token: string) => actors.find((a) => a.token === token)!;

type Op = {
  name: string;
  mutates: boolean;
  /** Makes the object a destructive call consumes, before the snapshot is taken. */
  prepare?: (x: Target) => Promise<number>;
  run: (token: string, x: Target, preparedId: number) => Promise<{ status: number; body: { code: number; data: unknown } }>;
};
const ops: Op[] = [
  { name: 'org info', mutates: false, run: (token, x) => call(t.app, 'GET', `user-service/user/org/info/${x.orgId}`, { token }) },
  { name: 'user info', mutates: false, run: (token, x) => call(t.app, 'GET', `user-service/user/userinfo/info/${x.userId}`, { token }) },
  { name: 'role info', mutates: false, run: (token, x) => call(t.app, 'GET', `user-service/role/info/${x.roleId}`, { token }) },
  {
    name: 'org update',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'PUT', 'user-service/user/org/update', {
        token,
        body: { id: x.orgId, name: uniq('Renamed'), level: x.level, parentId: x.parentId },
      }),
  },
  {
    name: 'user update',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/user/userinfo/update', { token, body: { id: x.userId, userName: uniq('Renamed') } }),
  },
  { name: 'user revert', mutates: true, run: (token, x) => call(t.app, 'PUT', `user-service/user/userinfo/revert/${x.userId}`, { token }) },
  {
    name: 'role update',
    mutates: true,
    run: (token, x) => call(t.app, 'PUT', 'user-service/role/update', { token, body: { id: x.roleId, name: uniq('Role') } }),
  },
  {
    name: 'user save (orgId, roleId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/user/userinfo/save', {
        token,
        body: { account: uniq('n'), userName: 'New', password: 'New#Pass20261', orgId: x.orgId, roleId: x.roleId },
      }),
  },
  {
    name: 'role save (orgId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/role/save', { token, body: { name: uniq('N'), orgId: x.orgId, permissions: ['user'] } }),
  },
  {
    name: 'org save (parentId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/user/org/save', { token, body: { name: uniq('Sub'), level: x.level + 1, parentId: x.orgId } }),
  },
  {
    name: 'bound landmarks (userId in query)',
    mutates: false,
    run: (token, x) => call(t.app, 'GET', `user-service/user/userinfo/get/landmark/binded/list?userId=${x.userId}`, { token }),
  },
  {
    name: 'API key save (orgId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/empower/save', {
        token,
        body: {
          orgId: x.orgId,
          companyCode: 'M1',
          provider: 'P',
          beginAt: new Date().toISOString(),
          endAt: new Date(Date.now() + 3600_000).toISOString(),
        },
      }),
  },
  // Each deleting call gets a fresh victim (made by the platform admin), so every actor deletes its own.
  {
    name: 'user delete',
    mutates: true,
    prepare: freshUser,
    run: (token, _x, id) => call(t.app, 'GET', `user-service/user/userinfo/delete/${id}`, { token }),
  },
  {
    name: 'role delete',
    mutates: true,
    prepare: freshRole,
    run: (token, _x, id) => call(t.app, 'DELETE', `user-service/role/delete/${id}`, { token }),
  },
  {
    name: 'help update',
    mutates: true,
    run: (token, x) => call(t.app, 'PUT', 'user-service/systemhelp/update', { token, body: { id: x.helpId, title: uniq('Renamed') } }),
  },
  {
    name: 'help save (orgId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/systemhelp/save', {
        token,
        body: { title: uniq('N'), category: 'faq', body: 'Text', orgId: x.orgId },
      }),
  },
  {
    name: 'help delete',
    mutates: true,
    prepare: freshHelp,
    run: (token, _x, id) => call(t.app, 'DELETE', `user-service/systemhelp/delete/${id}`, { token }),
  },
  {
    name: 'document info',
    mutates: false,
    prepare: freshDocument,
    run: (token, _x, id) => call(t.app, 'GET', `user-service/document/info/${id}`, { token }),
  },
  {
    name: 'document versions',
    mutates: false,
    prepare: freshDocument,
    run: (token, _x, id) => call(t.app, 'GET', `user-service/document/versions/${id}`, { token }),
  },
  {
    name: 'document update',
    mutates: true,
    prepare: freshDocument,
    run: (token, _x, id) =>
      call(t.app, 'PUT', 'user-service/document/update', { token, body: { id, baseVersion: 1, title: uniq('Renamed') } }),
  },
  {
    name: 'document save (orgId in body)',
    mutates: true,
    run: (token, x) =>
      call(t.app, 'POST', 'user-service/document/save', {
        token,
        body: { kind: 'maintenance', title: uniq('N'), body: 'Text', orgId: x.orgId },
      }),
  },
  {
    name: 'document delete',
    mutates: true,
    prepare: freshDocument,
    run: (token, _x, id) => call(t.app, 'DELETE', `user-service/document/delete/${id}`, { token }),
  },
  {
    name: 'version update',
    mutates: true,
    prepare: freshVersion,
    run: (token, _x, id) => call(t.app, 'PUT', 'robotinfo/version/update', { token, body: { id, description: uniq('Renamed') } }),
  },
  {
    name: 'version save (orgId in body)',
    mutates: true,
    run: (token, x) => call(t.app, 'POST', 'robotinfo/version/save', { token, body: versionBody({ orgId: x.orgId }) }),
  },
  {
    name: 'version save (demandIds in body)',
    mutates: true,
    prepare: freshDemand,
    run: (token, _x, id) => call(t.app, 'POST', 'robotinfo/version/save', { token, body: versionBody({ demandIds: [id] }) }),
  },
  {
    name: 'version delete',
    mutates: true,
    prepare: freshVersion,
    run: (token, _x, id) => call(t.app, 'DELETE', `robotinfo/version/delete/${id}`, { token }),
  },
  // After-sales: a ticket placed in the target organisation, and the target's user named as handler.
  {
    name: 'ticket detail',
    mutates: false,
    prepare: (x) => placeTicket(t.database.db, x.orgId, x.userId, 'work_order'),
    run: (token, _x, id) => call(t.app, 'GET', `oasys/ticket/${id}`, { token }),
  },
  {
    name: 'work order close',
    mutates: true,
    prepare: (x) => placeTicket(t.database.db, x.orgId, x.userId, 'work_order'),
    run: (token, _x, id) => call(t.app, 'POST', 'oasys/workOrder/transition', { token, body: { id, action: 'close' } }),
  },
  {
    name: 'work order dispatch (ids, handlerId in body)',
    mutates: true,
    prepare: (x) => placeTicket(t.database.db, x.orgId, x.userId, 'work_order'),
    run: (token, x, id) => call(t.app, 'POST', 'oasys/workOrder/dispatch', { token, body: { ids: [id], handlerId: x.userId } }),
  },
  {
    name: 'question reply',
    mutates: true,
    prepare: (x) => placeTicket(t.database.db, x.orgId, x.userId, 'question'),
    run: (token, _x, id) => call(t.app, 'POST', 'oasys/question/reply', { token, body: { id, comment: 'Answered by staff' } }),
  },
  {
    name: 'ticket list (orgId in body)',
    mutates: false,
    run: (token, x) => call(t.app, 'POST', 'oasys/ticket/list', { token, body: { orgId: x.orgId } }),
  },
  { name: 'file content', mutates: false, run: (token, x) => fileContent(t, token, x.fileId) },
  {
    name: 'file rename',
    mutates: true,
    run: (token, x) => call(t.app, 'PUT', 'user-service/file/rename', { token, body: { id: x.fileId, name: uniq('renamed') } }),
  },
  {
    name: 'file delete',
    mutates: true,
    prepare: (x) => placeFile(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'DELETE', `user-service/file/delete/${id}`, { token }),
  },
  // Version packages: the builders (the version's subtree) act; orgIds and versionId in bodies are checked.
  {
    name: 'package register (versionId in body)',
    mutates: true,
    prepare: async (x) => (await insertVersion(t.database.db, x.orgId)).id,
    run: (token, _x, id) =>
      call(t.app, 'POST', 'robotinfo/package/register', {
        token,
        body: { versionId: id, packageType: 'demo', url: 'https://builds.example.com/a.bin', md5: 'c'.repeat(32), size: 10 },
      }),
  },
  {
    name: 'package release (orgIds in body)',
    mutates: true,
    prepare: (x) => placePackage(t.database.db, x.orgId),
    run: (token, x, id) =>
      call(t.app, 'POST', 'robotinfo/package/release', { token, body: { id, orgIds: [x.orgId], packageType: 'trial' } }),
  },
  {
    name: 'package withdraw',
    mutates: true,
    prepare: (x) => placePackage(t.database.db, x.orgId, { released: true }),
    run: (token, _x, id) => call(t.app, 'POST', `robotinfo/package/withdraw/${id}`, { token }),
  },
  {
    name: 'package delete',
    mutates: true,
    prepare: (x) => placePackage(t.database.db, x.orgId),
    run: (token, _x, id) => call(t.app, 'DELETE', `robotinfo/package/delete/${id}`, { token }),
  },
  {
    name: 'package download',
    mutates: false,
    prepare: async (x) => placePackage(t.database.db, x.orgId, { fileId: await placeFile(t, x.orgId) }),
    run: (token, _x, id) => packageContent(t, token, id),
  },
  // QR codes: a free code placed in the target organisation. Allowed callers may meet a business refusal
  // (unbinding a free code, an unknown device number), which is access too.
  {
    name: 'qr code by number',
    mutates: false,
    prepare: (x) => placeQrCode(t, x.orgId),
    run: (token, _x, id) => qrCodeByNumber(t, token, id),
  },
  {
    name: 'qr code bind',
    mutates: true,
    prepare: (x) => placeQrCode(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'POST', 'robotinfo/qrcode/bind', { token, body: { id, deviceNumber: 'YJ-130-99999' } }),
  },
  {
    name: 'qr code unbind',
    mutates: true,
    prepare: (x) => placeQrCode(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'POST', 'robotinfo/qrcode/unbind', { token, body: { id } }),
  },
  {
    name: 'qr code discard',
    mutates: true,
    prepare: (x) => placeQrCode(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'POST', 'robotinfo/qrcode/discard', { token, body: { id } }),
  },
  {
    name: 'qr code download (ids in body)',
    mutates: true,
    prepare: (x) => placeQrCode(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'POST', 'robotinfo/qrcode/download', { token, body: { ids: [id] } }),
  },
  {
    name: 'qr code create (orgId in body)',
    mutates: true,
    run: (token, x) => call(t.app, 'POST', 'robotinfo/qrcode/create', { token, body: { count: 1, orgId: x.orgId } }),
  },
  {
    name: 'qr code list (orgId in body)',
    mutates: false,
    run: (token, x) => call(t.app, 'POST', 'robotinfo/qrcode/list', { token, body: { orgId: x.orgId } }),
  },
  { name: 'qr code export (orgId in body)', mutates: false, run: (token, x) => qrCodeExport(t, token, x.orgId) },
  // Areas: an area without robots placed in the target organisation.
  {
    name: 'area info',
    mutates: false,
    prepare: (x) => placeArea(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'GET', `user-service/user/area/info/${id}`, { token }),
  },
  { name: 'area update', mutates: true, prepare: (x) => placeArea(t, x.orgId), run: (token, _x, id) => renameArea(t, token, id) },
  {
    name: 'area delete',
    mutates: true,
    prepare: (x) => placeArea(t, x.orgId),
    run: (token, _x, id) => call(t.app, 'DELETE', `user-service/user/area/delete/${id}`, { token }),
  },
  {
    name: 'area create (orgId in body)',
    mutates: true,
    run: (token, x) => call(t.app, 'POST', 'user-service/user/area/save', { token, body: { name: uniq('Area'), kind: 2, orgId: x.orgId } }),
  },
  {
    name: 'area list (orgId in body)',
    mutates: false,
    run: (token, x) => call(t.app, 'POST', 'user-service/user/area/list', { token, body: { orgId: x.orgId } }),
  },
  // Landmarks: a point placed under the target organisation. The switch moves the actor's own robot to
  // it (orgId), or the target's robot, seen only inside the target's subtree (robotId).
  {
    name: 'landmark info',
    mutates: false,
    prepare: (x) => placeLandmark(t, x.orgId),
    run: (token, _x, id) => landmarkApi(t).info(token, id),
  },
  { name: 'landmark list (orgId in body)', mutates: false, run: (token, x) => landmarkApi(t).list(token, { orgId: x.orgId }) },
  {
    name: 'landmark switch (orgId in body)',
    mutates: true,
    prepare: async (x) => {
      for (const actor of actors) await matrixRobots.owned(actor.orgId);
      return placeLandmark(t, x.orgId);
    },
    run: async (token, _x, id) => landmarkApi(t).switch(token, await matrixRobots.owned(actorOf(token).orgId), id),
  },
  {
    name: 'landmark switch (robotId in body)',
    mutates: true,
    prepare: (x) => pointWithRobot(t, matrixRobots, x.orgId),
    run: async (token, x, id) => landmarkApi(t).switch(token, await matrixRobots.at(x.orgId), id),
  },
  { name: 'org delete', mutates: true, run: (token, x) => call(t.app, 'GET', `user-service/user/org/delete/${x.orgId}`, { token }) },
];

describe('tenancy matrix', () => {
  it('allows exactly the actor subtree; elsewhere answers not found and changes nothing', async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const actor of actors) {
      for (const op of ops) {
        for (const x of targets) {
          cells += 1;
          const allowed = actor.allowed.has(x.name);
          const preparedId = op.prepare ? await op.prepare(x) : 0;
          const before = op.mutates && !allowed ? await snapshot() : '';
          const r = await op.run(actor.token, x, preparedId);
          const label = `${actor.name} × ${op.name} × ${x.name}`;
          if (allowed) {
            // Reached: success, or a business rule (an organisation with users cannot be deleted).
            if (r.body.code === ErrorCode.NOT_FOUND || r.status === 401 || r.status === 403)
              failures.push(`${label}: expected access, got ${r.status} ${r.body.code}`);
          } else {
            if (r.status !== 404 || r.body.code !== ErrorCode.NOT_FOUND)
              failures.push(`${label}: expected not found, got ${r.status} ${r.body.code}`);
            if (op.mutates && (await snapshot()) !== before) failures.push(`${label}: data changed on denial`);
          }
        }
      }
    }
    console.log(`tenancy matrix: ${actors.length} actors × ${ops.length} operations × ${targets.length} placements = ${cells} cells`);
    expect(failures).toEqual([]);
  }, 120_000);

  it("notifications are their user's alone: even inside the actor's subtree, another user's is not found, unlisted and stays unread", async () => {
    const failures: string[] = [];
    for (const x of targets) {
      await t.database.db.transaction((tx) =>
        notifyUsers(tx, [x.userId], { kind: NotificationKind.SYSTEM, key: 'notifications.system.welcome', link: null }),
      );
      const [row] = (
        await t.database.db.execute<{ id: number }>(sql`select id from notifications where user_id = ${x.userId} order by id desc limit 1`)
      ).rows;
      for (const actor of actors) {
        const label = `${actor.name} × notification × ${x.name}`;
        const r = await call(t.app, 'PUT', `user-service/notifications/${row!.id}/read`, { token: actor.token });
        if (r.status !== 404 || r.body.code !== ErrorCode.NOT_FOUND)
          failures.push(`${label}: expected not found, got ${r.status} ${r.body.code}`);
        const listed = await call<{ list: TNotification[] }>(t.app, 'GET', 'user-service/notifications?pageSize=100', {
          token: actor.token,
        });
        if (listed.body.data.list.some((n) => n.id === row!.id)) failures.push(`${label}: listed`);
        await call(t.app, 'PUT', 'user-service/notifications/read-all', { token: actor.token });
      }
      const [after] = (
        await t.database.db.execute<{ read_at: string | null }>(sql`select read_at from notifications where id = ${row!.id}`)
      ).rows;
      if (after!.read_at !== null) failures.push(`notification of ${x.name}: marked read by another user`);
    }
    expect(failures).toEqual([]);
  });

  it('lists only the actor subtree', async () => {
    const [m] = actors;
    const orgs = await call<{ list: { id: number }[] }>(t.app, 'POST', 'user-service/user/org/list', {
      token: m!.token,
      body: { page: 1, pageSize: 100 },
    });
    const visible = new Set(orgs.body.data.list.map((o) => o.id));
    for (const x of targets) expect(visible.has(x.orgId), x.name).toBe(m!.allowed.has(x.name));
    const users = await call<{ list: { orgId: number }[] }>(t.app, 'POST', 'user-service/user/userinfo/list', {
      token: m!.token,
      body: { page: 1, pageSize: 100 },
    });
    const allowedOrgs = new Set(targets.filter((x) => m!.allowed.has(x.name)).map((x) => x.orgId));
    expect(users.body.data.list.length).toBeGreaterThan(0);
    for (const u of users.body.data.list) expect(allowedOrgs.has(u.orgId) || visible.has(u.orgId)).toBe(true);
    const tree = await call<{ id: number }[]>(t.app, 'GET', 'user-service/user/org/getTreeByBusinessCode', { token: m!.token });
    expect(tree.body.data.map((n) => n.id)).toEqual([targets.find((x) => x.name === 'own')!.orgId]);
  });

  it('help articles: each actor reads its subtree and the organisations above it, never a sibling or another business', async () => {
    // Articles above the actor (the platform's manuals, the business's) are read, not edited: the matrix above.
    const readable = [new Set(['own', 'child', 'parent']), new Set(['own', 'child', 'sibling', 'parent']), new Set(['other business'])];
    for (const [i, actor] of actors.entries()) {
      const r = await call<{ list: { id: number }[] }>(t.app, 'POST', 'user-service/systemhelp/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const listed = new Set(r.body.data.list.map((x) => x.id));
      for (const x of targets) expect(listed.has(x.helpId), `${actor.name} lists help of ${x.name}`).toBe(readable[i]!.has(x.name));
    }
  });

  it('robots and their faults: owners act, hosts inside the window operate, everyone else gets not found and changes nothing', async () => {
    for (const [i, actor] of actors.entries()) {
      const r = await call<{ list: { id: number }[] }>(t.app, 'POST', 'robotinfo/robot/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const listed = new Set(r.body.data.list.map((x) => x.id));
      for (const p of robotPlacements) expect(listed.has(p.robotId), `${actor.name} lists ${p.name}`).toBe(p.access[i] !== 'none');
      const f = await call<{ list: { id: number }[] }>(t.app, 'POST', 'robotinfo/fault/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const faults = new Set(f.body.data.list.map((x) => x.id));
      for (const p of robotPlacements)
        expect(faults.has(p.faultId), `${actor.name} lists the fault of ${p.name}`).toBe(p.access[i] !== 'none');
    }
    const { failures, cells } = await robotMatrix(t, actors, robotPlacements, snapshot);
    console.log(`robot tenancy matrix: ${cells} cells`);
    expect(failures).toEqual([]);
  }, 180_000);

  it('areas: each actor is offered exactly the robots it sees and may put no other in an area, which changes nothing', async () => {
    const failures: string[] = [];
    for (const [i, actor] of actors.entries()) {
      for (const p of robotPlacements) {
        const label = `${actor.name} × area robot ${p.name}`;
        const seen = p.access[i] !== 'none';
        const options = await call<{ id: number }[]>(t.app, 'GET', `user-service/user/area/robot/options?keyword=${p.deviceNumber}`, {
          token: actor.token,
        });
        if (options.body.data.some((o) => o.id === p.robotId) !== seen) failures.push(`${label}: offered ${!seen}`);
        const before = await snapshot();
        const r = await call<{ id: number }>(t.app, 'POST', 'user-service/user/area/save', {
          token: actor.token,
          body: { name: uniq('Area'), kind: 2, robotIds: [p.robotId] },
        });
        if (seen) {
          if (r.body.code !== 0) failures.push(`${label}: expected the area, got ${r.body.code}`);
          else await call(t.app, 'DELETE', `user-service/user/area/delete/${r.body.data.id}`, { token: actor.token });
          continue;
        }
        const field = (r.body.data as { fields?: { path: string; code: string }[] } | null)?.fields?.[0];
        if (r.body.code !== ErrorCode.VALIDATION || field?.code !== 'validation.areaRobotUnknown')
          failures.push(`${label}: got ${r.body.code}`);
        if ((await snapshot()) !== before) failures.push(`${label}: data changed on refusal`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('statistics: each actor reads the rollups of exactly the robots it sees, per robot and per organisation', async () => {
    // A day of figures for every placement, so a robot that leaks shows in the totals as well as in the rows.
    for (const p of robotPlacements) {
      await t.database.db.execute(
        sql`insert into robot_daily (robot_id, day, runs, area_m2) values (${p.robotId}, current_date - 1, 1, 10) on conflict do nothing`,
      );
    }
    for (const [i, actor] of actors.entries()) {
      const r = await call<{ list: { id: number; runs: number }[]; totals: { robots: number } }>(
        t.app,
        'POST',
        'robotinfo/statistics/list',
        {
          token: actor.token,
          body: { range: 'last7', pageSize: 100 },
        },
      );
      const listed = new Map(r.body.data.list.map((x) => [x.id, x]));
      for (const p of robotPlacements) {
        expect(listed.has(p.robotId), `${actor.name} lists ${p.name}`).toBe(p.access[i] !== 'none');
        // A host's window started an hour ago: yesterday is the owner's, not the host's.
        if (p.access[i] !== 'none')
          expect(listed.get(p.robotId)!.runs, `${actor.name} reads ${p.name}`).toBe(p.access[i] === 'hosted' ? 0 : 1);
      }
      const orgs = await call<{ totals: { robots: number; runs: number } }>(t.app, 'POST', 'robotinfo/statistics/list', {
        token: actor.token,
        body: { range: 'last7', group: 'organization' },
      });
      expect(orgs.body.data.totals).toEqual(expect.objectContaining({ robots: r.body.data.totals.robots }));
    }
  });
  it('visualizeHistory: each actor charts the rollups of exactly the robots it sees (the statistics rows above)', async () => {
    for (const [i, actor] of actors.entries()) {
      const r = await call<{ robots: number; byRobot: { robotId: number; runs: number }[]; totals: { runs: number } }>(
        t.app,
        'POST',
        'robotinfo/visualization/history',
        { token: actor.token, body: { range: 'last7' } },
      );
      expect(r.status, actor.name).toBe(200);
      const listed = new Map(r.body.data.byRobot.map((x) => [x.robotId, x]));
      for (const p of robotPlacements) {
        expect(listed.has(p.robotId), `${actor.name} charts ${p.name}`).toBe(p.access[i] !== 'none');
        if (p.access[i] !== 'none')
          expect(listed.get(p.robotId)!.runs, `${actor.name} reads ${p.name}`).toBe(p.access[i] === 'hosted' ? 0 : 1);
      }
      expect(r.body.data.totals.runs).toBe(r.body.data.byRobot.reduce((n, x) => n + x.runs, 0));
    }
  });

  it('geography: each actor gets exactly the robots of its robot list, and sites of its own subtree only', async () => {
    for (const actor of actors) {
      const robots = await call<{ list: { id: number }[]; total: number }>(t.app, 'POST', 'robotinfo/robot/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const geo = await call<TGeography>(t.app, 'GET', 'robotinfo/monitor/geography', { token: actor.token });
      expect(geo.status, actor.name).toBe(200);
      expect(geo.body.data.robots.map((r) => r[0]).sort(), `${actor.name} robots`).toEqual(robots.body.data.list.map((x) => x.id).sort());
      const orgs = await call<{ list: { id: number }[] }>(t.app, 'POST', 'user-service/user/org/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const visible = new Set(orgs.body.data.list.map((o) => o.id));
      for (const site of geo.body.data.sites) expect(visible.has(site.id), `${actor.name} site ${site.id}`).toBe(true);
    }
  });

  it('home summary: each actor counts exactly the robots and open faults it sees, and needs attention for none other', async () => {
    for (const actor of actors) {
      const robots = await call<{ list: { id: number }[]; total: number }>(t.app, 'POST', 'robotinfo/robot/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const faults = await call<{ total: number }>(t.app, 'POST', 'robotinfo/fault/list', {
        token: actor.token,
        body: { pageSize: 1, state: 'open' },
      });
      const acked = await call<{ total: number }>(t.app, 'POST', 'robotinfo/fault/list', {
        token: actor.token,
        body: { pageSize: 1, state: 'acknowledged' },
      });
      const home = await call<THomeSummary>(t.app, 'GET', 'robotinfo/home/summary', { token: actor.token });
      expect(home.status, actor.name).toBe(200);
      const seen = new Set(robots.body.data.list.map((x) => x.id));
      expect(home.body.data.robots, `${actor.name} counts`).toBe(robots.body.data.total);
      expect(Object.values(home.body.data.states).reduce((n, c) => n + c, 0)).toBe(robots.body.data.total);
      expect(home.body.data.openFaults, `${actor.name} open faults`).toBe(faults.body.data.total + acked.body.data.total);
      for (const x of home.body.data.attention) expect(seen.has(x.robotId), `${actor.name} attention ${x.robotId}`).toBe(true);
      for (const f of home.body.data.latestFaults) expect(seen.has(f.robotId), `${actor.name} fault ${f.id}`).toBe(true);
    }
  });
  it("large screen by display link: a link for an actor's organisation counts exactly what the actor sees (hosting windows too), nothing outside", async () => {
    for (const [i, actor] of actors.entries()) {
      const robots = await call<{ list: { id: number }[]; total: number }>(t.app, 'POST', 'robotinfo/robot/list', {
        token: actor.token,
        body: { pageSize: 100 },
      });
      const home = await call<THomeSummary>(t.app, 'GET', 'robotinfo/home/summary', { token: actor.token });
      const link = await must<{ token: string }>(t.app, platform, 'POST', 'robotinfo/large-screen/display-links', {
        name: uniq('Wall'),
        orgId: actor.orgId,
        days: 1,
      });
      const screen = await call<TLargeScreenSummary>(t.app, 'GET', 'robotinfo/large-screen/summary', {
        headers: { 'x-display-token': link.token },
      });
      expect(screen.status, actor.name).toBe(200);
      const seen = new Set(robots.body.data.list.map((x) => x.id));
      expect(screen.body.data.robots, `${actor.name} counts`).toBe(robots.body.data.total);
      expect(screen.body.data.states, `${actor.name} states`).toEqual(home.body.data.states);
      expect(screen.body.data.openFaults, `${actor.name} open faults`).toBe(home.body.data.openFaults);
      for (const f of screen.body.data.latestFaults) expect(seen.has(f.robotId), `${actor.name} fault ${f.id}`).toBe(true);
      const hidden = new Set(robotPlacements.filter((p) => p.access[i] === 'none').map((p) => p.robotId));
      for (const f of screen.body.data.latestFaults) expect(hidden.has(f.robotId), `${actor.name} shows ${f.robotId}`).toBe(false);
      // The wall map draws exactly the robots of the actor's robot list.
      const map = await call<TGeography>(t.app, 'GET', 'robotinfo/large-screen/robots', { headers: { 'x-display-token': link.token } });
      expect(map.status, actor.name).toBe(200);
      expect(map.body.data.robots.map((r) => r[0]).sort(), `${actor.name} map`).toEqual([...seen].sort());
    }
  });
});
