import { ErrorCode } from '@fleet/contracts';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { call, type TestApp } from './helpers';
import type { buildBusiness } from './tenancy-fixtures';
import { number, robotOps, type RobotPlacement, type Spec } from './tenancy-robot-ops';

export type { RobotPlacement };

/**
 * The robot half of the tenancy matrix (modules/tenancy.test.ts): robots owned in each placement of
 * the identity matrix, plus three custody cases, called by the same three actors.
 */
export const ROBOT_CODES = [
  'robotRegister',
  'robotRegister:view',
  'robotRegister:create',
  'robotRegister:edit',
  'robotRegister:delete',
  'robotRegister:rotateSecret',
  'robotTrusteeship',
  'robotTrusteeship:view',
  'robotTrusteeship:host',
  'robotTrusteeship:unhost',
  'robotTrusteeship:history',
  'robotOperate',
  'robotOperate:view',
  'robotOperate:lock',
  'robotOperate:unlock',
  'robotOperate:reset',
  'robotOperate:config',
  'robotOperate:setting',
  'robotOperate:map',
  'robotOperate:command',
  'robotOperate:video',
  'robotOperate:task',
  'robotOperate:export',
  'robotFault',
  'robotFault:view',
  'robotFault:edit',
  'robotFault:export',
  'statisticList',
  'statisticList:view',
  'statisticList:export',
  'home',
  'home:view',
  'visualization',
  'visualization:view',
  'robotMonitor',
  'robotMonitor:view',
];

/**
 * Robot rows a refusal must leave untouched (SQL fragment of the matrix snapshot). The live state is
 * compared without its clocks: a robot disconnected by an earlier allowed call has its "offline"
 * echoed back by the broker a moment later, which restamps the times but changes no state.
 */
export const robotTablesHash = sql`coalesce((select string_agg(r::text, '|' order by r.id) from robots r), '') ||
  coalesce((select string_agg(h::text, '|' order by h.id) from robot_hostings h), '') ||
  coalesce((select string_agg((s.robot_id, s.online, s.battery, s.work_status, s.device_state, s.map_id, s.x, s.y, s.task_id, s.progress, s.upgrading)::text, '|' order by s.robot_id) from robot_state s), '') ||
  coalesce((select string_agg(c::text, '|' order by c.id) from robot_commands c), '') ||
  coalesce((select string_agg(m::text, '|' order by m.id) from robot_telemetry m), '') ||
  coalesce((select string_agg(k::text, '|' order by k.id) from robot_tasks k), '') ||
  coalesce((select string_agg(v::text, '|' order by v.id) from robot_reservations v), '') ||
  coalesce((select string_agg(f::text, '|' order by f.id) from robot_faults f), '')`;

type Business = Awaited<ReturnType<typeof buildBusiness>>;

