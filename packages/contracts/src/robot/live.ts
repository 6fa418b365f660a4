import { z } from 'zod';
import { zId } from '../common/ids';
import { ZRobotLive } from './robot.schema';

/**
 * The live hub: a WebSocket at API_BASE + LIVE_PATH. The browser's first message authenticates it
 * with the session token (never in the URL, where logs would keep it); then it subscribes to robots
 * by id or to its whole fleet. The server sends coalesced states: the newest per robot, never a queue.
 */
export const LIVE_PATH = 'robotinfo/live';

export const ZLiveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ type: z.literal('subscribe'), robotIds: z.array(zId()).max(1000).optional(), fleet: z.boolean().optional() }),
  z.object({ type: z.literal('unsubscribe'), robotIds: z.array(zId()).max(1000).optional(), fleet: z.boolean().optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type TLiveClientMessage = z.infer<typeof ZLiveClientMessage>;

export const ZLiveRobotState = ZRobotLive.extend({ id: z.number().int(), locked: z.boolean().optional() });
export type TLiveRobotState = z.infer<typeof ZLiveRobotState>;

export const ZLiveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  /** `code` is an ErrorCode name: UNAUTHENTICATED, LOGIN_EXPIRED … the socket closes after it. */
  z.object({ type: z.literal('error'), code: z.string() }),
  z.object({ type: z.literal('state'), robots: z.array(ZLiveRobotState) }),
  z.object({ type: z.literal('command'), commandId: z.string(), robotId: z.number().int(), operateState: z.number().int() }),
  z.object({ type: z.literal('pong') }),
]);
export type TLiveServerMessage = z.infer<typeof ZLiveServerMessage>;
