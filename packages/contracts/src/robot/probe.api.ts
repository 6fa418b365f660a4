import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZDeviceStatus } from '../device/payloads';
import { ZCommand } from './command.schema';
import { ROBOT_READ } from './robot.api';

/**
 * Conformance probes (the conformance kit, `npm run conformance`): the two commands an operator can
 * never send through the console's own actions, each stored and tracked like any other command.
 * - `unknownCommand`: a command type no robot knows (PROBE_UNKNOWN_COMMAND); the answer must be
 *   `failed`, reason `unsupported`.
 * - `expiredCommand`: a harmless `dock` whose `expiresAt` on the wire has already passed; the answer
 *   must be `failed`, reason `expired`, and the robot must not run it.
 */
export const PROBE_KINDS = ['unknownCommand', 'expiredCommand'] as const;
export const ZProbeKind = z.enum(PROBE_KINDS);
export type TProbeKind = z.infer<typeof ZProbeKind>;
export const ZProbeBody = z.object({ probe: ZProbeKind });
export type TProbeBody = z.infer<typeof ZProbeBody>;

/** A status message as this server received it (the robot's own, its Last Will, or the broker's). */
export const ZReceivedStatus = z.object({ receivedAt: z.number().int(), status: ZDeviceStatus });
export type TReceivedStatus = z.infer<typeof ZReceivedStatus>;

const tags = ['robots'];
const idParams = z.object({ id: zIdParam() });

export const probeRobotRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/robot/probe/:id',
  access: 'robotOperate:command',
  tags,
  summary: 'Send a conformance probe (an unknown or an already expired command); answered with the command to follow',
  params: idParams,
  body: ZProbeBody,
  data: ZCommand,
});
export const findReceivedStatusesRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/robot/probe/statuses/:id',
  access: ROBOT_READ,
  tags,
  summary: 'The last status messages this server received from the robot (newest first), with when they arrived',
  params: idParams,
  data: z.object({ list: z.array(ZReceivedStatus) }),
});