export const placeRobots = async (t: TestApp, platform: string, a: Business, b: Business): Promise<RobotPlacement[]> => {
  const specs: Spec[] = [
    { name: 'own', orgId: a.childId, access: ['owner', 'owner', 'none'] },
    { name: 'child', orgId: a.grandchildId, access: ['owner', 'owner', 'none'] },
    { name: 'sibling', orgId: a.siblingId, access: ['none', 'owner', 'none'] },
    { name: 'parent', orgId: a.businessId, access: ['none', 'owner', 'none'] },
    { name: 'other business', orgId: b.businessId, access: ['none', 'none', 'owner'] },
    { name: 'hosted to the actor', orgId: a.siblingId, hostTo: a.childId, access: ['hosted', 'owner', 'none'] },
    { name: 'hosted to the actor, expired', orgId: a.siblingId, hostTo: a.childId, expired: true, access: ['none', 'owner', 'none'] },
    { name: 'own, hosted away', orgId: a.childId, hostTo: a.siblingId, access: ['owner', 'owner', 'none'] },
  ];
  const place = async (s: Spec) => {
    const r = await call<{ id: number }>(t.app, 'POST', 'robotinfo/robot/register', {
      token: platform,
      body: { deviceNumber: number(), alias: 'T', robotType: 20, simulated: false, orgId: s.orgId },
    });
    if (r.body.code !== 0) throw new Error(`place ${s.name}: ${JSON.stringify(r.body)}`);
    const id = r.body.data.id;
    if (s.hostTo) {
      const h = await call(t.app, 'POST', 'robotinfo/trusteeship/host', {
        token: platform,
        body: {
          robotIds: [id],
          orgId: s.hostTo,
          type: 2,
          startAt: new Date(Date.now() - 3600_000).toISOString(),
          endAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      if (h.body.code !== 0) throw new Error(`host ${s.name}: ${JSON.stringify(h.body)}`);
      // No client can create a past window: the test moves it back in time.
      if (s.expired)
        await t.database.db.execute(
          sql`update robot_hostings set start_at = now() - interval '3 days', end_at = now() - interval '1 day' where robot_id = ${id}`,
        );
    }
    return id;
  };
  const out: RobotPlacement[] = [];
  for (const s of specs) {
    const robotId = await place(s);
    const commandId = randomUUID();
    // Answered already, so the gateway's timeout sweep never touches it during the matrix.
    await t.database.db.execute(
      sql`insert into robot_commands (id, robot_id, type, operate_state, expires_at, answered_at) values (${commandId}, ${robotId}, 'lock', 1, now() + interval '1 hour', now())`,
    );
    const [row] = (await t.database.db.execute<{ n: string }>(sql`select device_number as n from robots where id = ${robotId}`)).rows;
    // Raised now: inside the hosting window, so a host sees it like the robot.
    const [fault] = (
      await t.database.db.execute<{ id: number }>(
        sql`insert into robot_faults (robot_id, org_id, kind, code, level, opened_at, last_seen_at, occurrences, state)
            values (${robotId}, ${s.orgId}, 'event', 'E-T', 'fault', now(), now(), 1, 'open') returning id`,
      )
    ).rows;
    out.push({
      ...s,
      robotId,
      deviceNumber: row!.n,
      commandId,
      faultId: fault!.id,
      hostTargets: [a.grandchildId, a.grandchildId, b.childId],
      make: () => place(s),
    });
  }
  return out;
};

/** Calls every robot operation as every actor on every placement; returns the cells that misbehaved. */
export const robotMatrix = async (
  t: TestApp,
  actors: { name: string; token: string }[],
  placements: RobotPlacement[],
  snapshot: () => Promise<string>,
) => {
  const failures: string[] = [];
  let cells = 0;
  for (const [i, actor] of actors.entries()) {
    for (const op of robotOps(t)) {
      for (const p of placements) {
        cells += 1;
        const access = op.byOrg ? (p.access[i] === 'owner' ? 'owner' : 'none') : p.access[i]!;
        const id = op.fresh ? await p.make() : p.robotId;
        const refused = access === 'none' || (access === 'hosted' && op.ownerOnly);
        const before = op.mutates && refused ? await snapshot() : '';
        const r = await op.run(actor.token, p, id, p.hostTargets[i]!);
        const label = `${actor.name} × ${op.name} × ${p.name}`;
        if (access === 'none') {
          if (r.status !== 404 || r.body.code !== ErrorCode.NOT_FOUND)
            failures.push(`${label}: expected not found, got ${r.status} ${r.body.code}`);
        } else if (refused) {
          if (!([ErrorCode.PERMISSION_DENIED, ErrorCode.HOSTING_NOT_OWNER] as number[]).includes(r.body.code))
            failures.push(`${label}: expected refusal, got ${r.body.code}`);
        } else if (r.body.code === ErrorCode.NOT_FOUND || r.status === 401 || r.status === 403) {
          failures.push(`${label}: expected access, got ${r.status} ${r.body.code}`);
        }
        if (before && (await snapshot()) !== before) failures.push(`${label}: data changed on refusal`);
      }
    }
  }
  return { failures, cells };
};
