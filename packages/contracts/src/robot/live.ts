import { z } from 'zod';
import { zId } from '../common/ids';
import { ZLiveFault } from '../robot-fault/fault.schema';
import { ZCampaignLive } from '../version/campaign.schema';
import { ZFleetFilter, ZFleetMessage } from './live-fleet';
import { ROBOT_READ } from './robot.api';
import { ZRobotLive } from './robot.schema';

/**
 * The live hub: a WebSocket at API_BASE + LIVE_PATH. The browser's first message authenticates it
 * with the session token (never in the URL, where logs would keep it); then it subscribes to robots
 * by id or to its whole fleet. The server sends coalesced states: the newest per robot, never a queue.
 */
export const LIVE_PATH = 'robotinfo/live';

export const ZLiveClientMessage = z.discriminatedUnion('type', [
  /** `kind: 'display'`: the token is a display link's (a wall display without a session): fault notices of its subtree only. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200), kind: z.enum(['session', 'display']).optional() }),
  /** `faults`: the fault notices of every robot the caller sees (robotFault:view), without their states. */
  z.object({
    type: z.literal('subscribe'),
    robotIds: z.array(zId()).max(1000).optional(),
    fleet: z.boolean().optional(),
    faults: z.boolean().optional(),
    /** The caller's own notifications: an unread count each time it changes (any signed-in user). */
    notifications: z.boolean().optional(),
    /** The OTA campaigns of the caller's subtree each time one moves (ota:view; version/campaign.schema ZCampaignLive). */
    campaigns: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    robotIds: z.array(zId()).max(1000).optional(),
    fleet: z.boolean().optional(),
    faults: z.boolean().optional(),
    /** The caller's own notifications: an unread count each time it changes (any signed-in user). */
    notifications: z.boolean().optional(),
    /** The OTA campaigns of the caller's subtree each time one moves (ota:view; version/campaign.schema ZCampaignLive). */
    campaigns: z.boolean().optional(),
  }),
  z.object({ type: z.literal('ping') }),
  /** The compact fleet subscription (live-fleet.ts): one per socket, a new one replaces the filter. */
  z.object({ type: z.literal('subscribeFleet'), filter: ZFleetFilter }),
  z.object({ type: z.literal('unsubscribeFleet') }),
  /** Live video of one robot (operate code robotOperate:video or robotMonitor:video); see VIDEO_WATCH_CODES. */
  z.object({ type: z.literal('watchVideo'), robotId: zId() }),
  z.object({ type: z.literal('unwatchVideo'), robotId: zId() }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

/**
 * What else of a robot can change under an open page: the hub says which, the page reloads it. The
 * data itself goes through REST (and its access checks); the notice carries no data.
 */
export const LIVE_DATA_TOPICS = ['maps', 'tasks', 'reservations', 'runs', 'config', 'events', 'logs', 'clips', 'rejections'] as const;
export type TLiveDataTopic = (typeof LIVE_DATA_TOPICS)[number];

export const ZLiveRobotState = ZRobotLive.extend({ id: z.number().int(), locked: z.boolean().optional() });
export type TLiveRobotState = z.infer<typeof ZLiveRobotState>;

export const ZLiveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** `code` is an ErrorCode name: UNAUTHENTICATED, LOGIN_EXPIRED … the socket closes after it. */
  z.object({ type: z.literal('error'), code: z.string() }),
  z.object({ type: z.literal('state'), robots: z.array(ZLiveRobotState) }),
  /** A command's new operate state; `reason` is the robot's, with a failed answer (an ACK_REASONS key or its own short text). */
  z.object({
    type: z.literal('command'),
    commandId: z.string(),
    robotId: z.number().int(),
    operateState: z.number().int(),
    reason: z.string().nullable().optional(),
  }),
  z.object({ type: z.literal('data'), robotId: z.number().int(), topic: z.enum(LIVE_DATA_TOPICS) }),
  /** A fault of a watched robot opened, was acknowledged or resolved: only to sessions holding robotFault:view. */
  ZLiveFault.extend({ type: z.literal('fault') }),
  z.object({ type: z.literal('pong') }),
  /** The caller's notifications changed (one arrived, or was read in another tab): the new unread count. */
  z.object({ type: z.literal('notification'), unread: z.number().int() }),
  /** An OTA campaign of the caller's subtree moved: its state, wave and robots' counts (ota:view). */
  ZCampaignLive.extend({ type: z.literal('campaign') }),
  ZFleetMessage,
  /**
   * A live video frame of a watched robot: `ts` is the capture time (epoch ms), `jpeg` base64. JSON
   * rather than a binary WebSocket frame so the existing client and its one message parser handle it;
   * base64 costs a third more bytes, which a 640×360 frame at 5 fps affords. Newest frame wins: a slow
   * browser skips frames, it never gets a queue.
   */
  z.object({ type: z.literal('frame'), robotId: z.number().int(), ts: z.number().int(), jpeg: z.string() }),
  /** The hub refused or ended a video watch (PERMISSION_DENIED, NOT_FOUND for a robot it may not see). */
  z.object({ type: z.literal('videoError'), robotId: z.number().int(), code: z.string() }),
]);
export type TLiveServerMessage = z.infer<typeof ZLiveServerMessage>;

/** Who may watch live video: the operate tab and, later, the monitor's video wall. */
export const VIDEO_WATCH_CODES = ['robotOperate:video', 'robotMonitor:video'] as const;

/** Who may hold the compact fleet subscription: the robot screens, the fleet monitor and the large screen. */
export const FLEET_VIEW_CODES = [...ROBOT_READ, 'robotMonitor:view', 'largeScreen:view'] as const;
