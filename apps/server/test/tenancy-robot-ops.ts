import { API, call, type TestApp } from './helpers';

/** The robot operations of the tenancy matrix (tenancy-robots.ts) and the placements they are called on. */
export type Access = 'owner' | 'hosted' | 'none';
/** Access per actor, in the matrix's actor order: child manager of A, administrator of A, administrator of B. */
export interface Spec {
  name: string;
  orgId: number;
  hostTo?: number;
  expired?: boolean;
  access: [Access, Access, Access];
}
export interface RobotPlacement extends Spec {
  robotId: number;
  deviceNumber: string;
  commandId: string;
  /** An open fault of the robot (robot_faults). */
  faultId: number;
  /** Where each actor hosts to: an organisation strictly below its own. */
  hostTargets: [number, number, number];
  make: () => Promise<number>;
}

let seq = 0;
export const number = () => `YJ-40-${String(20000 + (seq += 1)).padStart(5, '0')}`;

export type Result = { status: number; body: { code: number; data: unknown } };
export interface Op {
  name: string;
  mutates: boolean;
  /** Only the owner may: an organisation the robot is hosted to sees it but is refused (not "not found"). */
  ownerOnly?: boolean;
  /** Judged by the owning organisation (an id in the body), not by the robot's visibility. */
  byOrg?: boolean;
  fresh?: boolean;
  run: (token: string, p: RobotPlacement, id: number, hostTo: number) => Promise<Result>;
}
/** A file route answered as the matrix reads answers: a file is access (code 0), a refusal is its envelope. */
const download = async (t: TestApp, token: string, path: string, body: unknown): Promise<Result> => {
  const res = await t.app.inject({ method: 'POST', url: `${API}/${path}`, headers: { authorization: token }, payload: body as object });
  const isFile = /^text\/csv/.test(String(res.headers['content-type']));
  return { status: res.statusCode, body: isFile ? { code: 0, data: null } : res.json() };
};

/** The fault center's routes (robot-fault), on the placement's open fault. */
const faultOps = (t: TestApp): Op[] => [
  { name: 'fault info', mutates: false, run: (token, p) => call(t.app, 'GET', `robotinfo/fault/${p.faultId}`, { token }) },
  {
    name: 'fault list (robotId filter)',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/fault/list', { token, body: { robotId: id } }),
  },
  {
    name: 'fault list (orgId filter)',
    mutates: false,
    byOrg: true,
    run: (token, p) => call(t.app, 'POST', 'robotinfo/fault/list', { token, body: { orgId: p.orgId } }),
  },
  {
    name: 'fault counts (robotId filter)',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/fault/counts', { token, body: { robotId: id } }),
  },
  {
    name: 'fault export (robotId filter)',
    mutates: false,
    run: (token, _p, id) => download(t, token, 'robotinfo/fault/export', { robotId: id }),
  },
  // A host handles the faults of the robot it operates. The second actor allowed finds the fault
  // already acknowledged or resolved: a business refusal, which is access too.
  {
    name: 'fault acknowledge',
    mutates: true,
    run: (token, p) => call(t.app, 'POST', `robotinfo/fault/acknowledge/${p.faultId}`, { token, body: {} }),
  },
  {
    name: 'fault resolve',
    mutates: true,
    run: (token, p) => call(t.app, 'POST', `robotinfo/fault/resolve/${p.faultId}`, { token, body: { note: 'Fixed' } }),
  },
];

