import {
  SEEDED_ROBOT_TYPES,
  type TAreaRobot,
  type TCommand,
  type TFleetState,
  type TListResult,
  type TOwnDetail,
  type TRobot,
  type TRobotConfig,
  type TRobotTypeOption,
} from '@fleet/contracts';

/** Answers many screens share, complete as the server sends them; a test overrides what it is about. */

type RobotOver = Partial<Omit<TRobot, 'live'>> & { live?: Partial<TRobot['live']> };

/** An online simulated robot of organisation 1 (number SIMULATION-130-0000<id>, alias "Robot <id>"). */
export const robotFixture = ({ live, ...over }: RobotOver = {}): TRobot => {
  const id = over.id ?? 1;
  return {
    id,
    deviceNumber: `SIMULATION-130-${String(id).padStart(5, '0')}`,
    alias: `Robot ${id}`,
    robotType: 1,
    model: '130',
    simulated: true,
    version: null,
    orgId: 1,
    orgName: 'Demo',
    locked: false,
    testing: false,
    enabled: true,
    registerMethod: 'platform',
    createdAt: '2030-01-01T00:00:00Z',
    creator: null,
    hosting: null,
    access: 'owner',
    poseMap: null,
    ...over,
    live: { online: true, lastSeenAt: new Date().toISOString(), updatedAt: null, upgrading: false, firmware: null, ...live },
  };
};

/** A command just sent to the robot, waiting for its answer (30 s left). */
export const commandFixture = (type: TCommand['type'], over: Partial<TCommand> = {}): TCommand => ({
  commandId: '0b5e1c2a-1111-4aaa-8bbb-222233334444',
  robotId: 1,
  type,
  operateState: 0,
  reason: null,
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
  answeredAt: null,
  ...over,
});

/** The first page of a list holding exactly these items. */
export const pageOf = <T>(list: T[]): TListResult<T> => ({ list, total: list.length, page: 1, pageSize: 15 });

/** The configuration robot 1 reported 5 minutes ago: two consumables (the filter nearly worn), a SIM card, versions. */
export const robotConfigFixture = (): TRobotConfig => ({
  robotId: 1,
  values: {
    volume: 60,
    maxSpeed: 0.5,
    waterLevel: 2,
    returnBattery: 20,
    obstacleDistance: 0.3,
    junkEventMode: 'work',
    streamingVersion: 2,
  },
  consumables: [
    { key: 'mainBrush', lifespanHours: 300, usedHours: 75, remainingHours: 225, remainingPercent: 75 },
    { key: 'filter', lifespanHours: 100, usedHours: 95, remainingHours: 5, remainingPercent: 5 },
  ],
  sim: { status: 0, iccid: '89860012345678901234', operator: 'China Mobile', trafficMb: 120.5 },
  scheduleVersion: null,
  versions: { mainUnit: '2.4.1', controlUnit: '1.9.3' },
  reportedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

/** The robot-type catalogue as migration 0037 seeds it (Model 130 / 90 / 80 / 40); every stubbed API answers it unless a test overrides it. */
export const robotTypeOptionsFixture = (): TRobotTypeOption[] => SEEDED_ROBOT_TYPES.map((t) => ({ ...t, capabilities: [] }));

/** The signed-in user's own detail: a site staff member of organisation 2 (Acme Tower). */
export const ownDetailFixture = (over: Partial<TOwnDetail> = {}): TOwnDetail => ({
  id: 5,
  account: 'li',
  userName: 'Li Lei',
  userCode: 'U5',
  email: '',
  phone: '13800138000',
  level: 2,
  orgId: 2,
  orgName: 'Acme Tower',
  orgCode: 'O2',
  businessCode: 'B1',
  businessName: 'Acme Cleaning',
  roleId: 3,
  roleName: 'Site staff',
  roleLevel: 2,
  language: 'en',
  isFirstLogin: false,
  ...over,
});

/** A robot of an area or a landmark reporting now (number SIMULATION-130-0000<id>, alias "Robot <id>"). */
export const areaRobotFixture = (id: number, state: TFleetState, over: Partial<TAreaRobot> = {}): TAreaRobot => ({
  id,
  deviceNumber: `SIMULATION-130-${String(id).padStart(5, '0')}`,
  alias: `Robot ${id}`,
  robotType: 1,
  state,
  battery: 76,
  updatedAt: new Date().toISOString(),
  ...over,
});
