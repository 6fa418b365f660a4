import { z } from 'zod';
import { zId } from '../common/ids';
import { ZRobotType } from '../enums/robot.enums';
import { FLEET_STATES, fleetState, type TFleetState } from '../home/home.enums';
import type { TRobotLive } from './robot.schema';

/**
 * The compact fleet subscription of the live hub (issue 13): a fleet view (the geography map, the
 * large screen) subscribes once to "every robot in my scope, filtered" and receives per tick only the
 * robots that changed, each as one short array instead of the full live state object: at 10,000
 * robots a tick is a few hundred kilobytes less, and a browser applies it without walking objects.
 *
 * A row is `[id, state, battery, seenAt, reportedAt, lat, lng]`: `state` is the index in FLEET_STATES
 * (contracts' one precedence), `battery` percent or null, `seenAt` the robot's last message and
 * `reportedAt` the telemetry its values come from, in epoch seconds or null, `lat`/`lng` the robot's own GPS position when it reports one, else null (the page places it at
 * its site). `removed` lists robots that left the view (out of scope, a hosting window ended, or their
 * new state is filtered out); `reset` says the rows that follow replace everything held before (the
 * first answer to a subscription or to a new filter; later messages of that answer are deltas).
 */
export const ZFleetFilter = z.object({
  /** Robots of this organisation's subtree (and robots hosted to it): it must be in the caller's scope. */
  orgId: zId().optional(),
  robotType: ZRobotType.optional(),
  /** Only robots in one of these states; a robot moving out of them is sent as removed. */
  states: z.array(z.enum(FLEET_STATES)).max(FLEET_STATES.length).optional(),
});
export type TFleetFilter = z.infer<typeof ZFleetFilter>;

export const FLEET_ROW_COLUMNS = ['id', 'state', 'battery', 'seenAt', 'reportedAt', 'lat', 'lng'] as const;
const cell = z.number().finite().nullable();
export const ZFleetRow = z.tuple([
  z.number().int(),
  z
    .number()
    .int()
    .min(0)
    .max(FLEET_STATES.length - 1),
  cell,
  cell,
  cell,
  cell,
  cell,
]);
export type TFleetRow = z.infer<typeof ZFleetRow>;

export const ZFleetMessage = z.object({
  type: z.literal('fleet'),
  reset: z.boolean(),
  rows: z.array(ZFleetRow),
  removed: z.array(z.number().int()),
});
export type TFleetMessage = z.infer<typeof ZFleetMessage>;

const isCell = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
const isFleetRow = (r: unknown): r is TFleetRow =>
  Array.isArray(r) &&
  r.length === FLEET_ROW_COLUMNS.length &&
  Number.isSafeInteger(r[0]) &&
  Number.isSafeInteger(r[1]) &&
  r[1] >= 0 &&
  r[1] < FLEET_STATES.length &&
  isCell(r[2]) &&
  isCell(r[3]) &&
  isCell(r[4]) &&
  isCell(r[5]) &&
  isCell(r[6]);

/**
 * ZFleetMessage's rules checked by hand, for the browser's hot path: a tick at 10,000 robots carries
 * thousands of rows several times a second, and the schema's check copied every row (allocation and
 * collection counted in bench:map's tick). Returns the value itself when it is a fleet message, else
 * null; the contracts test holds it to ZFleetMessage on generated messages, so the rule stays one.
 */
export const readFleetMessage = (v: unknown): TFleetMessage | null => {
  if (typeof v !== 'object' || v === null) return null;
  const m = v as Record<string, unknown>;
  if (m.type !== 'fleet' || typeof m.reset !== 'boolean' || !Array.isArray(m.rows) || !Array.isArray(m.removed)) return null;
  for (const r of m.rows) if (!isFleetRow(r)) return null;
  for (const id of m.removed) if (!Number.isSafeInteger(id)) return null;
  return m as TFleetMessage;
};

/** The live state a row is made of (a robot's live state with its lock, as the hub keeps it). */
type RowSource = Pick<TRobotLive, 'online' | 'battery' | 'workStatus' | 'deviceState' | 'chargeStatus' | 'lastSeenAt'> & {
  updatedAt?: string | null | undefined;
  id: number;
  locked?: boolean | undefined;
  geo?: { lat: number; lng: number } | null | undefined;
};

/** The fleet state of a live state (one precedence: contracts' fleetState). */
export const liveFleetState = (s: RowSource): TFleetState => fleetState({ ...s, locked: s.locked ?? false });

const epochSeconds = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

export const fleetRow = (s: RowSource): TFleetRow => [
  s.id,
  FLEET_STATES.indexOf(liveFleetState(s)),
  s.battery ?? null,
  epochSeconds(s.lastSeenAt),
  epochSeconds(s.updatedAt),
  s.geo?.lat ?? null,
  s.geo?.lng ?? null,
];

export interface FleetRobot {
  id: number;
  state: TFleetState;
  battery: number | null;
  /** Epoch ms of the robot's last message, null if it never spoke. */
  seenAt: number | null;
  /** Epoch ms of the telemetry its values come from, null without any. */
  reportedAt: number | null;
  geo: { lat: number; lng: number } | null;
}

export const decodeFleetRow = (r: TFleetRow): FleetRobot => ({
  id: r[0],
  state: FLEET_STATES[r[1]]!,
  battery: r[2],
  seenAt: r[3] === null ? null : r[3] * 1000,
  reportedAt: r[4] === null ? null : r[4] * 1000,
  geo: r[5] === null || r[6] === null ? null : { lat: r[5], lng: r[6] },
});