export const robotOps = (t: TestApp): Op[] => [
  { name: 'robot info', mutates: false, run: (token, _p, id) => call(t.app, 'GET', `robotinfo/robot/info/${id}`, { token }) },
  { name: 'command info', mutates: false, run: (token, p) => call(t.app, 'GET', `robotinfo/robot/command/${p.commandId}`, { token }) },
  {
    name: 'robot list (orgId filter)',
    mutates: false,
    byOrg: true,
    run: (token, p) => call(t.app, 'POST', 'robotinfo/robot/list', { token, body: { orgId: p.orgId } }),
  },
  {
    name: 'register (orgId in body)',
    mutates: true,
    byOrg: true,
    run: (token, p) =>
      call(t.app, 'POST', 'robotinfo/robot/register', {
        token,
        body: { deviceNumber: number(), alias: 'N', robotType: 20, simulated: false, orgId: p.orgId },
      }),
  },
  {
    name: 'robot update',
    mutates: true,
    ownerOnly: true,
    run: (token, _p, id) => call(t.app, 'PUT', 'robotinfo/robot/update', { token, body: { id, alias: `A${(seq += 1)}` } }),
  },
  {
    name: 'rotate secret',
    mutates: true,
    ownerOnly: true,
    run: (token, _p, id) => call(t.app, 'PUT', `robotinfo/robot/rotateSecret/${id}`, { token }),
  },
  { name: 'lock', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/robot/lock/${id}`, { token }) },
  { name: 'unlock', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/robot/unlock/${id}`, { token }) },
  { name: 'reset', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/robot/reset/${id}`, { token }) },
  {
    name: 'host',
    mutates: true,
    ownerOnly: true,
    fresh: true,
    run: (token, _p, id, hostTo) =>
      call(t.app, 'POST', 'robotinfo/trusteeship/host', {
        token,
        body: { robotIds: [id], orgId: hostTo, type: 1, startAt: new Date().toISOString() },
      }),
  },
  {
    name: 'unhost',
    mutates: true,
    ownerOnly: true,
    fresh: true,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/trusteeship/unhost', { token, body: { robotIds: [id] } }),
  },
  {
    name: 'delete',
    mutates: true,
    ownerOnly: true,
    fresh: true,
    run: (token, _p, id) => call(t.app, 'DELETE', `robotinfo/robot/delete/${id}`, { token }),
  },
  { name: 'map list', mutates: false, run: (token, _p, id) => call(t.app, 'GET', `robotinfo/map/list/${id}`, { token }) },
  { name: 'map switch', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/map/switch/${id}/m1`, { token }) },
  {
    name: 'map copy',
    mutates: true,
    run: (token, _p, id) => call(t.app, 'POST', `robotinfo/map/copy/${id}`, { token, body: { mapId: 'm1', targetRobotId: id } }),
  },
  { name: 'start', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/robot/start/${id}`, { token }) },
  { name: 'stop', mutates: true, run: (token, _p, id) => call(t.app, 'POST', `robotinfo/robot/stop/${id}`, { token }) },
  { name: 'config info', mutates: false, run: (token, _p, id) => call(t.app, 'GET', `robotinfo/config/info/${id}`, { token }) },
  {
    name: 'config set',
    mutates: true,
    run: (token, _p, id) => call(t.app, 'PUT', 'robotinfo/config/set', { token, body: { robotId: id, values: { volume: 30 } } }),
  },
  {
    name: 'config alias',
    mutates: true,
    ownerOnly: true,
    run: (token, _p, id) => call(t.app, 'PUT', 'robotinfo/config/alias', { token, body: { robotId: id, alias: `C${(seq += 1)}` } }),
  },
  {
    name: 'task list',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/task/list', { token, body: { robotId: id } }),
  },
  {
    name: 'task save (robotId in body)',
    mutates: true,
    run: (token, _p, id) =>
      call(t.app, 'POST', 'robotinfo/task/save', {
        token,
        body: { robotId: id, name: 'T', periodType: 1, execTime: '08:00', mapId: 'm1', cleanMode: 'cover', repeatTimes: 1 },
      }),
  },
  {
    name: 'reserve list',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/reserve/list', { token, body: { robotId: id } }),
  },
  {
    name: 'reserve save (robotId in body)',
    mutates: true,
    run: (token, _p, id) =>
      call(t.app, 'POST', 'robotinfo/reserve/save', {
        token,
        body: { robotId: id, name: 'R', execMode: 1, execTimes: ['08:00'], mapId: 'm1', landmarkId: 'l1', taskMinutes: 5 },
      }),
  },
  {
    name: 'record list',
    mutates: false,
    run: (token, _p, id) =>
      call(t.app, 'POST', 'robotinfo/record/list', {
        token,
        body: { robotId: id, start: '2030-01-01T00:00:00Z', end: '2030-01-02T00:00:00Z' },
      }),
  },
  { name: 'video status', mutates: false, run: (token, _p, id) => call(t.app, 'GET', `robotinfo/video/status/${id}`, { token }) },
  {
    name: 'video clips',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/video/clips', { token, body: { robotId: id } }),
  },
  {
    name: 'video record start',
    mutates: true,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/video/record/start', { token, body: { robotId: id } }),
  },
  {
    name: 'video record stop',
    mutates: true,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/video/record/stop', { token, body: { robotId: id } }),
  },
  {
    name: 'visualization runs',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/visualization/runs', { token, body: { robotId: id } }),
  },
  {
    name: 'visualization coverage',
    mutates: false,
    run: (token, _p, id) => call(t.app, 'POST', 'robotinfo/visualization/coverage', { token, body: { robotId: id } }),
  },
  ...faultOps(t),
];
